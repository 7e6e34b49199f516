/**
 * Toasts without a framework: one at a time (a new one replaces the old), shown for 5 s
 * in a polite live region so screen readers announce them.
 */
export const TOAST_MS = 5000;

let timer: ReturnType<typeof setTimeout> | undefined;

function region(): HTMLElement {
  let el = document.getElementById('toast-region');
  if (!el) {
    el = document.createElement('div');
    el.id = 'toast-region';
    el.className = 'toast-region';
    el.setAttribute('role', 'status');
    el.setAttribute('aria-live', 'polite');
  }
  // A modal dialog makes the rest of the page inert: show the toast inside it while it is open.
  const modal = [...document.querySelectorAll('dialog[open]')].find((d) => d.matches(':modal'));
  const host = modal ?? document.body;
  if (el.parentElement !== host) host.append(el);
  return el;
}

export function toast(title: string, description?: string, variant: 'default' | 'error' = 'default', ms = TOAST_MS): void {
  const el = region();
  el.replaceChildren();
  const card = document.createElement('div');
  card.className = `toast ${variant === 'error' ? 'toast-error' : ''}`;
  const strong = document.createElement('strong');
  strong.textContent = title;
  card.append(strong);
  if (description) {
    const p = document.createElement('p');
    p.textContent = description;
    card.append(p);
  }
  el.append(card);
  clearTimeout(timer);
  timer = setTimeout(() => el.replaceChildren(), ms);
}
