import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { buildApp } from '../../../app.ts';
import { as, signUp, type Person } from '../../../shared/testing/accounts.ts';
import { freshSlot } from '../../../shared/testing/time.ts';
import type { Row } from '@aangan/db';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let mediaDir: string;
let admin: Person;
let agent: Person;
let other: Person; // an owner
let plain: Person; // a user
let liveFlat: number;
let ip = 0;

beforeAll(async () => {
  db = await createTestDatabase();
  mediaDir = mkdtempSync(join(tmpdir(), 'aangan-deletion-'));
  app = await buildApp({ config: { MEDIA_DIR: mediaDir }, database: db });
  admin = await signUp(app, { full_name: 'Aarti Admin' });
  agent = await signUp(app, { full_name: 'Vikram Agent' });
  other = await signUp(app, { full_name: 'Other Owner' });
  await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.id]);
  await db.query(`UPDATE users SET role = 'agent' WHERE id = $1`, [agent.id]);
  await db.query(`UPDATE users SET role = 'owner' WHERE id = $1`, [other.id]);
  plain = await signUp(app, { full_name: 'Plain User' });
  liveFlat = (
    await db.query<Pick<Row<'properties'>, 'id'>>(
      `INSERT INTO properties (owner_id, title, purpose, property_type, status, monthly_rent, locality, like_count)
    VALUES ($1, 'Flat of another owner', 'rent', 'apartment', 'active', 30000, 'Sector 56', 0) RETURNING id`,
      [other.id],
    )
  ).rows[0]!.id;
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
  rmSync(mediaDir, { recursive: true, force: true });
});

async function uploadPhoto(who: Person, listing: number) {
  const bytes = await sharp({
    create: {
      width: 800,
      height: 600,
      channels: 3,
      background: '#88aacc',
      noise: { type: 'gaussian', mean: 100, sigma: 30 },
    },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'room.jpg');
  const req = new Request('http://upload.test/', { method: 'POST', body: form });
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/properties/${listing}/images/`,
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type')!, authorization: `Bearer ${who.token}` },
  });
  expect(res.statusCode, res.body).toBe(201);
}

interface Someone {
  person: Person;
  name: string;
  email: string;
  phone: string;
  listing: number;
  visit: number;
}

/** Someone with a full life on the site: profile, a listing with a photo, a visit, a like, a saved search, enquiries, a newsletter sign-up. */
async function someone(name: string): Promise<Someone> {
  const email = `${name.split(' ')[0]!.toLowerCase()}@example.in`;
  const person = await signUp(app, { full_name: name, email });
  const call = as(app, person);
  expect(
    (
      await call('PUT', '/users/profile/', {
        date_of_birth: '1990-04-01',
        full_address: '12 Rose Lane, DLF Phase 2',
        pincode: '122002',
        city: 'Gurugram',
      })
    ).statusCode,
  ).toBe(200);
  await call('PUT', '/users/preferences/', { purposes: ['rent'], localities: ['Sector 56'] });
  await call('PUT', '/users/location/', { latitude: 28.47, longitude: 77.08 });
  const created = await call('POST', '/properties/', {
    title: `${name}'s 3 BHK flat for rent`,
    description: 'Park-facing flat.',
    purpose: 'rent',
    property_type: 'apartment',
    monthly_rent: 45000,
    bedrooms: 3,
    bhk: 3,
    bathrooms: 2,
    area_sqft: 1600,
    locality: 'Sector 45',
  });
  expect(created.statusCode, created.body).toBe(201);
  const listing = created.json().id as number;
  await uploadPhoto(person, listing);
  await db.query(`UPDATE properties SET status = 'active' WHERE id = $1`, [listing]);
  const visit = await call('POST', '/visits/', {
    property_id: liveFlat,
    scheduled_date: freshSlot(3),
    special_requirements: `Call ${name} before`,
  });
  expect(visit.statusCode, visit.body).toBe(201);
  await call('POST', '/swipes/', { property_id: liveFlat, is_liked: true });
  // A saved search named after where they live.
  const saved = await call('POST', '/saved-searches', {
    name: 'Near Rose Lane',
    query: 'purpose=rent&lat=28.47&lng=77.08',
  });
  expect(saved.statusCode, saved.body).toBe(201);
  const form = (id: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: `/api/v1/f/${id}`, payload, remoteAddress: `10.60.0.${++ip}` });
  await form('contact', { name, email, address: 'DLF Phase 2', message: 'Please call me back' });
  await form('newsletter', { email });
  return { person, name, email, phone: `+91${person.phone}`, listing, visit: visit.json().id };
}

