// The destination page rendered with Astro's Container API: the sections the catalogue does not
// exercise yet (a TikTok video, a local video, key/value hours and pricing, the airport guide
// card, a malformed website) are proven here, on the real page component, in the build's tests.
import { getContainerRenderer } from '@astrojs/react/container-renderer';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { loadRenderers } from 'astro:container';
import { Window } from 'happy-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Destination } from '../../src/features/destinations/destinations.ts';
import { transitAccess } from '../../src/features/transit/transitAccess.ts';
import { testDestination } from '../helpers/destination.ts';
import DestinationPage from '../../src/pages/destinations/[id].astro';

/** The shared test place, with the website, tips and accessibility these page tests read. */
const destination = (overrides: Partial<Destination> = {}): Destination =>
  testDestination({ website: 'https://example.org/place', localTips: ['Go early.', 'Bring a friend.'], accessibility: 'Paved path', ...overrides });

let container: AstroContainer;
// Only a parser: nothing in the rendered page is run or fetched.
const window = new Window({
  settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true, disableIframePageLoading: true },
});

beforeAll(async () => {
  const renderers = await loadRenderers([getContainerRenderer()]);
  // The project's own `client:signedin` directive; its browser code does not matter for markup.
  container = await AstroContainer.create({ renderers, manifest: { clientDirectives: new Map([['signedin', '(()=>{})']]) } as never });
});

async function render(
  d: Destination,
  nearby: Array<{ destination: Destination; minutes: number }> = [],
  closest: Array<{ destination: Destination; minutes: number }> = [],
  since: string | null = null,
  transit: ReturnType<typeof transitAccess> | null = null,
) {
  const html = await container.renderToString(DestinationPage, {
    props: { destination: d, nearby, closest, total: 702, since, transit },
    params: { id: d.id },
    request: new Request(`https://slctrips.com/destinations/${d.id}/`),
    partial: false,
  });
  return new window.DOMParser().parseFromString(html, 'text/html');
}

const headings = (doc: Awaited<ReturnType<typeof render>>) => [...doc.querySelectorAll('.destination h2')].map((h) => h.textContent?.trim());

