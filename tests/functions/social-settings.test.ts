import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../helpers/auth.ts';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';
import { call } from '../helpers/functions.ts';
import adminSocialSettings from '../../functions/admin-social-settings.mts';
import socialSettings from '../../functions/social-settings.mts';
import { resetProcessState } from '../../src/server/processState.ts';

const STAFF = 'media@slctrips.test';
let database: TestDatabase;
let staff: string;
let visitor: string;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-social-'));

beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  process.env.STAFF_EMAILS = STAFF;
  delete process.env.SMTP_URL;
  resetProcessState();
  database = await freshDatabase();
  staff = await signIn(STAFF);
  visitor = await signIn('fan@example.com');
});
afterAll(async () => {
  await database.close();
  delete process.env.STAFF_EMAILS;
  resetProcessState();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const UNSET = { accounts: { tiktok: null, instagram: null, facebook: null }, videos: { 'bear-river': null, pyramid: null, 'underground-homes': null } };
const put = (body: unknown, cookie = staff) =>
  call(adminSocialSettings, '/api/admin/social-settings', {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
const current = async () => (await call(socialSettings, '/api/social-settings')).json();

describe('the social settings', () => {
  it('start unset: no account and no video id', async () => {
    const response = await call(socialSettings, '/api/social-settings');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(UNSET);
  });

  it('only staff may change them: anonymous 401, a visitor 403, nothing written', async () => {
    const body = { ...UNSET, accounts: { ...UNSET.accounts, tiktok: 'slctrips' } };
    expect((await put(body, '')).status).toBe(401);
    expect((await put(body, visitor)).status).toBe(403);
    expect(await current()).toEqual(UNSET);
  });

  it('staff set handles (an @ is dropped) and video ids; a blank or null unsets one again', async () => {
    const saved = await put({
      accounts: { tiktok: '@slctrips', instagram: 'slc.trips', facebook: '' },
      videos: { 'bear-river': '7301234567890123456', pyramid: null, 'underground-homes': '  ' },
    });
    expect(saved.status).toBe(200);
    const expected = {
      accounts: { tiktok: 'slctrips', instagram: 'slc.trips', facebook: null },
      videos: { 'bear-river': '7301234567890123456', pyramid: null, 'underground-homes': null },
    };
    expect(await saved.json()).toEqual(expected);
    expect(await current()).toEqual(expected);
    expect((await put(UNSET)).status).toBe(200);
    expect(await current()).toEqual(UNSET);
  });

  it('refuse a malformed field with a 400 naming it, and write nothing', async () => {
    for (const [body, field] of [
      [{ ...UNSET, accounts: { ...UNSET.accounts, tiktok: 'https://evil.example/@x' } }, 'accounts.tiktok'],
      [{ ...UNSET, videos: { ...UNSET.videos, pyramid: '7000<script>' } }, 'videos.pyramid'],
      [{ ...UNSET, videos: { ...UNSET.videos, extra: '7301234567890123456' } }, 'videos'],
      [{ accounts: UNSET.accounts }, 'videos'],
    ] as const) {
      const response = await put(body);
      expect(response.status).toBe(400);
      const problem = (await response.json()) as { error: string; issues: Array<{ path: string }> };
      expect(problem.issues.map((i) => i.path)).toContain(field);
    }
    expect(await current()).toEqual(UNSET);
    expect(
      (await call(adminSocialSettings, '/api/admin/social-settings', { method: 'PUT', headers: { 'content-type': 'text/plain', cookie: staff }, body: 'x' }))
        .status,
    ).toBe(415);
  });

  it('limit how often one staff member saves', async () => {
    let last = 0;
    for (let i = 0; i < 31; i++) last = (await put(UNSET)).status;
    expect(last).toBe(429);
  });
});
