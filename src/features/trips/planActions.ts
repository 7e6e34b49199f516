// What a day plan and a trip share on /plan: a file download and the "Save trip" form (saved
// trips hold the plan's query, so a multi-day trip saves the same way as a day).
import { OFFLINE_MESSAGE } from '../../lib/api.ts';
import { h } from '../../lib/dom.ts';
import { maybeSignedIn } from '../../lib/signedIn.ts';
import { englishHref, w } from './words.ts';

export function download(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = h('a', { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** "Save trip": a name and a button; saves this page's query as plan `k` for the signed-in visitor. */
export function saveForm(k: number, label: string, status: HTMLElement): HTMLFormElement {
  const nameId = `trip-name-${k}`;
  const name = h('input', { id: nameId, name: 'name', maxlength: '80', required: '', value: label });
  const save = h(
    'form',
    { class: 'save-form' },
    h('label', { for: nameId }, w('planPage.save.name')),
    name,
    h('button', { type: 'submit', class: 'button' }, w('planPage.save.button')),
  );
  save.addEventListener('submit', async (event) => {
    event.preventDefault();
    const [before, after] = w('planPage.save.signIn').split('{link}');
    const askToSignIn = () => status.replaceChildren(before ?? '', h('a', englishHref('/login'), w('planPage.save.signInLink')), after ?? '');
    if (!maybeSignedIn()) return askToSignIn();
    status.textContent = w('planPage.save.saving');
    const response = await fetch('/api/trips', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: name.value, query: location.search.replace(/^\?/, ''), plan: k }),
    }).catch(() => null);
    if (response?.status === 401) return askToSignIn();
    if (!response?.ok) {
      const body = (await response?.json().catch(() => null)) as { error?: string } | null;
      status.textContent = body?.error ?? (navigator.onLine ? w('planPage.save.failed') : OFFLINE_MESSAGE);
      return;
    }
    const [saved, end] = w('planPage.save.saved').split('{link}');
    status.replaceChildren(saved ?? '', h('a', englishHref('/favorites#my-trips'), w('planPage.save.myTrips')), end ?? '');
  });
  return save;
}
