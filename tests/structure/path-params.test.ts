import { describe, expect, it } from 'vitest';
import { read, sourceFiles } from './sources.ts';

/*
 * One way to read a path parameter (issue 47, decision 091): pathParam in src/server/http.ts
 * decodes it and parses it with a schema, answering a 404 that names it. Reading
 * `context.params` anywhere else brings back the three ways it was done before (`?? ''`, a
 * schema's safeParse in the function, or the raw value handed to a query).
 */
const HOME = 'src/server/http.ts';
const READ = /\bcontext\.params\b|\{[^}]*\bparams\b[^}]*\}\s*:\s*Context\b/;

/** A source's code with its comments left out (a comment may name context.params). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

describe('path parameters', () => {
  it('are read only through pathParam', () => {
    const files = sourceFiles('src', 'functions');
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((f) => f !== HOME && READ.test(code(read(f))))).toEqual([]);
    expect(READ.test(code(read(HOME)))).toBe(true);
  });

  it('catches a function that reads one directly, and not one that names it in a comment', () => {
    expect(READ.test(code("  const id = context.params.id ?? '';"))).toBe(true);
    expect(READ.test(code('  const id = destinationIdSchema.safeParse(context.params.id);'))).toBe(true);
    expect(READ.test(code('const fn = (request: Request, { params }: Context) => params.id;'))).toBe(true);
    expect(READ.test(code("  const id = pathParam(context, 'id', destinationIdSchema, 'Destination not found');"))).toBe(false);
    expect(READ.test(code('/**\n * the id may come straight from a URL (`context.params.id`)\n */'))).toBe(false);
  });
});
