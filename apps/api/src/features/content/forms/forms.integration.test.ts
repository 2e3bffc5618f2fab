import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { buildApp } from '../../../app.ts';
import { as, signUp } from '../../../shared/testing/accounts.ts';
import type { Row } from '@aangan/db';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildApp({ config: { MEDIA_DIR: '/tmp/aangan-test-media' }, database: db });
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

const owner = {
  full_name: 'Ritu Yadav',
  email: 'ritu@example.in',
  phone: '98100 12345',
  property_type: 'villa',
  property_location: 'Sector 57, Gurugram',
  property_size: '2400 sq ft',
  budget_range: '₹3.5 Cr',
  listing_type: 'sale',
  property_description: 'Corner villa',
  terms_agreement: true,
  enquiry: 'valuation',
};
const send = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = '10.9.0.1') =>
  app.inject({ method: 'POST', url: '/api/v1/f/post-property', payload: payload as string, headers, remoteAddress });
const stored = async () =>
  (
    await db.query<Pick<Row<'form_submissions'>, 'form_id' | 'email' | 'payload' | 'status'>>(
      `SELECT form_id, email, payload, status FROM form_submissions ORDER BY id`,
    )
  ).rows;

describe('forms', () => {
  it('stores an owner enquiry and answers where to go next', async () => {
    const res = await send(owner);
    expect([res.statusCode, res.json()]).toEqual([200, { next: '/post-property?sent=1' }]);
    const [row] = await stored();
    expect(row).toMatchObject({ form_id: 'post-property', email: 'ritu@example.in', status: 'new' });
    expect(row!.payload).toEqual({ ...owner, phone: '+919810012345', terms_agreement: true });
  });

  it("takes an HTML form too, and names each wrong field with the form service's codes and a field code (reason)", async () => {
    const form = new URLSearchParams({
      full_name: '',
      email: 'not-an-email',
      phone: '12345',
      property_type: 'castle',
      property_location: 'Sector 57',
    }).toString();
    const res = await send(form, { 'content-type': 'application/x-www-form-urlencoded' }, '10.9.0.2');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { field: 'full_name', code: 'REQUIRED_FIELD_EMPTY', message: 'This field is required', reason: 'REQUIRED' },
      { field: 'email', code: 'TYPE_EMAIL', message: 'Enter a valid e-mail address', reason: 'EMAIL_INVALID' },
      {
        field: 'phone',
        code: 'TYPE_NUMERIC',
        message: 'Please enter a valid 10-digit mobile number',
        reason: 'MOBILE_INVALID',
      },
      {
        field: 'property_type',
        code: 'TYPE_TEXT',
        message: 'Must be one of: apartment, villa, plot, commercial, office, shop, warehouse, other',
        reason: 'NOT_ONE_OF',
        params: { options: 'apartment, villa, plot, commercial, office, shop, warehouse, other' },
      },
      {
        field: 'terms_agreement',
        code: 'REQUIRED_FIELD_MISSING',
        message: 'Please accept the terms to continue',
        reason: 'TERMS_REQUIRED',
      },
    ]);
    expect((await app.inject({ method: 'POST', url: '/api/v1/f/nope', payload: owner })).json()).toEqual({
      errors: [{ code: 'FORM_NOT_FOUND', message: 'This form does not exist' }],
    });
    expect((await send({}, {}, '10.9.0.2')).json()).toEqual({
      errors: [{ code: 'EMPTY', message: 'The form was empty' }],
    });
  });

  it('keeps what a bot sends apart, and slows down a flood from one address', async () => {
    const before = (await stored()).length;
    expect((await send({ ...owner, _gotcha: 'http://spam.example' }, {}, '10.9.0.3')).statusCode).toBe(200);
    expect((await stored()).at(-1)!.status).toBe('spam');
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await send(owner, {}, '10.9.0.4')).statusCode);
    expect(codes).toEqual([...Array(10).fill(200), 429]);
    expect((await stored()).length).toBe(before + 11);
  });
});

