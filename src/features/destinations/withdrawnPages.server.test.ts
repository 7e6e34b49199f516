import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../tests/helpers/database.ts';
import { log } from '../../server/log.ts';
import { destinationPageId, WITHDRAWN_POLL_MS, WithdrawnPages, withdrawnSource, type WithdrawnSource } from './withdrawnPages.server.ts';

/** A database stand-in: a version and the withdrawn ids, each read counted; `hold` stops the next ids read after it read. */
function fakeSource(initial: { version: string; ids: string[] }) {
  const state = { ...initial, versionReads: 0, idReads: 0, fail: false };
  let gate: { reached(): void; wait: Promise<void> } | null = null;
  const source: WithdrawnSource = {
    async version() {
      state.versionReads++;
      if (state.fail) throw new Error('connection refused');
      return state.version;
    },
    async ids() {
      state.idReads++;
      const ids = [...state.ids];
      const g = gate;
      gate = null;
      if (g) {
        g.reached();
        await g.wait;
      }
      return ids;
    },
  };
  const hold = () => {
    let release!: () => void;
    let reached!: () => void;
    const wait = new Promise<void>((r) => (release = r));
    const reachedPromise = new Promise<void>((r) => (reached = r));
    gate = { reached, wait };
    return { reached: reachedPromise, release };
  };
  return { state, source, hold };
}

describe('which paths are a destination page', () => {
  it('names the id of the page in each of its forms, escapes decoded', () => {
    expect(destinationPageId('/destinations/arches/')).toBe('arches');
    expect(destinationPageId('/destinations/arches')).toBe('arches');
    expect(destinationPageId('/destinations/arches/index.html')).toBe('arches');
    expect(destinationPageId('/destinations/%61rches/')).toBe('arches');
    // Its French and Spanish pages are the same place's (decision 105).
    expect(destinationPageId('/fr/destinations/arches/')).toBe('arches');
    expect(destinationPageId('/es/destinations/arches/index.html')).toBe('arches');
  });

  it('is not fooled by other paths under /destinations/ or bad escapes', () => {
    for (const path of [
      '/destinations/',
      '/destinations/page/2/',
      '/destinations/arches/photo.jpg',
      '/destination/arches/',
      '/destinations/%E0%A4%A/',
      '/x/destinations/arches/',
      '/de/destinations/arches/',
      '/fr/arches/',
    ]) {
      expect(destinationPageId(path), path).not.toBe('arches');
    }
    expect(destinationPageId('/destinations/%E0%A4%A/')).toBeNull();
  });
});

