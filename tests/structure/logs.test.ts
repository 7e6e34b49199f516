import { describe, expect, it } from 'vitest';
import { read, sourceFiles } from './sources.ts';

/*
 * One log format (issue 30, decision 041): server code writes through src/server/log.ts, so
 * every line is JSON and carries the request id when it is written while a request is answered.
 * A direct console.error/warn/log/info would be a plain-text line without the id.
 */
const SERVER = /^(src\/server\/|functions\/|src\/features\/.+\.server\.ts$)/;
const CONSOLE = /\bconsole\.(error|warn|log|info|debug)\b/;

/** A source's code with its comments left out (a comment may name console.log). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

describe('server logs', () => {
  it('go through src/server/log.ts, never console.* directly', () => {
    const files = sourceFiles('src', 'functions').filter((f) => SERVER.test(f) && f !== 'src/server/log.ts');
    expect(files.length).toBeGreaterThan(20);
    expect(files.filter((f) => CONSOLE.test(code(read(f))))).toEqual([]);
  });

  it('catches a direct console call and ignores one named in a comment', () => {
    expect(CONSOLE.test(code("  console.error('[x] failed', error);"))).toBe(true);
    expect(CONSOLE.test(code('/**\n * a write per request (console.log to a pipe)\n */\n  // console.warn here'))).toBe(false);
  });
});
