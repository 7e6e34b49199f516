import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './sources.ts';

/*
 * Decision records (issue 26, docs/decisions/README.md): each says when it was added and whether
 * it still stands, and the index lists every one, so a reader finds the rule in force without
 * reading all of them.
 */
const DIR = path.join(ROOT, 'docs/decisions');
const records = fs.readdirSync(DIR).filter((f) => /^\d{3}[a-z]?-.+\.md$/.test(f));
const index = fs.readFileSync(path.join(DIR, 'README.md'), 'utf8');

describe('decision records', () => {
  it('each carry a date and a status (accepted, or superseded by a record that exists)', () => {
    expect(records.length).toBeGreaterThan(30);
    const numbers = new Set(records.map((f) => f.split('-')[0]));
    const wrong = records.filter((f) => {
      const text = fs.readFileSync(path.join(DIR, f), 'utf8');
      const status = /^Status: (.+)$/m.exec(text)?.[1] ?? '';
      const superseding = [...status.matchAll(/superseded by (\d{3}[a-z]?)/g)].map((m) => m[1]!);
      return !/^Date: \d{4}-\d\d-\d\d$/m.test(text) || !/^accepted\b|^superseded by /.test(status) || superseding.some((n) => !numbers.has(n));
    });
    expect(wrong).toEqual([]);
  });

  it('are each listed in the index with their status', () => {
    const missing = records.filter((f) => {
      const status = /^Status: (.+)$/m.exec(fs.readFileSync(path.join(DIR, f), 'utf8'))?.[1];
      return !index.includes(`(${f}) |`) || !index.split('\n').some((line) => line.includes(`(${f})`) && line.includes(`| ${status} |`));
    });
    expect(missing, 'add a row to docs/decisions/README.md').toEqual([]);
  });

  it('have one number each', () => {
    const numbers = records.map((f) => f.split('-')[0]);
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
  });
});
