// The S3-compatible store, against a stand-in for the bucket (the only part outside our system):
// it must sign every request, address objects path-style, and send the cache header.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, localStore, s3Store } from './store.ts';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}
const seen: Seen[] = [];
let status = 200;
const bucket = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    seen.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks) });
    res.writeHead(status).end(status >= 400 ? '<Error><Code>AccessDenied</Code></Error>' : '');
  });
});
let endpoint = '';
beforeAll(async () => {
  await new Promise<void>((r) => bucket.listen(0, '127.0.0.1', r));
  endpoint = `http://127.0.0.1:${(bucket.address() as AddressInfo).port}`;
});
afterAll(() => {
  bucket.close();
});

const store = () =>
  s3Store({
    endpoint,
    bucket: 'aangan-media',
    region: 'ap-south-1',
    accessKeyId: 'AKIDTEST',
    secretAccessKey: 'secret',
    publicUrl: 'https://cdn.aangan.test/',
  });

describe('media stores', () => {
  it('puts and deletes signed objects in an S3-compatible bucket and links to the public address', async () => {
    seen.length = 0;
    status = 200;
    await store().put('42/0123456789abcdef-480.webp', Buffer.from('RIFF....WEBP'), 'image/webp');
    await store().remove(['42/0123456789abcdef-480.webp']);
    expect(seen.map((s) => [s.method, s.url])).toEqual([
      ['PUT', '/aangan-media/42/0123456789abcdef-480.webp'],
      ['DELETE', '/aangan-media/42/0123456789abcdef-480.webp'],
    ]);
    expect(seen[0]!.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/ap-south-1\/s3\/aws4_request, SignedHeaders=\S+, Signature=[0-9a-f]{64}$/,
    );
    expect([seen[0]!.headers['content-type'], seen[0]!.headers['cache-control'], seen[0]!.body.toString()]).toEqual([
      'image/webp',
      IMMUTABLE,
      'RIFF....WEBP',
    ]);
    expect(store().url('42/0123456789abcdef-480.webp')).toBe('https://cdn.aangan.test/42/0123456789abcdef-480.webp');
  });

  it('reports a refusing bucket, and treats deleting a missing object as done', async () => {
    status = 403;
    await expect(store().put('1/a-480.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      'media bucket answered 403 to PUT: <Error><Code>AccessDenied',
    );
    status = 404;
    await expect(store().remove(['1/a-480.webp'])).resolves.toBeUndefined();
  });

  it('never lets a key leave its folder', async () => {
    expect(() => localStore('/tmp/m').url('../../etc/passwd')).toThrow('unsafe media key');
    await expect(store().put('/abs/key', Buffer.from('x'), 'image/webp')).rejects.toThrow('unsafe media key');
  });
});
