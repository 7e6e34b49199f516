import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { cspHashOf, htmlPage } from './htmlPage.ts';

async function parse(response: Response) {
  const window = new Window({ settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true } });
  return new window.DOMParser().parseFromString(await response.text(), 'text/html');
}

describe('htmlPage', () => {
  it('gives a function-rendered page the description, Open Graph and Twitter tags of the static pages, typed website', async () => {
    const doc = await parse(htmlPage('Sign in', '<h1>Sign in</h1>'));
    const meta = (selector: string) => doc.querySelector(selector)?.getAttribute('content');
    expect(doc.title).toBe('Sign in | SLC Trips');
    expect(meta('meta[name="description"]')).toMatch(/^Sign in to SLC Trips/);
    expect(meta('meta[name="description"]')!.length).toBeLessThanOrEqual(140);
    expect(meta('meta[property="og:title"]')).toBe('Sign in | SLC Trips');
    expect(meta('meta[property="og:description"]')).toBe(meta('meta[name="description"]'));
    expect(meta('meta[property="og:type"]')).toBe('website');
    expect(meta('meta[property="og:url"]')).toMatch(/^https?:\/\/[^/]+\/login$/);
    expect(meta('meta[property="og:image"]')).toMatch(/^https?:\/\/[^/]+\/og-image\.png$/);
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(meta('meta[name="twitter:title"]')).toBe('Sign in | SLC Trips');
    expect(meta('meta[name="twitter:type"]')).toBe('website');
    expect(meta('meta[name="robots"]')).toBe('noindex');
  });

  it('starts with a skip link to #main-content and offers a way back to the site', async () => {
    const doc = await parse(htmlPage('Sign-in link not valid', '<h1>Expired</h1>', 410));
    const links = [...doc.querySelectorAll('a')];
    expect(links[0]?.textContent).toBe('Skip to main content');
    expect(links[0]?.getAttribute('href')).toBe('#main-content');
    expect(doc.querySelector('#main-content h1')?.textContent).toBe('Expired');
    expect(doc.querySelector('footer a[href="/"]')?.textContent).toBe('← Back to SLC Trips');
  });

  it('escapes the title and description it is given', async () => {
    const response = htmlPage('<b>x</b>', '', 200, {}, { description: 'a "quoted" <tag>' });
    const doc = await parse(response.clone());
    expect(doc.title).toBe('<b>x</b> | SLC Trips');
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('a "quoted" <tag>');
    expect(await response.text()).not.toContain('<b>x</b>');
  });

  it('sends a Content-Security-Policy that allows its own style and script by hash, and nothing inline besides', async () => {
    const script = "document.body.dataset.ran = 'yes';";
    const response = htmlPage('Sign in', '<h1>Sign in</h1>', 200, {}, { script });
    const policy = response.headers.get('content-security-policy') ?? '';
    const directives = new Map(
      policy
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...sources]) => [name, sources]),
    );
    const html = await response.text();
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    expect(directives.get('script-src')).toEqual(["'self'", cspHashOf(script)]);
    expect(directives.get('style-src')).toEqual(["'self'", cspHashOf(style)]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(html).toContain(`<script>${script}</script>`);
  });

  it('hashes no script when the page has none, so a script slipped into the body would be refused', async () => {
    const response = htmlPage('Expired', '<h1>Expired</h1><script>alert(1)</script>', 410);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/(^|; )script-src 'self'(;|$)/);
  });
});
