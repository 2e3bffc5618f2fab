// Signed one-click links: `<id>.<expiry, Unix seconds>.<signature>`, the signature an HMAC-SHA256
// over the link's purpose, id and expiry with a secret only the server knows, so nobody can make
// a link for another id or stretch one's life. Listings' reconfirm links (decision 024) were the
// first (hence the default purpose and the name listingId); password resets sign theirs so too,
// with their own purpose and a password_resets row's id. The
// secret is random, created in the database by the first process that needs it, and read by
// every process on that database: links mailed by one server work on all of them, and nothing
// needs configuring.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database, Queryable, Row } from '@aangan/db';

/** What a link is for: signed into it, so a link made for another purpose never opens this one. */
export const RECONFIRM_PURPOSE = 'listing.reconfirm';

const SECRET_NAME = 'links';
const TOKEN = /^(\d{1,9})\.(\d{1,11})\.([A-Za-z0-9_-]{43})$/;

const mac = (secret: string, purpose: string, listingId: number, expiresS: number) =>
  createHmac('sha256', secret).update(`${purpose}\n${listingId}\n${expiresS}`).digest();

/** A link token for this listing, working until `expiresAt` (to the second). */
export function signLink(secret: string, listingId: number, expiresAt: Date, purpose = RECONFIRM_PURPOSE): string {
  const expiresS = Math.floor(expiresAt.getTime() / 1000);
  return `${listingId}.${expiresS}.${mac(secret, purpose, listingId, expiresS).toString('base64url')}`;
}

export interface LinkClaim {
  listingId: number;
  expiresAt: Date;
  /** The signature: names this one link (its answers are kept under it). */
  signature: string;
}

/**
 * What a token says, when its signature is ours for this purpose; null for anything else (made
 * up, altered, cut short, or made for another purpose). Whether it has expired is the caller's
 * question: a used link still tells what was done after its time.
 */
export function readLink(secret: string, token: string, purpose = RECONFIRM_PURPOSE): LinkClaim | null {
  const m = TOKEN.exec(token);
  if (!m) return null;
  const listingId = Number(m[1]);
  const expiresS = Number(m[2]);
  // Compared as text, not as decoded bytes: base64url's last character has spare bits, so other
  // spellings decode to the same bytes, and a link answered once (kept by its signature) must
  // not open again under another spelling.
  const given = Buffer.from(m[3]!);
  const want = Buffer.from(mac(secret, purpose, listingId, expiresS).toString('base64url'));
  if (given.length !== want.length || !timingSafeEqual(given, want)) return null;
  return { listingId, expiresAt: new Date(expiresS * 1000), signature: m[3]! };
}

/**
 * The secret links are signed with: read from the database, or created there by the first
 * process to ask (a concurrent creator's row wins; both then read the same one).
 */
export async function linkSecret(q: Queryable): Promise<string> {
  const read = async () =>
    (
      await q.query<Pick<Row<'link_secrets'>, 'secret'>>('SELECT secret FROM link_secrets WHERE name = $1', [
        SECRET_NAME,
      ])
    ).rows[0]?.secret;
  const found = await read();
  if (found) return found;
  await q.query('INSERT INTO link_secrets (name, secret) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    SECRET_NAME,
    randomBytes(32).toString('base64url'),
  ]);
  return (await read())!;
}

/** The secret, read once per process (it never changes while the database lives). */
export function linkSecrets(database: Database): () => Promise<string> {
  let secret: Promise<string> | null = null;
  return () => {
    secret ??= linkSecret(database).catch((err: unknown) => {
      secret = null;
      throw err;
    });
    return secret;
  };
}