describe('the contact form', () => {
  it("answers with each wrong field's codes and message, and stores a good one", async () => {
    const post = (payload: unknown) =>
      app.inject({ method: 'POST', url: '/api/v1/f/contact', payload: payload as string, remoteAddress: '10.9.1.1' });
    const bad = await post({ name: 'Al', email: 'al@', address: '', message: 'hey' });
    expect(bad.json().errors).toEqual([
      {
        field: 'name',
        code: 'TYPE_TEXT',
        message: 'Must be at least 3 characters',
        reason: 'TOO_SHORT',
        params: { min: 3 },
      },
      { field: 'email', code: 'TYPE_EMAIL', message: 'Enter a valid e-mail address', reason: 'EMAIL_INVALID' },
      { field: 'address', code: 'REQUIRED_FIELD_EMPTY', message: 'This field is required', reason: 'REQUIRED' },
      {
        field: 'message',
        code: 'TYPE_TEXT',
        message: 'Must be at least 5 characters',
        reason: 'TOO_SHORT',
        params: { min: 5 },
      },
    ]);
    const ok = await post({
      name: 'Meera Sharma',
      email: 'meera@example.in',
      address: 'Sector 57, Gurugram',
      message: '',
    });
    expect(ok.json()).toEqual({ next: '/contact?sent=1' });
    expect((await stored()).at(-1)).toMatchObject({ form_id: 'contact', email: 'meera@example.in' });
  });
});

describe('the newsletter', () => {
  it('signs an address up once, however often it is sent', async () => {
    const post = (email: string) =>
      app.inject({ method: 'POST', url: '/api/v1/f/newsletter', payload: { email }, remoteAddress: '10.9.2.1' });
    expect((await post('Neha@Example.in')).json()).toEqual({ next: '/?subscribed=1' });
    expect((await post('neha@example.in')).statusCode).toBe(200);
    expect((await post('not-an-email')).json().errors).toEqual([
      { field: 'email', code: 'TYPE_EMAIL', message: 'Enter a valid e-mail address', reason: 'EMAIL_INVALID' },
    ]);
    // Without script the footer's form posts its field and the browser goes on to the next page.
    const plain = await app.inject({
      method: 'POST',
      url: '/api/v1/f/newsletter',
      payload: 'email=ravi%40example.in',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      remoteAddress: '10.9.2.2',
    });
    expect([plain.statusCode, plain.headers.location]).toEqual([303, '/?subscribed=1']);
    const rows = (await stored()).filter((r) => r.form_id === 'newsletter');
    expect(rows.map((r) => r.email)).toEqual(['neha@example.in', 'ravi@example.in']);
  });
});

const post = (formId: string, payload: unknown, remoteAddress: string) =>
  app.inject({ method: 'POST', url: `/api/v1/f/${formId}`, payload: payload as string, remoteAddress });

describe('the owner onboarding form (home page)', () => {
  const owner = {
    full_name: 'Kavita Rao',
    phone: '98100 12345',
    email: 'kavita@example.in',
    address: 'C-12, DLF Phase 2',
    message: 'Free on weekends',
    source: 'home',
    terms_agreement: 'on',
  };
  it('stores an owner who wants to list, with where the form sat', async () => {
    const res = await post('owner-onboarding', owner, '10.9.3.1');
    expect([res.statusCode, res.json()]).toEqual([200, { next: '/?onboarded=1' }]);
    const row = (await stored()).at(-1)!;
    expect(row).toMatchObject({ form_id: 'owner-onboarding', email: 'kavita@example.in', status: 'new' });
    expect(row.payload).toEqual({ ...owner, phone: '+919810012345', terms_agreement: true });
    // Notes and source are optional.
    expect((await post('owner-onboarding', { ...owner, message: '', source: undefined }, '10.9.3.1')).statusCode).toBe(
      200,
    );
  });
  it('names each wrong field with its code', async () => {
    const res = await post(
      'owner-onboarding',
      {
        full_name: 'Al',
        phone: '12345',
        email: 'kavita@',
        address: '',
        message: 'x'.repeat(2001),
        source: 's'.repeat(61),
      },
      '10.9.3.2',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      {
        field: 'full_name',
        code: 'TYPE_TEXT',
        message: 'Must be at least 3 characters',
        reason: 'TOO_SHORT',
        params: { min: 3 },
      },
      {
        field: 'phone',
        code: 'TYPE_NUMERIC',
        message: 'Please enter a valid 10-digit mobile number',
        reason: 'MOBILE_INVALID',
      },
      { field: 'email', code: 'TYPE_EMAIL', message: 'Enter a valid e-mail address', reason: 'EMAIL_INVALID' },
      { field: 'address', code: 'REQUIRED_FIELD_EMPTY', message: 'This field is required', reason: 'REQUIRED' },
      {
        field: 'message',
        code: 'TYPE_TEXT',
        message: 'Must be at most 2000 characters',
        reason: 'TOO_LONG',
        params: { max: 2000 },
      },
      {
        field: 'source',
        code: 'TYPE_TEXT',
        message: 'Must be at most 60 characters',
        reason: 'TOO_LONG',
        params: { max: 60 },
      },
      {
        field: 'terms_agreement',
        code: 'REQUIRED_FIELD_MISSING',
        message: 'Please accept the terms to continue',
        reason: 'TERMS_REQUIRED',
      },
    ]);
    const missing = await post('owner-onboarding', { terms_agreement: false }, '10.9.3.2');
    expect(missing.json().errors).toEqual([
      { field: 'full_name', code: 'REQUIRED_FIELD_MISSING', message: 'This field is required', reason: 'REQUIRED' },
      { field: 'phone', code: 'REQUIRED_FIELD_MISSING', message: 'This field is required', reason: 'REQUIRED' },
      { field: 'email', code: 'REQUIRED_FIELD_MISSING', message: 'This field is required', reason: 'REQUIRED' },
      { field: 'address', code: 'REQUIRED_FIELD_MISSING', message: 'This field is required', reason: 'REQUIRED' },
      {
        field: 'terms_agreement',
        code: 'REQUIRED_FIELD_EMPTY',
        message: 'Please accept the terms to continue',
        reason: 'TERMS_REQUIRED',
      },
    ]);
    expect((await post('owner-onboarding', {}, '10.9.3.2')).json()).toEqual({
      errors: [{ code: 'EMPTY', message: 'The form was empty' }],
    });
    expect((await post('owner-onboarding/', owner, '10.9.3.2')).statusCode).toBe(200);
    expect((await post('owner-onbording', owner, '10.9.3.2')).json().errors[0].code).toBe('FORM_NOT_FOUND');
  });
});

