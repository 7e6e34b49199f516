import { db, type Sql } from '../../server/db.ts';
import { errorText, log } from '../../server/log.ts';
import { forgetOnReset } from '../../server/processState.ts';
import { TRANSLATED_LOCALES } from '../../lib/messages/said.ts';
import { catalogueVersion } from './catalogueCache.server.ts';

/*
 * The pages of withdrawn places answer 410 at once, not at the next rebuild (issue 49, decision
 * 085). The prebuilt page of a place is a file the server answers from memory at >10,000 requests
 * a second, so a database read per page is out of the question: each process keeps the withdrawn
 * ids in memory. The instance that withdraws or restores a place changes its own set at once
 * (editDestination calls mark); every other instance on the database notices within one poll of
 * the catalogue version (the one-row counter a trigger bumps on any change to destinations,
 * 20261125040000 migration) and reloads the ids only when that version moved.
 */

/** Where the set is read from: the catalogue version, then the withdrawn ids (only when the version moved). */
export interface WithdrawnSource {
  version(): Promise<string>;
  ids(): Promise<string[]>;
}

/** The source on a database: `sql`, or the process's own connection when none is given. */
export function withdrawnSource(sql?: Sql): WithdrawnSource {
  const conn = () => (sql ? Promise.resolve(sql) : db());
  return {
    version: async () => catalogueVersion(await conn()),
    ids: async () => (await (await conn())<{ id: string }[]>`SELECT id FROM destinations WHERE withdrawn_at IS NOT NULL`).map((r) => r.id),
  };
}

/** How often an instance asks whether the catalogue changed elsewhere. */
export const WITHDRAWN_POLL_MS = 2_000;

const PREFIX = '/destinations/';
/** A language's prefix before a destination page (`/fr/destinations/…`, decision 105): its page is the same place's. */
const LANGUAGE = new RegExp(`^/(?:${TRANSLATED_LOCALES.join('|')})(?=/destinations/)`);

/**
 * The place id a request path names when it is a destination's own page (`/destinations/{id}`,
 * `…/`, `…/index.html`, in any language), else null.
 */
export function destinationPageId(pathname: string): string | null {
  const path = pathname.replace(LANGUAGE, '');
  if (!path.startsWith(PREFIX)) return null;
  let rest = path.slice(PREFIX.length);
  // The static layer decodes escapes (`/destinations/%61rches/`), so the check must as well.
  if (rest.includes('%')) {
    try {
      rest = decodeURIComponent(rest);
    } catch {
      return null;
    }
  }
  const slash = rest.indexOf('/');
  if (slash === -1) return rest || null;
  const tail = rest.slice(slash);
  return slash > 0 && (tail === '/' || tail === '/index.html') ? rest.slice(0, slash) : null;
}

type MarkListener = (id: string, withdrawn: boolean) => void;

/**
 * One process's set of withdrawn places. `isGone` is a Set lookup (no query, no promise) on the
 * static path of every destination page; `refresh` is the poll; `mark` is the change this
 * process made itself, which holds even against a poll that read the ids just before it.
 */
export class WithdrawnPages {
  private ids = new Set<string>();
  private version: string | null = null;
  private running: Promise<boolean> | null = null;
  private queued: Promise<boolean> | null = null;
  /** The marks made while a poll's read is under way: applied on top of what it read. */
  private marksDuringRead: Map<string, boolean> | null = null;
  private failing = false;
  private readonly listeners = new Set<MarkListener>();

  constructor(private readonly source: WithdrawnSource) {}

  /** Whether the path is the page of a withdrawn place. */
  isGone(pathname: string): boolean {
    if (this.ids.size === 0) return false;
    const id = destinationPageId(pathname);
    return id !== null && this.ids.has(id);
  }

  has(id: string): boolean {
    return this.ids.has(id);
  }

  /**
   * This process withdrew (or restored) `id`, committed: its page changes here at once. Listeners
   * hear it (the cluster's other workers, decision 067) unless `quiet` (a change heard from them).
   */
  mark(id: string, withdrawn: boolean, { quiet = false } = {}): void {
    if (withdrawn) this.ids.add(id);
    else this.ids.delete(id);
    this.marksDuringRead?.set(id, withdrawn);
    if (!quiet) for (const listener of this.listeners) listener(id, withdrawn);
  }

  /** Hears every mark this process makes; returns the unsubscribe. */
  onMark(listener: MarkListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * One poll: reads the catalogue version and, when it moved since the last read, the withdrawn
   * ids. A call while a poll runs waits for the next one (it starts after this call), so a
   * refresh always sees changes committed before it was called. True when the ids were reloaded.
   * Throws when the database cannot be read (the poller logs it and keeps the set it has).
   */
  refresh(): Promise<boolean> {
    if (!this.running) return this.start();
    this.queued ??= this.running.then(
      () => this.startQueued(),
      () => this.startQueued(),
    );
    return this.queued;
  }

  private startQueued(): Promise<boolean> {
    this.queued = null;
    return this.start();
  }

  private start(): Promise<boolean> {
    const run = this.read();
    this.running = run;
    const clear = () => {
      if (this.running === run) this.running = null;
    };
    run.then(clear, clear);
    return run;
  }

  private async read(): Promise<boolean> {
    const marks = new Map<string, boolean>();
    this.marksDuringRead = marks;
    try {
      const version = await this.source.version();
      if (version === this.version) return false;
      const next = new Set(await this.source.ids());
      for (const [id, withdrawn] of marks) {
        if (withdrawn) next.add(id);
        else next.delete(id);
      }
      this.ids = next;
      this.version = version;
      return true;
    } finally {
      if (this.marksDuringRead === marks) this.marksDuringRead = null;
    }
  }

  /**
   * Polls every `intervalMs` in the background until the returned stop is called: one poll at a
   * time, on an unref'd timer (it never keeps a process alive). A failed poll is logged once until
   * one succeeds again, and the set stays as it was.
   */
  poll(intervalMs = WITHDRAWN_POLL_MS): () => void {
    let timer: NodeJS.Timeout | undefined;
    let stopped = false;
    const tick = async () => {
      try {
        await this.refresh();
        if (this.failing) log.info('withdrawn', 'the withdrawn places can be read again');
        this.failing = false;
      } catch (error) {
        if (!this.failing) log.warn('withdrawn', `the withdrawn places could not be read (pages keep the last known set): ${errorText(error)}`);
        this.failing = true;
      }
      if (!stopped) schedule();
    };
    const schedule = () => {
      timer = setTimeout(() => void tick(), intervalMs);
      timer.unref();
    };
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }

  /** Forgets the set and the version read (a test's fresh process). */
  clear(): void {
    this.ids = new Set();
    this.version = null;
  }
}

/** This process's set: marked by editDestination, polled by the server (scripts/serveParts.ts). */
export const withdrawnPages = new WithdrawnPages(withdrawnSource());

forgetOnReset(() => withdrawnPages.clear());
