import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { MAX_BATCH_PAGES } from '@aangan/contracts';
import { buildApp } from '../../../app.ts';

const BAD_LOCALE = 'NOT_ONE_OF';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildApp({ config: { MEDIA_DIR: '/tmp/aangan-test-media' }, database: db });
  await db.query(`INSERT INTO pages (unique_name, title, summary, content, is_published, created_at, updated_at) VALUES
    ('terms-of-service', 'Terms of Service', NULL, '# Terms of Service\n\nThese terms govern…', true, '2026-11-01T00:00:00Z', '2026-11-02T08:30:00Z'),
    ('privacy-policy', 'Privacy Policy', 'What we keep and why.', '# Privacy Policy', true, '2026-11-01T00:00:00Z', '2026-11-01T00:00:00Z'),
    ('draft-policy', 'Draft Policy', NULL, 'Not yet', false, now(), now()),
    ('public', 'A page named public', NULL, 'Odd but allowed', true, now(), now())`);
  await db.query(`INSERT INTO content_blocks (key, data) VALUES ('faq', $1), ('service_areas', $2)`, [
    JSON.stringify([{ id: 1, btnText: 'Are listings verified?', bodyText: 'Yes.' }]),
    JSON.stringify(['Golf Course Road', 'Sohna Road']),
  ]);
  // Hindi: a published version of the privacy policy, one still being written of the terms, one
  // of the unpublished draft (hidden with it), and the FAQ in Hindi.
  await db.query(`INSERT INTO page_translations (page_id, locale, title, summary, content, is_published, created_at, updated_at)
    SELECT id, 'hi-IN', 'गोपनीयता नीति', 'हम क्या रखते हैं और क्यों।', '# गोपनीयता नीति\n\nडिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023', true, '2026-11-03T00:00:00Z', '2026-11-04T00:00:00Z' FROM pages WHERE unique_name = 'privacy-policy'
    UNION ALL SELECT id, 'hi-IN', 'सेवा की शर्तें', NULL, 'अधूरा', false, now(), now() FROM pages WHERE unique_name = 'terms-of-service'
    UNION ALL SELECT id, 'hi-IN', 'मसौदा', NULL, 'अभी नहीं', true, now(), now() FROM pages WHERE unique_name = 'draft-policy'`);
  await db.query(`INSERT INTO content_block_translations (key, locale, data) VALUES ('faq', 'hi-IN', $1)`, [
    JSON.stringify([{ id: 1, btnText: 'क्या लिस्टिंग सत्यापित हैं?', bodyText: 'हाँ।' }]),
  ]);
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

const get = (url: string) => app.inject(`/api/v1${url}`);
const batch = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/v1/pages/public/batch', payload: payload as string });
const terms = {
  unique_name: 'terms-of-service',
  title: 'Terms of Service',
  summary: null,
  content: '# Terms of Service\n\nThese terms govern…',
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-02T08:30:00.000Z',
  locale: 'en-IN',
};
const privacyHindi = {
  unique_name: 'privacy-policy',
  title: 'गोपनीयता नीति',
  summary: 'हम क्या रखते हैं और क्यों।',
  content: '# गोपनीयता नीति\n\nडिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023',
  created_at: '2026-11-03T00:00:00.000Z',
  updated_at: '2026-11-04T00:00:00.000Z',
  locale: 'hi-IN',
};
/** The field codes of a 422, each with where it points. */
const fieldErrors = (res: { json(): unknown }) =>
  (res.json() as { detail: { loc: unknown[]; code: string }[] }).detail.map((d) => [d.loc, d.code]);

describe('a public page', () => {
  it('is served by uniqueName, wrapped in page', async () => {
    const res = await get('/pages/terms-of-service/public');
    expect([res.statusCode, res.json()]).toEqual([200, { page: terms }]);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect((await get('/pages/privacy-policy/public/')).json().page.summary).toBe('What we keep and why.');
    expect((await get('/pages/public/public')).json().page.title).toBe('A page named public');
  });

  it('is not found when unpublished or unknown, and a malformed name is refused', async () => {
    for (const name of ['draft-policy', 'no-such-page']) {
      const res = await get(`/pages/${name}/public`);
      expect([res.statusCode, res.json()]).toEqual([404, { code: 'PAGE_NOT_FOUND', detail: 'Page not found' }]);
      expect(res.headers['cache-control']).toBeUndefined();
    }
    for (const name of ['Terms', 'a_b', 'x'.repeat(81), '%20']) {
      const res = await get(`/pages/${name}/public`);
      expect([res.statusCode, res.json().detail[0]]).toEqual([
        422,
        expect.objectContaining({
          loc: ['path', 'uniqueName'],
          code: 'PAGE_NAME_FORMAT',
          msg: 'uniqueName must be 1 to 80 lowercase letters, digits or hyphens',
        }),
      ]);
    }
  });
});

