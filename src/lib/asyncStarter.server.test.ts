import { describe, expect, it } from 'vitest';
import { markStarterAsync } from './asyncStarter.server.ts';

const page = (...scripts: string[]) => `<html><head></head><body>${scripts.join('<p>x</p>')}</body></html>`;

describe('the starter marked async in a built page', () => {
  it('marks the one inline module script that holds the token, and only it', () => {
    const html = page(
      '<script type="module">window.slcPlanStarter={}</script>',
      '<script type="module">other()</script>',
      '<script type="module" src="/a.js"></script>',
    );
    expect(markStarterAsync(html, 'slcPlanStarter')).toBe(
      page(
        '<script type="module" async>window.slcPlanStarter={}</script>',
        '<script type="module">other()</script>',
        '<script type="module" src="/a.js"></script>',
      ),
    );
  });

  it('keeps the script text byte for byte (its CSP hash is of the text)', () => {
    const code = 'let a=`</div>`;window.slcPlanStarter=a';
    expect(markStarterAsync(page(`<script type="module">${code}</script>`), 'slcPlanStarter')).toContain(`<script type="module" async>${code}</script>`);
  });

  it('refuses a page without the starter or with two, so a build that lost it fails', () => {
    expect(() => markStarterAsync(page('<script type="module">other()</script>'), 'slcPlanStarter')).toThrow(/found 0/);
    expect(() =>
      markStarterAsync(page('<script type="module">slcPlanStarter</script>', '<script type="module">slcPlanStarter</script>'), 'slcPlanStarter'),
    ).toThrow(/found 2/);
  });
});
