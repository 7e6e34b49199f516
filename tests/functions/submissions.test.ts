import { beforeEach, describe, expect, it } from 'vitest';
import { driveFromAirport, formatDriveTime } from '../../src/features/roads/driveTime.ts';
import type { Submission } from '../../src/features/submissions/submissions.ts';
import { localContext } from '../../src/server/functions.ts';
import type { TestDatabase } from '../helpers/database.ts';
import { withStaffDatabase } from '../helpers/staffDatabase.ts';
import { call } from '../helpers/functions.ts';
import adminSubmission from '../../functions/admin-submission.mts';
import adminSubmissions from '../../functions/admin-submissions.mts';
import destination from '../../functions/destination.mts';
import destinations from '../../functions/destinations.mts';
import submitDestination from '../../functions/submit-destination.mts';

let database: TestDatabase;
let staff: string;
withStaffDatabase('submissions', (d, s) => {
  database = d;
  staff = s;
});

const form = {
  name: 'Summit Sled Rentals',
  category: 'Family Fun',
  address: '1500 Kearns Blvd, Park City, UT 84060',
  website: 'https://summit-sleds.example.com',
  phone: '(435) 555-0142',
  email: 'Hello@Summit-Sleds.example.com',
  description: 'Sleds, tubes and snowshoes by the day, next to the Olympic Park.',
  highlights: 'Kids sleds\nGuided snowshoe walks',
  hours: '9am-5pm daily',
  pricing: '$15 per day',
  seasonality: 'December to March',
  contactName: 'Sam Summit',
  businessRole: 'owner',
  promoCode: '',
};

