// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';

// Static output: every page is prebuilt HTML. React islands hydrate only where something moves.
export default defineConfig({
  site: process.env.SITE_URL ?? 'https://slctrips.com',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [react()],
  vite: {
    build: { sourcemap: false },
  },
});
