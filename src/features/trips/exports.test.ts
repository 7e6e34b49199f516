import ICAL from 'ical.js';
import { buildGPX } from 'gpx-builder';
import { describe, expect, it } from 'vitest';
import { planGpx, planIcs, tripGpx, tripIcs } from './exports.ts';
import { googleMapsParts, googleMapsUrl, googleMapsUrls, MAPS_MAX_WAYPOINTS } from './mapsLink.ts';
import type { Itinerary } from '../planning/planning.ts';
import { utahToInstant } from '../../lib/utahTime.ts';
import { say } from '../../lib/messages/said.ts';

const leave = utahToInstant('2026-12-05', '09:30');
const MIN = 60_000;
const stop = (placeId: string, name: string, lat: number, lng: number, arrive: number, visit: number) => ({
  placeId,
  name,
  lat,
  lng,
  category: 'Cultural & Historic',
  rating: 4.5,
  driveMinutes: 20,
  arrive,
  depart: arrive + visit * MIN,
  visitMinutes: visit,
  hours: null,
  warnings: [say('plan.hours.closedSundays')],
});
const airport = { name: 'Salt Lake City International Airport', lat: 40.7899, lng: -111.9791 };
const plan: Itinerary = {
  start: airport,
  end: airport,
  leave,
  stops: [
    { ...stop('temple-square', 'Temple Square', 40.7707, -111.8919, leave + 20 * MIN, 90), address: '50 N Temple, Salt Lake City, UT 84150' },
    stop('utah-state-capitol', 'Utah State Capitol & <Dome>', 40.7774, -111.888, leave + 130 * MIN, 60),
  ],
  finalDriveMinutes: 15,
  back: leave + 205 * MIN,
  driveMinutes: 55,
  visitMinutes: 150,
  score: 1,
  sunset: null,
  warnings: [],
};

