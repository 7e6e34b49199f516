import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditorPlace, EditorView, HistoryEntry } from '../../src/features/destinations/editor.ts';
import { historyText } from '../../src/features/destinations/editor.ts';
import { utahDate } from '../../src/lib/utahTime.ts';
import { startFakeBuildHook, type FakeBuildHook } from '../fakes/buildHook.ts';
import type { TestDatabase } from '../helpers/database.ts';
import { call } from '../helpers/functions.ts';
import { withStaffDatabase } from '../helpers/staffDatabase.ts';
import adminDestination from '../../functions/admin-destination.mts';
import adminDestinationHistory from '../../functions/admin-destination-history.mts';
import destination from '../../functions/destination.mts';

/* Decision 118: staff set or clear a place's signature mark with its source through the editor's route. */

let database: TestDatabase;
let staff: string;
let hook: FakeBuildHook;
beforeAll(async () => {
  hook = await startFakeBuildHook();
});
withStaffDatabase(
  'signature-mark-editor',
  (d, s) => {
    database = d;
    staff = s;
  },
  () => ({ BUILD_HOOK_URL: hook.url }),
);
afterAll(async () => {
  await hook.close();
});

const patch = (id: string, body: unknown) =>
  call(adminDestination, `/api/admin/destinations/${id}`, {
    method: 'PATCH',
    headers: { cookie: staff, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    params: { id },
  });
const view = async (id: string) =>
  (await call(adminDestination, `/api/admin/destinations/${id}`, { headers: { cookie: staff }, params: { id } })).json() as Promise<EditorView>;
const history = async (id: string) =>
  (await call(adminDestinationHistory, `/api/admin/destinations/${id}/history`, { headers: { cookie: staff }, params: { id } })).json() as Promise<
    HistoryEntry[]
  >;
const requestedBuild = async () => (await database.sql<{ requestedAt: Date | null }[]>`SELECT requested_at FROM site_builds`)[0]?.requestedAt ?? null;
const publicPlace = async (id: string) => (await call(destination, `/api/destinations/${id}`, { params: { id } })).json() as Promise<Record<string, unknown>>;

const checked = { source: 'https://www.nps.gov/arch/planyourvisit/things2do.htm', checkedOn: '2026-12-05' };
const marked = { mark: 'notable', park: 'Arches', why: 'The long walk to the arch; the Viewpoint for a short visit', ...checked };

describe('a place’s signature mark in the editor', () => {
  it('refuses bad marks with a 400 naming the field, and writes nothing', async () => {
    const tomorrow = utahDate(Date.now() + 86_400_000);
    const cases: Array<[unknown, string]> = [
      [{ ...marked, mark: 'famous' }, 'signatureMark.mark'],
      [{ ...marked, mark: undefined }, 'signatureMark.mark'],
      [{ ...marked, park: 'Narnia' }, 'signatureMark.park'],
      [{ ...marked, park: undefined }, 'signatureMark.park'],
      [{ ...marked, why: undefined }, 'signatureMark.why'],
      [{ ...marked, why: '  ' }, 'signatureMark.why'],
      [{ ...marked, why: 'Rock\u0000art' }, 'signatureMark.why'],
      [{ ...marked, why: 'x'.repeat(201) }, 'signatureMark.why'],
      [{ ...marked, source: undefined }, 'signatureMark.source'],
      [{ ...marked, source: 'javascript:alert(1)' }, 'signatureMark.source'],
      [{ ...marked, source: 'ftp://example.org/' }, 'signatureMark.source'],
      [{ ...marked, checkedOn: tomorrow }, 'signatureMark.checkedOn'],
      [{ ...marked, checkedOn: '2099-01-01' }, 'signatureMark.checkedOn'],
      [{ ...marked, checkedOn: '2026-13-40' }, 'signatureMark.checkedOn'],
      [{ mark: 'none', park: 'Arches', ...checked }, 'signatureMark'],
      [{ ...marked, colour: 'red' }, 'signatureMark'],
      ['signature', 'signatureMark'],
      [[marked], 'signatureMark'],
    ];
    for (const [signatureMark, field] of cases) {
      const response = await patch('delicate-arch', { signatureMark });
      expect(response.status, JSON.stringify(signatureMark)).toBe(400);
      const answer = (await response.json()) as { issues: Array<{ path: string; message: string }> };
      expect(answer.issues.map((i) => i.path)).toContain(field);
      for (const issue of answer.issues) expect(issue.message.length).toBeGreaterThan(0);
    }
    expect(await history('delicate-arch')).toEqual([]);
    expect((await view('delicate-arch')).facts.signatureMark).toBeNull();
    expect(await requestedBuild()).toBeNull();
  });

  it('shows the file’s mark, sets staff’s with its source (the API and history have it), and null clears it', async () => {
    const id = 'delicate-arch';
    const before = await view(id);
    expect(before.markOnFile).toMatchObject({ mark: 'signature', park: 'Arches', sources: expect.arrayContaining([expect.stringMatching(/^https:/)]) });
    const response = await patch(id, { signatureMark: marked });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as EditorView;
    expect(answer.facts.signatureMark).toEqual(marked);
    expect(answer.markOnFile.mark).toBe('signature');
    // What the planner's data is built from (plannerData reads `signatureMark` off the served place).
    expect(await publicPlace(id)).toMatchObject({ signatureMark: marked });
    const [line] = await history(id);
    expect(line!.changes).toEqual([{ field: 'signatureMark', before: null, after: marked }]);
    expect(historyText('signatureMark', line!.changes[0]!.after)).toBe(
      'a notable sight of Arches: The long walk to the arch; the Viewpoint for a short visit; checked Dec 5, 2026, source nps.gov/arch/planyourvisit/things2do.htm',
    );
    expect(await requestedBuild()).not.toBeNull();
    // No mark at all, then back to the file's.
    const none = { mark: 'none', ...checked };
    expect(((await (await patch(id, { signatureMark: none })).json()) as EditorPlace).facts.signatureMark).toEqual(none);
    expect(await publicPlace(id)).toMatchObject({ signatureMark: none });
    const cleared = (await (await patch(id, { signatureMark: null })).json()) as EditorPlace;
    expect(cleared.facts.signatureMark).toBeNull();
    expect(await publicPlace(id)).not.toHaveProperty('signatureMark');
    expect((await history(id)).map((h) => h.changes.map((c) => c.field))).toEqual([['signatureMark'], ['signatureMark'], ['signatureMark']]);
  });
});
