import { describe, expect, it } from 'vitest';
import { canyonLine, type Closure, closureLine, usualLine } from './closures.ts';

const item: Closure = {
  id: 'event-UDOT-4471',
  source: 'udot',
  kind: 'closure',
  road: 'SR-210',
  description: 'SR-210 is closed in both directions for avalanche control.',
  location: 'Snowbird Entry 2',
  since: '2027-01-15T14:10:00.000Z',
  updatedAt: null,
  endsAt: null,
  lat: null,
  lng: null,
  edgeKeys: ['SR-210:lcc_mouth-snowbird'],
  placeIds: ['snowbird'],
  alongPlaceIds: ['little-cottonwood-canyon'],
};
const sameDay = new Date('2027-01-15T18:00:00Z');

describe('the road lines', () => {
  it('says what is closed, where and since when, in Utah time, naming UDOT', () => {
    expect(closureLine(item, sameDay)).toBe('SR-210 closed at Snowbird Entry 2 since 7:10 AM — UDOT');
    expect(closureLine(item, new Date('2027-01-16T18:00:00Z'))).toBe('SR-210 closed at Snowbird Entry 2 since Jan 15, 7:10 AM — UDOT');
    expect(closureLine({ ...item, kind: 'restriction', location: null, since: null }, sameDay)).toBe('SR-210 restricted — UDOT');
  });

  it('gives the canyon’s state with the time UDOT was read', () => {
    const canyon = { road: 'SR-190', name: 'Big Cottonwood Canyon', text: 'Traction law in effect.', since: '2027-01-15T13:30:00.000Z' } as const;
    expect(canyonLine({ ...canyon, state: 'traction' }, '2027-01-15T17:40:00.000Z', sameDay)).toBe(
      'Big Cottonwood Canyon (SR-190): traction restrictions since 6:30 AM — UDOT, checked 10:40 AM',
    );
    expect(canyonLine({ ...canyon, state: 'open', text: null, since: null }, '2027-01-15T17:40:00.000Z', sameDay)).toBe(
      'Big Cottonwood Canyon (SR-190): open — UDOT, checked 10:40 AM',
    );
  });

  it('names the usual window used instead', () => {
    expect(usualLine('Road closed in winter, usually Dec to late May')).toBe(
      'Live closures unavailable: showing the usual winter window, usually Dec to late May.',
    );
    expect(usualLine(null)).toBe('Live closures unavailable: canyon status from UDOT cannot be shown right now.');
  });
});
