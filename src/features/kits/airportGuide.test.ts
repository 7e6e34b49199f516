import zlib from 'node:zlib';
import { PDFDocument, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { Destination } from '../destinations/destinations.ts';
import { AIRPORT_GUIDE, guideGroups, renderAirportGuide } from './airportGuide.ts';

function place(id: string, name: string, minutes: number, extra: Partial<Destination> = {}): Destination {
  return {
    id,
    name,
    description: '',
    category: 'Urban & Downtown',
    region: 'Salt Lake Valley',
    driveTime: minutes,
    driveTimeMinutes: minutes,
    driveTimeText: `${minutes} min`,
    distance: `${minutes} mi`,
    timeNeeded: '2-4 hours',
    rating: null,
    photoUrl: '',
    photos: [],
    subscriptionTier: 'free',
    isOlympicVenue: false,
    familyFriendly: false,
    tags: [],
    address: `${minutes} Main St`,
    coordinates: null,
    phone: null,
    website: null,
    hours: null,
    pricing: null,
    highlights: [],
    activities: [],
    localTips: [],
    packingList: [],
    difficulty: null,
    accessibility: null,
    bestTimeToVisit: null,
    tiktokVideoId: null,
    videoFilename: null,
    publicTransit: null,
    ...extra,
  };
}

const catalogue = [
  place('far-away', 'Arches National Park', 230),
  place('park-city', 'Park City Main Street', 40),
  place('temple-square', 'Temple Square', 12, {
    publicTransit: {
      accessible: true,
      nearestStation: 'Temple Square Station',
      walkingTime: '2 minutes',
      transitOptions: [{ type: 'TRAX', line: 'Green Line' }],
    },
  }),
  place('hogle', 'Hogle Zoo → Café', 18),
  place('edge', 'Exactly An Hour', 60),
];

/** Every text-showing operand of the PDF's content streams, decoded back to a string. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  let text = '';
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const raw = Buffer.from(object.contents);
    let content: string;
    try {
      content = zlib.inflateSync(raw).toString('latin1');
    } catch {
      content = raw.toString('latin1');
    }
    for (const m of content.matchAll(/<([0-9A-Fa-f]+)> Tj/g)) text += `${Buffer.from(m[1]!, 'hex').toString('latin1')}\n`;
  }
  return text;
}

describe('guideGroups', () => {
  it('keeps the destinations within an hour, closest first, in the 30-minute and 1-hour groups', () => {
    const groups = guideGroups(catalogue);
    expect(groups.map((g) => [g.heading, g.entries.map((e) => e.name)])).toEqual([
      ['Within 30 minutes', ['Temple Square', 'Hogle Zoo → Café']],
      ['31 to 60 minutes', ['Park City Main Street', 'Exactly An Hour']],
    ]);
    expect(groups[0]!.entries[0]!.transit).toBe('Transit: TRAX Green Line to Temple Square Station, then 2 minutes on foot');
    expect(groups[0]!.entries[0]!.line).toBe('Urban & Downtown · 12 min drive · 12 mi');
    expect(guideGroups([place('far', 'Far', 200)])).toEqual([]);
  });
});

describe('renderAirportGuide', () => {
  it('writes a titled PDF with the airport services, transit and every destination within an hour', async () => {
    const bytes = await renderAirportGuide(catalogue, { generatedAt: new Date('2026-11-22T00:00:00Z'), siteUrl: 'https://slctrips.com' });
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe('SLC Airport Planning Guide');
    expect(doc.getAuthor()).toBe('SLC Trips');
    const text = await pdfText(bytes);
    for (const expected of [
      'Airport services',
      'Getting around',
      'TRAX Green Line',
      'Destinations within an hour (4)',
      'Temple Square',
      'Park City Main Street',
      'Exactly An Hour',
      'Hogle Zoo -> Café',
      'page 1 of ',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Arches National Park');
  });

  it('flows a long catalogue onto numbered pages', async () => {
    const many = Array.from({ length: 120 }, (_, i) => place(`p${i}`, `Place number ${i}`, 5 + (i % 55)));
    const bytes = await renderAirportGuide(many, { generatedAt: new Date('2026-11-22T00:00:00Z'), siteUrl: 'https://slctrips.com' });
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThan(3);
    const text = await pdfText(bytes);
    expect(text).toContain(`page ${doc.getPageCount()} of ${doc.getPageCount()}`);
    for (let i = 0; i < 120; i++) expect(text).toContain(`Place number ${i}\n`);
    expect(AIRPORT_GUIDE.path).toBe('/downloads/slc-airport-planning-guide.pdf');
  });
});
