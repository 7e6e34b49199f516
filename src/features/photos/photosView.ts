// The DOM of a destination page's photos (issue 22, decision 029): plain elements, every value
// set as text or attribute (credits and captions come from outside and are never HTML). Browser
// only, no framework: the destination page keeps to its 20 KB of script.
import { apiFetch } from '../../lib/api.ts';
import { h } from '../../lib/dom.ts';
import { photosEn, type PhotoWords } from '../../lib/messages/islands.en.ts';
import { creditLine, type Photo, srcsetOf } from './photos.ts';

/** Shown in the reserved space when a place has no photos, or a source failed: nothing is wrong. */
export const NO_PHOTOS = photosEn['photos.none'];

/** Every figure is this box (CSS keeps it), so an image arriving moves nothing. */
export const PHOTO_BOX = { width: 320, height: 240 } as const;
/** Every figure is 16rem wide (PlacePhotos.astro), on every screen. */
export const PHOTO_SIZES = '16rem';

function credit(photo: Photo, words: PhotoWords): HTMLElement {
  const p = h('p', { class: 'photo-credit' });
  const linked = photo.credits.filter((c) => c.url);
  // Google asks for each author's name linked to their page when it gives one.
  if (photo.source === 'google' && linked.length > 0) {
    const [before = '', after = ''] = words['photos.by'].split('{names}');
    p.append(before);
    photo.credits.forEach((c, i) => {
      if (i > 0) p.append(', ');
      p.append(c.url ? h('a', { href: c.url, target: '_blank', rel: 'noopener nofollow' }, c.text) : c.text);
    });
    p.append(`${after} · Google`);
  } else {
    p.textContent = creditLine(photo, words);
  }
  return p;
}

function figure(photo: Photo, words: PhotoWords, captionLang: string | undefined): HTMLElement {
  const img = h('img', {
    src: photo.src,
    alt: photo.alt,
    width: String(PHOTO_BOX.width),
    height: String(PHOTO_BOX.height),
    loading: 'lazy',
    decoding: 'async',
    // The source's alt text, like its caption, is English: marked so on a French or Spanish page.
    ...(captionLang && { lang: captionLang }),
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
    h(
      'figcaption',
      {},
      credit(photo, words),
      photo.caption ? h('p', { class: 'photo-caption', ...(captionLang && { lang: captionLang }) }, photo.caption) : null,
    ),
  );
}

/**
 * Fills the section's body with the photos, or the quiet line when there are none. `words` are a
 * French or Spanish page's (decision 105), handed over by the page; on such a page the sources'
 * captions and alt texts, written in English, are marked so.
 */
export function renderPhotos(body: HTMLElement, photos: Photo[] | null, placeName: string, words?: PhotoWords): void {
  const say = words ?? photosEn;
  body.replaceChildren();
  if (!photos || photos.length === 0) {
    body.append(h('p', { class: 'muted photos-none' }, say['photos.none']));
    return;
  }
  const captionLang = words ? 'en' : undefined;
  // A scrolling row: focusable so a keyboard can scroll it, named for screen readers.
  body.append(
    h(
      'div',
      { class: 'photo-row', role: 'group', tabindex: '0', 'aria-label': say['photos.row'].replace('{name}', placeName) },
      ...photos.map((photo) => figure(photo, say, captionLang)),
    ),
  );
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
