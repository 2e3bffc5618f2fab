// What the traffic benchmark needs before it starts: places and listings read from the bench
// database, and signed-in people, an owner and an admin (the seed's demo accounts) through the API.
import { openDatabase } from '@aangan/db';
import { DEMO_ACCOUNTS } from '@aangan/demo/seed/accounts';
import type { Place } from './traffic-mix.ts';

export interface BenchData {
  places: Place[];
  /** Live listings in a fixed shuffled order: the first are the most popular. */
  liveIds: number[];
  /** Listings waiting for review, in random order, for the admin to approve. */
  pendingIds: number[];
  /**
   * The demo owner's live listings, which the owner edits: those priced for sale or rent. The
   * seed's short stays are priced 'daily', which the listing rules refuse, so editing one
   * answers 422 whatever the change.
   */
  ownerIds: number[];
}

const OWNER = DEMO_ACCOUNTS[2];
const ADMIN = DEMO_ACCOUNTS[0];

export async function readBenchData(url: string): Promise<BenchData> {
  const db = await openDatabase({ url, poolSize: 2, statementTimeoutMs: 0 });
  try {
    const ids = async (sql: string, params: unknown[] = []) =>
      (await db.query<{ id: number }>(sql, params)).rows.map((r) => r.id);
    const places = (
      await db.query<Place>(
        `SELECT latitude AS lat, longitude AS lng FROM localities WHERE kind IN ('sector', 'locality') ORDER BY id`,
      )
    ).rows;
    const liveIds = await ids(`SELECT id FROM properties WHERE status = 'active' ORDER BY md5(id::text)`);
    const pendingIds = await ids(
      `SELECT id FROM properties WHERE status = 'pending_review' ORDER BY random() LIMIT 20000`,
    );
    const ownerIds = await ids(
      `SELECT p.id FROM properties p JOIN users u ON u.id = p.owner_id
        WHERE u.phone = $1 AND p.status = 'active' AND p.price_type IN ('sale', 'rent') ORDER BY p.id`,
      [OWNER.phone],
    );
    return { places, liveIds, pendingIds, ownerIds };
  } finally {
    await db.close();
  }
}

async function postJson(url: string, body: unknown): Promise<{ access_token: string }> {
  const r = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!r.ok) throw new Error(`${url} answered ${r.status}: ${await r.text()}`);
  return (await r.json()) as { access_token: string };
}

export interface Person {
  phone: string;
  password: string;
  token: string;
}

export interface Accounts {
  people: Person[];
  ownerToken: string;
  adminToken: string;
}

/** Signs up `count` new people (numbers unique to this run) and signs in the demo owner and admin. */
export async function makeAccounts(base: string, count: number): Promise<Accounts> {
  const api = `${base}/api/v1`;
  const stamp = String(Date.now() % 1e6).padStart(6, '0');
  const password = 'traffic-bench-1234';
  const people: Person[] = [];
  for (let i = 0; i < count; i++) {
    const phone = `+917${stamp}${String(i).padStart(3, '0')}`;
    const { access_token } = await postJson(`${api}/auth/register`, {
      phone,
      full_name: `Traffic Tester ${i}`,
      email: `traffic.${stamp}.${i}@example.in`,
      password,
    });
    people.push({ phone, password, token: access_token });
  }
  const login = (a: { phone: string; password: string }) =>
    postJson(`${api}/auth/login`, { phone: a.phone, password: a.password }).then((r) => r.access_token);
  return { people, ownerToken: await login(OWNER), adminToken: await login(ADMIN) };
}
