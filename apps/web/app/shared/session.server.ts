// The web app's side of a session: the token lives in an httpOnly cookie the page's scripts
// cannot read (docs/decisions/007-accounts-and-sessions.md); state-changing forms carry the
// session's CSRF token, which the API checks. One-off messages ("Login successful!") travel to
// the next page in a short-lived flash cookie, so they survive a redirect without JavaScript.
import { redirect, type RouterContextProvider } from 'react-router';
import { SESSION_COOKIE, apiFieldErrorTokens, readCookie, type User } from '@aangan/contracts';
import { ApiFailure, dataOf, serverApi } from './api.server';
import type { Answer } from './api-result';

const FLASH_COOKIE = 'aangan_flash';

export type FlashKind = 'success' | 'error' | 'info';
export interface Flash {
  id: string;
  kind: FlashKind;
  message: string;
}
export interface SessionInfo {
  user: User | null;
  csrf: string | null;
  expired: boolean;
  /** Unread notifications (the bell), at most 10. */
  unread: number;
}

function secure(request: Request): string {
  const pub = process.env.PUBLIC_URL;
  return (pub ? pub.startsWith('https:') : new URL(request.url).protocol === 'https:') ? '; Secure' : '';
}

export function sessionCookie(request: Request, token: string, expiresAt: string): string {
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Expires=${new Date(expiresAt).toUTCString()}${secure(request)}`;
}
export function clearSessionCookie(request: Request): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure(request)}`;
}

export function flashCookie(request: Request, kind: FlashKind, message: string): string {
  const value = encodeURIComponent(JSON.stringify({ id: crypto.randomUUID(), kind, message }));
  return `${FLASH_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=60${secure(request)}`;
}
export function readFlash(request: Request): { flash: Flash | null; clear: string | null } {
  const raw = readCookie(request.headers.get('cookie'), FLASH_COOKIE);
  if (!raw) return { flash: null, clear: null };
  let flash: Flash | null = null;
  try {
    const v = JSON.parse(raw) as Flash;
    if (typeof v.message === 'string' && ['success', 'error', 'info'].includes(v.kind))
      flash = { id: String(v.id), kind: v.kind, message: v.message.slice(0, 300) };
  } catch {
    /* a mangled cookie is dropped */
  }
  return { flash, clear: `${FLASH_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure(request)}` };
}

export async function loadSession(context: Readonly<RouterContextProvider>): Promise<SessionInfo> {
  const { data } = await serverApi(context).GET('/api/v1/auth/session');
  if (!data) return { user: null, csrf: null, expired: false, unread: 0 };
  return { user: data.user, csrf: data.csrf_token, expired: data.expired, unread: data.unread_notifications };
}

/** Where a signed-out visitor goes, coming back here after logging in. */
export function loginRedirect(request: Request, headers: Record<string, string> = {}): Response {
  const url = new URL(request.url);
  // A script-driven request comes as /page.data?_routes=… (/_root.data for the home page):
  // come back to the page, not to its data.
  const path = url.pathname.replace(/\/_root\.data$/, '/').replace(/\.data$/, '');
  url.searchParams.delete('_routes');
  const prefix = path.startsWith('/hi/') || path === '/hi' ? '/hi' : '';
  return redirect(`${prefix}/login?next=${encodeURIComponent(path + url.search)}`, { headers });
}

/** The signed-in user, or a redirect to /login (clearing a dead cookie on the way). */
export async function requireUser(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<SessionInfo & { user: User }> {
  const s = await loadSession(context);
  if (s.user) return { ...s, user: s.user };
  throw loginRedirect(request, s.expired ? { 'Set-Cookie': clearSessionCookie(request) } : {});
}

/** Any ASCII control character (browsers drop tab, CR and LF from addresses) or a backslash (read as `/`). */
// eslint-disable-next-line no-control-regex -- finding them is the point
const UNSAFE_IN_PATH = /[\u0000-\u001f\u007f\\]/;
/** Stands for this site while a `next` is resolved: what matters is only whether the origin changes. */
const NEXT_BASE = 'https://next.invalid';

/**
 * Only same-site paths are followed after login (`next`) or a like without script (`back`);
 * anything else goes to `fallback`. The value is resolved as a browser would (the WHATWG URL
 * parser: `/.//x`, `/%2e%2e//x` become `//x`) and the normalised path + query + hash is what is
 * returned. Refused: control characters or backslashes anywhere, a path that still points
 * elsewhere once resolved, or one that would once its percent-encoding is undone (`/%2F/x`,
 * `/%5C/x`, `/%09/x`), in case something on the way decodes it again. Query and hash never
 * change where the browser goes.
 */
export function safeNext(next: unknown, fallback: string): string {
  if (typeof next !== 'string' || !next.startsWith('/') || UNSAFE_IN_PATH.test(next)) return fallback;
  let url: URL;
  let decoded: string;
  try {
    url = new URL(next, NEXT_BASE);
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return fallback;
  }
  if (url.origin !== NEXT_BASE || decoded.startsWith('//') || UNSAFE_IN_PATH.test(decoded)) return fallback;
  return url.pathname + url.search + url.hash;
}

/**
 * Whether the browser says this request comes from one of our own pages: false when its `Origin`
 * or `Sec-Fetch-Site` names another site, true when one of them says ours, null when it sends
 * neither (an old browser, or not a browser: then only a CSRF token can vouch for it).
 */
export function fromOwnPage(request: Request): boolean | null {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin') return false;
  const origin = request.headers.get('origin');
  if (origin) return origin === new URL(request.url).origin;
  return site ? true : null;
}

/** Field errors of a 422/409 answer as code tokens (shown with tm), keyed by field name. */
export function fieldErrors(error: unknown): Record<string, string> {
  return apiFieldErrorTokens(error);
}

/** The same, as the lists of errors a form's reply carries by field (Conform's `fieldErrors`). */
export function fieldErrorLists(error: unknown): Record<string, string[]> {
  return Object.fromEntries(Object.entries(apiFieldErrorTokens(error)).map(([k, v]) => [k, [v]]));
}

/** A GET on the signed-in person's behalf, its data; a 401 (session ended elsewhere) signs out and goes to /login. */
export async function signedIn<D, E>(request: Request, call: Promise<Answer<D, E>>, fallback: string): Promise<D> {
  try {
    return await dataOf(call, fallback);
  } catch (err) {
    if (err instanceof ApiFailure && err.status === 401)
      throw loginRedirect(request, { 'Set-Cookie': clearSessionCookie(request) });
    throw err;
  }
}

/** After a state-changing call: a 401 (the session ended meanwhile) signs out and goes to /login. */
export function signedOutOn401(request: Request, status: number): void {
  if (status === 401) throw loginRedirect(request, { 'Set-Cookie': clearSessionCookie(request) });
}
