import { Window } from 'happy-dom';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import DestinationCard from './DestinationCard.tsx';
import { cardItem } from './lateCard.tsx';
import { keyMatcher, type LatePlace, MERGED_EVENT, mergeIntoPage, readPlaces } from './lateCatalogue.ts';

const place = (over: Partial<LatePlace>): LatePlace => ({
  id: 'new-place',
  name: 'New Place',
  category: 'Family Fun',
  driveTimeMinutes: 45,
  driveTimeText: '45 min',
  photoUrl: '/images/destinations/new-place.svg',
  subscriptionTier: 'free',
  isOlympicVenue: false,
  gamesRole: null,
  states: ['UT'],
  winterDriveTimeMinutes: 45,
  seasonalClosure: null,
  timeNeeded: '2-3 hours',
  ...over,
});

/** A page as the build writes it: a zone list, its counts and the footer count. */
function page(html: string): Document {
  const window = new Window({ settings: { disableJavaScriptEvaluation: true } });
  window.document.body.innerHTML = html;
  return window.document as unknown as Document;
}

const ZONE_PAGE = `
  <p><span data-phrase-of="zone:1-hour" data-n="2" data-outside="0">2 destinations</span> 31 to 60 minutes</p>
  <a data-within>All <span data-count-of="within:60">5</span> destinations within 1 hour</a>
  <h2><span data-count-of="zone:1-hour">2</span> destinations</h2>
  <ul data-merge-list="zone:1-hour"><li><article data-id="old-a"></article></li><li><article data-id="old-b"></article></li></ul>
  <footer><span data-destination-count>700</span></footer>`;

