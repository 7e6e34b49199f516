import { Window } from 'happy-dom';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { toDom } from '../../lib/staticDom.ts';
import { DestinationIntro, DestinationSections, DirectionsLink } from './DestinationSections.tsx';
import type { Destination } from './destinations.ts';
import { testDestination as destination } from '../../../tests/helpers/destination.ts';

const window = new Window({ settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableIframePageLoading: true } });
const document = window.document as unknown as Document;

/** What the prebuilt page writes (react-dom/server, as Astro renders it), parsed. */
function server(d: Destination): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToStaticMarkup(
    createElement(Fragment, null, createElement(DestinationIntro, { destination: d }), createElement(DestinationSections, { destination: d })),
  );
  return root;
}

const texts = (root: ParentNode, selector: string) => [...root.querySelectorAll(selector)].map((el) => el.textContent);

describe('the destination page’s sections', () => {
  it('shows only the sections the place has something for, with their headings, ids and labels', () => {
    const bare = server(destination({ highlights: [], activities: [], localTips: [], packingList: [], tags: [] }));
    expect(texts(bare, 'section h2')).toEqual(['About', 'Quick Info', 'Contact & Location']);
    const full = server(
      destination({
        hours: { 'Mon-Fri': '9 AM - 5 PM', Sat: '10 AM - 2 PM' },
        pricing: 'Adults $12',
        phone: '(801) 555-0100',
        website: 'https://example.org/place?x=1',
        tiktokVideoId: '7301',
      }),
    );
    expect(texts(full, 'section h2')).toEqual([
      'About',
      'Video',
      'Highlights',
      'Activities',
      'Insider Tips',
      'What to Bring',
      'Quick Info',
      'Contact & Location',
      'Hours & Pricing',
      'Tags',
    ]);
    for (const section of full.querySelectorAll('section')) {
      expect(section.querySelector(`h2#${section.getAttribute('aria-labelledby')}`), section.getAttribute('aria-labelledby') ?? '').not.toBeNull();
    }
    expect(texts(full, '#activities + ul.chips li')).toEqual(['Walking']);
    expect(texts(full, '#tags + ul.chips li')).toEqual(['#hiking']);
    expect(texts(full, '#tips + ol li')).toEqual(['Go early.']);
    expect(full.querySelector('iframe.video-embed')?.getAttribute('src')).toBe('https://www.tiktok.com/embed/v2/7301');
  });

  it('writes contact, hours and pricing as facts, with a phone link and only a web link for the website', () => {
    const full = server(
      destination({ hours: { 'Mon-Fri': '9 AM - 5 PM' }, pricing: 'Adults $12', phone: '(801) 555-0100', website: 'https://example.org/place' }),
    );
    expect(texts(full, '#contact + dl dt')).toEqual(['Address', 'Phone', 'Website']);
    expect(full.querySelector('#contact + dl a[href^="tel:"]')?.getAttribute('href')).toBe('tel:8015550100');
    const site = full.querySelector('#contact + dl a[target="_blank"]');
    expect([site?.getAttribute('href'), site?.textContent, site?.getAttribute('rel')]).toEqual(['https://example.org/place', 'example.org', 'noopener']);
    expect(texts(full, '.hours-grid h3')).toEqual(['Hours', 'Pricing']);
    expect(texts(full, '.hours-grid dl dt')).toEqual(['Mon-Fri']);
    expect(texts(full, '.hours-grid p')).toEqual(['Adults $12']);
    expect(full.querySelector('.entry-fee')?.textContent).toBe('Entry: Adults $12');

    const unsafe = server(destination({ website: 'javascript:alert(1)', phone: null, hours: {}, pricing: null }));
    expect(texts(unsafe, '#contact + dl dt')).toEqual(['Address']);
    expect(unsafe.querySelector('a[href^="javascript:"]')).toBeNull();
    expect(unsafe.querySelector('#hours')).toBeNull();
  });

  it('dates fees, hours and permits under each with its source (decision 050), and drops a check whose source is not a web address', () => {
    const page = server(
      destination({
        hours: 'Open 24 hours',
        hoursChecked: { source: 'https://www.nps.gov/zion/', checkedOn: '2026-05-02' },
        pricing: { 'Private vehicle (7 days)': '$35' },
        pricingChecked: { source: 'https://www.nps.gov/zion/planyourvisit/fees.htm', checkedOn: '2026-11-27' },
        permits: [{ text: 'Angels Landing: lottery permit', season: 'Year-round', source: 'javascript:alert(1)', checkedOn: '2026-11-27' }],
      }),
    );
    expect(texts(page, '.hours-grid .checked a')).toEqual(['Checked May 2026 · nps.gov', 'Checked Nov 2026 · nps.gov']);
    expect(page.querySelector('.hours-grid .checked a')?.getAttribute('href')).toBe('https://www.nps.gov/zion/');
    expect(texts(page, '#permits + ul li p')).toEqual(['Angels Landing: lottery permit (Year-round)']);
    expect(page.querySelector('#permits + ul .checked')).toBeNull();
    expect(page.querySelector('a[href^="javascript:"]')).toBeNull();
  });

  it('says the drive, the winter line and the badges as the header did', () => {
    const closure = { from: '11-15', to: '05-25', text: 'Road closed in winter, usually mid-Nov to late May' };
    const closed = server(destination({ winterDriveTimeMinutes: null, seasonalClosure: closure, subscriptionTier: 'premium', states: ['UT', 'ID'] }));
    expect(closed.querySelector('h1')?.textContent).toBe('Test Place');
    expect(closed.querySelector('p.muted')?.textContent).toBe('1 Test Rd, Salt Lake City, UT · 25 min (18 miles) from Salt Lake City International Airport');
    expect(closed.querySelector('[data-winter-drive]')?.textContent).toBe(closure.text);
    expect(texts(closed, '#quick + dl dd')[0]).toBe(`25 min from SLC; ${closure.text}`);
    expect(texts(closed, '.card-meta .badge')).toEqual(['Natural Wonders', 'Utah and Idaho', 'Family Friendly', 'Premium guide', '★ 4.4']);
    expect(closed.querySelector('[data-access]')?.className).toBe('badge premium');
    expect(server(destination()).querySelector('[data-winter-drive]')).toBeNull();
  });

  it('keeps what a business typed as text', () => {
    const sneaky = server(destination({ name: '<img src=x onerror=alert(1)>', highlights: ['<script>alert(1)</script>'], tags: ['<b>x</b>'] }));
    expect(sneaky.querySelector('img, script, b')).toBeNull();
    expect(sneaky.querySelector('h1')?.textContent).toBe('<img src=x onerror=alert(1)>');
  });

  it('reads a sparse answer from the API (the fallback page) without inventing text', () => {
    const sparse = { id: 'back-online', name: 'Back Online', description: 'Now it loads.', highlights: [], activities: [] } as unknown as Destination;
    const root = server(sparse);
    expect(texts(root, 'section h2')).toEqual(['About']);
    expect(texts(root, '.card-meta .badge')).toEqual(['Guide open to all']);
    expect(root.textContent).not.toMatch(/undefined|null/);
  });
});

