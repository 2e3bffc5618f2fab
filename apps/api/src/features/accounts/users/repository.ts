// SQL for accounts lives here. Passwords never leave this module except as hashes to verify.
import type { Database, Queryable, Row } from '@aangan/db';
import { preferencesSchema, type Preferences, type User } from '@aangan/contracts';

export const USER_COLUMNS = `id, full_name, email, phone, phone_verified_at IS NOT NULL AS phone_verified, role, date_of_birth::text AS date_of_birth, profile_image_url, agent_id,
  full_address, locality, city, state, pincode, preferences, latitude, longitude, created_at`;

/** An account as USER_COLUMNS selects it (date of birth as text). */
export type UserRow = Pick<
  Row<'users'>,
  | 'id'
  | 'full_name'
  | 'email'
  | 'phone'
  | 'role'
  | 'profile_image_url'
  | 'agent_id'
  | 'full_address'
  | 'locality'
  | 'city'
  | 'state'
  | 'pincode'
  | 'preferences'
  | 'latitude'
  | 'longitude'
  | 'created_at'
> & { date_of_birth: string | null; phone_verified: boolean };

export function toUser(r: UserRow): User {
  // Stored preferences predate later fields: read them through the schema so defaults fill gaps.
  const prefs = preferencesSchema.safeParse(r.preferences ?? {});
  return {
    ...r,
    preferences: prefs.success ? prefs.data : preferencesSchema.parse({}),
    created_at: new Date(r.created_at).toISOString(),
  };
}

/** A unique index said no: which field was taken. */
export class TakenError extends Error {
  readonly field: 'phone' | 'email';
  constructor(field: 'phone' | 'email') {
    super(`${field} taken`);
    this.field = field;
  }
}
export function rethrowTaken(err: unknown): never {
  const e = err as { code?: string; constraint?: string; message?: string };
  if (e.code === '23505') {
    const which = `${e.constraint ?? ''} ${e.message ?? ''}`;
    if (which.includes('users_phone_key')) throw new TakenError('phone');
    if (which.includes('users_email_key')) throw new TakenError('email');
  }
  throw err;
}

export type ProfileChanges = Partial<
  Pick<
    User,
    | 'full_name'
    | 'email'
    | 'phone'
    | 'date_of_birth'
    | 'profile_image_url'
    | 'full_address'
    | 'locality'
    | 'city'
    | 'state'
    | 'pincode'
  >
>;

type Credentials = Pick<Row<'users'>, 'id' | 'password_hash' | 'is_blocked'>;
type AgentContact = Pick<Row<'users'>, 'id' | 'full_name' | 'phone' | 'email' | 'profile_image_url'>;

export function createUserRepository(database: Database) {
  return {
    credentials: (phone: string) => credentials(database, phone),
    passwordHash: (id: number) => passwordHash(database, id),
    /** An account whose phone a code has just proved, on the code's transaction. */
    createVerified: (
      q: Queryable,
      u: { phone: string; full_name: string; email: string; passwordHash: string; locale?: string },
    ) => create(q, u),
    /** The account's number, proved by a code (its new number, or the one it had unproved). */
    setVerifiedPhone: (q: Queryable, id: number, phone: string) => setVerifiedPhone(q, id, phone),
    /** Numbers the account may give as a listing's contact: its own when proved, and those it proved. */
    contactNumbers: (id: number) => contactNumbers(database, id),
    addContactNumber: (q: Queryable, id: number, phone: string) => addContactNumber(q, id, phone),
    accountByPhone: (phone: string) => accountByPhone(database, phone),
    setLocale: (id: number, locale: string) => setLocale(database, id, locale),
    emailTaken: (email: string, exceptId?: number) => emailTaken(database, email, exceptId),
    get: (id: number) => get(database, id),
    updateProfile: (id: number, changes: ProfileChanges) => updateProfile(database, id, changes),
    setPreferences: (id: number, prefs: Preferences) => setPreferences(database, id, prefs),
    setLocation: (id: number, lat: number, lng: number) => setLocation(database, id, lat, lng),
    setPasswordHash: (id: number, hash: string) => setPasswordHash(database, id, hash),
    assignedAgent: (userId: number) => assignedAgent(database, userId),
  };
}

async function credentials(database: Database, phone: string): Promise<Credentials | null> {
  const r = await database.query<Credentials>('SELECT id, password_hash, is_blocked FROM users WHERE phone = $1', [
    phone,
  ]);
  return r.rows[0] ?? null;
}

async function passwordHash(database: Database, id: number): Promise<string | null> {
  const r = await database.query<Pick<Row<'users'>, 'password_hash'>>('SELECT password_hash FROM users WHERE id = $1', [
    id,
  ]);
  return r.rows[0]?.password_hash ?? null;
}

async function create(
  database: Queryable,
  u: { phone: string; full_name: string; email: string; passwordHash: string; locale?: string },
): Promise<User> {
  try {
    const r = await database.query<UserRow>(
      `INSERT INTO users (phone, full_name, email, password_hash, locale, phone_verified_at) VALUES ($1, $2, $3, $4, $5, now()) RETURNING ${USER_COLUMNS}`,
      [u.phone, u.full_name, u.email, u.passwordHash, u.locale ?? 'en-IN'],
    );
    return toUser(r.rows[0]!);
  } catch (err) {
    return rethrowTaken(err);
  }
}