describe('the late merge', () => {
  it('appends the places of the page’s zone after the prebuilt cards and adds to every count it names', () => {
    const doc = page(ZONE_PAGE);
    const appended = mergeIntoPage(
      doc,
      [place({ id: 'near', name: 'Near', driveTimeMinutes: 20 }), place({ id: 'in-zone', name: 'In <b>Zone</b>', states: ['AZ'] })],
      cardItem,
    );
    expect(appended).toBe(1);
    const items = [...doc.querySelectorAll('[data-merge-list] > li')];
    expect(items.map((li) => li.querySelector('article')?.getAttribute('data-id'))).toEqual(['old-a', 'old-b', 'in-zone']);
    const added = items[2] as HTMLElement;
    expect(added.dataset).toMatchObject({ id: 'in-zone', drive: '45', category: 'Family Fun', tier: 'free', added: 'true' });
    // Submitters' text stays text.
    expect(added.querySelector('.card-title a')?.textContent).toBe('In <b>Zone</b>');
    expect(added.querySelector('b')).toBeNull();
    expect(added.querySelector('.card-title a')?.getAttribute('href')).toBe('/destinations/in-zone/');
    expect([...added.querySelectorAll('.badge')].map((b) => b.textContent)).toEqual(['Family Fun', 'Arizona']);
    expect(added.querySelector('.card-drive')?.textContent).toBe('45 min from SLC');
    expect(added.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    expect(doc.querySelector('[data-phrase-of]')?.textContent).toBe('3 destinations (1 outside Utah)');
    expect(doc.querySelector('[data-count-of="zone:1-hour"]')?.textContent).toBe('3');
    expect(doc.querySelector('[data-count-of="within:60"]')?.textContent).toBe('7');
    expect(doc.querySelector('[data-destination-count]')?.textContent).toBe('702');
  });

  it('counts no place twice: one the build already holds, or a second merge of the same answer', () => {
    const doc = page(ZONE_PAGE);
    mergeIntoPage(doc, [place({ id: 'old-a' }), place({ id: 'fresh' })], cardItem);
    expect(doc.querySelector('[data-destination-count]')?.textContent).toBe('701');
    mergeIntoPage(doc, [place({ id: 'old-a' }), place({ id: 'fresh' })], cardItem);
    expect(doc.querySelector('[data-destination-count]')?.textContent).toBe('701');
    expect(doc.querySelectorAll('[data-merge-list] > li')).toHaveLength(3);
  });

  it('counts a late place the /destinations island already drew from the index (data-rendered), and lists it once (decision 044)', () => {
    const doc = page(`${ZONE_PAGE}<ul id="grid"><li data-id="fresh" data-rendered><article data-id="fresh"></article></li></ul>`);
    mergeIntoPage(doc, [place({ id: 'fresh' })], cardItem);
    expect(doc.querySelector('[data-destination-count]')?.textContent).toBe('701');
    expect(doc.querySelectorAll('#grid > li')).toHaveLength(1);
  });

  it('takes the late places into a list only on its last page: a first page carries the key without merging', () => {
    const doc = page(ZONE_PAGE.replace('data-merge-list="zone:1-hour"', 'data-merge-key="zone:1-hour"'));
    expect(mergeIntoPage(doc, [place({ id: 'in-zone' })], cardItem)).toBe(0);
    expect(doc.querySelector('[data-count-of="zone:1-hour"]')?.textContent).toBe('3');
    // "Show more" brought the last page in (showMore.ts): the list takes the key, the merge runs again.
    (doc.querySelector('[data-merge-key]') as HTMLElement).dataset.mergeList = 'zone:1-hour';
    expect(mergeIntoPage(doc, [place({ id: 'in-zone' })], cardItem)).toBe(1);
    expect(doc.querySelector('[data-count-of="zone:1-hour"]')?.textContent).toBe('3');
  });

  it('leaves a fallback figure alone: "700+" means the build could not count', () => {
    const doc = page('<span data-destination-count>700+</span>');
    mergeIntoPage(doc, [place({})], cardItem);
    expect(doc.querySelector('[data-destination-count]')?.textContent).toBe('700+');
  });

  it('marks a place no open road reaches in winter as the prebuilt cards do', () => {
    const doc = page('<ul data-merge-list="all"></ul>');
    const closure = { from: '11-15', to: '05-25', text: 'Road closed in winter' };
    mergeIntoPage(doc, [place({ winterDriveTimeMinutes: null, seasonalClosure: closure })], cardItem);
    const li = doc.querySelector('li') as HTMLElement;
    expect(li.dataset).toMatchObject({ closedFrom: '11-15', closedTo: '05-25' });
    expect(li.querySelector('.card-winter')?.textContent).toBe('Winter: road closed');
  });

  it('reads only a list of places from the API and knows its keys', () => {
    expect(readPlaces([place({})])).toHaveLength(1);
    expect(readPlaces({ error: 'x' })).toBeNull();
    expect(readPlaces([{ id: '../x', name: 'x', driveTimeMinutes: 1 }])).toBeNull();
    expect(keyMatcher('zone:30-minutes')(place({ driveTimeMinutes: 30 }))).toBe(true);
    expect(keyMatcher('zone:30-minutes')(place({ driveTimeMinutes: 31 }))).toBe(false);
    expect(keyMatcher('within:120')(place({ driveTimeMinutes: 120 }))).toBe(true);
    expect(keyMatcher('zone:nowhere')(place({}))).toBe(false);
    expect(MERGED_EVENT).toBe('catalogue:merged');
  });

  it('builds each added card from the one React card, exactly as the server renders it (decision 033)', () => {
    // Element by element: tag, every attribute (sorted) and the text; attribute order and
    // serialisation details of the two writers do not matter, any difference in content does.
    const shape = (el: Element): unknown => ({
      tag: el.tagName.toLowerCase(),
      attributes: [...el.attributes].map((a) => `${a.name}=${a.value}`).sort(),
      text: el.textContent,
      children: [...el.children].map(shape),
    });
    const closure = { from: '11-15', to: '05-25', text: 'Road closed in winter, usually mid-Nov to late May' };
    const places = [
      place({}),
      place({ id: 'mirror-lake', name: 'Mirror <b>Lake</b> & "Co"', winterDriveTimeMinutes: null, seasonalClosure: closure }),
      place({ id: 'detour', winterDriveTimeMinutes: 211, seasonalClosure: { ...closure, text: 'SR-35 closed in winter' } }),
      place({
        id: 'venue',
        category: 'Olympic Venues',
        gamesRole: { games: '2034', sports: ['Luge'] },
        isOlympicVenue: true,
        subscriptionTier: 'premium',
        states: ['UT', 'ID'],
      }),
      place({ id: 'bare', photoUrl: '', driveTimeText: '', timeNeeded: '', category: '' }),
    ];
    for (const d of places) {
      const built = cardItem(page(''), d).querySelector('article')!;
      const react = page(renderToStaticMarkup(createElement(DestinationCard, { destination: d }))).querySelector('article')!;
      expect(shape(built), d.id).toEqual(shape(react));
    }
    expect(
      page(renderToStaticMarkup(createElement(DestinationCard, { destination: places[1]! })))
        .querySelector('.card-winter')
        ?.getAttribute('title'),
    ).toBe(closure.text);
  });
});
