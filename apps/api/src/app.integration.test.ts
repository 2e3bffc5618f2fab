import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, FIELD_ERROR_CODES } from '@aangan/contracts';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { buildApp } from './app.ts';
import type { Row } from '@aangan/db';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let activeId: number;
let draftId: number;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildApp({ config: { MEDIA_DIR: '/tmp/aangan-test-media' }, database: db });
  const owner = await db.query<Pick<Row<'users'>, 'id'>>(
    `INSERT INTO users (phone, full_name, password_hash, role) VALUES ('+919800000001', 'Test Owner', 'x', 'owner') RETURNING id`,
  );
  const ins = async (title: string, status: string, createdAt: string) =>
    (
      await db.query<Pick<Row<'properties'>, 'id'>>(
        `INSERT INTO properties (owner_id, title, purpose, property_type, status, monthly_rent, bedrooms, locality, latitude, longitude, created_at)
     VALUES ($1, $2, 'rent', 'apartment', $3, 45000, 3, 'Sector 54', 28.43, 77.1, $4) RETURNING id`,
        [owner.rows[0]!.id, title, status, createdAt],
      )
    ).rows[0]!.id;
  activeId = await ins('3 BHK Apartment for Rent in Sector 54', 'active', '2026-11-01T00:00:00Z');
  await ins('Older active listing', 'active', '2026-10-01T00:00:00Z');
  draftId = await ins('Unreviewed draft', 'draft', '2026-11-10T00:00:00Z');
  await db.query(
    `INSERT INTO property_images (property_id, position, is_main, url, variants) VALUES ($1, 0, true, '/media/a.webp', '{"480":"/media/a-480.webp","960":"/media/a-960.webp"}')`,
    [activeId],
  );
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

describe('system endpoints', () => {
  it('answers liveness and readiness with the database kind', async () => {
    expect((await app.inject('/api/v1/health')).json()).toEqual({ status: 'ok' });
    const ready = await app.inject('/api/v1/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().database).toBe(db.kind);
  });
  it('gives unknown API paths a JSON 404 in the error envelope', async () => {
    const res = await app.inject('/api/v1/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 'NOT_FOUND',
      detail: 'Not found: GET /api/v1/nothing-here',
      params: { method: 'GET', path: '/api/v1/nothing-here' },
    });
  });
  it('lists every error code in the OpenAPI document, for answers and for fields', async () => {
    const doc = (await app.inject('/api/v1/openapi.json')).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>>;
    };
    // Every `code` enum of an error answer (`{code, detail}`) and of a field error (`{loc, msg, code}`).
    const answerEnums = new Set<string>();
    const fieldEnums = new Set<string>();
    const walk = (v: unknown): void => {
      if (!v || typeof v !== 'object') return;
      const props = (v as { properties?: Record<string, { enum?: string[] }> }).properties;
      const codes = props?.code?.enum;
      if (codes && props.detail) answerEnums.add(JSON.stringify(codes));
      if (codes && props.loc) fieldEnums.add(JSON.stringify(codes));
      for (const x of Object.values(v)) walk(x);
    };
    const refusals = Object.values(doc.paths).flatMap((methods) =>
      Object.values(methods).flatMap((op) =>
        Object.entries(op.responses ?? {}).filter(([status]) => status.startsWith('4')),
      ),
    );
    expect(refusals.length).toBeGreaterThan(50);
    walk(doc);
    expect([...answerEnums].map((e) => JSON.parse(e))).toEqual([ERROR_CODES]);
    expect([...fieldEnums].map((e) => JSON.parse(e) as string[])).toEqual([
      expect.arrayContaining([...FIELD_ERROR_CODES, 'PHONE_TAKEN']),
    ]);
  });
  it('publishes an OpenAPI document listing the routes', async () => {
    const doc = (await app.inject('/api/v1/openapi.json')).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/health', '/api/v1/properties', '/api/v1/properties/{id}']),
    );
    // One convention, no trailing slash (the other spelling is still answered).
    expect(Object.keys(doc.paths).filter((p) => p.endsWith('/'))).toEqual([]);
    expect((await app.inject('/api/v1/docs')).statusCode).toBeLessThan(400);
  });
  it('passes the recommended rules of an OpenAPI linter (Redocly) without an error', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'aangan-openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      writeFileSync(file, (await app.inject('/api/v1/openapi.json')).body);
      const bin = fileURLToPath(new URL('../../../node_modules/@redocly/cli/bin/cli.js', import.meta.url));
      const run = spawnSync(process.execPath, [bin, 'lint', file, '--format=stylish'], {
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      });
      const errors = `${run.stdout}${run.stderr}`.split('\n').filter((l) => /\berror\b/.test(l));
      expect(errors, run.stdout + run.stderr).toEqual([]);
      expect(run.status, run.stdout + run.stderr).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('gives every operation a unique operationId, and says which take no credentials', async () => {
    const doc = (await app.inject('/api/v1/openapi.json')).json() as {
      paths: Record<string, Record<string, { operationId?: string; security?: unknown[]; 'x-access'?: string }>>;
    };
    const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method, ...op })),
    );
    expect(ops.length).toBeGreaterThan(50);
    expect(ops.filter((o) => !o.operationId).map((o) => `${o.method} ${o.path}`)).toEqual([]);
    const ids = ops.map((o) => o.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(ops.find((o) => o.method === 'get' && o.path === '/api/v1/properties/{id}/similar')?.operationId).toBe(
      'getPropertiesIdSimilar',
    );
    for (const o of ops)
      expect([`${o.method} ${o.path}`, o.security]).toEqual([
        `${o.method} ${o.path}`,
        o['x-access'] === 'public' ? [] : [{ bearer: [] }, { session: [] }],
      ]);
  });
  it('echoes a request id', async () => {
    const res = await app.inject({ url: '/api/v1/health', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
  });
});

describe('public listings', () => {
  it('lists only active listings, newest first, with trailing slash or not', async () => {
    for (const url of ['/api/v1/properties/', '/api/v1/properties']) {
      const body = (await app.inject(url)).json();
      expect(body.total).toBe(2);
      expect(body.properties.map((p: { title: string }) => p.title)).toEqual([
        '3 BHK Apartment for Rent in Sector 54',
        'Older active listing',
      ]);
      expect(body.items).toEqual(body.properties);
      expect(body).toMatchObject({ page: 1, limit: 12, total_pages: 1 });
    }
  });
  it('rejects out-of-range input with 422 naming the field, and ignores empty values', async () => {
    const bad = await app.inject('/api/v1/properties/?limit=0');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].loc).toEqual(['query', 'limit']);
    const badPurpose = await app.inject('/api/v1/properties/?purpose=castle');
    expect(badPurpose.statusCode).toBe(422);
    expect((await app.inject('/api/v1/properties/?purpose=&limit=')).statusCode).toBe(200);
  });
  it('shows an active listing with its photos and hides drafts', async () => {
    const res = await app.inject(`/api/v1/properties/${activeId}`);
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p.monthly_rent).toBe(45000);
    expect(p.price).toBe(45000);
    expect(p.images).toHaveLength(1);
    expect(p.thumbnail).toBe('/media/a-480.webp');
    expect((await app.inject(`/api/v1/properties/${draftId}`)).statusCode).toBe(404);
    expect((await app.inject('/api/v1/properties/abc')).statusCode).toBe(422);
    expect((await app.inject('/api/v1/properties/99999999999')).statusCode).toBe(422);
  });
});