describe('the destination page', () => {
  it('embeds a TikTok video by its encoded id, between About and Highlights', async () => {
    const doc = await render(destination({ tiktokVideoId: '7301/../x?y' }));
    const iframe = doc.querySelector('section[aria-labelledby="video"] iframe');
    expect(iframe?.getAttribute('src')).toBe('https://www.tiktok.com/embed/v2/7301%2F..%2Fx%3Fy');
    expect(iframe?.getAttribute('title')).toBe('Video of Test Place');
    expect(doc.querySelector('video')).toBeNull();
    const h = headings(doc);
    expect(h.indexOf('Video')).toBe(h.indexOf('About') + 1);
    expect(h.indexOf('Highlights')).toBe(h.indexOf('Video') + 1);
  });

  it('plays a local video from /videos/{videoFilename} when there is no TikTok id, with no caption file that does not exist', async () => {
    const doc = await render(destination({ videoFilename: 'test place.mp4' }));
    const video = doc.querySelector('section[aria-labelledby="video"] video');
    expect(video?.getAttribute('src')).toBe('/videos/test%20place.mp4');
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(doc.querySelector('track')).toBeNull();
    expect(doc.querySelector('iframe')).toBeNull();
  });

  it('says beside the drive time, as static text, the winter route or that the road is closed in winter (issue 19)', async () => {
    const quick = (doc: Awaited<ReturnType<typeof render>>) =>
      [...doc.querySelectorAll('section[aria-labelledby="quick"] dl div')]
        .find((row) => row.querySelector('dt')?.textContent === 'Drive time')
        ?.querySelector('dd')?.textContent;
    const detour = await render(
      destination({
        driveTimeText: '2 hr 24 min',
        winterDriveTimeMinutes: 211,
        winterDriveTimeText: '3 hr 31 min',
        winterVia: 'US-40',
        seasonalClosure: { from: '11-01', to: '05-25', text: 'SR-35 closed in winter, usually Nov to late May' },
      }),
    );
    expect(detour.querySelector('[data-winter-drive]')?.textContent).toBe('Nov–May via US-40: 3 hr 31 min');
    expect(quick(detour)).toBe('2 hr 24 min from SLC; Nov–May via US-40: 3 hr 31 min');

    const closed = await render(
      destination({
        winterDriveTimeMinutes: null,
        seasonalClosure: { from: '11-15', to: '05-25', text: 'Road closed in winter, usually mid-Nov to late May' },
      }),
    );
    expect(closed.querySelector('[data-winter-drive]')?.textContent).toBe('Road closed in winter, usually mid-Nov to late May');
    expect(quick(closed)).toBe('25 min from SLC; Road closed in winter, usually mid-Nov to late May');

    const open = await render(destination({ winterDriveTimeMinutes: 25, seasonalClosure: null }));
    expect(open.querySelector('[data-winter-drive]')).toBeNull();
    expect(quick(open)).toBe('25 min from SLC');
  });

  it('words the legs without a car the engine gives as messages: each ride and walk a line of English (issue 47)', async () => {
    const transit = transitAccess({ name: 'Temple Square', lat: 40.7704, lng: -111.8919 });
    const doc = await render(destination(), [], [], null, transit);
    const legs = [...doc.querySelectorAll('[data-transit-access] .transit-legs li')].map((li) => li.textContent ?? '');
    expect(legs.length).toBeGreaterThanOrEqual(4);
    expect(legs[0]).toMatch(/^TRAX Green Line: Airport Station 10:\d\d AM → .+ \(\d+ stops\)$/);
    expect(legs.some((l) => /^Walk [\d.]+ (mi|ft) \(\d+ m\), \d+ min, (from|at) .+$/.test(l))).toBe(true);
  });

  it('shows no video section when the destination has neither a TikTok id nor a video file', async () => {
    const doc = await render(destination());
    expect(headings(doc)).not.toContain('Video');
  });

  it('lists key/value hours and pricing as terms and values, and string ones as text', async () => {
    const doc = await render(destination({ hours: { 'Mon-Fri': '9 AM - 5 PM', Sat: 'Closed' }, pricing: { Adults: '$12', Children: 'Free' } }));
    const section = doc.querySelector('section[aria-labelledby="hours"]')!;
    const rows = [...section.querySelectorAll('dl div')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]);
    expect(rows).toEqual([
      ['Mon-Fri', '9 AM - 5 PM'],
      ['Sat', 'Closed'],
      ['Adults', '$12'],
      ['Children', 'Free'],
    ]);
    const text = await render(destination({ hours: 'Dawn to dusk', pricing: null }));
    const textSection = text.querySelector('section[aria-labelledby="hours"]')!;
    expect(textSection.querySelector('p')?.textContent).toBe('Dawn to dusk');
    expect([...textSection.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['Hours']);
  });

  it('offers the airport guide between Hours & Pricing and Tags only when the name contains the airport name', async () => {
    const airport = await render(destination({ name: 'Salt Lake City International Airport', hours: 'Open 24 hours' }));
    const link = airport.querySelector('.airport-guide a');
    expect(link?.getAttribute('href')).toBe('/downloads/slc-airport-planning-guide.pdf');
    const h = headings(airport);
    expect(h.indexOf('Airport planning guide')).toBe(h.indexOf('Hours & Pricing') + 1);
    expect(h.indexOf('Tags')).toBe(h.indexOf('Airport planning guide') + 1);

    const elsewhere = await render(destination({ name: 'Salt Lake City Library' }));
    expect(elsewhere.querySelector('.airport-guide')).toBeNull();
  });

  it('renders every section of docs/product.md §2.5 in order when all of them are present', async () => {
    const neighbor = destination({ id: 'neighbor', name: 'Neighbour' });
    const doc = await render(
      destination({
        name: 'Salt Lake City International Airport',
        tiktokVideoId: '7301',
        hours: { Daily: '24 hours' },
        pricing: 'Free',
        phone: '(801) 575-2400',
      }),
      [{ destination: neighbor, minutes: 7 }],
    );
    expect(headings(doc)).toEqual([
      'About',
      'Video',
      'Highlights',
      'Activities',
      'Insider Tips',
      'What to Bring',
      'Quick Info',
      'Contact & Location',
      'Hours & Pricing',
      'Airport planning guide',
      'Tags',
      'Photos',
      'Today at this place',
      'Nearby Attractions',
      'Where it is',
    ]);
    expect([...doc.querySelectorAll('section[aria-labelledby="quick"] dt')].map((dt) => dt.textContent)).toEqual([
      'Drive time',
      'Distance',
      'Time needed',
      'Difficulty',
      'Accessibility',
      'Best time',
    ]);
    expect(doc.querySelectorAll('section[aria-labelledby="tips"] ol li')).toHaveLength(2);
    expect(doc.querySelector('.nearby a')?.getAttribute('href')).toBe('/destinations/neighbor/');
    // A Nearby card says the drive from this place (issue 29), not the neighbor's drive from the airport.
    expect(doc.querySelector('.nearby .card-drive')?.textContent).toBe('7 min from Salt Lake City International Airport');
    expect(doc.querySelector('.nearby')?.textContent).not.toContain('from SLC');
  });

  it('drops a malformed or non-web website instead of failing the build', async () => {
    for (const website of ['not a url', 'javascript:alert(1)']) {
      const doc = await render(destination({ website }));
      expect(doc.querySelector('section[aria-labelledby="contact"]')?.textContent).not.toContain('Website');
      const ld = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!);
      expect(ld.sameAs).toBeUndefined();
    }
    const good = await render(destination());
    expect(good.querySelector('section[aria-labelledby="contact"] a[href="https://example.org/place"]')?.textContent).toBe('example.org');
  });

  it('shows where a 2034 Games role was read and when, under the role', async () => {
    const role = { games: '2034' as const, sports: ['ice hockey'], source: 'https://www.deseret.com/utah/2024/10/09/x/', checkedOn: '2026-11-27' };
    const doc = await render(destination({ isOlympicVenue: true, gamesRole: role }));
    const link = doc.querySelector('[data-games-source] a');
    expect(link?.textContent).toBe('Checked Nov 2026 · deseret.com');
    expect(link?.getAttribute('href')).toBe(role.source);
    expect((await render(destination())).querySelector('[data-games-source]')).toBeNull();
  });

  it('declares a canonical URL in directory form, matching the structured data and the sitemap', async () => {
    const doc = await render(destination());
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://slctrips.com/destinations/test-place/');
    const ld = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(ld.url).toBe('https://slctrips.com/destinations/test-place/');
    // The place has an editorial rating (4.4) but no count of ratings: the data states none, so neither does the page.
    expect(destination().rating).toBe(4.4);
    expect(ld.aggregateRating).toBeUndefined();
    expect(JSON.stringify(ld)).not.toContain('ratingCount');
  });

  it('reserves a "Today at this place" section for the place, busy until its script answers, with the seasonal closure when there is one', async () => {
    const plain = await render(destination());
    const section = plain.querySelector('section[data-conditions]')!;
    expect(section.getAttribute('data-id')).toBe('test-place');
    expect(section.getAttribute('aria-busy')).toBe('true');
    expect(section.getAttribute('data-closure')).toBe('');
    expect(section.querySelector('h2')?.textContent).toBe('Today at this place');
    expect(section.textContent).toContain('Loading today’s forecast');
    const closure = { from: '11-15', to: '05-25', text: 'SR-148 closes for the winter.' };
    const seasonal = await render({ ...destination(), seasonalClosure: closure } as Destination);
    expect(JSON.parse(seasonal.querySelector('section[data-conditions]')!.getAttribute('data-closure')!)).toEqual(closure);
  });

  it('reserves a Photos section below the guide, busy until its script answers, while the illustration stays the first, high-priority image (issue 22)', async () => {
    const doc = await render(destination());
    const section = doc.querySelector('section[data-photos]')!;
    expect(section.getAttribute('data-id')).toBe('test-place');
    expect(section.getAttribute('data-name')).toBe('Test Place');
    expect(section.getAttribute('aria-busy')).toBe('true');
    expect(section.querySelector('h2')?.textContent).toBe('Photos');
    expect(section.textContent).toContain('Loading photos of this place');
    expect(section.querySelector('img')).toBeNull();
    const first = doc.querySelector('img');
    expect(first?.closest('.destination-hero')).not.toBeNull();
    expect(first?.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows a locator image linking to the map centred on the place, lazy, with no script of its own', async () => {
    const doc = await render(destination());
    const link = doc.querySelector('section[aria-labelledby="where"] a');
    expect(link?.getAttribute('href')).toBe('/map?focus=test-place');
    const img = link?.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/map/locator/test-place.svg');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('alt')).toContain('Test Place');
    expect(img?.getAttribute('fetchpriority')).toBeNull();
    expect(doc.querySelector('section[aria-labelledby="where"] script')).toBeNull();
    expect(doc.querySelector('.nearby')).toBeNull();
  });

  it('lists the three closest places by road with their drive times when nothing is within 30 minutes, and links the map', async () => {
    const far = (id: string, name: string) => destination({ id, name });
    const doc = await render(
      destination(),
      [],
      [
        { destination: far('one', 'One'), minutes: 41.2 },
        { destination: far('two', 'Two'), minutes: 65 },
        { destination: far('three', 'Three'), minutes: 130 },
      ],
    );
    const section = doc.querySelector('section.nearby');
    expect(section?.textContent).toContain('Nothing else within 30 min; the closest:');
    expect([...doc.querySelectorAll('[data-closest] li')].map((li) => li.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      'One 41 min by road',
      'Two 1 hr 5 min by road',
      'Three 2 hr 10 min by road',
    ]);
    expect(section?.querySelector('a[href="/map?focus=test-place"]')).not.toBeNull();
  });

  it('carries the build’s catalogue stamp for the late merge, and none when the build had none (decision 030)', async () => {
    const stamped = await render(destination({}), [], [], '2026-11-26T20:00:00.123456Z');
    expect(stamped.body.getAttribute('data-catalogue-since')).toBe('2026-11-26T20:00:00.123456Z');
    expect(stamped.querySelector('footer [data-destination-count]')?.textContent).toBe('702');
    expect((await render(destination({}))).body.hasAttribute('data-catalogue-since')).toBe(false);
  });
});