describe('plan exports', () => {
  it('Google Maps directions go from the start through every stop to the end', () => {
    const url = new URL(googleMapsUrl(plan));
    expect(url.searchParams.get('origin')).toBe('40.7899,-111.9791');
    expect(url.searchParams.get('destination')).toBe('40.7899,-111.9791');
    expect(url.searchParams.get('waypoints')).toBe('40.7707,-111.8919|40.7774,-111.888');
    expect(url.searchParams.get('travelmode')).toBe('driving');
  });

  it('the calendar has one event per stop at its Utah times (UTC instants)', () => {
    const events = new ICAL.Component(ICAL.parse(planIcs(plan, 'https://slctrips.com/plan/?hours=4'))).getAllSubcomponents('vevent');
    expect(events).toHaveLength(2);
    // 09:30 MST + 20 min = 09:50 in Utah = 16:50 UTC.
    expect((events[0]!.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString()).toBe('2026-12-05T16:50:00.000Z');
    expect((events[0]!.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString()).toBe('2026-12-05T18:20:00.000Z');
    expect(events[1]!.getFirstPropertyValue('summary')).toBe('Utah State Capitol & <Dome>');
    expect(String(events[0]!.getFirstPropertyValue('description'))).toContain('Closed on Sundays');
  });

  it('the calendar says a short visit of a big place is one, with its whole visit (decision 108)', () => {
    const short = { ...plan, stops: [{ ...plan.stops[0]!, wholeVisitMinutes: 240 }, plan.stops[1]!] };
    const events = new ICAL.Component(ICAL.parse(planIcs(short, 'https://slctrips.com/plan/?hours=4'))).getAllSubcomponents('vevent');
    expect(String(events[0]!.getFirstPropertyValue('description'))).toContain('A short visit: seeing all of it takes 4 h');
    expect(String(events[1]!.getFirstPropertyValue('description'))).not.toContain('A short visit');
  });

  it('the calendar names a drive’s stops along its road (decision 139), and no other stop’s', () => {
    const along = [
      { placeId: 'donut-falls', name: 'Donut Falls' },
      { placeId: 'silver-lake-brighton', name: 'Silver Lake' },
    ];
    const drive = { ...plan, stops: [{ ...plan.stops[0]!, along }, plan.stops[1]!] };
    const events = new ICAL.Component(ICAL.parse(planIcs(drive, 'https://slctrips.com/plan/?hours=4'))).getAllSubcomponents('vevent');
    expect(String(events[0]!.getFirstPropertyValue('description'))).toContain('Stops along the way: Donut Falls, Silver Lake');
    expect(String(events[1]!.getFirstPropertyValue('description'))).not.toContain('Stops along the way');
  });

  it('the GPX data has one waypoint per stop with its coordinates, name and arrival', () => {
    const xml = planGpx(plan, { toString: (data) => buildGPX(data) });
    const wpt = [...xml.matchAll(/<wpt lat="([^"]+)" lon="([^"]+)">[\s\S]*?<time>([^<]+)<\/time>[\s\S]*?<name>([^<]+)<\/name>/g)].map((m) => m.slice(1));
    expect(wpt).toEqual([
      ['40.7707', '-111.8919', '2026-12-05T16:50:00.000Z', 'Temple Square'],
      ['40.7774', '-111.888', '2026-12-05T18:40:00.000Z', 'Utah State Capitol &amp; &lt;Dome&gt;'],
    ]);
    expect(xml).toContain('xmlns="http://www.topografix.com/GPX/1/1"');
  });

  it('LOCATION is the name and address (coordinates only without one), URL the place’s page', () => {
    const events = new ICAL.Component(ICAL.parse(planIcs(plan, 'https://slctrips.com/plan/?hours=4'))).getAllSubcomponents('vevent');
    expect(events[0]!.getFirstPropertyValue('location')).toBe('Temple Square, 50 N Temple, Salt Lake City, UT 84150');
    expect(events[1]!.getFirstPropertyValue('location')).toBe('Utah State Capitol & <Dome>, 40.7774, -111.888');
    expect(events[0]!.getFirstPropertyValue('url')).toBe('https://slctrips.com/destinations/temple-square/');
    expect(String(events[0]!.getFirstPropertyValue('description'))).toContain('Plan: https://slctrips.com/plan/?hours=4');
  });

  it('a trip is one calendar of every stop and one GPX 1.1 file with a route per day', () => {
    const day2: Itinerary = {
      ...plan,
      leave: plan.leave + 1440 * MIN,
      back: plan.back + 1440 * MIN,
      stops: plan.stops.map((s) => ({ ...s, arrive: s.arrive + 1440 * MIN, depart: s.depart + 1440 * MIN })),
    };
    const events = new ICAL.Component(ICAL.parse(tripIcs([plan, day2], 'https://slctrips.com/plan/?days=2'))).getAllSubcomponents('vevent');
    expect(events).toHaveLength(4);
    expect(new Set(events.map((e) => e.getFirstPropertyValue('uid'))).size).toBe(4);
    expect(String(events[2]!.getFirstPropertyValue('description'))).toMatch(/^Day 2, stop 1 of 2/);
    const xml = tripGpx([plan, day2], { toString: (data) => buildGPX(data) });
    expect([...xml.matchAll(/<rte>/g)]).toHaveLength(2);
    expect([...xml.matchAll(/<wpt /g)]).toHaveLength(4);
    // Each route runs from the day's start through its stops to its end.
    expect([...xml.matchAll(/<rtept /g)]).toHaveLength(8);
    expect(xml).toContain('<name>Day 2: Salt Lake City International Airport to Salt Lake City International Airport</name>');
  });

  it('a day with more stops than Google Maps takes is split into parts that join', () => {
    expect(googleMapsUrls(plan)).toEqual([googleMapsUrl(plan)]);
    const many = Array.from({ length: 12 }, (_, k) => ({ ...plan.stops[0]!, lat: 40 + k / 100, placeId: `p${k}` }));
    const urls = googleMapsUrls({ start: airport, end: airport, stops: many }).map((u) => new URL(u).searchParams);
    expect(urls).toHaveLength(2);
    expect(urls[0]!.get('waypoints')!.split('|')).toHaveLength(MAPS_MAX_WAYPOINTS);
    // The first part ends at the tenth stop, where the second starts; every stop is visited once.
    expect(urls[0]!.get('destination')).toBe(`${many[9]!.lat},${many[9]!.lng}`);
    expect(urls[1]!.get('origin')).toBe(urls[0]!.get('destination'));
    expect(urls[1]!.get('waypoints')!.split('|')).toHaveLength(2);
    expect(urls[1]!.get('destination')).toBe('40.7899,-111.9791');
  });

  // Issue 36: without a car each stop carries its legs; the files carry them too.
  const station = { name: 'Airport Station', lat: 40.7836, lng: -111.98 };
  const walk = (from: string, to: string, a: { lat: number; lng: number }, b: { lat: number; lng: number }, depart: number, minutes: number) => ({
    kind: 'walk' as const,
    from,
    to,
    depart,
    arrive: depart + minutes * MIN,
    km: 0.4,
    path: [a, b],
  });
  const ride = (from: string, to: string, depart: number, minutes: number, wait = 0) => ({
    kind: 'ride' as const,
    from,
    to,
    depart,
    arrive: depart + minutes * MIN,
    line: 'TRAX Green Line',
    lineId: 'green',
    colour: '#008e4f',
    stops: 7,
    wait,
  });
  const temple = plan.stops[0]!;
  const carFree: Itinerary = {
    ...plan,
    start: station,
    end: station,
    driveMinutes: 0,
    finalDriveMinutes: 0,
    stops: [
      {
        ...temple,
        driveMinutes: 0,
        legs: [
          ride('Airport Station', 'Temple Square', leave, 19),
          walk('Temple Square', 'Temple Square', { lat: 40.7714, lng: -111.8942 }, temple, leave + 19 * MIN, 1),
        ],
      },
    ],
    carFree: {
      back: [
        walk('Temple Square', 'Temple Square station', temple, { lat: 40.7714, lng: -111.8942 }, temple.depart, 2),
        ride('Temple Square', 'Airport Station', temple.depart + 8 * MIN, 19, 6),
      ],
    },
  };

  it('without a car the calendar describes each leg by line, stop and time, and the way back, never a drive', () => {
    const [event] = new ICAL.Component(ICAL.parse(planIcs(carFree, 'https://slctrips.com/plan/?car=0'))).getAllSubcomponents('vevent');
    const text = String(event!.getFirstPropertyValue('description'));
    expect(text).toContain('By public transport and on foot before it (scheduled service, no live delays):');
    expect(text).toContain('- TRAX Green Line: Airport Station 9:30 AM → Temple Square 9:49 AM (7 stops)');
    expect(text).toContain('- Walk 0.2 mi (400 m), 1 min, at Temple Square, 9:49 AM–9:50 AM');
    expect(text).toMatch(
      /Then back to Airport Station:\n- Walk [^\n]+, 2 min, .+\n- Wait 6 min at Temple Square, then TRAX Green Line: Temple Square 11:28 AM → Airport Station 11:47 AM/,
    );
    expect(text).not.toContain('drive');
  });

  it('says a ride resting on the transit model’s estimates has its times estimated (decision 110), and no other', () => {
    const frontRunner = { ...ride('North Temple (FrontRunner)', 'Lehi', leave, 38), line: 'FrontRunner', lineId: 'frontrunner', stops: 5, estimated: true };
    const estimated: Itinerary = { ...carFree, stops: [{ ...carFree.stops[0]!, legs: [frontRunner] }] };
    const [event] = new ICAL.Component(ICAL.parse(planIcs(estimated, 'https://slctrips.com/plan/?car=0'))).getAllSubcomponents('vevent');
    expect(String(event!.getFirstPropertyValue('description'))).toContain(
      '- FrontRunner: North Temple (FrontRunner) 9:30 AM → Lehi 10:08 AM (5 stops), times estimated',
    );
    const [plain] = new ICAL.Component(ICAL.parse(planIcs(carFree, 'https://slctrips.com/plan/?car=0'))).getAllSubcomponents('vevent');
    expect(String(plain!.getFirstPropertyValue('description'))).not.toContain('estimated');
  });

  it('without a car the GPX file has a track per walk, from end to end at its times', () => {
    const xml = planGpx(carFree, { toString: (data) => buildGPX(data) });
    const tracks = [...xml.matchAll(/<trk>[\s\S]*?<name>([^<]+)<\/name>[\s\S]*?<\/trk>/g)];
    expect(tracks.map((t) => t[1])).toEqual(['walk 1 at Temple Square', 'walk 2 from Temple Square to Temple Square station']);
    expect([...tracks[0]![0].matchAll(/<trkpt lat="([^"]+)" lon="([^"]+)">[\s\S]*?<time>([^<]+)<\/time>/g)].map((m) => m.slice(1))).toEqual([
      ['40.7714', '-111.8942', '2026-12-05T16:49:00.000Z'],
      ['40.7707', '-111.8919', '2026-12-05T16:50:00.000Z'],
    ]);
    // The car plan has no track.
    expect(planGpx(plan, { toString: (data) => buildGPX(data) })).not.toContain('<trk>');
  });

  it('without a car the directions are public transport, one hop a link', () => {
    const urls = googleMapsUrls(carFree).map((u) => new URL(u).searchParams);
    expect(urls.map((u) => [u.get('origin'), u.get('destination'), u.get('travelmode'), u.get('waypoints')])).toEqual([
      ['40.7836,-111.98', '40.7707,-111.8919', 'transit', null],
      ['40.7707,-111.8919', '40.7836,-111.98', 'transit', null],
    ]);
    // Each link says where its hop goes (issue 51: not "part 1" to "part 8").
    expect(googleMapsParts(carFree).map((p) => `${p.from} to ${p.to}`)).toEqual([
      `${carFree.start.name} to Temple Square`,
      `Temple Square to ${carFree.end.name}`,
    ]);
  });
});
