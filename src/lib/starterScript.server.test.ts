import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { placeStarter, preloadModules, staticImports } from './starterScript.server.ts';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const csp = (...texts: string[]) => `<meta http-equiv="content-security-policy" content="script-src 'self' ${texts.map(hash).join(' ')}">`;
const page = (head: string, ...scripts: string[]) =>
  `<html><head><meta charset="utf-8">${head}<link rel="stylesheet" href="/a.css"></head><body>${scripts.join('<p>x</p>')}</body></html>`;
const STARTER = 'window.slcPlanStarter={}';
const classic = (code: string) => `(()=>{"use strict";${code}})()`;

describe('the starter placed in a built page (decisions 069 and 071)', () => {
  it('moves the one inline module script that holds the token into the head, as a classic script, right after the CSP meta and before the stylesheets', () => {
    const html = page(
      csp(STARTER, 'other()'),
      `<script type="module">${STARTER}</script>`,
      '<script type="module">other()</script>',
      '<script type="module" src="/a.js"></script>',
    );
    expect(placeStarter(html, 'slcPlanStarter')).toBe(
      `<html><head><meta charset="utf-8">${csp(classic(STARTER), 'other()')}<script>${classic(STARTER)}</script><link rel="stylesheet" href="/a.css"></head><body>` +
        '<p>x</p><script type="module">other()</script><p>x</p><script type="module" src="/a.js"></script></body></html>',
    );
  });

  it('keeps the code byte for byte inside its strict function, and the CSP allows the new text only', () => {
    const code = 'let a=`</div>`;window.slcPlanStarter=a';
    const placed = placeStarter(page(csp(code), `<script type="module">${code}</script>`), 'slcPlanStarter');
    expect(placed).toContain(`<script>${classic(code)}</script>`);
    expect(placed).toContain(hash(classic(code)));
    expect(placed).not.toContain(hash(code));
  });

  it('refuses a page without the starter or with two, without a CSP meta hashing it, or code a classic script cannot run, so such a build fails', () => {
    expect(() => placeStarter(page(csp('other()'), '<script type="module">other()</script>'), 'slcPlanStarter')).toThrow(/found 0/);
    expect(() =>
      placeStarter(page(csp(STARTER), `<script type="module">${STARTER}</script>`, `<script type="module">${STARTER}</script>`), 'slcPlanStarter'),
    ).toThrow(/found 2/);
    expect(() => placeStarter(page('', `<script type="module">${STARTER}</script>`), 'slcPlanStarter')).toThrow(/No Content-Security-Policy/);
    expect(() => placeStarter(page(csp('other()'), `<script type="module">${STARTER}</script>`), 'slcPlanStarter')).toThrow(/no hash/);
    const moduleOnly = `import.meta.url;${STARTER}`;
    expect(() => placeStarter(page(csp(moduleOnly), `<script type="module">${moduleOnly}</script>`), 'slcPlanStarter')).toThrow(/classic script/);
  });
});

describe('the modules a page preloads (issue 52)', () => {
  const chunks: Record<string, string> = {
    'Page.abc.js': 'import{a as t}from"./api.1.js";import"./style.2.js";const l=()=>import("./late.3.js");t(l);',
    'api.1.js': 'import{u}from"./utahTime.4.js";export const a=u;',
    'style.2.js': 'console.log(1)',
    'utahTime.4.js': 'import{a}from"./api.1.js";export const u=a;',
    'Nav.def.js': 'import{u as x}from"./utahTime.4.js";x();',
  };
  const read = (name: string) => {
    if (!(name in chunks)) throw new Error(`no chunk ${name}`);
    return chunks[name]!;
  };

  it('follows static imports transitively, once each, and never a dynamic import', () => {
    expect(staticImports('Page.abc.js', read)).toEqual(['api.1.js', 'style.2.js', 'utahTime.4.js']);
  });

  it("links every module the page's scripts import before </head>, the scripts themselves and repeats left out", () => {
    const html =
      '<html><head><link rel="stylesheet" href="/_astro/a.css"></head><body>' +
      '<script type="module" src="/_astro/Nav.def.js"></script><script type="module" src="/_astro/Page.abc.js"></script></body></html>';
    const out = preloadModules(html, read);
    const head = out.slice(0, out.indexOf('</head>'));
    expect([...head.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1])).toEqual([
      '/_astro/utahTime.4.js',
      '/_astro/api.1.js',
      '/_astro/style.2.js',
    ]);
    expect(head.indexOf('a.css')).toBeLessThan(head.indexOf('modulepreload'));
    expect(out).not.toContain('late.3.js');
    expect(out.slice(out.indexOf('</head>'))).toBe(html.slice(html.indexOf('</head>')));
  });
});
