import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStorage, type FakeStorage } from '../../../tests/fakes/supabaseStorage.ts';
import { localPhotoStore, type PhotoStore, supabasePhotoStore } from './photoStore.server.ts';

// One interface, tested the same way on both stores (decision 029).
let storage: FakeStorage;
let dir: string;
beforeAll(async () => {
  storage = await startFakeStorage();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-photos-'));
});
afterAll(async () => {
  await storage.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const FILE = '0b6f1c9e-2f4e-4d7a-9a51-3c2d1e0f9a8b-480.webp';
const stores: Array<[string, () => PhotoStore]> = [
  ['local files', () => localPhotoStore(dir)],
  ['Supabase Storage', () => supabasePhotoStore({ url: storage.url, serviceKey: storage.serviceKey, bucket: 'place-photos' })],
];

describe.each(stores)('the photo store on %s', (_name, make) => {
  it('writes, reads back, overwrites and removes a file', async () => {
    const store = make();
    expect(await store.get(FILE)).toBeNull();
    await store.put(FILE, new Uint8Array([1, 2, 3]), 'image/webp');
    expect(Array.from((await store.get(FILE))!)).toEqual([1, 2, 3]);
    await store.put(FILE, new Uint8Array([4]), 'image/webp');
    expect(Array.from((await store.get(FILE))!)).toEqual([4]);
    await store.remove([FILE]);
    expect(await store.get(FILE)).toBeNull();
  });

  it('refuses any name that is not one of our own files, before touching anything', async () => {
    const store = make();
    for (const bad of ['../secrets.webp', 'x.webp', `${FILE}/../x`, FILE.replace('.webp', '.svg')]) {
      await expect(store.put(bad, new Uint8Array([1]), 'image/webp')).rejects.toThrow(/not a photo file name/);
      await expect(store.get(bad)).rejects.toThrow(/not a photo file name/);
    }
  });
});

describe('the Supabase store', () => {
  it('sends the service key as Storage expects and stores the content type', async () => {
    const store = supabasePhotoStore({ url: storage.url, serviceKey: storage.serviceKey, bucket: 'place-photos' });
    await store.put(FILE, new Uint8Array([9]), 'image/webp');
    expect(storage.objects.get(`place-photos/${FILE}`)?.contentType).toBe('image/webp');
  });

  it('turns a wrong key or a failing service into a 503 that names no key', async () => {
    const wrong = supabasePhotoStore({ url: storage.url, serviceKey: 'not-the-key', bucket: 'place-photos' });
    await expect(wrong.put(FILE, new Uint8Array([1]), 'image/webp')).rejects.toMatchObject({
      status: 503,
      message: expect.not.stringContaining('not-the-key'),
    });
    const gone = supabasePhotoStore({ url: 'http://127.0.0.1:9', serviceKey: storage.serviceKey, bucket: 'place-photos' });
    await expect(gone.get(FILE)).rejects.toMatchObject({ status: 503 });
  });
});
