/**
 * The "Save for offline" button's work (SaveOffline.astro), loaded on first use. Its words are the
 * message layer's `saveOffline.*` (decision 124): English here, a French or Spanish page's handed
 * over by the box as data.
 */
import { fillPlaceholders, formatFigure, type Params } from '../../lib/count';
import { type SaveOfflineWords, saveOfflineEn } from '../../lib/messages/trips.en';
import { byteSize, readSaved, savePage } from './saved';

/** The box's words and the Intl locale its numbers are written in. */
export interface SaveOfflineSay {
  words: SaveOfflineWords;
  intl: string;
  /** The language of the pages the box links to (the saved list is English only): set on a French or Spanish page. */
  linkLang?: string;
}

const ENGLISH: SaveOfflineSay = { words: saveOfflineEn, intl: 'en-US' };

/** The box's words: a French or Spanish page's `data-words` on the box, else English (read here, not in the box's first script, which every destination page loads). */
function sayOf(button: HTMLElement): SaveOfflineSay {
  const json = button.closest<HTMLElement>('[data-save-offline]')?.dataset.words;
  return json ? (JSON.parse(json) as SaveOfflineSay) : ENGLISH;
}

/** This page's address; a plan's query is the plan, other pages are the same file whatever the query. */
const here = () => (location.pathname.startsWith('/plan') ? location.pathname + location.search : location.pathname);

const w = (say: SaveOfflineSay, key: keyof SaveOfflineWords, params: Params = {}) => fillPlaceholders(say.words[key], params, say.intl);

/** "1.2 MB" ("1,2 Mo" in French): the size in the box's words. */
function sizeText(say: SaveOfflineSay, bytes: number): string {
  const { value, unit } = byteSize(bytes);
  return w(say, `saveOffline.${unit}`, { n: formatFigure(value, say.intl) });
}

function said(say: SaveOfflineSay, status: HTMLElement, text: string, withLink = false): void {
  status.textContent = text;
  if (!withLink) return;
  const link = document.createElement('a');
  link.href = '/saved-offline/';
  if (say.linkLang) link.hreflang = say.linkLang;
  link.textContent = say.words['saveOffline.link'];
  const [before = '', after = ''] = say.words['saveOffline.see'].split('{link}');
  status.append(` ${before}`, link, after);
}

export async function showSavedState(button: HTMLButtonElement, status: HTMLElement): Promise<void> {
  const say = sayOf(button);
  const item = (await readSaved()).find((i) => i.path === here());
  if (!item) return;
  button.textContent = say.words['saveOffline.update'];
  said(say, status, w(say, 'saveOffline.savedSize', { size: sizeText(say, item.bytes) }), true);
}

export async function saveThisPage(button: HTMLButtonElement, progress: HTMLProgressElement, status: HTMLElement): Promise<void> {
  const say = sayOf(button);
  if (!navigator.onLine) {
    said(say, status, w(say, 'saveOffline.needsNetwork'));
    return;
  }
  button.disabled = true;
  progress.hidden = false;
  progress.value = 0;
  said(say, status, w(say, 'saveOffline.saving'));
  try {
    const item = await savePage(here(), document, ({ done, total, bytes }) => {
      progress.max = total;
      progress.value = done;
      said(say, status, w(say, 'saveOffline.savingCount', { done, total, size: sizeText(say, bytes) }));
    });
    button.textContent = say.words['saveOffline.update'];
    said(say, status, w(say, 'saveOffline.saved', { count: item.paths.length, size: sizeText(say, item.bytes) }), true);
  } catch {
    said(say, status, w(say, navigator.onLine ? 'saveOffline.failed' : 'saveOffline.needsNetwork'));
  } finally {
    button.disabled = false;
    progress.hidden = true;
  }
}