describe('the deletion request form', () => {
  const request = {
    user_email: 'Sameer@Example.in',
    deletion_reason: 'privacy',
    request_type: 'account',
    message: '',
    subject: 'Account Deletion Request',
    deletion_type: 'account',
  };
  it('stores a request under the address it came from', async () => {
    const res = await post('deletion-request', request, '10.9.4.1');
    expect([res.statusCode, res.json()]).toEqual([200, { next: '/delete-account?sent=1' }]);
    const row = (await stored()).at(-1)!;
    expect(row).toMatchObject({ form_id: 'deletion-request', email: 'sameer@example.in', status: 'new' });
    // The specification's hidden fields are kept with the request (decision 047).
    expect(row.payload).toEqual({
      user_email: 'Sameer@Example.in',
      deletion_reason: 'privacy',
      request_type: 'account',
      subject: 'Account Deletion Request',
      deletion_type: 'account',
    });
  });
  it("answers with each wrong field's codes and message", async () => {
    const bad = await post(
      'deletion-request',
      { user_email: 'sameer', deletion_reason: '', request_type: 'everything', message: 'm'.repeat(5001) },
      '10.9.4.2',
    );
    expect(bad.json().errors).toEqual([
      { field: 'user_email', code: 'TYPE_EMAIL', message: 'Enter a valid e-mail address', reason: 'EMAIL_INVALID' },
      { field: 'deletion_reason', code: 'REQUIRED_FIELD_EMPTY', message: 'This field is required', reason: 'REQUIRED' },
      {
        field: 'request_type',
        code: 'TYPE_TEXT',
        message: 'Must be one of: account, personal, properties, specific',
        reason: 'NOT_ONE_OF',
        params: { options: 'account, personal, properties, specific' },
      },
      {
        field: 'message',
        code: 'TYPE_TEXT',
        message: 'Must be at most 5000 characters',
        reason: 'TOO_LONG',
        params: { max: 5000 },
      },
    ]);
    const missing = await post('deletion-request', { deletion_reason: 'because' }, '10.9.4.2');
    expect(missing.json().errors).toEqual([
      { field: 'user_email', code: 'REQUIRED_FIELD_MISSING', message: 'This field is required', reason: 'REQUIRED' },
      {
        field: 'deletion_reason',
        code: 'TYPE_TEXT',
        message: 'Must be one of: privacy, inactivity, duplicate, security, poor_experience, other',
        reason: 'NOT_ONE_OF',
        params: { options: 'privacy, inactivity, duplicate, security, poor_experience, other' },
      },
      { field: 'request_type', code: 'REQUIRED_FIELD_MISSING', message: 'This field is required', reason: 'REQUIRED' },
    ]);
    expect((await post('deletion-request', {}, '10.9.4.2')).json().errors[0].code).toBe('EMPTY');
  });
  it('needs a message saying which data, when only specific data is to go', async () => {
    const specific = { ...request, request_type: 'specific' };
    const { message: _, ...noMessage } = specific;
    expect((await post('deletion-request', noMessage, '10.9.4.3')).json().errors).toEqual([
      {
        field: 'message',
        code: 'REQUIRED_FIELD_MISSING',
        message: 'Please tell us which data to delete',
        reason: 'DELETION_DATA_REQUIRED',
      },
    ]);
    expect((await post('deletion-request', { ...specific, message: '   ' }, '10.9.4.3')).json().errors).toEqual([
      {
        field: 'message',
        code: 'REQUIRED_FIELD_EMPTY',
        message: 'Please tell us which data to delete',
        reason: 'DELETION_DATA_REQUIRED',
      },
    ]);
    // A message too long is named once, for its length.
    expect(
      (await post('deletion-request', { ...specific, message: 'm'.repeat(5001) }, '10.9.4.3')).json().errors,
    ).toEqual([
      {
        field: 'message',
        code: 'TYPE_TEXT',
        message: 'Must be at most 5000 characters',
        reason: 'TOO_LONG',
        params: { max: 5000 },
      },
    ]);
    const ok = await post(
      'deletion-request',
      { ...specific, message: 'My saved searches and swipe history' },
      '10.9.4.3',
    );
    expect(ok.statusCode).toBe(200);
  });
  it('drops NUL bytes rather than failing to store the request', async () => {
    const res = await post(
      'deletion-request',
      {
        user_email: 'nul@example.in\u0000',
        deletion_reason: 'other',
        request_type: 'specific',
        message: 'My\u0000 photos',
      },
      '10.9.4.4',
    );
    expect(res.statusCode).toBe(200);
    expect((await stored()).at(-1)!.payload).toMatchObject({ user_email: 'nul@example.in', message: 'My photos' });
  });
});

