// A project's HRERA registration: what the public sees (status, valid-until, a warning's data,
// nothing of unpublished projects), the publish rule, the back office's edit with its audit
// entry, and site visits refused for listings of projects closed to contact.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { buildApp } from '../../app.ts';
import { as, signUp, type Person } from '../../shared/testing/accounts.ts';
import { insertListing } from '../../shared/testing/listings.ts';
import { ist } from '../../shared/testing/time.ts';
import { createSitemapRepository } from '../content/seo/repository.ts';
import type { Row } from '@aangan/db';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let admin: Person;
let neha: Person;
const ids: Record<string, number> = {};

const project = async (
  slug: string,
  over: { rera?: string | null; hrera?: string; until?: string | null; published?: boolean } = {},
) => {
  const r = await db.query<Pick<Row<'projects'>, 'id'>>(
    `INSERT INTO projects (slug, name, builder_name, rera_number, hrera_status, hrera_valid_until, is_published)
    VALUES ($1, $2, 'Kesar Developers', $3, $4, $5, $6) RETURNING id`,
    [
      slug,
      slug.replace(/-/g, ' '),
      over.rera === undefined ? `RC/REP/HARERA/GGM/${slug}` : over.rera,
      over.hrera ?? 'registered',
      over.until === undefined ? '2030-06-30' : over.until,
      over.published ?? true,
    ],
  );
  ids[slug] = r.rows[0]!.id;
  return ids[slug];
};

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildApp({ config: { MEDIA_DIR: '/tmp/aangan-test-media' }, database: db });
  await project('aravali-heights');
  await project('green-meadows', { hrera: 'lapsed', until: '2025-01-31' });
  await project('crestview-towers', { hrera: 'revoked' });
  await project('aravali-foothills', { rera: null, hrera: 'applied', until: null, published: false });
  admin = await signUp(app, { full_name: 'Aarti Admin' });
  await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.id]);
  neha = await signUp(app, { full_name: 'Neha Verma' });
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

