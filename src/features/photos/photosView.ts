// The DOM of a destination page's photos (issue 22, decision 029): plain elements, every value
// set as text or attribute (credits and captions come from outside and are never HTML). Browser
// only, no framework: the destination page keeps to its 20 KB of script.
import { apiFetch } from '../../lib/api.ts';
import { h } from '../../lib/dom.ts';
import { creditLine, type Photo, srcsetOf } from './photos.ts';

/** Shown in the reserved space when a place has no photos, or a source failed: nothing is wrong. */
export const NO_PHOTOS = 'No photos of this place yet.';

/** Every figure is this box (CSS keeps it), so an image arriving moves nothing. */
export const PHOTO_BOX = { width: 320, height: 240 } as const;
/** Every figure is 16rem wide (PlacePhotos.astro), on every screen. */
export const PHOTO_SIZES = '16rem';

function credit(photo: Photo): HTMLElement {
  const p = h('p', { class: 'photo-credit' });
  const linked = photo.credits.filter((c) => c.url);
  // Google asks for each author's name linked to their page when it gives one.
  if (photo.source === 'google' && linked.length > 0) {
    p.append('Photo: ');
    photo.credits.forEach((c, i) => {
      if (i > 0) p.append(', ');
      p.append(c.url ? h('a', { href: c.url, target: '_blank', rel: 'noopener nofollow' }, c.text) : c.text);
    });
    p.append(' · Google');
  } else {
    p.textContent = creditLine(photo);
  }
  return p;
}

function figure(photo: Photo): HTMLElement {
  const img = h('img', {
    src: photo.src,
    alt: photo.alt,
    width: String(PHOTO_BOX.width),
    height: String(PHOTO_BOX.height),
    loading: 'lazy',
    decoding: 'async',
  });
  if (photo.sizes.length > 0) {
    img.setAttribute('srcset', srcsetOf(photo));
    img.setAttribute('sizes', PHOTO_SIZES);
  }
  // An image that fails to load leaves its box and credit, with the alt text in it.
  return h(
    'figure',
    { class: 'photo', 'data-source': photo.source, 'data-photo-id': photo.id },
    img,
    h('figcaption', {}, credit(photo), photo.caption ? h('p', { class: 'photo-caption' }, photo.caption) : null),
  );
}

/** Fills the section's body with the photos, or the quiet line when there are none. */
export function renderPhotos(body: HTMLElement, photos: Photo[] | null, placeName: string): void {
  body.replaceChildren();
  if (!photos || photos.length === 0) {
    body.append(h('p', { class: 'muted photos-none' }, NO_PHOTOS));
    return;
  }
  // A scrolling row: focusable so a keyboard can scroll it, named for screen readers.
  body.append(h('div', { class: 'photo-row', role: 'group', tabindex: '0', 'aria-label': `Photos of ${placeName}` }, ...photos.map(figure)));
}

/**
 * Staff only (the server checks): a "Hide" button under each photo, which hides it on this place
 * for everyone (PUT /api/admin/hidden-photos) and takes it out of the row.
 */
export function addStaffHiding(body: HTMLElement, destinationId: string): void {
  for (const fig of body.querySelectorAll<HTMLElement>('figure.photo')) {
    const photoId = fig.dataset.photoId ?? '';
    const button = h('button', { type: 'button', class: 'button secondary photo-hide' }, 'Hide this photo');
    button.setAttribute('aria-label', `Hide this photo: ${fig.querySelector('img')?.alt ?? ''}`);
    button.addEventListener('click', async () => {
      button.setAttribute('disabled', '');
      try {
        await apiFetch('/api/admin/hidden-photos', { method: 'PUT', body: { destinationId, photoId, hidden: true } });
        fig.replaceChildren(h('p', { class: 'muted', role: 'status' }, 'Hidden on this place.'));
      } catch {
        button.removeAttribute('disabled');
        button.textContent = 'Could not hide it: try again';
      }
    });
    fig.append(button);
  }
}
