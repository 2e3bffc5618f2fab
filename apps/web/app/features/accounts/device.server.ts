// The device cookie (OWASP's "device cookies", decision 042): after a sign-in the API gives this
// browser a token that names the account, kept here for a year in an httpOnly cookie and sent
// back with every later sign-in. It proves only that this device signed in to that account
// before, which lets the right password in while failures from elsewhere have locked the number.
// Signing out keeps it: the device is still one the account knows.
import { readCookie } from '@aangan/contracts';
import { secureAttr } from '../../shared/cookies.server';

const DEVICE_COOKIE = 'aangan_device';
const YEAR_S = 365 * 24 * 60 * 60;
/** What a token looks like (the API's format: account id, nonce, MAC); anything else is not sent. */
const TOKEN = /^[\w.-]{1,200}$/;

/** The token this browser was given at an earlier sign-in, if any. */
export function deviceToken(request: Request): string | undefined {
  const v = readCookie(request.headers.get('cookie'), DEVICE_COOKIE);
  return v && TOKEN.test(v) ? v : undefined;
}

/** The Set-Cookie that keeps a sign-in's device token (none when the answer gave none). */
export function deviceCookie(request: Request, token: string | undefined): string | null {
  if (!token || !TOKEN.test(token)) return null;
  return `${DEVICE_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${YEAR_S}${secureAttr(request)}`;
}
