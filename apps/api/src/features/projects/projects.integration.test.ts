import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { buildApp } from '../../app.ts';
import type { Row } from '@aangan/db';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildApp({ config: { MEDIA_DIR: '/tmp/aangan-test-media' }, database: db });
  const cfg = (bhk: number, lo: number, hi: number) => ({
    label: `${bhk} BHK`,
    bhk,
    area_min: 1000,
    area_max: 2000,
    price_min: lo,
    price_max: hi,
  });
  const ins = (
    slug: string,
    name: string,
    builder: string,
    status: string,
    lo: number,
    hi: number,
    configs: object[],
    possession: string,
    created: string,
  ) =>
    db.query<Pick<Row<'projects'>, 'id'>>(
      `INSERT INTO projects (slug, name, builder_name, rera_number, status, locality, sector, price_min, price_max, configurations, possession_date, created_at)
      VALUES ($1, $2, $3, $4, $5, 'Sector 65', '65', $6, $7, $8, $9, $10) RETURNING id`,
      [slug, name, builder, `RC/REP/HARERA/GGM/${slug}`, status, lo, hi, JSON.stringify(configs), possession, created],
    );
  const a = await ins(
    'aravali-heights',
    'Aravali Heights',
    'Kesar Developers',
    'under_construction',
    25000000,
    60000000,
    [cfg(3, 25000000, 35000000), cfg(4, 45000000, 60000000)],
    '2028-06-30',
    '2026-01-02',
  );
  await ins(
    'sohna-greens',
    'Sohna Greens',
    'Trivani Buildcon',
    'new_launch',
    9000000,
    16000000,
    [cfg(2, 9000000, 11000000), cfg(3, 13000000, 16000000)],
    '2030-03-31',
    '2026-01-03',
  );
  await ins(
    'the-banyan',
    'The Banyan',
    'Sattva Estates',
    'ready_to_move',
    40000000,
    90000000,
    [cfg(4, 40000000, 90000000)],
    '2025-06-30',
    '2026-01-01',
  );
  const pid = a.rows[0]!.id;
  await db.query(
    `INSERT INTO properties (title, purpose, property_type, status, base_price, project_id) VALUES
    ('3 BHK in Aravali Heights', 'buy', 'apartment', 'active', 30000000, $1), ('Draft unit', 'buy', 'apartment', 'draft', 1, $1)`,
    [pid],
  );
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

const list = async (q: string) => {
  const res = await app.inject(`/api/v1/projects?${q}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { slug: string }[]).map((p) => p.slug);
};

describe('projects', () => {
  it('lists, filters and sorts projects', async () => {
    expect(await list('')).toEqual(['sohna-greens', 'aravali-heights', 'the-banyan']);
    expect(await list('sort_by=price_low')).toEqual(['sohna-greens', 'aravali-heights', 'the-banyan']);
    expect(await list('sort_by=possession')).toEqual(['the-banyan', 'aravali-heights', 'sohna-greens']);
    expect(await list('status=ready_to_move')).toEqual(['the-banyan']);
    expect(await list('builder=kesar')).toEqual(['aravali-heights']);
    expect(await list('q=banyan')).toEqual(['the-banyan']);
    expect(await list('bhk=2')).toEqual(['sohna-greens']);
    // A budget matches a project when its price range overlaps it.
    expect(await list('price_max=20000000')).toEqual(['sohna-greens']);
    expect(await list('locality=Sector 65&limit=1&page=2')).toEqual(['aravali-heights']);
  });
  it('rejects bad filters with a message', async () => {
    const res = await app.inject('/api/v1/projects?status=sold-out');
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toMatchObject({
      loc: ['query', 'status'],
      code: 'NOT_ONE_OF',
      params: { options: 'new_launch, under_construction, ready_to_move' },
      msg: 'Must be one of: new_launch, under_construction, ready_to_move',
    });
  });
  it('loads a project by slug with its RERA number, configurations and public units only', async () => {
    const p = (await app.inject('/api/v1/projects/aravali-heights')).json();
    expect(p).toMatchObject({
      name: 'Aravali Heights',
      rera_number: 'RC/REP/HARERA/GGM/aravali-heights',
      listed_units: 1,
    });
    expect(p.configurations.map((c: { label: string }) => c.label)).toEqual(['3 BHK', '4 BHK']);
    expect(p.units.map((u: { title: string }) => u.title)).toEqual(['3 BHK in Aravali Heights']);
    expect((await app.inject('/api/v1/projects/no-such-project')).statusCode).toBe(404);
    expect((await app.inject('/api/v1/projects/Bad%20Slug')).statusCode).toBe(422);
  });
  it("gives a project's specifications on its own page, in the builder's order (none until stated), not in the list", async () => {
    expect((await app.inject('/api/v1/projects/aravali-heights')).json().specifications).toEqual([]);
    const specs = [
      { label: 'Structure', value: 'RCC frame' },
      { label: 'Flooring', value: 'Vitrified tiles' },
    ];
    await db.query(`UPDATE projects SET specifications = $1::jsonb WHERE slug = 'aravali-heights'`, [
      JSON.stringify(specs),
    ]);
    expect((await app.inject('/api/v1/projects/aravali-heights')).json().specifications).toEqual(specs);
    const listed = (await app.inject('/api/v1/projects?q=aravali')).json().items[0];
    expect(listed.slug).toBe('aravali-heights');
    expect(listed).not.toHaveProperty('specifications');
    // Only a list: anything else is refused by the database.
    await expect(
      db.query(`UPDATE projects SET specifications = '{"a": 1}'::jsonb WHERE slug = 'aravali-heights'`),
    ).rejects.toThrow(/projects_specifications_list/);
  });
});

describe('places', () => {
  beforeAll(async () => {
    await db.query(`INSERT INTO localities (slug, name, kind, latitude, longitude, aliases, sector) VALUES
      ('golf-course-road', 'Golf Course Road', 'road', 28.44, 77.10, '{GCR}', '53'),
      ('golf-course-extension-road', 'Golf Course Extension Road', 'road', 28.40, 77.09, '{}', '62'),
      ('sector-54', 'Sector 54', 'sector', 28.435, 77.11, '{"Sec 54"}', '54'),
      ('dlf-phase-1', 'DLF Phase 1', 'locality', 28.47, 77.09, '{}', '28')`);
  });
  it('suggests places by prefix first, then fuzzy, and by alias', async () => {
    const names = async (q: string) =>
      (
        (await app.inject(`/api/v1/locations/suggest?q=${encodeURIComponent(q)}`)).json().items as { name: string }[]
      ).map((p) => p.name);
    expect(await names('golf')).toEqual(['Golf Course Road', 'Golf Course Extension Road']);
    expect(await names('golf corse')).toContain('Golf Course Road');
    expect(await names('sec 54')).toEqual(['Sector 54']);
    expect((await app.inject('/api/v1/locations/suggest?q=')).statusCode).toBe(422);
  });
  it('finds the nearest sector or locality to a point', async () => {
    const p = (await app.inject('/api/v1/locations/nearest?lat=28.436&lng=77.111')).json();
    expect(p.name).toBe('Sector 54');
    expect(p.distance_km).toBeLessThan(0.2);
  });
});