describe('the withdrawn pages of one process', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    // Mocks first: a spy on the fake setTimeout would otherwise put it back after the real one.
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('reloads the ids only when the catalogue version moved', async () => {
    const { state, source } = fakeSource({ version: '1', ids: ['arches'] });
    const pages = new WithdrawnPages(source);
    expect(pages.isGone('/destinations/arches/')).toBe(false);
    expect(await pages.refresh()).toBe(true);
    expect(pages.isGone('/destinations/arches/')).toBe(true);
    expect(pages.isGone('/destinations/zion/')).toBe(false);
    expect(await pages.refresh()).toBe(false);
    expect(state).toMatchObject({ versionReads: 2, idReads: 1 });
    state.version = '2';
    state.ids = ['zion'];
    expect(await pages.refresh()).toBe(true);
    expect([pages.isGone('/destinations/arches/'), pages.isGone('/destinations/zion/')]).toEqual([false, true]);
    expect(state.idReads).toBe(2);
  });

  it('polls every two seconds in the background, one poll at a time, until stopped', async () => {
    const { state, source } = fakeSource({ version: '1', ids: [] });
    const pages = new WithdrawnPages(source);
    const stop = pages.poll();
    expect(state.versionReads).toBe(0);
    await vi.advanceTimersByTimeAsync(WITHDRAWN_POLL_MS - 1);
    expect(state.versionReads).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.versionReads).toBe(1);
    // Withdrawn on another instance: seen within one poll.
    state.version = '2';
    state.ids = ['arches'];
    await vi.advanceTimersByTimeAsync(WITHDRAWN_POLL_MS);
    expect(pages.isGone('/destinations/arches/')).toBe(true);
    await vi.advanceTimersByTimeAsync(3 * WITHDRAWN_POLL_MS);
    expect(state).toMatchObject({ versionReads: 5, idReads: 2 });
    stop();
    await vi.advanceTimersByTimeAsync(10 * WITHDRAWN_POLL_MS);
    expect(state.versionReads).toBe(5);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never keeps the process alive: its timer is unref’d', () => {
    const unref = vi.fn();
    vi.spyOn(globalThis, 'setTimeout').mockImplementation((() => ({ unref })) as unknown as typeof setTimeout);
    new WithdrawnPages(fakeSource({ version: '1', ids: [] }).source).poll();
    expect(unref).toHaveBeenCalledTimes(1);
  });

  it('keeps the set it has while the database cannot be read, says so once, and catches up after', async () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
    const info = vi.spyOn(log, 'info').mockImplementation(() => {});
    const { state, source } = fakeSource({ version: '1', ids: ['arches'] });
    const pages = new WithdrawnPages(source);
    await pages.refresh();
    const stop = pages.poll();
    state.fail = true;
    await vi.advanceTimersByTimeAsync(5 * WITHDRAWN_POLL_MS);
    expect(state.versionReads).toBe(6);
    expect(pages.isGone('/destinations/arches/')).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[1]).toMatch(/connection refused/);
    state.fail = false;
    state.version = '2';
    state.ids = [];
    await vi.advanceTimersByTimeAsync(WITHDRAWN_POLL_MS);
    expect(pages.isGone('/destinations/arches/')).toBe(false);
    expect(info).toHaveBeenCalledTimes(1);
    stop();
  });

  it('holds its own withdrawal against a poll that read the ids just before it', async () => {
    const { state, source, hold } = fakeSource({ version: '1', ids: [] });
    const pages = new WithdrawnPages(source);
    await pages.refresh();
    state.version = '2';
    const held = hold();
    const polling = pages.refresh();
    await held.reached;
    // The withdrawal commits and this process marks it while the poll's older read is in flight.
    state.version = '3';
    state.ids = ['arches'];
    pages.mark('arches', true);
    expect(pages.isGone('/destinations/arches/')).toBe(true);
    held.release();
    await polling;
    expect(pages.isGone('/destinations/arches/')).toBe(true);
    // The next poll reads the newer version and agrees.
    expect(await pages.refresh()).toBe(true);
    expect(pages.isGone('/destinations/arches/')).toBe(true);
  });

  it('answers a refresh asked during a poll with a read that starts after it was asked', async () => {
    const { state, source, hold } = fakeSource({ version: '1', ids: [] });
    const pages = new WithdrawnPages(source);
    const held = hold();
    const first = pages.refresh();
    await held.reached;
    state.version = '2';
    state.ids = ['arches'];
    const second = pages.refresh();
    expect(pages.refresh()).toBe(second);
    held.release();
    await first;
    await second;
    expect(pages.isGone('/destinations/arches/')).toBe(true);
  });

  it('tells its listeners of its own marks, not of the ones it heard', () => {
    const pages = new WithdrawnPages(fakeSource({ version: '1', ids: [] }).source);
    const heard: Array<[string, boolean]> = [];
    const off = pages.onMark((id, withdrawn) => heard.push([id, withdrawn]));
    pages.mark('arches', true);
    pages.mark('zion', true, { quiet: true });
    pages.mark('arches', false);
    off();
    pages.mark('bryce', true);
    expect(heard).toEqual([
      ['arches', true],
      ['arches', false],
    ]);
    expect([pages.has('arches'), pages.has('zion'), pages.has('bryce')]).toEqual([false, true, true]);
  });
});

describe('the withdrawn places on a database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('reads the catalogue version and the withdrawn ids, and sees a withdrawal by the version moving', async () => {
    const sql = database.sql;
    await sql`INSERT INTO destinations (id, name, category) VALUES ('withdrawn-source-a', 'Withdrawn Source A', 'Family Fun'), ('withdrawn-source-b', 'Withdrawn Source B', 'Family Fun')`;
    const pages = new WithdrawnPages(withdrawnSource(sql));
    await pages.refresh();
    expect(pages.has('withdrawn-source-a')).toBe(false);
    await sql`UPDATE destinations SET withdrawn_at = now() WHERE id = 'withdrawn-source-a'`;
    expect(await pages.refresh()).toBe(true);
    expect([pages.has('withdrawn-source-a'), pages.has('withdrawn-source-b')]).toEqual([true, false]);
    expect(await pages.refresh()).toBe(false);
    await sql`UPDATE destinations SET withdrawn_at = NULL WHERE id = 'withdrawn-source-a'`;
    expect(await pages.refresh()).toBe(true);
    expect(pages.has('withdrawn-source-a')).toBe(false);
  });
});
