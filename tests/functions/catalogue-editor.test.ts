import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditorListItem, EditorPlace, EditorView, HistoryEntry } from '../../src/features/destinations/editor.ts';
import type { TestDatabase } from '../helpers/database.ts';
import { withStaffDatabase } from '../helpers/staffDatabase.ts';
import { call } from '../helpers/functions.ts';
import { signIn } from '../helpers/auth.ts';
import { startFakeBuildHook, type FakeBuildHook } from '../fakes/buildHook.ts';
import adminDestination from '../../functions/admin-destination.mts';
import adminDestinationHistory from '../../functions/admin-destination-history.mts';
import adminDestinations from '../../functions/admin-destinations.mts';
import destination from '../../functions/destination.mts';
import destinations from '../../functions/destinations.mts';
import adminAnalytics from '../../functions/admin-analytics.mts';
import favorites from '../../functions/favorites.mts';
import { utahDate } from '../../src/lib/utahTime.ts';

/* The staff catalogue editor's routes with real Requests (issue 29, decision 049): every status. */

let database: TestDatabase;
let staff: string;
let visitor: string;
let hook: FakeBuildHook;
beforeAll(async () => {
  hook = await startFakeBuildHook();
});
withStaffDatabase(
  'catalogue-editor',
  (d, s) => {
    database = d;
    staff = s;
  },
  () => ({ BUILD_HOOK_URL: hook.url }),
);
beforeAll(async () => {
  visitor = await signIn('visitor@example.com');
});
afterAll(async () => {
  await hook.close();
});

const patch = (id: string, body: unknown, cookie = staff, raw?: string) =>
  call(adminDestination, `/api/admin/destinations/${id}`, {
    method: 'PATCH',
    headers: { cookie, 'content-type': 'application/json' },
    body: raw ?? JSON.stringify(body),
    params: { id },
  });
const status = (id: string, withdrawn: unknown, cookie = staff) => patch(id, { withdrawn }, cookie);
const history = async (id: string) =>
  (await call(adminDestinationHistory, `/api/admin/destinations/${id}/history`, { headers: { cookie: staff }, params: { id } })).json() as Promise<
    HistoryEntry[]
  >;
const requestedBuild = async () => (await database.sql<{ requestedAt: Date | null }[]>`SELECT requested_at FROM site_builds`)[0]?.requestedAt ?? null;
const publicPlace = (id: string) => call(destination, `/api/destinations/${id}`, { params: { id } });

