// What a hundred free accounts can still do with the default settings (issue 32): the attacker's
// strategy run against a real server on the demo data until every limit refuses, counting
//   - contact numbers revealed from one address, and from one /24 of addresses;
//   - listings taken out of search by reports: from accounts made today, and from accounts a week
//     old (aged in the database: an attacker who waited).
// The attacker holds as many SIM cards as it likes (codes are read from the server's SMS folder).
// The limits' windows are an hour and a day, and the run ends within minutes, so each count is
// what one window allows.
//
//   node bench/abuse.ts     (PostgreSQL at BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startInstance } from '../apps/api/src/shared/testing/instances.ts';

const admin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `aangan_abuse_${process.pid}`;
const folder = mkdtempSync(join(tmpdir(), 'aangan-abuse-'));
const dbUrl = Object.assign(new URL(admin), { pathname: `/${name}` }).toString();

const root = new pg.Client({ connectionString: admin });
await root.connect();
await root.query(`CREATE DATABASE ${name}`);
const server = await startInstance({
  DATABASE_URL: dbUrl,
  SEED_ON_START: 'true',
  MEDIA_DIR: join(folder, 'media'),
  MAIL_DIR: join(folder, 'mail'),
  SMS_DIR: join(folder, 'sms'),
  TRUST_PROXY: '127.0.0.1',
  LOG_LEVEL: 'warn',
});
const db = new pg.Client({ connectionString: dbUrl });
await db.connect();

async function api(path: string, from: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = { 'x-forwarded-for': from };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json().catch(() => ({}))) as Record<string, any> };
}

async function codeFor(phone: string): Promise<string> {
  const end = Date.now() + 20_000;
  while (Date.now() < end) {
    let files: { name: string }[] = [];
    try {
      files = readdirSync(join(folder, 'sms'), { withFileTypes: true }).filter((f) => f.name.endsWith('.json'));
    } catch {
      // no SMS sent yet
    }
    const m = files
      .map(
        (f) =>
          JSON.parse(readFileSync(join(folder, 'sms', f.name), 'utf8')) as { id: number; to: string; text: string },
      )
      .filter((x) => x.to === phone)
      .sort((a, b) => b.id - a.id)[0];
    if (m) return m.text.slice(0, 6);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code for ${phone}`);
}

let sim = 0;
/** A new account on a SIM the attacker holds, from `from`; null once sign-ups or codes are refused. */
async function account(from: string): Promise<{ token: string; id: number } | null> {
  const phone = `+9197${String(process.pid % 1e4).padStart(4, '0')}${String(sim++).padStart(4, '0')}`;
  const asked = await api('/auth/register', from, {
    phone,
    full_name: 'Bench Attacker',
    email: `attacker.${phone.slice(3)}@example.in`,
    password: 'attack-123',
  });
  if (asked.status !== 202) return null;
  const made = await api('/auth/register/verify', from, { phone, code: await codeFor(phone) });
  return made.status === 201 ? { token: made.json.access_token, id: made.json.user.id } : null;
}

const seen = new Map<number, { id: number }>();
for (let page = 1; page <= 5; page++)
  for (const l of (await api(`/properties?limit=100&page=${page}&sort_by=newest`, '192.0.2.1')).json.items as {
    id: number;
  }[])
    seen.set(l.id, l);
const listings = [...seen.values()];

/** Reveals from accounts made at the addresses `addresses()` gives, until every limit refuses. */
async function harvest(addresses: () => string | null) {
  const numbers = new Set<string>();
  let reveals = 0;
  let accounts = 0;
  let next = 0;
  for (let from = addresses(); from; from = addresses()) {
    const who = await account(from);
    if (!who) continue;
    accounts += 1;
    let refusedAtOnce = true;
    while (next < listings.length) {
      const r = await api(`/properties/${listings[next]!.id}/contact`, from, {}, who.token);
      if (r.status !== 200) break;
      refusedAtOnce = false;
      next += 1;
      reveals += 1;
      numbers.add(r.json.phone);
    }
    if (refusedAtOnce) break; // the range's cap: no account from here reveals anything more
  }
  return { accounts, reveals, numbers: numbers.size };
}

const one = (() => {
  let n = 0;
  return () => (n++ < 200 ? '203.0.113.7' : null);
})();
const block = (() => {
  let n = 1;
  return () => (n <= 254 ? `198.18.5.${n++}` : null);
})();
const fromOne = await harvest(one);
const fromBlock = await harvest(block);

/** Reports from trios of accounts (from one /24) on listings, until refused; how many listings left search. */
async function pause(aged: boolean, range: string) {
  let host = 1;
  let paused = 0;
  let reported = 0;
  const start = aged ? 200 : 300;
  for (let trio = 0; trio < 20; trio++) {
    const people = [];
    for (let i = 0; i < 3; i++) {
      const p = await account(`${range}.${host++}`);
      if (p) people.push(p);
    }
    if (people.length < 3) break;
    if (aged)
      await db.query(`UPDATE users SET created_at = now() - interval '8 days' WHERE id = ANY($1::int[])`, [
        people.map((p) => p.id),
      ]);
    for (let k = 0; k < 10; k++) {
      const id = listings[start + trio * 10 + k]?.id;
      if (!id) break;
      const answers = [];
      for (const [i, p] of people.entries())
        answers.push(await api(`/properties/${id}/reports`, `${range}.${i + 1}`, { reason: 'fake' }, p.token));
      if (answers.some((a) => a.status === 201)) reported += 1;
      if (answers.some((a) => a.json.paused === true)) paused += 1;
      if (answers.every((a) => a.status === 429)) break;
    }
  }
  return { reported, paused };
}
const fresh = await pause(false, '198.18.6');
const aged = await pause(true, '198.18.7');

console.log(`abuse with default settings, ${listings.length} live listings, ${new Date().toISOString().slice(0, 10)}`);
console.log('| attacker | accounts made | numbers revealed (listings) | distinct numbers |');
console.log('|---|---|---|---|');
console.log(`| one address | ${fromOne.accounts} | ${fromOne.reveals} | ${fromOne.numbers} |`);
console.log(`| one /24 (254 addresses) | ${fromBlock.accounts} | ${fromBlock.reveals} | ${fromBlock.numbers} |`);
console.log('| reporters (trios from one /24) | listings reported | listings taken out of search |  |');
console.log(`| accounts made today | ${fresh.reported} | ${fresh.paused} | |`);
console.log(`| accounts a week old | ${aged.reported} | ${aged.paused} | |`);

await db.end();
await server.stop();
await root.query(`DROP DATABASE ${name} WITH (FORCE)`);
await root.end();
rmSync(folder, { recursive: true, force: true });
