import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';

/**
 * The built site from memory. A CPU profile of `npm start` under autocannon showed the time of
 * a page request going mostly to opening, reading and closing its file (sirv streams each file
 * from disk on every request). This layer lists dist/ once at start, keeps the bytes of files
 * up to 512 KB in memory after their first request (at most 128 MB in all), and answers with
 * sirv's own headers (precompressed .br/.gz variant, weak ETag of size and mtime, 304 on
 * If-None-Match). Anything else (ranges, large or unknown files) falls through to the disk layer
 * (fileStream.ts). A file that cannot be read (removed under the server) is dropped from both
 * maps and handed to `onMissing` (issue 37), never left to end the process.
 */

const TYPES: Record<string, string> = {
  '.html': 'text/html;charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.json': 'application/json',
  '.txt': 'text/plain',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

export interface FileEntry {
  /** Its key in the listing: the URL path, `/deck/index.html`. */
  rel: string;
  abs: string;
  size: number;
  lastModified: string;
  etag: string;
}

interface Page {
  type: string;
  plain: FileEntry;
  br?: FileEntry;
  gzip?: FileEntry;
}

export interface MemoryStaticOptions {
  setHeaders: (res: HeaderSink, pathname: string) => void;
  /**
   * Issue 38: the request's own headers (its id) and the path's fixed ones (netlify.toml's rules),
   * which the caller has not set on `res` yet: a 200 from memory sends them with the file's in one
   * precomputed list, and any other answer (a 304, the next layer) has `prepare` set them first.
   */
  deferred?: {
    requestHeaders: (req: http.IncomingMessage) => readonly string[];
    pathHeaders: (pathname: string) => ReadonlyArray<readonly [string, string]>;
    prepare: (req: http.IncomingMessage, res: http.ServerResponse, pathname: string) => void;
  };
  maxFileBytes?: number;
  maxTotalBytes?: number;
  /** A listed file that could not be read; unset: the next layer is asked. */
  onMissing?: (req: http.IncomingMessage, res: http.ServerResponse, error: NodeJS.ErrnoException) => void;
}

export function listFiles(dir: string, base = '', out = new Map<string, FileEntry>()): Map<string, FileEntry> {
  for (const entry of fs.readdirSync(path.join(dir, base), { withFileTypes: true })) {
    const rel = `${base}/${entry.name}`;
    if (entry.name.startsWith('.')) continue;
    if (entry.isDirectory()) listFiles(dir, rel, out);
    else if (entry.isFile()) {
      const abs = path.join(dir, rel);
      // A file removed while the folder is listed (a build beside the server) is left out.
      const stats = fs.statSync(abs, { throwIfNoEntry: false });
      if (stats) out.set(rel, { rel, abs, size: stats.size, lastModified: stats.mtime.toUTCString(), etag: `W/"${stats.size}-${stats.mtime.getTime()}"` });
    }
  }
  return out;
}

/** Where a file's cache headers are set: a response, or the header list a page builds once per path. */
export interface HeaderSink {
  setHeader(name: string, value: string): unknown;
}

export type StaticHandler = (req: http.IncomingMessage, res: http.ServerResponse, pathname: string, next: () => void) => void;

export function memoryStatic(
  distDir: string,
  { setHeaders, deferred, maxFileBytes = 512 * 1024, maxTotalBytes = 128 * 1024 * 1024, onMissing }: MemoryStaticOptions,
): StaticHandler {
  const files = fs.existsSync(distDir) ? listFiles(distDir) : new Map<string, FileEntry>();
  const pages = new Map<string, Page | null>();
  const bytes = new Map<string, Buffer>();
  let cachedBytes = 0;

  /** The file a URL path names, as sirv resolves it: the path, path.html, path/index.html. */
  const resolve = (pathname: string): Page | null => {
    const uri = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
    for (const candidate of [uri, `${uri}.html`, `${uri}/index.html`]) {
      const plain = files.get(candidate);
      const type = TYPES[path.extname(candidate)];
      if (plain && type) return { type, plain, br: files.get(`${candidate}.br`), gzip: files.get(`${candidate}.gz`) };
    }
    return null;
  };

  const read = (file: FileEntry, done: (error: Error | null, data?: Buffer) => void) => {
    const cached = bytes.get(file.abs);
    if (cached) return done(null, cached);
    fs.readFile(file.abs, (error, data) => {
      if (error) return done(error);
      if (cachedBytes + data.length <= maxTotalBytes && !bytes.has(file.abs)) {
        bytes.set(file.abs, data);
        cachedBytes += data.length;
      }
      done(null, data);
    });
  };

  // Per path and variant, every header of a 200 but the request's own, as one flat list (built once).
  const answers = new Map<string, string[]>();
  const answerHeaders = (pathname: string, decoded: string, page: Page, variant: FileEntry, length: number): string[] => {
    const key = `${variant.rel}\n${pathname}\n${length}`;
    let raw = answers.get(key);
    if (!raw) {
      // As setHeader would leave them: later values replace earlier ones of the same name, whatever
      // its case (netlify.toml's rules, then Vary, then the cache policy, then the file's own).
      const merged = new Map<string, [string, string]>();
      const put = (name: string, value: string) => merged.set(name.toLowerCase(), [merged.get(name.toLowerCase())?.[0] ?? name, value]);
      for (const [k, v] of deferred!.pathHeaders(pathname)) put(k, v);
      if (page.br || page.gzip) put('Vary', 'Accept-Encoding');
      setHeaders({ setHeader: put }, decoded);
      put('Content-Length', String(length));
      put('Content-Type', merged.get('content-type')?.[1] ?? page.type);
      put('Last-Modified', variant.lastModified);
      put('ETag', variant.etag);
      if (variant === page.br) put('Content-Encoding', 'br');
      else if (variant === page.gzip) put('Content-Encoding', 'gzip');
      raw = [...merged.values()].flat();
      if (answers.size > 50_000) answers.clear();
      answers.set(key, raw);
    }
    return raw;
  };

  return (req, res, pathname, next0) => {
    const next = () => {
      deferred?.prepare(req, res, pathname);
      next0();
    };
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.range) return next();
    let decoded = pathname;
    if (decoded.includes('%')) {
      try {
        decoded = decodeURI(decoded);
      } catch {
        return next();
      }
    }
    if (decoded.includes('..') || decoded.includes('\0')) return next();
    let page = pages.get(decoded);
    if (page === undefined) {
      page = resolve(decoded);
      if (pages.size > 50_000) pages.clear();
      pages.set(decoded, page);
    }
    if (!page) return next();
    const accept = req.headers['accept-encoding'] ?? '';
    const variant = (page.br && /\bbr\b/.test(accept) && page.br) || (page.gzip && /\bgzip\b/.test(accept) && page.gzip) || page.plain;
    if (variant.size > maxFileBytes) return next();

    const whole = () => {
      deferred?.prepare(req, res, pathname);
      if (page.br || page.gzip) res.setHeader('Vary', 'Accept-Encoding');
      setHeaders(res, decoded);
    };
    if (!deferred) whole();
    if (req.headers['if-none-match'] === variant.etag) {
      if (deferred) whole();
      res.writeHead(304, { ETag: variant.etag });
      res.end();
      return;
    }
    read(variant, (error, data) => {
      if (error || !data) {
        files.delete(variant.rel);
        pages.delete(decoded);
        if (!onMissing || !error) return next();
        deferred?.prepare(req, res, pathname);
        return onMissing(req, res, error);
      }
      if (deferred) {
        res.writeHead(200, [...deferred.requestHeaders(req), ...answerHeaders(pathname, decoded, page, variant, data.length)]);
        res.end(req.method === 'HEAD' ? undefined : data);
        return;
      }
      const headers: http.OutgoingHttpHeaders = {
        'Content-Length': data.length,
        'Content-Type': (res.getHeader('content-type') as string | undefined) ?? page.type,
        'Last-Modified': variant.lastModified,
        ETag: variant.etag,
      };
      if (variant === page.br) headers['Content-Encoding'] = 'br';
      else if (variant === page.gzip) headers['Content-Encoding'] = 'gzip';
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : data);
    });
  };
}