const slugs = async (q = '') => {
  const res = await app.inject(`/api/v1/projects?sort_by=name${q}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { slug: string }[]).map((p) => p.slug);
};
const detail = (res: { json(): unknown }) =>
  (res.json() as { detail: string | { loc: string[]; msg: string }[] }).detail;

describe('what the public sees of a registration', () => {
  it('shows the number, status and valid-until, and whether the project still takes enquiries', async () => {
    const ok = (await app.inject('/api/v1/projects/aravali-heights')).json();
    expect(ok).toMatchObject({
      rera_number: 'RC/REP/HARERA/GGM/aravali-heights',
      hrera_status: 'registered',
      hrera_valid_until: '2030-06-30',
      accepts_enquiries: true,
    });
    const lapsed = (await app.inject('/api/v1/projects/green-meadows')).json();
    expect(lapsed).toMatchObject({ hrera_status: 'lapsed', hrera_valid_until: '2025-01-31', accepts_enquiries: false });
    expect((await app.inject('/api/v1/projects/crestview-towers')).json()).toMatchObject({
      hrera_status: 'revoked',
      accepts_enquiries: false,
    });
  });

  it('filters the list by registration status', async () => {
    expect(await slugs()).toEqual(['aravali-heights', 'crestview-towers', 'green-meadows']);
    expect(await slugs('&hrera_status=lapsed')).toEqual(['green-meadows']);
    expect(await slugs('&hrera_status=registered')).toEqual(['aravali-heights']);
    const bad = await app.inject('/api/v1/projects?hrera_status=expired');
    expect(bad.statusCode).toBe(422);
    expect(detail(bad)).toEqual([
      expect.objectContaining({
        loc: ['query', 'hrera_status'],
        code: 'NOT_ONE_OF',
        msg: 'Must be one of: registered, lapsed, revoked, applied',
      }),
    ]);
  });

  it('keeps an unpublished project out of the list, its page and the sitemap', async () => {
    expect(await slugs('&q=foothills')).toEqual([]);
    expect(await slugs('&hrera_status=applied')).toEqual([]);
    expect((await app.inject('/api/v1/projects/aravali-foothills')).statusCode).toBe(404);
    const sitemap = await createSitemapRepository(db).rows(100, 0);
    expect(
      sitemap
        .filter((r) => r.kind === 'project')
        .map((r) => r.slug)
        .sort(),
    ).toEqual(['aravali-heights', 'crestview-towers', 'green-meadows']);
  });

  it('cannot hold a published project without a registration number, or one only applied for (the database refuses it too)', async () => {
    await expect(project('no-number', { rera: null })).rejects.toThrow(/projects_published_registered_check/);
    await expect(project('applied-published', { hrera: 'applied' })).rejects.toThrow(
      /projects_published_registered_check/,
    );
    await expect(project('unknown-status', { hrera: 'expired' })).rejects.toThrow(/projects_hrera_status_check/);
  });
});

describe('the back office edit', () => {
  const patch = (slug: string, body: unknown, who: Person = admin) =>
    as(app, who)('PATCH', `/admin/projects/${slug}`, body);
  const audits = async (id: number) =>
    (
      await db.query<Pick<Row<'audit_log'>, 'actor_id' | 'action' | 'before' | 'after'>>(
        `SELECT actor_id, action, before, after FROM audit_log WHERE entity = 'project' AND entity_id = $1 ORDER BY id`,
        [String(id)],
      )
    ).rows;

  it('lists every project, published or not, for admins only', async () => {
    const res = await as(app, admin)('GET', '/admin/projects');
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as { slug: string; is_published: boolean; rera_number: string | null }[];
    expect(items.find((p) => p.slug === 'aravali-foothills')).toMatchObject({
      is_published: false,
      rera_number: null,
      hrera_status: 'applied',
    });
    expect(
      (await as(app, admin)('GET', '/admin/projects?hrera_status=lapsed'))
        .json()
        .items.map((p: { slug: string }) => p.slug),
    ).toEqual(['green-meadows']);
    expect((await as(app, neha)('GET', '/admin/projects')).statusCode).toBe(403);
    expect((await as(app, null)('GET', '/admin/projects')).statusCode).toBe(401);
  });

  it('changes status and valid-until, and records who changed what, before and after', async () => {
    const res = await patch('green-meadows', { hrera_status: 'registered', hrera_valid_until: '2031-03-31' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      hrera_status: 'registered',
      hrera_valid_until: '2031-03-31',
      accepts_enquiries: true,
      is_published: true,
    });
    expect((await app.inject('/api/v1/projects/green-meadows')).json()).toMatchObject({
      hrera_status: 'registered',
      accepts_enquiries: true,
    });
    expect(await audits(ids['green-meadows']!)).toEqual([
      {
        actor_id: admin.id,
        action: 'project.hrera_update',
        before: {
          rera_number: 'RC/REP/HARERA/GGM/green-meadows',
          hrera_status: 'lapsed',
          hrera_valid_until: '2025-01-31',
          is_published: true,
        },
        after: {
          rera_number: 'RC/REP/HARERA/GGM/green-meadows',
          hrera_status: 'registered',
          hrera_valid_until: '2031-03-31',
          is_published: true,
        },
      },
    ]);
  });

  it('refuses to publish a project without a registration number (422 on rera_number), and publishes it with one', async () => {
    const id = ids['aravali-foothills']!;
    const res = await patch('aravali-foothills', { is_published: true, hrera_status: 'registered' });
    expect(res.statusCode).toBe(422);
    expect(detail(res)).toEqual([
      {
        loc: ['body', 'rera_number'],
        code: 'HRERA_NUMBER_NEEDED',
        msg: 'A published project needs its HRERA registration number: add the number or unpublish the project',
        type: 'value_error',
      },
    ]);
    const applied = await patch('aravali-foothills', {
      is_published: true,
      rera_number: 'RC/REP/HARERA/GGM/900/1/2026/1',
    });
    expect(applied.statusCode).toBe(422);
    expect(detail(applied)).toMatchObject([{ loc: ['body', 'hrera_status'] }]);
    // A published project cannot lose its number either.
    expect(detail(await patch('aravali-heights', { rera_number: '' }))).toMatchObject([
      { loc: ['body', 'rera_number'] },
    ]);
    expect(await audits(id)).toEqual([]);
    expect((await app.inject('/api/v1/projects/aravali-foothills')).statusCode).toBe(404);

    const ok = await patch('aravali-foothills', {
      is_published: true,
      rera_number: ' RC/REP/HARERA/GGM/900/1/2026/1 ',
      hrera_status: 'registered',
      hrera_valid_until: '2031-12-31',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await app.inject('/api/v1/projects/aravali-foothills')).json()).toMatchObject({
      rera_number: 'RC/REP/HARERA/GGM/900/1/2026/1',
      hrera_status: 'registered',
    });
    expect(await audits(id)).toMatchObject([
      { before: { is_published: false, rera_number: null }, after: { is_published: true, hrera_status: 'registered' } },
    ]);
    // Unpublished again: gone from public answers at once.
    expect((await patch('aravali-foothills', { is_published: false })).statusCode).toBe(200);
    expect((await app.inject('/api/v1/projects/aravali-foothills')).statusCode).toBe(404);
  });

  it('answers bad input with the field to fix, never a server error', async () => {
    const cases: [unknown, string, number][] = [
      [{}, '', 422],
      [{ hrera_valid_until: '2027-02-30' }, 'hrera_valid_until', 422],
      [{ hrera_valid_until: '31/03/2027' }, 'hrera_valid_until', 422],
      [{ hrera_valid_until: '2020-01-01' }, 'hrera_valid_until', 422], // registered until a past date: lapsed
      [{ hrera_status: 'expired' }, 'hrera_status', 422],
      [{ is_published: 'yes' }, 'is_published', 422],
      [{ rera_number: 'x'.repeat(101) }, 'rera_number', 422],
      [{ rera_number: '<script>' }, 'rera_number', 422],
      [{ rera_number: 'RC/REP/HARERA/GGM/crestview-towers' }, 'rera_number', 409], // another project's number
    ];
    for (const [body, field, status] of cases) {
      const res = await patch('aravali-heights', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      if (field) expect((detail(res) as { loc: string[] }[])[0]!.loc, JSON.stringify(body)).toEqual(['body', field]);
    }
    expect((await patch('no-such-project', { hrera_status: 'lapsed' })).statusCode).toBe(404);
    expect((await patch('Bad Slug', { hrera_status: 'lapsed' })).statusCode).toBe(422);
    expect((await patch('aravali-heights', { hrera_status: 'revoked' }, neha)).statusCode).toBe(403);
    expect(await audits(ids['aravali-heights']!)).toEqual([]);
  });
});

describe('site visits to listings of a project', () => {
  it('are refused (409, saying why) when its registration has lapsed or was revoked, or it is unpublished; taken otherwise', async () => {
    const unit = async (slug: string) =>
      insertListing(db, { title: `Flat in ${slug}`, purpose: 'buy', base_price: 20000000, project_id: ids[slug] });
    const book = async (property_id: number) =>
      as(app, neha)('POST', '/visits/', { property_id, scheduled_date: ist(3, '11:00') });
    await db.query(`UPDATE projects SET hrera_status = 'lapsed' WHERE slug = 'green-meadows'`);
    const lapsed = await book(await unit('green-meadows'));
    expect(lapsed.statusCode).toBe(409);
    expect(lapsed.json().code).toBe('PROJECT_LAPSED');
    expect(detail(lapsed)).toBe(
      'Site visits are closed: this project’s HRERA registration has lapsed. Existing visits can still be cancelled.',
    );
    const revoked = await book(await unit('crestview-towers'));
    expect(revoked.statusCode).toBe(409);
    expect(detail(revoked)).toMatch(/registration was revoked/);
    const hidden = await book(await unit('aravali-foothills'));
    expect(hidden.statusCode).toBe(409);
    expect(detail(hidden)).toMatch(/not published/);
    expect((await db.query(`SELECT count(*)::int AS n FROM visits`)).rows[0]).toEqual({ n: 0 });

    // A registered project's units, and listings in no project, take visits.
    const open = await unit('aravali-heights');
    const booked = await book(open);
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await book(await insertListing(db, { title: 'A flat in no project' }))).statusCode).toBe(201);

    // Once the registration lapses, the visit booked before can be cancelled but not moved.
    await db.query(`UPDATE projects SET hrera_status = 'lapsed' WHERE slug = 'aravali-heights'`);
    const id = booked.json().id as number;
    const moved = await as(app, neha)('POST', `/visits/${id}/reschedule`, { scheduled_date: ist(4, '12:00') });
    expect(moved.statusCode).toBe(409);
    expect(detail(moved)).toMatch(/registration has lapsed/);
    expect((await as(app, neha)('POST', `/visits/${id}/cancel`, {})).statusCode).toBe(200);
  });
});
