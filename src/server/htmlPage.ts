import { escapeHtml } from './mail.ts';

/**
 * A small self-contained HTML page for answers that functions render themselves (sign-in
 * form, link errors). Text passed in `title` is escaped; `body` is trusted markup.
 */
export function htmlPage(title: string, body: string, status = 200, headers: HeadersInit = {}): Response {
  const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | SLC Trips</title><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg">
<style>
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#fbf8f3;color:#14222e;line-height:1.55}
header{background:#12324a;padding:.9rem 1rem}header a{color:#fff;font-weight:800;text-decoration:none}
main{max-width:32rem;margin:2.5rem auto;padding:0 1rem}h1{color:#12324a}
label{display:block;font-weight:600;margin:.5rem 0 .25rem}input{width:100%;box-sizing:border-box;min-height:44px;padding:.5rem .75rem;border:1px solid #7b8a96;border-radius:8px;font:inherit}
button,.button{display:inline-block;margin-top:1rem;min-height:44px;padding:.6rem 1.2rem;border:0;border-radius:999px;background:#b4462b;color:#fff;font:inherit;font-weight:700;text-decoration:none;cursor:pointer}
button[disabled]{opacity:.6}.note{background:#fff;border:1px solid #dcd5ca;border-radius:12px;padding:1rem}
a{color:#155a86}:focus-visible{outline:3px solid #f2b632;outline-offset:2px}
</style></head>
<body><header><a href="/">SLC Trips</a></header><main id="main-content">${body}</main></body></html>`;
  const h = new Headers(headers);
  h.set('content-type', 'text/html; charset=utf-8');
  h.set('cache-control', 'no-store');
  return new Response(page, { status, headers: h });
}