describe('a public page in Hindi (?locale=hi-IN)', () => {
  it('is the Hindi version where one is published, saying so', async () => {
    const res = await get('/pages/privacy-policy/public?locale=hi-IN');
    expect([res.statusCode, res.json()]).toEqual([200, { page: privacyHindi }]);
    expect(res.headers['content-language']).toBe('hi-IN');
    // English asked for, or nothing asked: the English page, which says it is English.
    for (const q of ['?locale=en-IN', '']) {
      const en = await get(`/pages/privacy-policy/public${q}`);
      expect([en.json().page.title, en.json().page.locale, en.headers['content-language']]).toEqual([
        'Privacy Policy',
        'en-IN',
        'en-IN',
      ]);
    }
  });

  it('is the English page, named as English, where the Hindi one is missing or not published yet', async () => {
    expect((await get('/pages/terms-of-service/public?locale=hi-IN')).json()).toEqual({ page: terms });
    const res = await get('/pages/public/public?locale=hi-IN');
    expect([res.json().page.title, res.json().page.locale, res.headers['content-language']]).toEqual([
      'A page named public',
      'en-IN',
      'en-IN',
    ]);
    // An unpublished English page hides its Hindi version too.
    expect((await get('/pages/draft-policy/public?locale=hi-IN')).statusCode).toBe(404);
  });

  it('refuses a language it does not know, naming the field', async () => {
    for (const bad of ['hi', 'en', 'fr-FR', 'HI-IN', '']) {
      const res = await get(`/pages/privacy-policy/public?locale=${bad}`);
      expect([res.statusCode, fieldErrors(res)], bad).toEqual([422, [[['query', 'locale'], BAD_LOCALE]]]);
    }
  });

  it('applies to the batch, as a POST body field and as a GET parameter', async () => {
    const hindi = {
      'privacy-policy': { page: privacyHindi },
      'terms-of-service': { page: terms },
      missing: { error: 'Page not found', code: 'PAGE_NOT_FOUND' },
    };
    const post = await batch({ uniqueNames: ['privacy-policy', 'terms-of-service', 'missing'], locale: 'hi-IN' });
    expect([post.statusCode, post.json()]).toEqual([200, { pages: hindi }]);
    const got = await get('/pages/public?uniqueNames=privacy-policy,terms-of-service,missing&locale=hi-IN');
    expect([got.statusCode, got.json()]).toEqual([200, { pages: hindi }]);
    expect((await batch({ uniqueNames: ['privacy-policy'] })).json().pages['privacy-policy'].page.locale).toBe('en-IN');
    const badPost = await batch({ uniqueNames: ['privacy-policy'], locale: 'hindi' });
    expect([badPost.statusCode, fieldErrors(badPost)]).toEqual([422, [[['body', 'locale'], BAD_LOCALE]]]);
    const badGet = await get('/pages/public?uniqueNames=privacy-policy&locale=xx');
    expect([badGet.statusCode, fieldErrors(badGet)]).toEqual([422, [[['query', 'locale'], BAD_LOCALE]]]);
  });
});