async function request(s: Someone, type: string): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/f/deletion-request',
    remoteAddress: `10.61.0.${++ip}`,
    payload: {
      user_email: s.email.toUpperCase(),
      deletion_reason: 'privacy',
      request_type: type,
      ...(type === 'specific' ? { message: 'My preferences, location and likes' } : {}),
    },
  });
  expect(res.statusCode).toBe(200);
  return (
    await db.query<{ id: Row<'form_submissions'>['id'] }>(
      `SELECT max(id) AS id FROM form_submissions WHERE form_id = 'deletion-request'`,
    )
  ).rows[0]!.id;
}

/** Every row of the tables a person can appear in, as text, except the grievance record of the request itself. */
async function traces(s: Someone, requestId: number): Promise<string[]> {
  const tables = [
    'users',
    'sessions',
    'properties',
    'property_images',
    'swipes',
    'saved_searches',
    'visits',
    'visit_events',
    'form_submissions',
    'form_notes',
    'outbox',
    'audit_log',
    'deletion_requests',
  ];
  const found: string[] = [];
  for (const t of tables) {
    const rows = (
      await db.query<{ j: string; id: unknown; kind?: string }>(`SELECT row_to_json(x)::text AS j FROM ${t} x`)
    ).rows;
    for (const { j } of rows) {
      const row = JSON.parse(j) as Record<string, unknown>;
      if (t === 'form_submissions' && row.id === requestId) continue; // the request: kept 3 years as a grievance record
      if (t === 'outbox' && row.kind === 'deletion.done') continue; // our reply to it
      const text = j.toLowerCase();
      for (const needle of [s.name.toLowerCase(), s.email, s.phone, s.person.phone, 'rose lane'])
        if (text.includes(needle)) found.push(`${t}: ${needle}`);
    }
  }
  return found;
}
const filesOf = (listing: number) =>
  existsSync(join(mediaDir, 'u', String(listing))) ? readdirSync(join(mediaDir, 'u', String(listing))) : [];

describe('deletion requests are for admins only', () => {
  it('refuses visitors (401) and users, owners and agents (403), before validation', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/admin/deletion-requests?open=perhaps'],
      ['GET', '/admin/deletion-requests/1'],
      ['POST', '/admin/deletion-requests/1/verify', { method: 'telepathy' }],
      ['POST', '/admin/deletion-requests/1/execute', { fields: ['everything'] }],
    ];
    for (const [method, url, body] of calls) {
      expect((await as(app, null)(method as 'GET', url, body)).statusCode, url).toBe(401);
      expect((await as(app, other)(method as 'GET', url, body)).statusCode, url).toBe(403);
      expect((await as(app, plain)(method as 'GET', url, body)).statusCode, url).toBe(403);
      expect((await as(app, agent)(method as 'GET', url, body)).statusCode, url).toBe(403);
    }
  });
});

