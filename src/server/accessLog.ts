import { randomBytes } from 'node:crypto';

/**
 * A request id: 12 hex characters (48 random bits), short enough for a visitor to read out
 * ("reference 3f9a0c1b2d4e"), long enough not to repeat in any log we keep. Sent back in the
 * `x-request-id` header, written on the request's log lines and in the problem JSON of a 5xx.
 */
export function newRequestId(): string {
  // Issue 38: one call into the random source per 1,024 ids, not one per request (a CPU profile
  // of a static page under load put randomBytes among the request's largest costs).
  if (idAt === idPool.length) {
    idPool = randomBytes(ID_BYTES * 1024);
    idAt = 0;
  }
  idAt += ID_BYTES;
  return idPool.toString('hex', idAt - ID_BYTES, idAt);
}

const ID_BYTES = 6;
let idPool = Buffer.alloc(0);
let idAt = 0;

/**
 * An access log that writes once per turn of the event loop instead of once per request: under
 * load a synchronous write per request (console.log to a pipe or file) costs more than serving
 * a precompressed page. Lines keep their order; nothing is lost on a normal exit.
 */
export function bufferedLog(write: (chunk: string) => void = (chunk) => process.stdout.write(chunk)): (line: string) => void {
  let lines: string[] = [];
  const flush = () => {
    if (lines.length === 0) return;
    const chunk = `${lines.join('\n')}\n`;
    lines = [];
    write(chunk);
  };
  process.once('exit', flush);
  return (line) => {
    if (lines.length === 0) setImmediate(flush);
    lines.push(line);
  };
}
