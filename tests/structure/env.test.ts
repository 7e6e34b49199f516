import { describe, expect, it } from 'vitest';
import { read, sourceFiles } from './sources.ts';

/*
 * Configuration through src/server/env.ts only (issue 14): every variable is declared, checked
 * and documented in one schema, and tests that change one call resetProcessState(). Tooling outside
 * the application (astro.config.mjs, scripts/, tests/) is not scanned.
 */
const ENV_MODULE = 'src/server/env.ts';

describe('configuration', () => {
  it('is read from process.env by src/server/env.ts only', () => {
    const files = sourceFiles('src', 'functions');
    expect(files).toContain(ENV_MODULE);
    expect(files.length).toBeGreaterThan(100);
    const readers = files.filter((file) => file !== ENV_MODULE && /\bprocess\s*\.\s*env\b/.test(read(file)));
    expect(readers, 'read the variable through env() in src/server/env.ts instead').toEqual([]);
  });
});
