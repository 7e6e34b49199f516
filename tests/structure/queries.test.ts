import { describe, expect, it } from 'vitest';
import { read, sourceFiles } from './sources.ts';

/*
 * Queries are postgres.js tagged templates (issue 14): every value is a parameter and every
 * identifier is escaped by sql(...), so no query is built by pasting strings together.
 * `unsafe` stays for tests that set a role by name.
 */
describe('queries', () => {
  it('never build SQL text with sql.unsafe in the application', () => {
    const unsafe = sourceFiles('src', 'functions', 'scripts').filter((file) => /\.unsafe\s*[<(]/.test(read(file)));
    expect(unsafe).toEqual([]);
  });
});
