import { cspHeader } from '../lib/csp.ts';
import { cspHashOf } from '../lib/cspHash.server.ts';
import { DEFAULT_IMAGE, pageDescription, SITE_NAME } from '../lib/seo.ts';
import { env } from './env.ts';
import { escapeHtml } from './mail.ts';

export interface HtmlPageMeta {
  /** The page's text for the description and social tags (first 140 characters, docs/product.md §2.1). */
  description?: string;
  /** The site path the social tags name; these pages all belong to the sign-in screen. */
  path?: string;
  /**
   * The page's one inline script, placed after the content. It is allowed by its SHA-256 hash
   * in the page's Content-Security-Policy; any other script in `body` is refused by the browser.
   */
  script?: string;
}

const PAGE_STYLE = `
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#fbf8f3;color:#14222e;line-height:1.55}
.skip-link{position:absolute;left:.5rem;top:-4rem;background:#fff;color:#12324a;padding:.5rem 1rem;border-radius:8px;z-index:10}.skip-link:focus{top:.5rem}
header{background:#12324a;padding:.9rem 1rem}header a{color:#fff;font-weight:800;text-decoration:none}
main{max-width:32rem;margin:2.5rem auto;padding:0 1rem}h1{color:#12324a}footer{max-width:32rem;margin:0 auto 2.5rem;padding:0 1rem}
label{display:block;font-weight:600;margin:.5rem 0 .25rem}input{width:100%;box-sizing:border-box;min-height:44px;padding:.5rem .75rem;border:1px solid #7b8a96;border-radius:8px;font:inherit}
button,.button{display:inline-block;margin-top:1rem;min-height:44px;padding:.6rem 1.2rem;border:0;border-radius:999px;background:#b4462b;color:#fff;font:inherit;font-weight:700;text-decoration:none;cursor:pointer}
button[disabled]{opacity:.6}.note{background:#fff;border:1px solid #dcd5ca;border-radius:12px;padding:1rem}
a{color:#155a86}:focus-visible{outline:3px solid #f2b632;outline-offset:2px}
`;

export { cspHashOf };

const STYLE_HASH = cspHashOf(PAGE_STYLE);

const DEFAULT_DESCRIPTION =
  'Sign in to SLC Trips to keep your favorite Utah destinations, all within driving distance of Salt Lake City International Airport.';

/**
 * A small self-contained HTML page for answers that functions render themselves (sign-in
 * form, link errors), with the same head and skip link as the static pages. Text passed in
 * `title` and `meta` is escaped; `body` is trusted markup.
 */
export function htmlPage(title: string, body: string, status = 200, headers: HeadersInit = {}, meta: HtmlPageMeta = {}): Response {
  const site = env().SITE_URL;
  const fullTitle = escapeHtml(`${title} | ${SITE_NAME}`);
  const description = escapeHtml(pageDescription(meta.description ?? DEFAULT_DESCRIPTION));
  const url = escapeHtml(new URL(meta.path ?? '/login', site).href);
  const image = escapeHtml(new URL(DEFAULT_IMAGE, site).href);
  const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${fullTitle}</title><meta name="description" content="${description}"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg">
<meta property="og:title" content="${fullTitle}"><meta property="og:description" content="${description}"><meta property="og:image" content="${image}"><meta property="og:url" content="${url}"><meta property="og:type" content="website"><meta property="og:site_name" content="${SITE_NAME}">
<meta name="twitter:card" content="summary_large_image"><meta name="twitter:title" content="${fullTitle}"><meta name="twitter:description" content="${description}"><meta name="twitter:image" content="${image}"><meta name="twitter:url" content="${url}"><meta name="twitter:type" content="website">
<style>${PAGE_STYLE}</style></head>
<body><a class="skip-link" href="#main-content">Skip to main content</a><header><a href="/">${SITE_NAME}</a></header>
<main id="main-content" tabindex="-1">${body}</main>${meta.script ? `<script>${meta.script}</script>` : ''}
<footer><p><a href="/">← Back to ${SITE_NAME}</a></p></footer></body></html>`;
  const h = new Headers(headers);
  h.set('content-type', 'text/html; charset=utf-8');
  h.set('cache-control', 'no-store');
  // Functions' answers get no netlify.toml headers in production: the policy travels with the page.
  h.set('content-security-policy', cspHeader({ scriptHashes: meta.script ? [cspHashOf(meta.script)] : [], styleHashes: [STYLE_HASH] }));
  return new Response(page, { status, headers: h });
}
