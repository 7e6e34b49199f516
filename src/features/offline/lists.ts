/**
 * The lists of the offline page and of "Saved offline" (issue 20): what is saved, with its size
 * and a way to remove it, and the pages read before. Built with DOM calls: titles are page text.
 */
import { formatBytes, readSaved, readVisited, removeSaved, type SavedItem } from './saved';

function link(path: string, title: string): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = path;
  a.textContent = title;
  return a;
}

function empty(list: HTMLElement, text: string): void {
  const li = document.createElement('li');
  li.className = 'muted';
  li.textContent = text;
  list.replaceChildren(li);
}

/** The saved pages into `list`; with `removable`, each with a Remove button, and the total into `total`. */
export async function renderSaved(
  list: HTMLElement,
  { removable = false, total }: { removable?: boolean; total?: HTMLElement | null } = {},
): Promise<SavedItem[]> {
  const items = await readSaved();
  if (total) {
    const used = items.reduce((sum, i) => sum + i.bytes, 0);
    total.textContent = items.length ? `${items.length} saved, ${formatBytes(used)} in all.` : '';
  }
  if (!items.length) {
    empty(list, 'Nothing saved for offline yet. Use “Save for offline” on a destination, a zone guide, a trip kit or a plan.');
    return items;
  }
  list.replaceChildren(
    ...items.map((item) => {
      const li = document.createElement('li');
      li.append(link(item.path, item.title), ` (${formatBytes(item.bytes)})`);
      if (removable) {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'link-button';
        button.textContent = 'Remove';
        button.setAttribute('aria-label', `Remove ${item.title} from offline`);
        button.addEventListener('click', async () => {
          button.disabled = true;
          await removeSaved(item.path);
          await renderSaved(list, { removable, total });
          list.closest('section')?.querySelector<HTMLElement>('h2')?.focus();
        });
        li.append(' ', button);
      }
      return li;
    }),
  );
  return items;
}

export async function renderVisited(list: HTMLElement, except: Set<string>): Promise<void> {
  const pages = (await readVisited()).filter((p) => !except.has(p.path) && p.path !== '/offline/');
  if (!pages.length) return empty(list, 'No other pages were read on this device yet.');
  list.replaceChildren(
    ...pages.map((p) => {
      const li = document.createElement('li');
      li.append(link(p.path, p.title));
      return li;
    }),
  );
}
