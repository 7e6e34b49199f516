import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { htmlPage } from './htmlPage.ts';

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
});
