import fs from 'node:fs/promises';
import path from 'node:path';
import { HttpError } from '../../lib/errors.ts';
import { env } from '../../server/env.ts';
import { log } from '../../server/log.ts';

/**
 * Where partner photos' files live (decision 029): one interface, two stores. Production keeps
 * them in a private Supabase Storage bucket over its REST API with the service key; the
 * embedded server in files under $DATA_DIR/photos. Either way the browser gets them through
 * GET /api/photos/{file}, which checks who may see a photo before reading it.
 */
export interface PhotoStore {
  readonly kind: 'local' | 'supabase';
  put(file: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(file: string): Promise<Uint8Array<ArrayBuffer> | null>;
  remove(files: string[]): Promise<void>;
}

/** Our own file names only ("<uuid>-<width>.webp"): nothing from outside becomes a path. */
export const PHOTO_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-\d{2,4}\.webp$/;

function checkName(file: string): void {
  if (!PHOTO_FILE.test(file)) throw new Error(`not a photo file name: ${JSON.stringify(file).slice(0, 80)}`);
}

/** Files under a folder; written to a temporary name and renamed, so a reader never sees half a file. */
export function localPhotoStore(dir: string): PhotoStore {
  return {
    kind: 'local',
    async put(file, bytes) {
      checkName(file);
      await fs.mkdir(dir, { recursive: true });
      const tmp = path.join(dir, `.${file}.${process.pid}.tmp`);
      try {
        await fs.writeFile(tmp, bytes);
        await fs.rename(tmp, path.join(dir, file));
      } catch (error) {
        // A full disk (issue 37) leaves no half-written file behind; the upload answers 503.
        await fs.rm(tmp, { force: true });
        throw error;
      }
    },
    async get(file) {
      checkName(file);
      try {
        return new Uint8Array(await fs.readFile(path.join(dir, file)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(files) {
      for (const file of files) {
        checkName(file);
        await fs.rm(path.join(dir, file), { force: true });
      }
    },
  };
}

/**
 * Supabase Storage's REST API (`{SUPABASE_URL}/storage/v1`): `POST /object/{bucket}/{path}`
 * (x-upsert) to write, `GET /object/{bucket}/{path}` to read a private object, `DELETE
 * /object/{bucket}` with `{prefixes: [...]}` to remove; the service key as both `apikey` and
 * bearer token. A failure is a 503 that names no key.
 */
export function supabasePhotoStore(options: { url: string; serviceKey: string; bucket: string; timeoutMs?: number }): PhotoStore {
  const base = `${options.url.replace(/\/+$/, '')}/storage/v1/object`;
  const auth = { apikey: options.serviceKey, authorization: `Bearer ${options.serviceKey}` };
  const call = async (what: string, url: string, init: RequestInit): Promise<Response> => {
    let response: Response;
    try {
      response = await fetch(url, {
        ...init,
        headers: { ...auth, ...(init.headers as Record<string, string>) },
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      log.error('photos', `storage ${what}: request failed: ${(error as Error).message}`);
      throw new HttpError(503, 'The photo store could not be reached. Please try again later.');
    }
    return response;
  };
  const fail = async (what: string, response: Response): Promise<never> => {
    const body = await response.text().catch(() => '');
    log.error('photos', `storage ${what} answered ${response.status}: ${body.replace(/\s+/g, ' ').slice(0, 200)}`);
    throw new HttpError(503, 'The photo store is not answering right now. Please try again later.');
  };
  return {
    kind: 'supabase',
    async put(file, bytes, contentType) {
      checkName(file);
      const response = await call('upload', `${base}/${options.bucket}/${file}`, {
        method: 'POST',
        headers: { 'content-type': contentType, 'x-upsert': 'true', 'cache-control': 'max-age=31536000' },
        body: bytes as Uint8Array<ArrayBuffer>,
      });
      if (!response.ok) await fail('upload', response);
      await response.arrayBuffer();
    },
    async get(file) {
      checkName(file);
      const response = await call('read', `${base}/${options.bucket}/${file}`, { method: 'GET' });
      // Storage answers a missing object 404 (older versions: 400 with statusCode "404").
      if (response.status === 404 || response.status === 400) {
        await response.arrayBuffer();
        return null;
      }
      if (!response.ok) await fail('read', response);
      return new Uint8Array(await response.arrayBuffer());
    },
    async remove(files) {
      files.forEach(checkName);
      if (files.length === 0) return;
      const response = await call('delete', `${base}/${options.bucket}`, {
        method: 'DELETE',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ prefixes: files }),
      });
      if (!response.ok) await fail('delete', response);
      await response.arrayBuffer();
    },
  };
}

/** The store the settings name (PHOTO_STORE, else Supabase when its URL and service key are set). */
export function photoStore(): PhotoStore {
  const e = env();
  const kind = e.PHOTO_STORE ?? (e.SUPABASE_URL && e.SUPABASE_SERVICE_ROLE_KEY ? 'supabase' : 'local');
  if (kind === 'supabase') {
    if (!e.SUPABASE_URL || !e.SUPABASE_SERVICE_ROLE_KEY) throw new HttpError(503, 'Photo uploads are not available right now.');
    return supabasePhotoStore({ url: e.SUPABASE_URL, serviceKey: e.SUPABASE_SERVICE_ROLE_KEY, bucket: e.SUPABASE_PHOTO_BUCKET });
  }
  return localPhotoStore(path.join(e.dataDir, 'photos'));
}