describe('the staff catalogue editor', () => {
  it('answers anonymous 401 and a visitor 403 on every route, and changes nothing', async () => {
    for (const [cookie, code] of [
      ['', 401],
      [visitor, 403],
    ] as const) {
      expect((await patch('temple-square', { name: 'Hacked' }, cookie)).status).toBe(code);
      expect((await status('temple-square', true, cookie)).status).toBe(code);
      expect(
        (await call(adminDestinationHistory, '/api/admin/destinations/temple-square/history', { headers: { cookie }, params: { id: 'temple-square' } })).status,
      ).toBe(code);
      expect((await call(adminDestinations, '/api/admin/destinations', { headers: { cookie } })).status).toBe(code);
      expect((await call(adminDestination, '/api/admin/destinations/temple-square', { headers: { cookie }, params: { id: 'temple-square' } })).status).toBe(
        code,
      );
    }
    expect(((await (await publicPlace('temple-square')).json()) as { name: string }).name).toBe('Temple Square');
    expect(await history('temple-square')).toEqual([]);
  });

  it('refuses bad bodies with a 400 naming the field, and writes nothing', async () => {
    const tomorrow = utahDate(Date.now() + 86_400_000);
    const cases: Array<[unknown, string]> = [
      [{ name: '' }, 'name'],
      [{ name: 'Temple\u0000Square' }, 'name'],
      [{ description: 'Half \ud800 a pair' }, 'description'],
      [{ website: 'javascript:alert(1)' }, 'website'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ name: 42 }, 'name'],
      [{ colour: 'red' }, ''],
      [{}, ''],
      // The facts that age (issue 40): the catalogue's own rules, each refusal naming its field.
      [{ permits: [{ text: 'Lottery', source: 'javascript:alert(1)', checkedOn: '2026-11-27' }] }, 'permits.0.source'],
      [{ permits: [{ text: 'Lottery', source: 'https://example.org/', checkedOn: '2026-13-40' }] }, 'permits.0.checkedOn'],
      [{ permits: [{ text: 'Lottery', source: 'https://example.org/', checkedOn: '2026-11-27', until: 'next year' }] }, 'permits.0.until'],
      [{ permits: [{ text: 'Lottery\u0000', source: 'https://example.org/', checkedOn: '2026-11-27' }] }, 'permits.0.text'],
      [{ permits: [{ text: 'Lottery', source: 'https://example.org/', checkedOn: '2026-11-27', colour: 'red' }] }, 'permits.0'],
      [{ permits: 'a lottery' }, 'permits'],
      [{ pricingChecked: { source: 'https://example.org/' } }, 'pricingChecked.checkedOn'],
      [{ permits: [{ text: 'Half \ud800 a pair', source: 'https://example.org/', checkedOn: '2026-11-27' }] }, 'permits.0.text'],
      [{ hoursChecked: { source: 'ftp://example.org/', checkedOn: '2026-11-27' } }, 'hoursChecked.source'],
      // Issue 49: a check made tomorrow (in Utah) would keep the fact off "Due for review".
      [{ hoursChecked: { source: 'https://example.org/', checkedOn: tomorrow } }, 'hoursChecked.checkedOn'],
      [{ pricingChecked: { source: 'https://example.org/', checkedOn: '2099-01-01' } }, 'pricingChecked.checkedOn'],
      [{ permits: [{ text: 'Lottery', source: 'https://example.org/', checkedOn: tomorrow }] }, 'permits.0.checkedOn'],
      // Decision 111: staff's corrections of the tier, the seasons of use and the winter rule, each refused by its field.
      [{ notability: { tier: 5, source: 'https://example.org/', checkedOn: '2026-11-27' } }, 'notability.tier'],
      [{ notability: { tier: '2', source: 'https://example.org/', checkedOn: '2026-11-27' } }, 'notability.tier'],
      [{ notability: { tier: 2.5, source: 'https://example.org/', checkedOn: '2026-11-27' } }, 'notability.tier'],
      [{ notability: { tier: 2, checkedOn: '2026-11-27' } }, 'notability.source'],
      [{ notability: { tier: 2, source: '', checkedOn: '' } }, 'notability.source'],
      [{ notability: { tier: 2, source: 'https://example.org/\u0000', checkedOn: '2026-11-27' } }, 'notability.source'],
      [{ notability: { tier: 2, source: 'https://example.org/', checkedOn: tomorrow } }, 'notability.checkedOn'],
      [{ notability: { tier: 2, source: 'https://example.org/', checkedOn: '2026-11-27', why: 'famous' } }, 'notability'],
      [{ notability: 'tier 2' }, 'notability'],
      [{ seasonsOfUse: { months: [13], for: 'skiing', source: 'https://example.org/', checkedOn: '2026-11-27' } }, 'seasonsOfUse.months.0'],
      [{ seasonsOfUse: { months: [1, 1], for: 'skiing', source: 'https://example.org/', checkedOn: '2026-11-27' } }, 'seasonsOfUse.months'],
      [{ seasonsOfUse: { months: [], for: 'skiing', source: 'https://example.org/', checkedOn: '2026-11-27' } }, 'seasonsOfUse.months'],
      [{ seasonsOfUse: { months: 'winter', for: 'skiing', source: 'https://example.org/', checkedOn: '2026-11-27' } }, 'seasonsOfUse.months'],
      [{ seasonsOfUse: { months: [1], for: 'Half \ud800 a pair', source: 'https://example.org/', checkedOn: '2026-11-27' } }, 'seasonsOfUse.for'],
      [{ seasonsOfUse: { months: [1], for: 'ski\u0000ing', source: 'https://example.org/', checkedOn: '2026-11-27' } }, 'seasonsOfUse.for'],
      [
        { winterRule: { gate: 'Gate', from: '11-31x', to: '05-20', text: 'Closed', source: 'https://example.org/', checkedOn: '2026-11-27' } },
        'winterRule.from',
      ],
      [{ winterRule: { gate: 'Gate', from: '11-15', to: 520, text: 'Closed', source: 'https://example.org/', checkedOn: '2026-11-27' } }, 'winterRule.to'],
      [{ winterRule: { gate: '', from: '11-15', to: '05-20', text: 'Closed', source: 'https://example.org/', checkedOn: '2026-11-27' } }, 'winterRule.gate'],
      [
        { winterRule: { gate: 'Gate', from: '11-15', to: '05-20', text: 'Closed', source: 'javascript:alert(1)', checkedOn: '2026-11-27' } },
        'winterRule.source',
      ],
      [
        { winterRule: { gate: 'Gate', from: '11-15', to: '05-20', text: 'Closed', source: 'https://example.org/', checkedOn: '2099-01-01' } },
        'winterRule.checkedOn',
      ],
    ];
    for (const [body, field] of cases) {
      const response = await patch('temple-square', body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { issues: Array<{ path: string }> };
      expect(answer.issues.map((i) => i.path)).toContain(field);
    }
    expect((await patch('temple-square', null, staff, '{"name": ')).status).toBe(400);
    expect((await status('temple-square', 'yes')).status).toBe(400);
    expect(await history('temple-square')).toEqual([]);
    expect(await requestedBuild()).toBeNull();
  });

  it('answers 404 for an unknown place on every route', async () => {
    expect((await patch('no-such-place', { name: 'X' })).status).toBe(404);
    expect((await status('no-such-place', true)).status).toBe(404);
    const h = await call(adminDestinationHistory, '/api/admin/destinations/no-such-place/history', {
      headers: { cookie: staff },
      params: { id: 'no-such-place' },
    });
    expect(h.status).toBe(404);
  });

  it('shows an edit in the public API at once, records who changed what, and asks for the rebuild', async () => {
    const response = await patch('temple-square', { name: 'Temple Square Gardens', website: 'https://www.templesquare.org/' });
    expect(response.status).toBe(200);
    const place = (await response.json()) as EditorPlace;
    expect(place.values).toMatchObject({ name: 'Temple Square Gardens', website: 'https://www.templesquare.org/' });
    expect(((await (await publicPlace('temple-square')).json()) as { name: string }).name).toBe('Temple Square Gardens');
    const [line] = await history('temple-square');
    expect(line).toMatchObject({
      action: 'edit',
      actorEmail: 'reviewer@slctrips.test',
      changes: [
        { field: 'name', before: 'Temple Square', after: 'Temple Square Gardens' },
        { field: 'website', before: null, after: 'https://www.templesquare.org/' },
      ],
    });
    expect(Number.isNaN(Date.parse(line!.createdAt))).toBe(false);
    expect(await requestedBuild()).not.toBeNull();
    // A blank clears an optional field.
    expect(((await (await patch('temple-square', { website: '' })).json()) as EditorPlace).values.website).toBe('');
  });

  it('corrects a permit and a fee’s source with a new checked date: the public API shows them and the history has each before and after', async () => {
    const permit = {
      text: 'Garden tours need a free ticket from the visitor centre',
      season: 'April-October',
      source: 'https://www.templesquare.org/tours',
      checkedOn: '2026-11-20',
    };
    const pricing = { source: 'https://www.templesquare.org/visit', checkedOn: '2026-11-20', until: '2026-12-31' };
    const response = await patch('temple-square', { permits: [permit], pricingChecked: pricing, pricing: 'Free' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as EditorPlace).facts).toEqual({
      pricingChecked: pricing,
      hoursChecked: null,
      permits: [permit],
      notability: null,
      seasonsOfUse: null,
      winterRule: null,
      signatureMark: null,
    });
    const corrected = { ...permit, source: 'https://www.templesquare.org/garden-tours', checkedOn: '2026-11-27' };
    expect((await patch('temple-square', { permits: [corrected] })).status).toBe(200);
    const served = (await (await publicPlace('temple-square')).json()) as { permits: unknown[]; pricingChecked: unknown };
    expect(served).toMatchObject({ permits: [corrected], pricingChecked: pricing });
    const [line] = await history('temple-square');
    expect(line!.changes).toEqual([{ field: 'permits', before: [permit], after: [corrected] }]);
    // The same facts with their keys in another order are no change.
    const reordered = { until: pricing.until, checkedOn: pricing.checkedOn, source: pricing.source };
    expect(((await (await patch('temple-square', { pricingChecked: reordered })).json()) as { changed: boolean }).changed).toBe(false);
    // An empty list removes the permits; null clears a check.
    expect(((await (await patch('temple-square', { permits: [], pricingChecked: null })).json()) as EditorPlace).facts).toMatchObject({
      pricingChecked: null,
      permits: [],
    });
  });

  it('corrects a tier, the seasons of use and a winter rule with their sources: the API shows them, the history has them, null clears them', async () => {
    const id = 'utah-olympic-park';
    const view = (await (await call(adminDestination, `/api/admin/destinations/${id}`, { headers: { cookie: staff }, params: { id } })).json()) as EditorView;
    expect(view.tierOnFile).toMatchObject({ tier: 1, sources: [expect.stringMatching(/^https:/), expect.stringMatching(/^https:/)] });
    const checked = { source: 'https://utaholympiclegacy.org/location/utah-olympic-park/', checkedOn: '2026-12-01' };
    const notability = { tier: 2, ...checked };
    const seasonsOfUse = { months: [6, 7, 8], for: 'summer bobsled rides', ...checked };
    const winterRule = {
      gate: 'the Bear Hollow Drive gate',
      from: '12-01',
      to: '03-31',
      text: 'Summer trails gated in winter, usually Dec to Mar',
      ...checked,
    };
    const response = await patch(id, { notability, seasonsOfUse, winterRule });
    expect(response.status).toBe(200);
    expect(((await response.json()) as EditorPlace).facts).toMatchObject({ notability, seasonsOfUse, winterRule });
    // The winter rule is the place's closure wherever one is read (cards, its page, plans).
    expect(await publicPlace(id).then((r) => r.json())).toMatchObject({
      notability,
      seasonsOfUse,
      winterRule,
      winterDriveTimeMinutes: null,
      seasonalClosure: { from: '12-01', to: '03-31', text: winterRule.text },
    });
    const [line] = await history(id);
    expect(line!.changes).toEqual([
      { field: 'notability', before: null, after: notability },
      { field: 'seasonsOfUse', before: null, after: seasonsOfUse },
      { field: 'winterRule', before: null, after: winterRule },
    ]);
    expect(await requestedBuild()).not.toBeNull();
    const cleared = (await (await patch(id, { notability: null, seasonsOfUse: null, winterRule: null })).json()) as EditorPlace;
    expect(cleared.facts).toMatchObject({ notability: null, seasonsOfUse: null, winterRule: null });
    expect(await publicPlace(id).then((r) => r.json())).not.toHaveProperty('notability');
  });

  it('withdraws a place from the public catalogue and restores it, both in its history', async () => {
    const favourite = await call(favorites, '/api/favorites', {
      method: 'POST',
      headers: { cookie: visitor, 'content-type': 'application/json' },
      body: JSON.stringify({ destinationId: 'delicate-arch' }),
    });
    expect(favourite.status).toBeLessThan(300);
    const favourites = async () =>
      ((await (await call(favorites, '/api/favorites', { headers: { cookie: visitor } })).json()) as Array<{ destinationId: string }>).map(
        (f) => f.destinationId,
      );
    const total = async () =>
      ((await (await call(adminAnalytics, '/api/admin/analytics', { headers: { cookie: staff } })).json()) as { totalDestinations: number }).totalDestinations;
    const count = await total();
    expect(await favourites()).toContain('delicate-arch');
    expect((await status('delicate-arch', true)).status).toBe(200);
    expect(await favourites()).not.toContain('delicate-arch');
    expect(await total()).toBe(count - 1);
    expect((await publicPlace('delicate-arch')).status).toBe(404);
    const list = (await (await call(destinations, '/api/destinations')).json()) as Array<{ id: string }>;
    expect(list.map((d) => d.id)).not.toContain('delicate-arch');
    const all = (await (await call(adminDestinations, '/api/admin/destinations', { headers: { cookie: staff } })).json()) as EditorListItem[];
    expect(all.find((p) => p.id === 'delicate-arch')).toMatchObject({ withdrawn: true });
    const view = await call(adminDestination, '/api/admin/destinations/delicate-arch', { headers: { cookie: staff }, params: { id: 'delicate-arch' } });
    expect(((await view.json()) as EditorPlace).withdrawn).toBe(true);
    expect((await status('delicate-arch', false)).status).toBe(200);
    expect((await publicPlace('delicate-arch')).status).toBe(200);
    expect((await history('delicate-arch')).map((h) => h.action)).toEqual(['restore', 'withdraw']);
    // The favourite was kept and is listed again.
    expect(await favourites()).toContain('delicate-arch');
    expect(await total()).toBe(count);
  });
});
