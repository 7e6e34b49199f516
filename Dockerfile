# A container image of `npm start` (issue 37; README "Running in production"): the site built at
# image build time, served by a non-root user, health-checked on /api/health. Data (the embedded
# database, the outbox, photos) lives in the /data volume; set DATABASE_URL for PostgreSQL.
#   docker build -t slc-trips . && docker run -p 4321:4321 -v slc-data:/data slc-trips
FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4321 DATA_DIR=/data ASTRO_TELEMETRY_DISABLED=1
WORKDIR /app
RUN groupadd --system slctrips && useradd --system --gid slctrips --home /app slctrips \
  && mkdir -p /data && chown slctrips:slctrips /data /app
USER slctrips
COPY --chown=slctrips:slctrips package.json package-lock.json ./
# The build and `tsx` are needed at run time too (npm start rebuilds after approvals, decision 027).
RUN npm ci --no-audit --no-fund --include=dev
COPY --chown=slctrips:slctrips . .
# The build reads the catalogue from a database: an embedded one made for the build and left out of the image.
RUN DATA_DIR=/tmp/build-data npm run build && rm -rf /tmp/build-data
VOLUME /data
EXPOSE 4321
# Healthy when the database answers (/api/health: 200 ok or degraded, 503 down, decision 041).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||4321)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node as PID 1 gets SIGTERM from `docker stop` and drains (10 s; docker waits 10 s by default, give it more).
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "scripts/start.ts"]
