import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { buildApp } from '../../app.ts';
import { as, signUp, type Person } from '../../shared/testing/accounts.ts';
import { ist } from '../../shared/testing/time.ts';
import { notifyListingDecision, notifyListingExpiring } from './messages.ts';
import { createOutbox, enqueueMail } from '../../shared/notifications/outbox.ts';
import { deliverDue } from '../../shared/notifications/sender.ts';
import { folderTransport, type Mail, type MailTransport } from '../../shared/notifications/transport.ts';
import type { Row } from '@aangan/db';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let owner: Person;
let neha: Person;
let admin: Person;
let flat: number;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildApp({ config: { MEDIA_DIR: '/tmp/aangan-test-media' }, database: db });
  owner = await signUp(app, { full_name: 'Sunil Khatana', email: 'sunil@example.in' });
  neha = await signUp(app, { full_name: 'Neha Verma', email: 'neha@example.in' });
  admin = await signUp(app, { full_name: 'Aarti Admin' });
  await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.id]);
  flat = (
    await db.query<Pick<Row<'properties'>, 'id'>>(
      `INSERT INTO properties (owner_id, title, purpose, property_type, status, monthly_rent, locality)
    VALUES ($1, '2 BHK flat in Sector 56', 'rent', 'apartment', 'active', 30000, 'Sector 56') RETURNING id`,
      [owner.id],
    )
  ).rows[0]!.id;
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

const mails = async (where = 'TRUE', params: unknown[] = []) =>
  (await db.query<Row<'outbox'>>(`SELECT * FROM outbox WHERE ${where} ORDER BY id`, params)).rows;
const clear = () => db.query(`UPDATE outbox SET status = 'sent' WHERE status = 'pending'`);

class FailingTransport implements MailTransport {
  readonly name = 'failing';
  tried: number[] = [];
  send(m: Mail) {
    this.tried.push(m.id);
    return Promise.reject(new Error('550 mailbox unavailable'));
  }
}

describe('visit e-mails', () => {
  it('a visit request writes a message to the visitor and one to the owner, in plain English', async () => {
    const before = (await mails()).length;
    const res = await as(app, neha)('POST', '/visits/', { property_id: flat, scheduled_date: ist(2, '11:00') });
    expect(res.statusCode, res.body).toBe(201);
    const added = (await mails()).slice(before);
    expect(added.map((m) => [m.kind, m.to_address, m.status, m.attempts])).toEqual([
      ['visit.requested', 'neha@example.in', 'pending', 0],
      ['visit.requested.owner', 'sunil@example.in', 'pending', 0],
    ]);
    expect(added[0]!.subject).toBe('Visit requested: 2 BHK flat in Sector 56');
    expect(added[0]!.body_text).toMatch(
      /^Hello Neha Verma,\n\nWe have received your request to visit 2 BHK flat in Sector 56 \(Sector 56, Gurugram\) on .+ \(India time\)\./,
    );
    expect(added[1]!.body_text).toContain('Neha Verma would like to visit your property 2 BHK flat in Sector 56');
    // Nothing is sent by the app itself in tests: the loop is the server's.
    expect((await mails(`status = 'sent'`)).length).toBe(0);
  });

  it('confirmed, rescheduled and cancelled visits are told to the visitor', async () => {
    const id = (await as(app, neha)('GET', '/visits/')).json().visits[0].id;
    await clear();
    await db.query(`UPDATE users SET role = 'agent' WHERE id = $1`, [admin.id]);
    await db.query(`UPDATE users SET agent_id = $2 WHERE id = $1`, [neha.id, admin.id]);
    expect((await as(app, admin)('POST', `/agent/visits/${id}/confirm`)).statusCode).toBe(200);
    expect(
      (
        await as(app, admin)('POST', `/agent/visits/${id}/reschedule`, {
          scheduled_date: ist(3, '15:00'),
          reason: 'The owner is away that morning',
        })
      ).statusCode,
    ).toBe(200);
    expect((await as(app, neha)('POST', `/visits/${id}/cancel`, { reason: 'Found a flat' })).statusCode).toBe(200);
    await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.id]);
    const sent = await mails(`status = 'pending'`);
    expect(sent.map((m) => [m.kind, m.to_address, m.subject])).toEqual([
      ['visit.confirmed', 'neha@example.in', 'Visit confirmed: 2 BHK flat in Sector 56'],
      ['visit.rescheduled', 'neha@example.in', 'New time for your visit: 2 BHK flat in Sector 56'],
      ['visit.cancelled', 'neha@example.in', 'Visit cancelled: 2 BHK flat in Sector 56'],
    ]);
    expect(sent[1]!.body_text).toContain('Reason: The owner is away that morning');
    expect(sent[2]!.body_text).toContain('Reason: Found a flat');
  });
});

