// The session cookie, shared by the API (which reads it) and the web app (which sets it).
export const SESSION_COOKIE = 'aangan_session';

/** One cookie's value from a Cookie header, or undefined. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return decodeURIComponent(part.slice(i + 1).trim());
  }
  return undefined;
}
