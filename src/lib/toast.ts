/**
 * Toasts without a framework: one at a time (a new one replaces the old), shown for 5 s
 * in a polite live region so screen readers announce them.
 */
export const TOAST_MS = 5000;

let timer: ReturnType<typeof setTimeout> | undefined;
let watcher: MutationObserver | undefined;
// Kept here, not looked up by id: a region that left the page inside a removed dialog is reused.
let current: HTMLElement | undefined;

/** The topmost open modal dialog, if any: it makes the rest of the page inert. */
function topModal(): HTMLDialogElement | undefined {
  return [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].filter((d) => d.matches(':modal')).at(-1);
}

/**
 * Puts the region where people can see and hear it: inside the topmost modal dialog while one
 * is open (everything outside it is inert, so screen readers would skip a toast there; a
 * `popover` in the top layer is inert too), else in <body>.
 */
function place(el: HTMLElement): void {
  const host = topModal() ?? document.body;
  if (el.parentElement !== host) host.append(el);
}

/**
 * A toast is often shown just as its dialog closes ("Status Updated" after Approve): it would
 * close, or be removed, with the dialog. While a toast is up, any dialog opening, closing or
 * leaving the page moves the region again. This is robust to whatever closes the dialog and
 * in which order (React's effect after the toast, Escape, the dialog's own form), where
 * placing the toast once cannot be.
 */
function follow(): void {
  watcher ??= new MutationObserver(() => {
    if (current) place(current);
  });
  watcher.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
}

function region(): HTMLElement {
  if (!current) {
    current = document.createElement('div');
    current.id = 'toast-region';
    current.className = 'toast-region';
    current.setAttribute('role', 'status');
    current.setAttribute('aria-live', 'polite');
  }
  place(current);
  return current;
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
  follow();
  clearTimeout(timer);
  timer = setTimeout(() => {
    el.replaceChildren();
    watcher?.disconnect();
  }, ms);
}

/** docs/product.md §8 texts are written "Title - Description"; toasts show the two parts separately. */
export function splitToast(text: string): [string, string | undefined] {
  const at = text.indexOf(' - ');
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 3)];
}
