// "Show more" on the prebuilt paged lists (decision 044): without JavaScript it is a link to the
// next prebuilt page; with it, the next page's cards are appended in place, focus moves to the
// first of them, and the link points at the page after (or goes once the last is in). Small and
// framework-free: it runs on the zone pages and /destinations/page/N/.
import { mergeLateCatalogue } from '../destinations/lateCatalogue.ts';

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** Wires every `[data-show-more]` block of the page to its list (`data-list`, an element id). */
export function enhanceShowMore(doc: Document): void {
  for (const nav of doc.querySelectorAll<HTMLElement>('[data-show-more]')) {
    const list = doc.getElementById(nav.dataset.list ?? '');
    const link = nav.querySelector<HTMLAnchorElement>('a[data-more]');
    if (!list || !link) continue;
    link.addEventListener('click', (event) => {
      if (!plainClick(event)) return;
      event.preventDefault();
      void appendNext(doc, nav, list, link);
    });
    link.dataset.enhanced = ''; // appends in place from now on (the browser tests wait for it)
  }
}

/** The items of the paged list of a fetched page, and its own "Show more" address (null on the last page). */
export function readNextPage(html: string): { items: HTMLLIElement[]; next: string | null } {
  const page = new DOMParser().parseFromString(html, 'text/html');
  const items = [...page.querySelectorAll<HTMLLIElement>('[data-paged-list] > li[data-id]')];
  return { items, next: page.querySelector<HTMLAnchorElement>('[data-show-more] a[data-more]')?.getAttribute('href') ?? null };
}

async function appendNext(doc: Document, nav: HTMLElement, list: HTMLElement, link: HTMLAnchorElement): Promise<void> {
  if (link.getAttribute('aria-disabled') === 'true') return; // a second click while the page loads
  link.setAttribute('aria-disabled', 'true');
  let page: ReturnType<typeof readNextPage>;
  try {
    const response = await fetch(link.href, { headers: { accept: 'text/html' } });
    if (!response.ok) throw new Error(`${link.href} answered ${response.status}`);
    page = readNextPage(await response.text());
  } catch {
    window.location.assign(link.href); // the page itself still works
    return;
  }
  const known = new Set([...list.querySelectorAll<HTMLElement>(':scope > li[data-id]')].map((li) => li.dataset.id));
  const fresh = page.items.filter((li) => !known.has(li.dataset.id)).map((li) => doc.importNode(li, true));
  list.append(...fresh);
  link.removeAttribute('aria-disabled');
  if (page.next) link.setAttribute('href', page.next);
  else link.hidden = true;
  fresh[0]?.querySelector<HTMLAnchorElement>('a')?.focus();
  // With its last page in, the list takes in the places approved after the build (decision 030).
  const since = doc.body.dataset.catalogueSince;
  if (!page.next && list.dataset.mergeKey && since) {
    list.dataset.mergeList = list.dataset.mergeKey;
    await mergeLateCatalogue(doc, since);
  }
  const shown = nav.querySelector<HTMLElement>('[data-shown]');
  if (shown) shown.textContent = String(list.querySelectorAll(':scope > li[data-id]').length);
}
