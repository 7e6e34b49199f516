import { describe, expect, it } from 'vitest';
import { placeRoadsEn } from '../../lib/messages/today.en.ts';
import { INTL_LOCALE, sliceIn } from '../../lib/messages/messages.ts';
import { canyonLine, type Closure, closureLine, closureParts, type RoadClosures, reportLines, reportsOnPlan, usualLine } from './closures.ts';

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

describe('the road lines in French and Spanish (decision 122)', () => {
  const fr = { words: sliceIn('fr', placeRoadsEn), intl: INTL_LOCALE.fr };
  const es = { words: sliceIn('es', placeRoadsEn), intl: INTL_LOCALE.es };
  const canyon = { road: 'SR-190', name: 'Big Cottonwood Canyon', text: 'Traction law in effect.', since: '2027-01-15T13:30:00.000Z' } as const;

  it('says a closure in the language, UDOT’s place apart to be marked English', () => {
    expect(closureParts(item, sameDay, fr)).toEqual(['SR-210 fermée', ' à ', { en: 'Snowbird Entry 2' }, ' depuis 7:10', ' — UDOT']);
    expect(closureLine(item, new Date('2027-01-16T18:00:00Z'), es)).toBe('SR-210 cerrada en Snowbird Entry 2 desde las 15 ene, 7:10 a.m. — UDOT');
  });

  it('gives the canyon’s state with the language’s clock', () => {
    expect(canyonLine({ ...canyon, state: 'traction' }, '2027-01-15T17:40:00.000Z', sameDay, fr)).toBe(
      'Big Cottonwood Canyon (SR-190) : loi sur l’adhérence en vigueur depuis 6:30 — UDOT, vérifié à 10:40',
    );
    expect(canyonLine({ ...canyon, state: 'closed' }, '2027-01-15T17:40:00.000Z', sameDay, es)).toBe(
      'Big Cottonwood Canyon (SR-190): cerrada desde las 6:30 a.m. — UDOT, consultado a las 10:40 a.m.',
    );
  });

  it('says the usual window from its months, not the catalogue’s English', () => {
    const text = 'Road closed in winter, usually Dec to late May';
    expect(usualLine(text, fr, { from: '1 déc.', to: '25 mai' })).toBe(
      'Fermetures en direct indisponibles : d’après la période hivernale habituelle, la route est en général fermée du 1 déc. au 25 mai.',
    );
    expect(usualLine(null, es)).toBe('Cierres en vivo no disponibles: el estado del cañón según UDOT no se puede mostrar en este momento.');
  });
});

describe('the road reports on a plan (issue 40)', () => {
  const other: Closure = { ...item, id: 'event-UDOT-9001', road: 'SR-9', placeIds: [], alongPlaceIds: ['canyon-overlook-trail'] };
  const live: RoadClosures = {
    source: 'udot',
    checkedAt: '2027-01-15T17:40:00.000Z',
    reason: null,
    closedEdgeKeys: [],
    closedPlaceIds: ['snowbird'],
    items: [other, item],
    canyons: [],
  };

  it('keeps the reports that close a place left out or lie along a stop’s road, in UDOT’s order', () => {
    expect(reportsOnPlan(live, ['canyon-overlook-trail'], ['snowbird']).map((r) => r.id)).toEqual(['event-UDOT-9001', 'event-UDOT-4471']);
    expect(reportsOnPlan(live, ['little-cottonwood-canyon'], []).map((r) => r.id)).toEqual(['event-UDOT-4471']);
    expect(reportsOnPlan(live, ['temple-square'], [])).toEqual([]);
  });

  it('names none on the usual windows or without an answer', () => {
    expect(reportsOnPlan({ ...live, source: 'usual' }, ['snowbird'], [])).toEqual([]);
    expect(reportsOnPlan(null, ['snowbird'], [])).toEqual([]);
  });

  it('words each report as the place pages do', () => {
    expect(reportLines([item], sameDay)).toEqual(['SR-210 closed at Snowbird Entry 2 since 7:10 AM — UDOT']);
  });
});
