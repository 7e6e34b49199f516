import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { lookup } from 'mrmime';
import { type HeaderSink, listFiles, type StaticHandler } from './staticFiles.ts';

/*
 * The built site from disk: what the memory layer (staticFiles.ts) leaves (ranges, files over its
 * size limit, types it does not know). It replaced sirv (issue 37), whose stream had no error
 * handler: a file removed after sirv listed it (a rebuild beside the server, a deleted .br)
 * emitted 'error' on a ReadStream nobody listened to, and the process died. Here the file is
 * opened before anything is written: a file that is gone answers through `onMissing` (404, or
 * the swap check in app.ts), and a read that fails after the headers left closes the connection,
 * so a client never takes a truncated body for a whole one. Same rules as sirv's: the path,
 * path.html, path/index.html; the .br or .gz beside it when accepted; weak ETag of size and mtime.
 */

export type MissingHandler = (req: http.IncomingMessage, res: http.ServerResponse, error: NodeJS.ErrnoException) => void;

type Range = { start: number; end: number } | 'unsatisfiable' | null;

function parseRange(header: string | undefined, size: number): Range {
  if (!header?.startsWith('bytes=')) return null;
  const [x = '', y = ''] = header.slice(6).split(',')[0]!.split('-');
  const start = Number.parseInt(x, 10) || 0;
  const end = Math.min(Number.parseInt(y, 10) || size - 1, size - 1);
  return start >= size || start > end ? 'unsatisfiable' : { start, end };
}

/**
 * Sends one file: opened first (a missing one calls onMissing with nothing written), its size and
 * mtime from the open file, then streamed; a read error after the headers destroys the socket.
 */
export function sendFile(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  abs: string,
  headers: http.OutgoingHttpHeaders,
  onMissing: (error: NodeJS.ErrnoException) => void,
  status = 200,
): void {
  fs.open(abs, 'r', (openError, fd) => {
    if (openError) return onMissing(openError);
    fs.fstat(fd, (statError, stats) => {
      if (statError || !stats.isFile()) {
        fs.close(fd, () => {});
        return onMissing(statError ?? Object.assign(new Error(`${abs} is not a file`), { code: 'EISDIR' }));
      }
      const range = status === 200 ? parseRange(req.headers.range, stats.size) : null;
      if (range === 'unsatisfiable') {
        fs.close(fd, () => {});
        res.writeHead(416, { 'Content-Range': `bytes */${stats.size}` });
        return void res.end();
      }
      const { start, end } = range ?? { start: 0, end: stats.size - 1 };
      res.writeHead(range ? 206 : status, {
        ...headers,
        'Content-Length': Math.max(0, end - start + 1),
        'Last-Modified': stats.mtime.toUTCString(),
        ETag: `W/"${stats.size}-${stats.mtime.getTime()}"`,
        ...(range ? { 'Content-Range': `bytes ${start}-${end}/${stats.size}`, 'Accept-Ranges': 'bytes' } : {}),
      });
      if (req.method === 'HEAD' || stats.size === 0) {
        fs.close(fd, () => {});
        return void res.end();
      }
      const stream = fs.createReadStream('', { fd, start, end });
      stream.on('error', () => res.destroy());
      res.on('close', () => stream.destroy());
      stream.pipe(res);
    });
  });
}

function contentType(file: string): string {
  const type = lookup(file) ?? 'application/octet-stream';
  return type === 'text/html' ? 'text/html;charset=utf-8' : type;
}

/** The disk layer: files listed once (reloadStatic lists again), each opened when asked for. */
export function diskStatic(distDir: string, setHeaders: (res: HeaderSink, pathname: string) => void, onMissing: MissingHandler): StaticHandler {
  const files = fs.existsSync(distDir) ? listFiles(distDir) : new Map();
  return (req, res, pathname, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let decoded = pathname;
    try {
      decoded = decodeURI(pathname);
    } catch {
      return next();
    }
    const uri = decoded.endsWith('/') ? decoded.slice(0, -1) : decoded;
    const name = [uri, `${uri}.html`, `${uri}/index.html`].find((candidate) => files.has(candidate));
    if (!name) return next();
    const accept = req.headers['accept-encoding'] ?? '';
    const br = files.has(`${name}.br`) && /\bbr\b/.test(accept);
    const gz = !br && files.has(`${name}.gz`) && /\bgzip\b/.test(accept);
    const key = br ? `${name}.br` : gz ? `${name}.gz` : name;
    const file = files.get(key)!;
    if (req.headers['if-none-match'] === file.etag) {
      res.writeHead(304, { ETag: file.etag });
      return void res.end();
    }
    if (files.has(`${name}.br`) || files.has(`${name}.gz`)) res.setHeader('Vary', 'Accept-Encoding');
    setHeaders(res, decoded);
    const headers: http.OutgoingHttpHeaders = { 'Content-Type': (res.getHeader('content-type') as string | undefined) ?? contentType(path.basename(name)) };
    if (br || gz) headers['Content-Encoding'] = br ? 'br' : 'gzip';
    sendFile(req, res, file.abs, headers, (error) => {
      // Gone from disk: forget it, so the next request tries the other variant or answers 404.
      files.delete(key);
      onMissing(req, res, error);
    });
  };
}
