import http from 'node:http';
import { serveFake } from './serve.ts';

/**
 * A local stand-in for Supabase Storage's REST API (storage-api behind `{SUPABASE_URL}/storage/v1`),
 * as far as the photo store uses it: `POST /object/{bucket}/{path}` (upload; 400 "Duplicate"
 * without `x-upsert: true` when the object exists), `GET /object/{bucket}/{path}` (a private
 * object, with the service key), `DELETE /object/{bucket}` with `{prefixes: [...]}` (answers
 * the deleted objects). The key goes as `apikey` and `Authorization: Bearer`; a wrong one is
 * answered 403 `{"statusCode":"403","error":"Unauthorized","message":"invalid signature"}`,
 * a missing object 400 `{"statusCode":"404","error":"not_found","message":"Object not found"}`
 * as storage-api does.
 */
export interface FakeStorage {
  url: string;
  serviceKey: string;
  /** Objects by "bucket/path". */
  objects: Map<string, { bytes: Buffer; contentType: string }>;
  requests: Array<{ method: string; path: string }>;
  mode: 'ok' | 'error-500';
  close(): Promise<void>;
}

const storageError = (statusCode: string, error: string, message: string) => ({ statusCode, error, message });

export async function startFakeStorage(options: { port?: number; serviceKey?: string; buckets?: string[] } = {}): Promise<FakeStorage> {
  const buckets = new Set(options.buckets ?? ['place-photos']);
  const fake = { serviceKey: options.serviceKey ?? 'fake-service-role-key', objects: new Map(), requests: [], mode: 'ok' } as unknown as FakeStorage;
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    fake.requests.push({ method: req.method ?? 'GET', path: url.pathname });
    const send = (status: number, data: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(data));
    };
    const bearer = req.headers.authorization?.replace(/^Bearer\s+/i, '');
    if (req.headers.apikey !== fake.serviceKey || bearer !== fake.serviceKey) return send(403, storageError('403', 'Unauthorized', 'invalid signature'));
    if (fake.mode === 'error-500') return send(500, storageError('500', 'internal', 'Internal Server Error'));
    const match = /^\/storage\/v1\/object\/([^/]+)(?:\/(.+))?$/.exec(url.pathname);
    if (!match) return send(404, storageError('404', 'not_found', 'Route not found'));
    const [, bucket, objectPath] = match as unknown as [string, string, string | undefined];
    if (!buckets.has(bucket)) return send(400, storageError('404', 'Bucket not found', 'Bucket not found'));
    if (req.method === 'POST' && objectPath) {
      const key = `${bucket}/${objectPath}`;
      if (fake.objects.has(key) && req.headers['x-upsert'] !== 'true') return send(400, storageError('409', 'Duplicate', 'The resource already exists'));
      fake.objects.set(key, { bytes: body, contentType: String(req.headers['content-type'] ?? 'application/octet-stream') });
      return send(200, { Id: `00000000-0000-4000-8000-${String(fake.objects.size).padStart(12, '0')}`, Key: key });
    }
    if (req.method === 'GET' && objectPath) {
      const object = fake.objects.get(`${bucket}/${objectPath}`);
      if (!object) return send(400, storageError('404', 'not_found', 'Object not found'));
      res.writeHead(200, { 'content-type': object.contentType, 'content-length': String(object.bytes.length) });
      return res.end(object.bytes);
    }
    if (req.method === 'DELETE' && !objectPath) {
      const { prefixes } = JSON.parse(body.toString('utf8') || '{}') as { prefixes?: string[] };
      const deleted = (prefixes ?? []).filter((p) => fake.objects.delete(`${bucket}/${p}`)).map((name) => ({ name, bucket_id: bucket }));
      return send(200, deleted);
    }
    return send(404, storageError('404', 'not_found', 'Route not found'));
  });
  const served = await serveFake(server, options.port);
  fake.url = served.url;
  fake.close = served.close;
  return fake;
}