describe("visit e-mails in the reader's language", () => {
  it('a visitor who uses the Hindi pages is written to in Hindi, the owner in theirs', async () => {
    const ravi = await signUp(app, { full_name: 'Ravi Yadav', email: 'ravi@example.in' });
    await db.query(`UPDATE users SET locale = 'hi-IN' WHERE id = $1`, [ravi.id]);
    await clear();
    expect(
      (await as(app, ravi)('POST', '/visits/', { property_id: flat, scheduled_date: ist(2, '12:00') })).statusCode,
    ).toBe(201);
    const [toRavi, toOwner] = await mails(`status = 'pending'`);
    expect(toRavi!.subject).toBe('विज़िट का अनुरोध मिला: 2 BHK flat in Sector 56');
    expect(toRavi!.body_text).toMatch(
      /^नमस्ते Ravi Yadav,\n\n2 BHK flat in Sector 56 \(Sector 56, Gurugram\) देखने के लिए .+ \(भारतीय समय\) की विज़िट/,
    );
    expect(toRavi!.body_text).toContain('सादर,');
    expect(toOwner!.subject).toBe('New visit request: 2 BHK flat in Sector 56');
    expect(toOwner!.body_text).toContain('Ravi Yadav would like to visit your property');
  });
});

describe('enquiry e-mails', () => {
  it('the team hears of each enquiry and the sender gets a receipt; newsletter sign-ups and spam send nothing', async () => {
    await clear();
    const post = (form: string, payload: unknown) =>
      app.inject({ method: 'POST', url: `/api/v1/f/${form}`, payload: payload as string, remoteAddress: '10.20.0.1' });
    await post('contact', {
      name: 'Meera Sharma',
      email: 'Meera@Example.in',
      address: 'Sector 57',
      message: 'Call me about flats',
    });
    await post('newsletter', { email: 'reader@example.in' });
    await post('contact', { name: 'Bot', email: 'bot@example.in', address: 'Nowhere', _gotcha: 'x' });
    await post('deletion-request', {
      user_email: 'gone@example.in',
      deletion_reason: 'privacy',
      request_type: 'account',
    });
    const out = await mails(`status = 'pending'`);
    expect(out.map((m) => [m.kind, m.to_address])).toEqual([
      ['enquiry.team', 'hello@aangan.in'],
      ['enquiry.receipt', 'meera@example.in'],
      ['enquiry.team', 'hello@aangan.in'],
      ['enquiry.receipt', 'gone@example.in'],
    ]);
    expect(out[0]!.subject).toMatch(/^New contact message #\d+ from meera@example.in$/);
    expect(out[0]!.body_text).toContain('message: Call me about flats');
    expect(out[1]!.body_text).toMatch(
      /^Hello Meera Sharma,\n\nThank you for writing to Aangan\. Your reference is #\d+/,
    );
    expect(out[3]!.body_text).toContain('We will reply within 24 hours');
  });

  it("a receipt is in the language of the page the form was sent from; the team's message stays English", async () => {
    await clear();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/f/contact',
      remoteAddress: '10.20.0.2',
      headers: { referer: 'http://localhost:3000/hi/contact' },
      payload: {
        name: 'Meera Sharma',
        email: 'meera.hi@example.in',
        address: 'Sector 57',
        message: 'फ़्लैट के बारे में फ़ोन करें',
      },
    });
    expect(res.statusCode).toBe(200);
    const [team, receipt] = await mails(`status = 'pending'`);
    expect(team!.subject).toMatch(/^New contact message #\d+ from meera\.hi@example\.in$/);
    expect(team!.body_text).toContain('from a Hindi page');
    expect(receipt!.subject).toBe('आपका संदेश हमें मिल गया है');
    expect(receipt!.body_text).toMatch(/^नमस्ते Meera Sharma,\n\nAangan को लिखने के लिए धन्यवाद। आपका संदर्भ नंबर #\d+ है।/);
  });
});

describe('listing e-mails (called by moderation)', () => {
  it('tell the owner of approval, rejection with the reason, and coming expiry', async () => {
    await clear();
    const listing = {
      id: flat,
      title: '2 BHK flat in Sector 56',
      owner_id: owner.id,
      expires_at: '2026-12-31T06:30:00Z',
    };
    expect(await notifyListingDecision(db, listing, 'approved')).toBeGreaterThan(0);
    await notifyListingDecision(db, listing, 'rejected', 'The photos show a different flat');
    await notifyListingExpiring(db, listing, 'https://aangan.example');
    expect(await notifyListingDecision(db, { ...listing, owner_id: null }, 'approved')).toBeNull();
    const out = await mails(`status = 'pending'`);
    expect(out.map((m) => [m.kind, m.to_address, m.subject])).toEqual([
      ['listing.approved', 'sunil@example.in', 'Your listing is live: 2 BHK flat in Sector 56'],
      ['listing.rejected', 'sunil@example.in', 'Your listing needs changes: 2 BHK flat in Sector 56'],
      ['listing.expiring', 'sunil@example.in', 'Is it still available? 2 BHK flat in Sector 56'],
    ]);
    expect(out[1]!.body_text).toContain('Reason: The photos show a different flat');
    expect(out[2]!.body_text).toContain('will be taken offline on 31 Dec 2026');
  });

  it('tell an owner who uses the Hindi pages in Hindi', async () => {
    await db.query(`UPDATE users SET locale = 'hi-IN' WHERE id = $1`, [owner.id]);
    await clear();
    const listing = { id: flat, title: '2 BHK flat in Sector 56', owner_id: owner.id };
    await notifyListingDecision(db, listing, 'approved');
    await notifyListingDecision(db, listing, 'rejected', 'The photos show a different flat');
    // A common reason is worded by its code in the owner's language; their own words stay as written.
    await notifyListingDecision(db, listing, 'rejected', { code: 'PHOTOS_MISMATCH', own: 'Add the kitchen.' });
    await db.query(`UPDATE users SET locale = 'en-IN' WHERE id = $1`, [owner.id]);
    await notifyListingDecision(db, listing, 'rejected', { code: 'PHOTOS_MISMATCH', own: null });
    const out = await mails(`status = 'pending'`);
    expect(out.map((m) => m.subject)).toEqual([
      'आपकी लिस्टिंग लाइव है: 2 BHK flat in Sector 56',
      'आपकी लिस्टिंग में बदलाव चाहिए: 2 BHK flat in Sector 56',
      'आपकी लिस्टिंग में बदलाव चाहिए: 2 BHK flat in Sector 56',
      'Your listing needs changes: 2 BHK flat in Sector 56',
    ]);
    expect(out[1]!.body_text).toContain('कारण: The photos show a different flat');
    expect(out[2]!.body_text).toContain('कारण: फ़ोटो में यह प्रॉपर्टी नहीं दिखती। Add the kitchen.');
    expect(out[3]!.body_text).toContain('Reason: Photos do not show this property\n');
  });
});

describe('delivery', () => {
  it('a failing transport is retried later and later (1, 5, 30 min, 2 h, 12 h), and after 8 attempts the message is kept as failed', async () => {
    await clear();
    const id = await enqueueMail(db, { kind: 'test', to: 'nobody@example.in', subject: 'Hello', text: 'Hi' });
    const transport = new FailingTransport();
    const delays: number[] = [];
    for (let i = 1; i <= 8; i++) {
      expect(await deliverDue(db, transport)).toEqual({ sent: 0, failed: 1 });
      const [m] = await mails('id = $1', [id]);
      expect(m).toMatchObject({ attempts: i, last_error: '550 mailbox unavailable' });
      if (i < 8) {
        expect(m!.status).toBe('pending');
        delays.push(Math.round((new Date(m!.next_attempt_at).getTime() - Date.now()) / 60_000));
        // Not due yet: nothing is tried before its time.
        expect(await deliverDue(db, transport)).toEqual({ sent: 0, failed: 0 });
        await db.query(`UPDATE outbox SET next_attempt_at = now() WHERE id = $1`, [id]);
      } else {
        expect(m!.status).toBe('failed');
      }
    }
    expect(delays).toEqual([1, 5, 30, 120, 720, 720, 720]);
    expect(transport.tried).toEqual(Array(8).fill(id));
    // Kept, and never tried again.
    await db.query(`UPDATE outbox SET next_attempt_at = now() - interval '1 day' WHERE id = $1`, [id]);
    expect(await deliverDue(db, transport)).toEqual({ sent: 0, failed: 0 });
    expect((await mails('id = $1', [id]))[0]!.status).toBe('failed');
  });

  it('the folder transport writes one readable .eml per message and marks it sent', async () => {
    await clear();
    const dir = await mkdtemp(join(tmpdir(), 'aangan-mail-'));
    try {
      const res = await as(app, neha)('POST', '/visits/', { property_id: flat, scheduled_date: ist(5, '12:00') });
      expect(res.statusCode, res.body).toBe(201);
      expect(await deliverDue(db, folderTransport(dir, 'Aangan <hello@aangan.in>'))).toEqual({ sent: 2, failed: 0 });
      const files = (await readdir(dir)).sort();
      expect(files).toHaveLength(2);
      expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
      const visitorMail = (await mails(`kind = 'visit.requested'`)).at(-1)!.id;
      const eml = await readFile(join(dir, files.find((f) => f.endsWith(`-${visitorMail}.eml`))!), 'utf8');
      expect(eml).toContain('From: Aangan <hello@aangan.in>');
      expect(eml).toContain('To: neha@example.in');
      expect(eml).toContain('Subject: Visit requested: 2 BHK flat in Sector 56');
      // Quoted-printable soft line breaks undone, the text reads as written.
      const body = eml
        .split('\n\n')
        .slice(1)
        .join('\n\n')
        .replace(/=\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
      expect(body).toContain('We have received your request to visit 2 BHK flat in Sector 56 (Sector 56, Gurugram)');
      const sent = await mails(`status = 'sent' AND sent_at IS NOT NULL AND attempts = 1`);
      expect(sent.length).toBeGreaterThanOrEqual(2);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('two senders claiming at once never take the same message', async () => {
    await clear();
    for (let i = 0; i < 6; i++)
      await enqueueMail(db, { kind: 'test', to: `p${i}@example.in`, subject: 'Hi', text: 'Hi' });
    const outbox = createOutbox(db);
    const [a, b] = await Promise.all([outbox.claimDue(4, 60_000), outbox.claimDue(4, 60_000)]);
    const ids = [...a!, ...b!].map((m) => m.id);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
    expect(await outbox.claimDue(10, 60_000)).toEqual([]); // leased meanwhile
  });
});