/** The language their e-mail is written in from now on. */
async function setLocale(database: Database, id: number, locale: string): Promise<void> {
  await database.query('UPDATE users SET locale = $2 WHERE id = $1 AND locale <> $2', [id, locale]);
}

async function emailTaken(database: Database, email: string, exceptId?: number): Promise<boolean> {
  const r = await database.query('SELECT 1 FROM users WHERE lower(email) = lower($1) AND id IS DISTINCT FROM $2', [
    email,
    exceptId ?? null,
  ]);
  return r.rows.length > 0;
}

async function get(database: Database, id: number): Promise<User | null> {
  const r = await database.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return r.rows[0] ? toUser(r.rows[0]) : null;
}

async function updateProfile(database: Database, id: number, changes: ProfileChanges): Promise<User> {
  const keys = Object.keys(changes) as (keyof ProfileChanges)[];
  if (!keys.length) return (await get(database, id))!;
  const sets = keys.map((k, i) => `${k} = $${i + 2}`).join(', ');
  try {
    const r = await database.query<UserRow>(
      `UPDATE users SET ${sets}, updated_at = now() WHERE id = $1 RETURNING ${USER_COLUMNS}`,
      [id, ...keys.map((k) => changes[k] ?? null)],
    );
    return toUser(r.rows[0]!);
  } catch (err) {
    return rethrowTaken(err);
  }
}

async function setPreferences(database: Database, id: number, prefs: Preferences): Promise<User> {
  const r = await database.query<UserRow>(
    `UPDATE users SET preferences = $2::jsonb, updated_at = now() WHERE id = $1 RETURNING ${USER_COLUMNS}`,
    [id, JSON.stringify(prefs)],
  );
  return toUser(r.rows[0]!);
}

async function setLocation(database: Database, id: number, lat: number, lng: number): Promise<User> {
  const r = await database.query<UserRow>(
    `UPDATE users SET latitude = $2, longitude = $3, location_updated_at = now(), updated_at = now() WHERE id = $1 RETURNING ${USER_COLUMNS}`,
    [id, lat, lng],
  );
  return toUser(r.rows[0]!);
}

async function setPasswordHash(database: Database, id: number, hash: string): Promise<void> {
  await database.query(
    'UPDATE users SET password_hash = $2, token_version = token_version + 1, updated_at = now() WHERE id = $1',
    [id, hash],
  );
}

async function setVerifiedPhone(q: Queryable, id: number, phone: string): Promise<User> {
  try {
    const r = await q.query<UserRow>(
      `UPDATE users SET phone = $2, phone_verified_at = now(), updated_at = now() WHERE id = $1 RETURNING ${USER_COLUMNS}`,
      [id, phone],
    );
    return toUser(r.rows[0]!);
  } catch (err) {
    return rethrowTaken(err);
  }
}

/** The account's own number (its phone_verified_at, non-null by the WHERE) united with its extra ones. */
type ContactNumber = Pick<Row<'user_phones'>, 'phone' | 'verified_at'> & { own: boolean };

async function contactNumbers(database: Database, id: number): Promise<ContactNumber[]> {
  const r = await database.query<ContactNumber>(
    `SELECT phone, phone_verified_at AS verified_at, true AS own FROM users WHERE id = $1 AND phone_verified_at IS NOT NULL
     UNION ALL
     SELECT p.phone, p.verified_at, false FROM user_phones p JOIN users u ON u.id = p.user_id
        WHERE p.user_id = $1 AND p.phone <> u.phone ORDER BY own DESC, verified_at`,
    [id],
  );
  return r.rows;
}

async function addContactNumber(q: Queryable, id: number, phone: string): Promise<void> {
  await q.query(
    'INSERT INTO user_phones (user_id, phone) VALUES ($1, $2) ON CONFLICT (user_id, phone) DO UPDATE SET verified_at = now()',
    [id, phone],
  );
}

/** Who holds a number, for sending them a code (blocked and erased accounts get none). */
async function accountByPhone(database: Database, phone: string) {
  const r = await database.query<Pick<Row<'users'>, 'id' | 'locale' | 'is_blocked'>>(
    'SELECT id, locale, is_blocked FROM users WHERE phone = $1 AND deleted_at IS NULL',
    [phone],
  );
  return r.rows[0] ?? null;
}

async function assignedAgent(database: Database, userId: number) {
  const r = await database.query<AgentContact>(
    `SELECT a.id, a.full_name, a.phone, a.email, a.profile_image_url FROM users u JOIN users a ON a.id = u.agent_id
          WHERE u.id = $1 AND a.role IN ('agent', 'admin') AND NOT a.is_blocked`,
    [userId],
  );
  return r.rows[0] ?? null;
}

export type UserRepository = ReturnType<typeof createUserRepository>;