describe('form submissions in the back office', () => {
  it('are for admins only', async () => {
    const user = await signUp(app);
    expect((await as(app, null)('GET', '/admin/forms')).statusCode).toBe(401);
    expect((await as(app, null)('PATCH', '/admin/forms/1', { status: 'bogus' })).statusCode).toBe(401);
    expect((await as(app, user)('GET', '/admin/forms')).statusCode).toBe(403);
    expect((await as(app, user)('PATCH', '/admin/forms/1', { status: 'closed' })).statusCode).toBe(403);
  });

  it('lists submissions newest first, by form and status, and records who handled one', async () => {
    const admin = await signUp(app, { full_name: 'Office Admin' });
    await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.id]);
    const call = as(app, admin);
    await post(
      'deletion-request',
      { user_email: 'last@example.in', deletion_reason: 'other', request_type: 'personal' },
      '10.9.5.1',
    );
    const all = await call('GET', '/admin/forms/');
    expect(all.statusCode).toBe(200);
    const body = all.json();
    const total = (await stored()).length;
    expect(body).toMatchObject({ page: 1, limit: 20, total, total_pages: Math.ceil(total / 20) });
    expect(body.items[0]).toMatchObject({
      form_id: 'deletion-request',
      email: 'last@example.in',
      status: 'new',
      handled_by: null,
      handled_at: null,
      notes: [],
      payload: { user_email: 'last@example.in', deletion_reason: 'other', request_type: 'personal' },
    });
    const ids = body.items.map((i: { id: number }) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Date(body.items[0].created_at).toISOString()).toBe(body.items[0].created_at);

    const deletions = (await call('GET', '/admin/forms?form_id=deletion-request&limit=2')).json();
    expect(deletions.items).toHaveLength(2);
    expect(deletions.items.every((i: { form_id: string }) => i.form_id === 'deletion-request')).toBe(true);
    const spam = (await call('GET', '/admin/forms?status=spam')).json();
    expect(spam.total).toBe(1);

    const id = body.items[0].id;
    const moved = await call('PATCH', `/admin/forms/${id}`, { status: 'in_progress' });
    expect(moved.json()).toMatchObject({ id, status: 'in_progress', handled_by: admin.id });
    expect(Date.now() - new Date(moved.json().handled_at).getTime()).toBeLessThan(60_000);
    expect(
      (await call('GET', '/admin/forms?status=in_progress')).json().items.map((i: { id: number }) => i.id),
    ).toEqual([id]);

    expect((await call('PATCH', `/admin/forms/${id}`, { status: 'done' })).json().detail[0].msg).toBe(
      'Must be one of: new, in_progress, closed, spam',
    );
    expect((await call('PATCH', '/admin/forms/999999', { status: 'closed' })).json()).toEqual({
      code: 'SUBMISSION_NOT_FOUND',
      detail: 'Submission not found',
    });
    expect((await call('GET', '/admin/forms?status=open')).statusCode).toBe(422);
    expect((await call('GET', '/admin/forms?page=0')).statusCode).toBe(422);
  });
});