describe('many public pages at once', () => {
  it('maps every asked name (once) to its page or an error, keeping good names when one is malformed', async () => {
    const res = await batch({
      uniqueNames: ['terms-of-service', 'draft-policy', 'missing', 'terms-of-service', 'Bad Name', 'privacy-policy'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBeUndefined();
    const { pages } = res.json();
    expect(Object.keys(pages).sort()).toEqual([
      'Bad Name',
      'draft-policy',
      'missing',
      'privacy-policy',
      'terms-of-service',
    ]);
    expect(pages['terms-of-service']).toEqual({ page: terms });
    expect(pages['privacy-policy'].page.title).toBe('Privacy Policy');
    expect(pages['draft-policy']).toEqual({ error: 'Page not found', code: 'PAGE_NOT_FOUND' });
    expect(pages.missing).toEqual({ error: 'Page not found', code: 'PAGE_NOT_FOUND' });
    expect(pages['Bad Name']).toEqual({
      error: 'uniqueName must be 1 to 80 lowercase letters, digits or hyphens',
      code: 'PAGE_NAME_FORMAT',
    });
    expect((await batch({ uniqueNames: [] })).json()).toEqual({ pages: {} });
  });

  it('answers a code and its message for a body that is not a list of names', async () => {
    const msg = async (payload: unknown) => {
      const res =
        typeof payload === 'undefined'
          ? await app.inject({ method: 'POST', url: '/api/v1/pages/public/batch' })
          : await batch(payload);
      expect(res.statusCode, res.body).toBe(422);
      return res
        .json()
        .detail.map((d: { msg: string }) => d.msg)
        .join(', ');
    };
    expect((await batch({})).json().detail).toEqual([
      {
        loc: ['body', 'uniqueNames'],
        code: 'PAGE_NAMES_LIST',
        msg: 'uniqueNames must be an array',
        type: 'invalid_type',
      },
    ]);
    expect(
      (await batch({ uniqueNames: Array.from({ length: MAX_BATCH_PAGES + 1 }, (_, i) => `p-${i}`) })).json().detail[0],
    ).toMatchObject({ code: 'TOO_MANY_PAGES', params: { max: MAX_BATCH_PAGES } });
    expect(await msg({ uniqueNames: 'terms-of-service' })).toBe('uniqueNames must be an array');
    expect(await msg({})).toBe('uniqueNames must be an array');
    expect(await msg(['terms-of-service'])).toBe('uniqueNames must be an array');
    expect(await msg(undefined)).toBe('uniqueNames must be an array');
    expect(await msg({ uniqueNames: ['terms-of-service', ''] })).toBe('uniqueName is required to fetch a public page');
    expect(await msg({ uniqueNames: [null] })).toBe('uniqueName is required to fetch a public page');
    expect(await msg({ uniqueNames: Array.from({ length: MAX_BATCH_PAGES + 1 }, (_, i) => `p-${i}`) })).toBe(
      `At most ${MAX_BATCH_PAGES} pages can be fetched at once`,
    );
    expect((await batch({ uniqueNames: Array.from({ length: MAX_BATCH_PAGES }, (_, i) => `p-${i}`) })).statusCode).toBe(
      200,
    );
  });

  it('can be fetched with GET too, names repeated or comma-separated, and cached', async () => {
    for (const q of [
      'uniqueNames=terms-of-service&uniqueNames=missing',
      'uniqueNames=terms-of-service,missing',
      'uniqueNames=terms-of-service,missing&uniqueNames=missing',
    ]) {
      const res = await get(`/pages/public?${q}`);
      expect([res.statusCode, res.json()]).toEqual([
        200,
        {
          pages: { 'terms-of-service': { page: terms }, missing: { error: 'Page not found', code: 'PAGE_NOT_FOUND' } },
        },
      ]);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
    }
    expect(
      (await get('/pages/public?uniqueNames=privacy-policy')).json().pages['privacy-policy'].page.unique_name,
    ).toBe('privacy-policy');
    expect((await get('/pages/public')).json().detail[0].msg).toBe('uniqueNames must be an array');
    expect((await get('/pages/public?uniqueNames=a,,b')).json().detail[0].msg).toBe(
      'uniqueName is required to fetch a public page',
    );
  });
});

describe('site content', () => {
  it('is served by key as stored', async () => {
    const res = await get('/content/faq');
    expect([res.statusCode, res.json()]).toEqual([
      200,
      { key: 'faq', locale: 'en-IN', data: [{ id: 1, btnText: 'Are listings verified?', bodyText: 'Yes.' }] },
    ]);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect((await get('/content/service_areas/')).json().data).toEqual(['Golf Course Road', 'Sohna Road']);
  });
  it('is in Hindi where the block has a Hindi version, else in English, saying which; an unknown language is refused', async () => {
    const hi = await get('/content/faq?locale=hi-IN');
    expect([hi.statusCode, hi.json(), hi.headers['content-language']]).toEqual([
      200,
      { key: 'faq', locale: 'hi-IN', data: [{ id: 1, btnText: 'क्या लिस्टिंग सत्यापित हैं?', bodyText: 'हाँ।' }] },
      'hi-IN',
    ]);
    const fallback = await get('/content/service_areas?locale=hi-IN');
    expect([fallback.json(), fallback.headers['content-language']]).toEqual([
      { key: 'service_areas', locale: 'en-IN', data: ['Golf Course Road', 'Sohna Road'] },
      'en-IN',
    ]);
    expect((await get('/content/team?locale=hi-IN')).statusCode).toBe(404);
    const bad = await get('/content/faq?locale=hi_IN');
    expect([bad.statusCode, fieldErrors(bad)]).toEqual([422, [[['query', 'locale'], BAD_LOCALE]]]);
  });
  it('is 404 for a known key with nothing stored, 422 for a key that is not one', async () => {
    expect([(await get('/content/team')).statusCode, (await get('/content/team')).json()]).toEqual([
      404,
      { code: 'CONTENT_NOT_FOUND', detail: 'Content not found' },
    ]);
    const bad = await get('/content/secrets');
    expect([bad.statusCode, fieldErrors(bad)]).toEqual([422, [[['path', 'key'], 'NOT_ONE_OF']]]);
  });
  it('is described in the OpenAPI document', async () => {
    const doc = (await get('/openapi.json')).json();
    expect(doc.paths['/api/v1/pages/public/batch'].post.tags).toEqual(['pages']);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/pages/{uniqueName}/public', '/api/v1/pages/public', '/api/v1/content/{key}']),
    );
    // The language parameter is documented where it is taken, with the languages it knows.
    for (const path of ['/api/v1/pages/{uniqueName}/public', '/api/v1/pages/public', '/api/v1/content/{key}']) {
      const locale = (
        doc.paths[path].get.parameters as { in: string; name: string; schema: { enum: string[] } }[]
      ).find((p) => p.in === 'query' && p.name === 'locale');
      expect(locale?.schema.enum, path).toEqual(['en-IN', 'hi-IN']);
    }
    expect(
      doc.paths['/api/v1/pages/{uniqueName}/public'].get.responses['200'].content['application/json'].schema.properties
        .page.properties.locale.enum,
    ).toEqual(['en-IN', 'hi-IN']);
  });
});

describe('the site figures', () => {
  it('count live listings, those verified in the last 30 days, their localities and published projects (each with its HRERA number)', async () => {
    await db.query(`INSERT INTO properties (title, purpose, property_type, status, monthly_rent, locality, verified_at) VALUES
      ('Live, verified this week', 'rent', 'apartment', 'active', 30000, 'Sector 45', now() - interval '3 days'),
      ('Live, verified long ago, same sector written otherwise', 'rent', 'apartment', 'active', 31000, ' sector 45', now() - interval '40 days'),
      ('Live, in another locality', 'rent', 'house', 'active', 50000, 'DLF Phase 3', now() - interval '29 days'),
      ('Live, without a locality', 'rent', 'room', 'active', 9000, '', NULL),
      ('A draft elsewhere', 'rent', 'apartment', 'draft', 20000, 'Sohna Road', now()),
      ('Rented out elsewhere', 'rent', 'apartment', 'rented', 20000, 'Sector 56', now() - interval '1 day')`);
    await db.query(`INSERT INTO projects (slug, name, builder_name, rera_number, status, locality, sector, is_published) VALUES
      ('shown', 'Shown', 'B', 'RC/REP/HARERA/GGM/1', 'new_launch', 'Sector 65', '65', true),
      ('hidden', 'Hidden', 'B', 'RC/REP/HARERA/GGM/2', 'new_launch', 'Sector 65', '65', false),
      ('unregistered', 'Unregistered', 'B', NULL, 'new_launch', 'Sector 65', '65', false)`);
    const res = await get('/site/figures');
    expect([res.statusCode, res.json()]).toEqual([
      200,
      { live_listings: 4, verified_last_30_days: 2, localities: 2, projects: 1 },
    ]);
  });
});
