import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { buildApp } from '../../app.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildApp({ config: { MEDIA_DIR: '/tmp/aangan-test-media' }, database: db });
});
afterAll(async () => { await app?.close(); await db?.drop(); });

const owner = {
  full_name: 'Ritu Yadav', email: 'ritu@example.in', phone: '98100 12345', property_type: 'villa', property_location: 'Sector 57, Gurugram',
  property_size: '2400 sq ft', budget_range: '₹3.5 Cr', listing_type: 'sale', property_description: 'Corner villa', terms_agreement: true, enquiry: 'valuation',
};
const send = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = '10.9.0.1') =>
  app.inject({ method: 'POST', url: '/api/v1/f/post-property', payload: payload as string, headers, remoteAddress });
const stored = async () => (await db.query<{ form_id: string; email: string; payload: Record<string, unknown>; status: string }>(
  `SELECT form_id, email, payload, status FROM form_submissions ORDER BY id`)).rows;

describe('forms', () => {
  it('stores an owner enquiry and answers where to go next', async () => {
    const res = await send(owner);
    expect([res.statusCode, res.json()]).toEqual([200, { next: '/post-property?sent=1' }]);
    const [row] = await stored();
    expect(row).toMatchObject({ form_id: 'post-property', email: 'ritu@example.in', status: 'new' });
    expect(row!.payload).toEqual({ ...owner, phone: '+919810012345', terms_agreement: true });
  });

  it('takes an HTML form too, and names each wrong field with the spec codes', async () => {
    const form = new URLSearchParams({ full_name: '', email: 'not-an-email', phone: '12345', property_type: 'castle', property_location: 'Sector 57' }).toString();
    const res = await send(form, { 'content-type': 'application/x-www-form-urlencoded' }, '10.9.0.2');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { field: 'full_name', code: 'REQUIRED_FIELD_EMPTY', message: 'Full name is required' },
      { field: 'email', code: 'TYPE_EMAIL', message: 'Please enter a valid email address' },
      { field: 'phone', code: 'TYPE_NUMERIC', message: 'Please enter a valid 10-digit mobile number' },
      { field: 'property_type', code: 'TYPE_TEXT', message: 'Property type must be one of apartment, villa, plot, commercial, office, shop, warehouse, other' },
      { field: 'terms_agreement', code: 'REQUIRED_FIELD_MISSING', message: 'Please accept the terms to continue' },
    ]);
    expect((await app.inject({ method: 'POST', url: '/api/v1/f/nope', payload: owner })).json()).toEqual({ errors: [{ code: 'FORM_NOT_FOUND', message: 'This form does not exist' }] });
    expect((await send({}, {}, '10.9.0.2')).json()).toEqual({ errors: [{ code: 'EMPTY', message: 'The form was empty' }] });
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
  it("answers with the spec's messages, and stores a good one", async () => {
    const post = (payload: unknown) => app.inject({ method: 'POST', url: '/api/v1/f/contact', payload: payload as string, remoteAddress: '10.9.1.1' });
    const bad = await post({ name: 'Al', email: 'al@', address: '', message: 'hey' });
    expect(bad.json().errors).toEqual([
      { field: 'name', code: 'TYPE_TEXT', message: 'Too Short! Must be at least 3 characters long' },
      { field: 'email', code: 'TYPE_EMAIL', message: 'Your Email is not valid! Provide valid email' },
      { field: 'address', code: 'REQUIRED_FIELD_EMPTY', message: 'Address is required' },
      { field: 'message', code: 'TYPE_TEXT', message: 'Message must have minimum 5 characters' },
    ]);
    const ok = await post({ name: 'Meera Sharma', email: 'meera@example.in', address: 'Sector 57, Gurugram', message: '' });
    expect(ok.json()).toEqual({ next: '/contact?sent=1' });
    expect((await stored()).at(-1)).toMatchObject({ form_id: 'contact', email: 'meera@example.in' });
  });
});

describe('the newsletter', () => {
  it('signs an address up once, however often it is sent', async () => {
    const post = (email: string) => app.inject({ method: 'POST', url: '/api/v1/f/newsletter', payload: { email }, remoteAddress: '10.9.2.1' });
    expect((await post('Neha@Example.in')).json()).toEqual({ next: '/?subscribed=1' });
    expect((await post('neha@example.in')).statusCode).toBe(200);
    expect((await post('not-an-email')).json().errors).toEqual([{ field: 'email', code: 'TYPE_EMAIL', message: 'Please enter a valid email address' }]);
    // Without script the footer's form posts its field and the browser goes on to the next page.
    const plain = await app.inject({ method: 'POST', url: '/api/v1/f/newsletter', payload: 'email=ravi%40example.in', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' }, remoteAddress: '10.9.2.2' });
    expect([plain.statusCode, plain.headers.location]).toEqual([303, '/?subscribed=1']);
    const rows = (await stored()).filter((r) => r.form_id === 'newsletter');
    expect(rows.map((r) => r.email)).toEqual(['neha@example.in', 'ravi@example.in']);
  });
});
