import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { buildApp } from '../../../app.ts';
import { as, signUp, type Person } from '../../../shared/testing/accounts.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let admin: Person;
let agent: Person;
let user: Person;
let owner: Person;
let ip = 0;

const send = (form: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/v1/f/${form}`, payload, remoteAddress: `10.40.0.${++ip}` });
const enquiry = (over: Record<string, unknown> = {}) => ({
  full_name: 'Ritu Yadav',
  email: 'ritu@example.in',
  phone: '98100 12345',
  property_type: 'villa',
  property_location: 'Sector 57',
  terms_agreement: true,
  ...over,
});

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildApp({ config: { MEDIA_DIR: '/tmp/aangan-test-media' }, database: db });
  admin = await signUp(app, { full_name: 'Aarti Admin' });
  agent = await signUp(app, { full_name: 'Vikram Agent' });
  user = await signUp(app);
  owner = await signUp(app, { full_name: 'Owner Person' });
  await db.query(`UPDATE users SET role = 'owner' WHERE id = $1`, [owner.id]);
  await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.id]);
  await db.query(`UPDATE users SET role = 'agent' WHERE id = $1`, [agent.id]);
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

describe('the inbox', () => {
  it('is refused to visitors (401) and to users, owners and agents (403), before validation', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/admin/forms?status=bogus'],
      ['GET', '/admin/forms/1'],
      ['PATCH', '/admin/forms/1', { status: 'closed' }],
      ['POST', '/admin/forms/1/notes', {}],
      ['GET', '/admin/newsletter.csv'],
    ];
    for (const [method, url, body] of calls) {
      expect((await as(app, null)(method as 'GET', url, body)).statusCode, url).toBe(401);
      expect((await as(app, user)(method as 'GET', url, body)).statusCode, url).toBe(403);
      expect((await as(app, agent)(method as 'GET', url, body)).statusCode, url).toBe(403);
      expect((await as(app, owner)(method as 'GET', url, body)).statusCode, url).toBe(403);
    }
  });

  it('filters valuation requests apart from other owner enquiries', async () => {
    await send('post-property', enquiry({ enquiry: 'valuation' }));
    await send('post-property', enquiry({ enquiry: 'listing', email: 'lister@example.in' }));
    await send('post-property', enquiry({ email: 'plain@example.in' }));
    const call = as(app, admin);
    const valuations = (await call('GET', '/admin/forms?form_id=valuation')).json();
    expect(valuations.items.map((i: { email: string }) => i.email)).toEqual(['ritu@example.in']);
    expect(valuations.total).toBe(1);
    expect((await call('GET', '/admin/forms?form_id=post-property')).json().total).toBe(3);
    expect((await call('GET', '/admin/forms?form_id=nope')).json().detail[0].msg).toBe(
      'Must be one of: newsletter, contact, post-property, owner-onboarding, deletion-request, valuation',
    );
  });

  it('keeps notes with author and time, moves a new submission to in progress, and closes it', async () => {
    await send('contact', {
      name: 'Meera Sharma',
      email: 'meera@example.in',
      address: 'Sector 57',
      message: 'Call me please',
    });
    const call = as(app, admin);
    const id = (await call('GET', '/admin/forms?form_id=contact')).json().items[0].id;
    expect((await call('POST', `/admin/forms/${id}/notes`, { text: '   ' })).json().detail[0]).toMatchObject({
      loc: ['body', 'text'],
      code: 'REQUIRED',
      msg: 'This field is required',
    });
    const noted = await call('POST', `/admin/forms/${id}/notes`, { text: 'Called back, wants 3 BHK in Sector 57' });
    expect(noted.statusCode).toBe(201);
    expect(noted.json()).toMatchObject({ id, status: 'in_progress', handled_by: admin.id });
    expect(noted.json().notes).toEqual([
      {
        id: expect.any(Number),
        author_id: admin.id,
        author_name: 'Aarti Admin',
        text: 'Called back, wants 3 BHK in Sector 57',
        at: expect.any(String),
      },
    ]);
    await call('POST', `/admin/forms/${id}/notes`, { text: 'Sent three listings' });
    const closed = (await call('PATCH', `/admin/forms/${id}`, { status: 'closed' })).json();
    expect(closed.status).toBe('closed');
    const one = (await call('GET', `/admin/forms/${id}`)).json();
    expect(one.notes.map((n: { text: string }) => n.text)).toEqual([
      'Called back, wants 3 BHK in Sector 57',
      'Sent three listings',
    ]);
    expect((await call('GET', '/admin/forms/999999')).json()).toEqual({
      code: 'SUBMISSION_NOT_FOUND',
      detail: 'Submission not found',
    });
    expect((await call('POST', '/admin/forms/999999/notes', { text: 'x' })).statusCode).toBe(404);
    // Each change is audited; the note's text is not copied into the trail.
    const audit = await db.query(
      `SELECT action, before, after FROM audit_log WHERE entity = 'form_submission' AND entity_id = $1 ORDER BY id`,
      [String(id)],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['form.note', 'form.note', 'form.status']);
    expect(audit.rows[2]).toMatchObject({ before: { status: 'in_progress' }, after: { status: 'closed' } });
    expect(JSON.stringify(audit.rows)).not.toContain('3 BHK');
  });

  it('old resolved and rejected submissions read as closed (migration 0011)', async () => {
    expect(
      (await db.query(`SELECT count(*)::int AS n FROM form_submissions WHERE status IN ('resolved', 'rejected')`))
        .rows[0],
    ).toEqual({ n: 0 });
  });
});

describe('the newsletter export', () => {
  it('lists each subscriber once with the date they first signed up, safe to open in a spreadsheet', async () => {
    const rows: [string, string][] = [
      ['first@example.in', '2026-01-05'],
      ['=cmd@example.in', '2026-02-01'],
      ['"quoted",x@example.in', '2026-03-01'],
      ['spam@example.in', '2026-01-01'],
    ];
    for (const [email, day] of rows) {
      await db.query(
        `INSERT INTO form_submissions (form_id, email, payload, status, created_at) VALUES ('newsletter', $1, '{}', $2, $3)`,
        [email, email.startsWith('spam') ? 'spam' : 'new', `${day}T10:00:00Z`],
      );
    }
    // Signing up again later does not move the date.
    await db.query(
      `INSERT INTO form_submissions (form_id, email, payload, created_at) VALUES ('newsletter', 'FIRST@example.in', '{}', '2026-04-01T10:00:00Z')`,
    );
    const res = await as(app, admin)('GET', '/admin/newsletter.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="newsletter-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body).toBe(
      [
        'email,subscribed_at',
        'first@example.in,2026-01-05',
        "'=cmd@example.in,2026-02-01",
        '"""quoted"",x@example.in",2026-03-01',
        '',
      ].join('\r\n'),
    );
    const audit = await db.query(`SELECT actor_id, after FROM audit_log WHERE action = 'newsletter.export'`);
    expect(audit.rows).toEqual([{ actor_id: admin.id, after: { count: 3 } }]);
  });
});