describe('a full account deletion', () => {
  it('is listed with the account and the due dates, needs verification, then leaves nothing of the person', async () => {
    const s = await someone('Sameer Gupta');
    const id = await request(s, 'account');
    const call = as(app, admin);
    // An earlier admin change is in the audit trail with the old and new address.
    expect(
      (await call('PUT', `/users/${s.person.id}`, { full_address: '14 Rose Lane, DLF Phase 2', agent_id: agent.id }))
        .statusCode,
    ).toBe(200);
    const list = (await call('GET', '/admin/deletion-requests?open=true')).json();
    const item = list.items.find((i: { id: number }) => i.id === id);
    expect(item).toMatchObject({
      email: s.email,
      request_type: 'account',
      deletion_reason: 'privacy',
      stage: 'new',
      status: 'new',
      overdue: false,
      verification: null,
      execution: null,
      user: { id: s.person.id, full_name: 'Sameer Gupta', phone: s.phone, listings: 1 },
    });
    const created = new Date(item.created_at).getTime();
    expect(new Date(item.acknowledge_by).getTime() - created).toBe(24 * 3_600_000);
    expect(new Date(item.resolve_by).getTime() - created).toBe(15 * 86_400_000);

    expect((await call('POST', `/admin/deletion-requests/${id}/execute`)).json()).toEqual({
      code: 'DELETION_UNVERIFIED',
      detail: "Verify the requester's identity before carrying out the request",
    });
    expect(
      (await call('POST', `/admin/deletion-requests/${id}/verify`, { method: 'telepathy' })).json().detail[0],
    ).toMatchObject({
      code: 'NOT_ONE_OF',
      params: { options: 'otp, email_reply, phone_call, in_person, document' },
      msg: 'Must be one of: otp, email_reply, phone_call, in_person, document',
    });
    const verified = (
      await call('POST', `/admin/deletion-requests/${id}/verify`, {
        method: 'otp',
        note: 'OTP to the registered mobile matched',
      })
    ).json();
    expect(verified).toMatchObject({
      stage: 'verified',
      status: 'in_progress',
      verification: { method: 'otp', note: 'OTP to the registered mobile matched', by: admin.id, user_id: s.person.id },
    });

    expect(filesOf(s.listing).length).toBeGreaterThan(0);
    // Before: the person is all over the database (the check below would see them).
    expect((await traces(s, id)).length).toBeGreaterThan(10);
    const likesBefore = (
      await db.query<Pick<Row<'properties'>, 'like_count'>>('SELECT like_count FROM properties WHERE id = $1', [
        liveFlat,
      ])
    ).rows[0]!.like_count;
    const done = await call('POST', `/admin/deletion-requests/${id}/execute`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      stage: 'done',
      status: 'closed',
      execution: {
        by: admin.id,
        result: {
          type: 'account',
          user_id: s.person.id,
          listings_deleted: 1,
          swipes_deleted: 1,
          visits_deleted: 0,
          visits_kept_anonymised: 1,
          submissions_deleted: 2,
        },
      },
    });
    expect(done.json().execution.result.files_removed).toBeGreaterThan(0);

    // Nothing of the person is left anywhere but the request itself and our reply to it.
    expect(await traces(s, id)).toEqual([]);
    expect(filesOf(s.listing)).toEqual([]);
    expect((await db.query('SELECT 1 FROM properties WHERE owner_id = $1', [s.person.id])).rows).toEqual([]);
    expect((await db.query('SELECT 1 FROM swipes WHERE user_id = $1', [s.person.id])).rows).toEqual([]);
    expect((await db.query('SELECT 1 FROM sessions WHERE user_id = $1', [s.person.id])).rows).toEqual([]);
    expect(
      (
        await db.query<Pick<Row<'properties'>, 'like_count'>>('SELECT like_count FROM properties WHERE id = $1', [
          liveFlat,
        ])
      ).rows[0]!.like_count,
    ).toBe(likesBefore - 1);
    const user = (
      await db.query(
        `SELECT full_name, email, phone, date_of_birth, full_address, latitude, preferences, is_blocked, deleted_at IS NOT NULL AS deleted FROM users WHERE id = $1`,
        [s.person.id],
      )
    ).rows[0];
    expect(user).toEqual({
      full_name: 'Deleted user',
      email: null,
      phone: `deleted-${s.person.id}`,
      date_of_birth: null,
      full_address: null,
      latitude: null,
      preferences: {},
      is_blocked: true,
      deleted: true,
    });
    // The visit record stays (12 months, policy), without what the person wrote.
    expect((await db.query('SELECT user_id, special_requirements FROM visits WHERE id = $1', [s.visit])).rows).toEqual([
      { user_id: s.person.id, special_requirements: null },
    ]);
    // They cannot sign in, and their old token is dead.
    expect((await as(app, s.person)('GET', '/users/profile/')).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/auth/login/',
          payload: { phone: s.person.phone, password: s.person.password },
        })
      ).statusCode,
    ).toBe(401);
    // The audit trail says what was done, in numbers.
    const audit = (
      await db.query(
        `SELECT action, after FROM audit_log WHERE entity = 'form_submission' AND entity_id = $1 ORDER BY id`,
        [String(id)],
      )
    ).rows;
    expect(audit.map((a) => a.action)).toEqual(['deletion.verify', 'deletion.execute']);
    expect(audit[1]!.after).toMatchObject({ type: 'account', listings_deleted: 1 });
    // The requester is told, and the request cannot be carried out twice.
    expect(
      (
        await db.query(
          `SELECT to_address FROM outbox WHERE kind = 'deletion.done' AND payload->>'submission_id' = $1`,
          [String(id)],
        )
      ).rows,
    ).toEqual([{ to_address: s.email }]);
    expect((await call('POST', `/admin/deletion-requests/${id}/execute`)).json()).toEqual({
      code: 'DELETION_DONE',
      detail: 'This request has already been carried out',
    });
    expect((await call('POST', `/admin/deletion-requests/${id}/verify`, { method: 'otp' })).statusCode).toBe(409);
    expect(
      (await call('GET', '/admin/deletion-requests?open=false')).json().items.map((i: { id: number }) => i.id),
    ).toContain(id);
  });
});

