/** The "Save for offline" button's work (SaveOffline.astro), loaded on first use. */
import { formatBytes, readSaved, savePage } from './saved';

/** This page's address; a plan's query is the plan, other pages are the same file whatever the query. */
const here = () => (location.pathname.startsWith('/plan') ? location.pathname + location.search : location.pathname);

function said(status: HTMLElement, text: string, withLink = false): void {
  status.textContent = text;
  if (!withLink) return;
  const link = document.createElement('a');
  link.href = '/saved-offline/';
  link.textContent = 'Saved offline';
  status.append(' See ', link, '.');
}

export async function showSavedState(button: HTMLButtonElement, status: HTMLElement): Promise<void> {
  const item = (await readSaved()).find((i) => i.path === here());
  if (!item) return;
  button.textContent = 'Update saved copy';
  said(status, `Saved offline (${formatBytes(item.bytes)}).`, true);
}

export async function saveThisPage(button: HTMLButtonElement, progress: HTMLProgressElement, status: HTMLElement): Promise<void> {
  if (!navigator.onLine) {
    said(status, 'Saving for offline needs the network; it will work again once you are back online.');
    return;
  }
  button.disabled = true;
  progress.hidden = false;
  progress.value = 0;
  said(status, 'Saving for offline…');
  try {
    const item = await savePage(here(), document, ({ done, total, bytes }) => {
      progress.max = total;
      progress.value = done;
      said(status, `Saving for offline: ${done} of ${total} (${formatBytes(bytes)})`);
    });
    button.textContent = 'Update saved copy';
    said(status, `Saved offline: ${item.paths.length} files, ${formatBytes(item.bytes)}.`, true);
  } catch {
    said(
      status,
      navigator.onLine
        ? 'Could not save everything for offline (the connection dropped or the device is out of space). Try again.'
        : 'Saving for offline needs the network; it will work again once you are back online.',
    );
  } finally {
    button.disabled = false;
    progress.hidden = true;
  }
}