let client = 0;
/** Submits as a browser from its own address (the limit is per client). */
function submit(body: unknown, ip = `203.0.113.${++client}`) {
  const request = new Request('http://127.0.0.1:4321/api/submit-destination', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:4321' },
    body: JSON.stringify(body),
  });
  return submitDestination(request, localContext(request, {}, ip));
}
const list = async () => (await (await call(adminSubmissions, '/api/admin/submissions', { headers: { cookie: staff } })).json()) as Submission[];
const review = (id: string, body: unknown, cookie = staff) =>
  call(adminSubmission, `/api/admin/submissions/${id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
    params: { id },
  });
const apiDestination = (id: string) => call(destination, `/api/destinations/${id}`, { params: { id } });

describe('POST /api/submit-destination', () => {
  beforeEach(async () => {
    await database.sql`DELETE FROM submissions`;
  });

  it('stores a valid submission as pending, with the docs/product.md §3.6 fields', async () => {
    const response = await submit(form);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true, status: 'pending', emailSent: true });
    const [s] = await list();
    expect(s).toMatchObject({
      name: 'Summit Sled Rentals',
      category: 'Family Fun',
      email: 'hello@summit-sleds.example.com',
      contactName: 'Sam Summit',
      businessRole: 'owner',
      status: 'pending',
      reviewNotes: null,
      destinationId: null,
    });
    expect(Date.parse(s!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers 400 naming the fields for bad input, and writes nothing', async () => {
    const response = await submit({ ...form, email: 'nope', website: 'javascript:alert(1)', name: '' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; issues: Array<{ path: string }> };
    expect(body.issues.map((i) => i.path).sort()).toEqual(['email', 'name', 'website']);
    expect((await submit({ ...form, description: 'x'.repeat(2001) })).status).toBe(400);
    expect((await submit({ ...form, status: 'approved' })).status).toBe(400);
    expect(await list()).toHaveLength(0);
  });

  it("answers 400 naming `category` for a category that is neither the site's nor a legacy one", async () => {
    for (const category of ['Dining', 'Outdoor & Nature', 'family fun', '']) {
      const response = await submit({ ...form, category });
      expect(response.status, category).toBe(400);
      const body = (await response.json()) as { issues: Array<{ path: string; message: string }> };
      expect(body.issues).toEqual([expect.objectContaining({ path: 'category', message: 'Please choose a category' })]);
    }
    expect(await list()).toHaveLength(0);
  });

  it('still accepts the legacy categories of older clients, stored as sent', async () => {
    expect((await submit({ ...form, category: 'dining' })).status).toBe(201);
    expect((await list())[0]).toMatchObject({ category: 'dining', status: 'pending' });
  });

  it('looks successful to a bot that filled the hidden honeypot, but stores nothing', async () => {
    const response = await submit({ ...form, promoCode: 'SPAM' });
    expect(response.status).toBe(201);
    expect(await list()).toHaveLength(0);
  });

  it('is rate-limited per client: the 11th submission in an hour is refused, other clients are not', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await submit({ ...form, name: `Place ${i}` }, '198.51.100.7')).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
    expect((await submit(form, '198.51.100.8')).status).toBe(201);
    expect(await list()).toHaveLength(11);
  });

  it('accepts JSON only', async () => {
    const request = new Request('http://127.0.0.1:4321/api/submit-destination', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=x',
    });
    expect((await submitDestination(request, localContext(request, {}))).status).toBe(415);
  });
});

describe('PUT /api/admin/submissions/{id}', () => {
  let id: string;
  beforeEach(async () => {
    await database.sql`DELETE FROM submissions`;
    await database.sql`DELETE FROM destinations WHERE origin = 'submission'`;
    await submit(form);
    id = (await list())[0]!.id;
  });

  it('answers 404 for an unknown or malformed id and 400 for a bad status or notes', async () => {
    expect((await review('00000000-0000-4000-8000-000000000000', { status: 'approved' })).status).toBe(404);
    expect((await review('not-a-uuid', { status: 'approved' })).status).toBe(404);
    expect((await review(id, { status: 'published' })).status).toBe(400);
    expect((await review(id, { status: 'approved', reviewNotes: 'x'.repeat(1001) })).status).toBe(400);
    expect((await list())[0]!.status).toBe('pending');
  });

  it('approving adds the destination to the catalogue at once: in its own site category, drive time from the model', async () => {
    const response = await review(id, { status: 'approved', reviewNotes: 'Checked by phone.' });
    expect(response.status).toBe(200);
    const updated = (await response.json()) as Submission;
    expect(updated).toMatchObject({ status: 'approved', reviewNotes: 'Checked by phone.', destinationId: 'summit-sled-rentals', located: true });
    expect(updated.reviewedAt).not.toBeNull();

    // Park City is placed where the catalogue's Park City places are (the fixture has the Olympic Park).
    const expected = driveFromAirport({ lat: 40.7116, lng: -111.5614 });
    const d = (await (await apiDestination('summit-sled-rentals')).json()) as Record<string, unknown>;
    expect(d).toMatchObject({
      id: 'summit-sled-rentals',
      name: 'Summit Sled Rentals',
      category: 'Family Fun',
      familyFriendly: true,
      subscriptionTier: 'free',
      address: form.address,
      phone: form.phone,
      website: form.website,
      hours: '9am-5pm daily',
      pricing: '$15 per day',
      bestTimeToVisit: 'December to March',
      highlights: ['Kids sleds', 'Guided snowshoe walks'],
      tags: ['Local business'],
      coordinates: { lat: 40.7116, lng: -111.5614 },
      driveTimeMinutes: Math.round(expected.minutes),
      driveTimeText: formatDriveTime(expected.minutes),
    });
    const all = (await (await call(destinations, '/api/destinations')).json()) as Array<{ id: string }>;
    expect(all.map((x) => x.id)).toContain('summit-sled-rentals');
    const [row] = await database.sql<
      { origin: string; touchedAt: Date | null }[]
    >`SELECT origin, touched_at FROM destinations WHERE id = 'summit-sled-rentals'`;
    expect(row!.origin).toBe('submission');
    expect(row!.touchedAt).not.toBeNull();
  });

  it('approving twice creates one destination; a second place of the same name gets its own id', async () => {
    await review(id, { status: 'approved' });
    await review(id, { status: 'approved', reviewNotes: 'again' });
    await submit(form);
    const second = (await list()).find((s) => s.status === 'pending')!;
    expect(await (await review(second.id, { status: 'approved' })).json()).toMatchObject({ destinationId: 'summit-sled-rentals-2' });
    expect(await database.sql`SELECT id FROM destinations WHERE origin = 'submission' ORDER BY id`).toEqual([
      { id: 'summit-sled-rentals' },
      { id: 'summit-sled-rentals-2' },
    ]);
  });

  it('approving a legacy category maps it to a site category and keeps it as a tag', async () => {
    await submit({ ...form, name: 'Moab Morning Bakery', category: 'dining', address: '45 N Main St, Moab, UT 84532' });
    const bakery = (await list()).find((s) => s.name === 'Moab Morning Bakery')!;
    expect(await (await review(bakery.id, { status: 'approved' })).json()).toMatchObject({ destinationId: 'moab-morning-bakery', category: 'dining' });
    const d = (await (await apiDestination('moab-morning-bakery')).json()) as Record<string, unknown>;
    expect(d).toMatchObject({ category: 'Urban & Downtown', familyFriendly: false, tags: ['Local business', 'dining'] });
    // A legacy family submission is family friendly, as before issue 51.
    await submit({ ...form, name: 'Old Form Sleds', category: 'family' });
    const sleds = (await list()).find((s) => s.name === 'Old Form Sleds')!;
    await review(sleds.id, { status: 'approved' });
    expect(await (await apiDestination('old-form-sleds')).json()).toMatchObject({ category: 'Family Fun', familyFriendly: true });
  });

  it('a row holding no known category (written outside the API) is refused approval with a 409, and nothing is listed', async () => {
    await database.sql`UPDATE submissions SET category = 'pottery' WHERE id = ${id}`;
    const response = await review(id, { status: 'approved' });
    expect(response.status).toBe(409);
    expect((await list())[0]).toMatchObject({ status: 'pending', destinationId: null });
    expect((await apiDestination('summit-sled-rentals')).status).toBe(404);
  });

  it('an address in no known town is listed without coordinates or drive time, and says so', async () => {
    await submit({ ...form, name: 'Lonely Butte Tours', category: 'adventure', address: 'Mile marker 12, Backcountry Road' });
    const lonely = (await list()).find((s) => s.name === 'Lonely Butte Tours')!;
    expect(await (await review(lonely.id, { status: 'approved' })).json()).toMatchObject({ destinationId: 'lonely-butte-tours', located: false });
    const d = (await (await apiDestination('lonely-butte-tours')).json()) as Record<string, unknown>;
    expect(d).toMatchObject({ category: 'Activities & Recreation', coordinates: null, driveTimeMinutes: 0, driveTimeText: '' });
  });

  it('rejecting an approved submission withdraws its destination; reopening to pending clears the review time', async () => {
    await review(id, { status: 'approved' });
    expect((await apiDestination('summit-sled-rentals')).status).toBe(200);
    expect(await (await review(id, { status: 'rejected', reviewNotes: 'Chain franchise.' })).json()).toMatchObject({
      status: 'rejected',
      destinationId: null,
      reviewNotes: 'Chain franchise.',
    });
    expect((await apiDestination('summit-sled-rentals')).status).toBe(404);
    expect(await (await review(id, { status: 'pending' })).json()).toMatchObject({ status: 'pending', reviewedAt: null, reviewNotes: null });
  });

  it('two reviewers approving at the same time create one destination', async () => {
    const results = await Promise.all([review(id, { status: 'approved' }), review(id, { status: 'approved' })]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(await database.sql`SELECT id FROM destinations WHERE origin = 'submission'`).toHaveLength(1);
  });
});
