import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keepOwnHashes, ownHashes } from './pageCsp.server.ts';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const meta = (scripts: string[], styles: string[]) =>
  `<meta http-equiv="content-security-policy" content="default-src 'self';img-src 'self' data:; script-src 'self' ${scripts.map(hash).join(' ')}; style-src 'self' ${styles.map(hash).join(' ')};">`;
const page = (head: string, body: string) => `<html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

describe("each page's CSP lists its own inline hashes (decision 143)", () => {
  const body =
    '<script>a()</script><script type="module">b()</script><script type="module" src="/_astro/x.js"></script>' +
    '<script type="application/json" id="plan-words">{"w":1}</script><script type="application/ld+json">{"@type":"Place"}</script>' +
    '<style>.a{color:red}</style><script>a()</script>';

  it('hashes the scripts the browser runs and every inline style, not data blocks or external scripts, each once', () => {
    expect(ownHashes(page('', body))).toEqual({ scripts: [hash('a()'), hash('b()')], styles: [hash('.a{color:red}')] });
  });

  it("drops the build's other hashes and keeps the page's, the keywords and the other directives", () => {
    const html = page(meta(['a()', 'b()', 'c()', '{"w":1}'], ['.a{color:red}', '.b{}']), body);
    const kept = keepOwnHashes(html);
    expect(kept).toBe(page(meta(['a()', 'b()'], ['.a{color:red}']), body));
    expect(kept).not.toContain(hash('c()'));
    expect(kept.length).toBeLessThan(html.length);
  });

  it('never adds a hash the build did not list: an inline script Astro did not hash stays refused', () => {
    const kept = keepOwnHashes(page(meta(['a()'], []), '<script>a()</script><script>evil()</script>'));
    expect(kept).toContain(hash('a()'));
    expect(kept).not.toContain(hash('evil()'));
    expect(kept).toContain("style-src 'self';");
  });

  it('leaves a page without a CSP meta as it is', () => {
    const html = page('', body);
    expect(keepOwnHashes(html)).toBe(html);
  });
});