describe('personal information only', () => {
  it('erases the person but keeps their listing up, with our team as the contact', async () => {
    const s = await someone('Priya Nair');
    const id = await request(s, 'personal');
    const call = as(app, admin);
    await call('POST', `/admin/deletion-requests/${id}/verify`, { method: 'phone_call' });
    const done = (await call('POST', `/admin/deletion-requests/${id}/execute`)).json();
    expect(done.execution.result).toMatchObject({ type: 'personal', listings_kept: 1, submissions_deleted: 2 });
    const listing = (
      await db.query('SELECT owner_id, owner_name, owner_contact, status FROM properties WHERE id = $1', [s.listing])
    ).rows[0];
    expect(listing).toEqual({
      owner_id: s.person.id,
      owner_name: 'Aangan',
      owner_contact: '+91 124 400 1122',
      status: 'active',
    });
    expect(filesOf(s.listing).length).toBeGreaterThan(0);
    // The listing's title carried the name: it is the owner's own text and stays with the listing.
    expect((await traces(s, id)).filter((t) => !t.startsWith('properties: priya nair'))).toEqual([]);
    expect((await db.query('SELECT 1 FROM swipes WHERE user_id = $1', [s.person.id])).rows).toHaveLength(1);
  });
});

describe('property listings only', () => {
  it('deletes their listings and photos and leaves the account as it was', async () => {
    const s = await someone('Rohit Bansal');
    const id = await request(s, 'properties');
    const call = as(app, admin);
    await call('POST', `/admin/deletion-requests/${id}/verify`, {
      method: 'email_reply',
      note: 'Replied from the registered address',
    });
    const done = (await call('POST', `/admin/deletion-requests/${id}/execute`)).json();
    expect(done.execution.result).toMatchObject({ type: 'properties', listings_deleted: 1 });
    expect(done.execution.result.files_removed).toBeGreaterThan(0);
    expect((await db.query('SELECT 1 FROM properties WHERE id = $1', [s.listing])).rows).toEqual([]);
    expect(filesOf(s.listing)).toEqual([]);
    expect((await as(app, s.person)('GET', '/users/profile/')).json()).toMatchObject({
      full_name: 'Rohit Bansal',
      email: s.email,
    });
  });

  it('needs an account to act on', async () => {
    const id = await (async () => {
      await app.inject({
        method: 'POST',
        url: '/api/v1/f/deletion-request',
        remoteAddress: '10.62.0.1',
        payload: { user_email: 'nobody@example.in', deletion_reason: 'other', request_type: 'properties' },
      });
      return (
        await db.query<{ id: Row<'form_submissions'>['id'] }>(
          `SELECT max(id) AS id FROM form_submissions WHERE form_id = 'deletion-request'`,
        )
      ).rows[0]!.id;
    })();
    const call = as(app, admin);
    expect((await call('GET', `/admin/deletion-requests/${id}`)).json().user).toBeNull();
    await call('POST', `/admin/deletion-requests/${id}/verify`, { method: 'email_reply' });
    expect((await call('POST', `/admin/deletion-requests/${id}/execute`)).json()).toEqual({
      code: 'DELETION_NO_ACCOUNT',
      detail: 'No account was verified for this request, so there is no account data to delete',
    });
  });
});

