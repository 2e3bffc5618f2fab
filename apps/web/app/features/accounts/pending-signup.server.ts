// A sign-up between its two posts (the details, then the code from the SMS): asking for a new
// code sends the details again, password included, and the password must never be written into
// the page. It is kept encrypted (AES-256-GCM) in a short-lived httpOnly cookie, under a key
// drawn for this sign-up that only the page holds (a hidden field of the code step). The cookie
// alone, or the page alone, gives nothing; together they are sent back only by this browser, from
// this page. No server secret is involved, so any instance of the site can read it, and the cookie
// lasts no longer than the code does (it is cleared once the account exists).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { readCookie } from '@aangan/contracts';
import { secureAttr } from '../../shared/cookies.server';

const COOKIE = 'aangan_signup';
const b64 = (b: Buffer) => b.toString('base64url');
const bytes = (s: string) => Buffer.from(s, 'base64url');

/**
 * The password sealed for `phone` (the number it was sent for: a sealed password opens for no
 * other), for `seconds`: the cookie to set and the key the page keeps.
 */
export function sealPassword(
  request: Request,
  password: string,
  phone: string,
  seconds: number,
): { cookie: string; key: string } {
  const key = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(phone));
  const sealed = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
  const value = [iv, sealed, cipher.getAuthTag()].map(b64).join('.');
  return {
    cookie: `${COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${Math.max(1, Math.round(seconds))}${secureAttr(request)}`,
    key: b64(key),
  };
}

/** The password kept for this sign-up, or null (no cookie: it expired; or it does not open with this key and number). */
export function openPassword(request: Request, key: unknown, phone: string): string | null {
  const value = readCookie(request.headers.get('cookie'), COOKIE);
  if (!value || typeof key !== 'string') return null;
  const [iv, sealed, tag] = value.split('.').map(bytes);
  const k = bytes(key);
  if (!iv || !sealed || !tag || iv.length !== 12 || tag.length !== 16 || k.length !== 32) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', k, iv).setAAD(Buffer.from(phone)).setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** The Set-Cookie that drops a kept sign-up (the account exists, or the person went back to the form). */
export function clearPendingSignup(request: Request): string {
  return `${COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secureAttr(request)}`;
}
