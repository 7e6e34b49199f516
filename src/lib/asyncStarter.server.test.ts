import { describe, expect, it } from 'vitest';
import { placeStarter } from './asyncStarter.server.ts';

const CSP = '<meta http-equiv="content-security-policy" content="script-src \'self\'">';
const page = (...scripts: string[]) =>
  `<html><head><meta charset="utf-8">${CSP}<link rel="stylesheet" href="/a.css"></head><body>${scripts.join('<p>x</p>')}</body></html>`;

describe('the starter placed in a built page (decisions 069 and 071)', () => {
  it('moves the one inline module script that holds the token into the head, async, right after the CSP meta and before the stylesheets', () => {
    const html = page(
      '<script type="module">window.slcPlanStarter={}</script>',
      '<script type="module">other()</script>',
      '<script type="module" src="/a.js"></script>',
    );
    expect(placeStarter(html, 'slcPlanStarter')).toBe(
      `<html><head><meta charset="utf-8">${CSP}<script type="module" async>window.slcPlanStarter={}</script><link rel="stylesheet" href="/a.css"></head><body>` +
        '<p>x</p><script type="module">other()</script><p>x</p><script type="module" src="/a.js"></script></body></html>',
    );
  });

  it('keeps the script text byte for byte (its CSP hash is of the text)', () => {
    const code = 'let a=`</div>`;window.slcPlanStarter=a';
    expect(placeStarter(page(`<script type="module">${code}</script>`), 'slcPlanStarter')).toContain(`${CSP}<script type="module" async>${code}</script>`);
  });

  it('refuses a page without the starter or with two, or without a CSP meta to cover it, so a build that lost one fails', () => {
    expect(() => placeStarter(page('<script type="module">other()</script>'), 'slcPlanStarter')).toThrow(/found 0/);
    expect(() =>
      placeStarter(page('<script type="module">slcPlanStarter</script>', '<script type="module">slcPlanStarter</script>'), 'slcPlanStarter'),
    ).toThrow(/found 2/);
    expect(() => placeStarter(page('<script type="module">slcPlanStarter</script>').replace(CSP, ''), 'slcPlanStarter')).toThrow(/No Content-Security-Policy/);
  });
});
