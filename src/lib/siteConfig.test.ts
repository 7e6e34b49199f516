import { afterEach, describe, expect, it } from 'vitest';
import { sourceFingerprint } from '../../scripts/build.ts';
import { env } from '../server/env.ts';
import { resetProcessState } from '../server/processState.ts';
import { BUILD_SETTING_NAMES, BUILD_SETTINGS, siteOf } from './siteConfig.ts';

const saved = { ...process.env };
afterEach(() => {
  for (const name of BUILD_SETTING_NAMES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  resetProcessState();
});

describe('the build settings', () => {
  it('are the defaults the environment schema gives when a variable is unset', () => {
    for (const name of BUILD_SETTING_NAMES) delete process.env[name];
    resetProcessState();
    const e = env();
    expect({
      SITE_URL: e.SITE_URL,
      MAP_STYLE_URL: e.MAP_STYLE_URL,
      PLACES_BASE_URL: e.PLACES_BASE_URL,
      NPS_BASE_URL: e.NPS_BASE_URL,
      CONTACT_EMAIL: e.CONTACT_EMAIL,
      PLACE_TEXTS_DIR: e.PLACE_TEXTS_DIR,
    }).toEqual({
      SITE_URL: BUILD_SETTINGS.SITE_URL,
      MAP_STYLE_URL: BUILD_SETTINGS.MAP_STYLE_URL,
      PLACES_BASE_URL: BUILD_SETTINGS.PLACES_BASE_URL,
      NPS_BASE_URL: BUILD_SETTINGS.NPS_BASE_URL,
      CONTACT_EMAIL: BUILD_SETTINGS.CONTACT_EMAIL,
      PLACE_TEXTS_DIR: BUILD_SETTINGS.PLACE_TEXTS_DIR,
    });
    expect(siteOf(undefined).href).toBe('https://slctrips.com/');
  });

  it('each change the fingerprint that decides whether npm start rebuilds the site (CONTACT_EMAIL too)', () => {
    for (const name of BUILD_SETTING_NAMES) delete process.env[name];
    const before = sourceFingerprint();
    const seen = new Set([before]);
    for (const name of BUILD_SETTING_NAMES) {
      process.env[name] = name === 'CONTACT_EMAIL' ? 'help@example.com' : 'https://example.com/';
      seen.add(sourceFingerprint());
      delete process.env[name];
    }
    expect(BUILD_SETTING_NAMES).toContain('CONTACT_EMAIL');
    expect(seen.size).toBe(BUILD_SETTING_NAMES.length + 1);
    expect(sourceFingerprint()).toBe(before);
  });
});