describe('the language of the answer', () => {
  it('is the language of the page the request was sent from', async () => {
    const sent = await app.inject({
      method: 'POST',
      url: '/api/v1/f/deletion-request',
      remoteAddress: '10.63.0.1',
      headers: { referer: 'https://aangan.example/hi/delete-account' },
      payload: { user_email: 'hindi.reader@example.in', deletion_reason: 'privacy', request_type: 'account' },
    });
    expect(sent.statusCode).toBe(200);
    const id = (
      await db.query<{ id: Row<'form_submissions'>['id'] }>(
        `SELECT max(id) AS id FROM form_submissions WHERE form_id = 'deletion-request'`,
      )
    ).rows[0]!.id;
    const mail = async () =>
      (
        await db.query<Pick<Row<'outbox'>, 'kind' | 'subject' | 'body_text'>>(
          `SELECT kind, subject, body_text FROM outbox WHERE to_address = 'hindi.reader@example.in' ORDER BY id`,
        )
      ).rows;
    expect((await mail()).map((m) => [m.kind, m.subject])).toEqual([
      ['enquiry.receipt', 'आपका डेटा हटाने का अनुरोध हमें मिल गया है'],
    ]);
    const call = as(app, admin);
    await call('POST', `/admin/deletion-requests/${id}/verify`, { method: 'email_reply' });
    expect((await call('POST', `/admin/deletion-requests/${id}/execute`)).statusCode).toBe(200);
    // The receipt went with the rest of their data; the notice is what is left.
    const [done] = await mail();
    expect(done!.subject).toBe('डेटा हटाने का आपका अनुरोध पूरा कर दिया गया है');
    expect(done!.body_text).toMatch(/^नमस्ते,\n\nAangan के पास रखा डेटा हटाने का आपका अनुरोध #\d+ पूरा कर दिया गया है।/);
  });
});

describe('specific data', () => {
  it('erases only the kinds of data chosen from the list', async () => {
    const s = await someone('Kavya Iyer');
    const id = await request(s, 'specific');
    const call = as(app, admin);
    await call('POST', `/admin/deletion-requests/${id}/verify`, { method: 'otp' });
    expect((await call('POST', `/admin/deletion-requests/${id}/execute`)).json().detail[0]).toMatchObject({
      code: 'DELETION_FIELDS',
      msg: 'Choose at least one kind of data to delete',
    });
    expect(
      (await call('POST', `/admin/deletion-requests/${id}/execute`, { fields: ['password'] })).json().detail[0],
    ).toMatchObject({
      loc: ['body', 'fields', 0],
      code: 'NOT_ONE_OF',
      msg: 'Must be one of: email, date_of_birth, profile_image, address, location, preferences, swipes, visit_notes, enquiries, newsletter',
    });
    const done = (
      await call('POST', `/admin/deletion-requests/${id}/execute`, {
        fields: ['preferences', 'location', 'address', 'swipes', 'newsletter'],
      })
    ).json();
    expect(done.execution.result).toMatchObject({
      type: 'specific',
      fields: ['preferences', 'location', 'address', 'swipes', 'newsletter'],
      swipes: 1,
      newsletter: 1,
    });
    const user = (
      await db.query(
        'SELECT full_name, email, preferences, latitude, full_address, pincode, date_of_birth::text AS dob FROM users WHERE id = $1',
        [s.person.id],
      )
    ).rows[0];
    expect(user).toEqual({
      full_name: 'Kavya Iyer',
      email: s.email,
      preferences: {},
      latitude: null,
      full_address: null,
      pincode: null,
      dob: '1990-04-01',
    });
    expect((await db.query('SELECT 1 FROM swipes WHERE user_id = $1', [s.person.id])).rows).toEqual([]);
    expect(
      (await db.query(`SELECT form_id FROM form_submissions WHERE email = $1 ORDER BY id`, [s.email])).rows.map(
        (r) => r.form_id,
      ),
    ).toEqual(['contact', 'deletion-request']);
    expect((await db.query('SELECT 1 FROM properties WHERE id = $1', [s.listing])).rows).toHaveLength(1);
  });
});