describe('the client fallback’s DOM', () => {
  const shape = (el: Element): unknown => ({
    tag: el.tagName.toLowerCase(),
    attributes: [...el.attributes].map((a) => `${a.name}=${a.value}`).sort(),
    text: el.textContent,
    children: [...el.children].map(shape),
  });

  it('is the markup the prebuilt page writes, for every kind of place', () => {
    const places = [
      destination(),
      destination({
        hours: { 'Mon-Fri': '9 AM - 5 PM' },
        pricing: { Adults: '$12', Kids: '$6' },
        phone: '801-555-0100',
        website: 'https://example.org',
        videoFilename: 'a b.mp4',
        name: 'Salt Lake City International Airport',
        rating: null,
        gamesRole: { games: '2034', sports: ['Luge'] },
        publicTransit: { accessible: true, transitOptions: [{ type: 'TRAX', line: 'Green' }], nearestStation: 'Airport', walkingTime: '2 min' },
      } as Partial<Destination>),
      destination({
        winterDriveTimeMinutes: 211,
        winterDriveTimeText: '3 hr 31 min',
        winterVia: 'US-40',
        seasonalClosure: { from: '11-01', to: '05-31', text: 'SR-35 closed' },
      }),
      { id: 'sparse', name: 'Sparse', description: 'x', highlights: ['a', 'a'] } as unknown as Destination,
    ];
    for (const d of places) {
      const element = createElement(
        Fragment,
        null,
        createElement(DestinationIntro, { destination: d }),
        createElement(DirectionsLink, { destination: d }),
        createElement(DestinationSections, { destination: d }),
      );
      const fromServer = document.createElement('div');
      fromServer.innerHTML = renderToStaticMarkup(element);
      const fromDom = document.createElement('div');
      fromDom.append(toDom(document, element));
      expect([...fromDom.children].map(shape), d.id).toEqual([...fromServer.children].map(shape));
    }
  });
});
