import type { User } from './account.ts';
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

/**
 * Stand-ins in a signed-in search page built once for every viewer of its kind: the host puts
 * the person's own name, picture and form token in their place, escaped, for each request
 * (apps/api/src/personal-pages.ts, decision 040). Letters, digits and dashes only, so that no
 * escaping changes them.
 */
export const VIEWER_SLOTS = {
  name: 'aangan-viewer-name-3f9c1e',
  image: '/aangan-viewer-image-3f9c1e',
  csrf: 'aangan-viewer-csrf-3f9c1e',
} as const;

/** What a page built for every viewer of a kind may depend on besides the slots: their role, and whether they have a picture. */
export interface ViewerKind {
  role: User['role'];
  image: boolean;
  /** Unread notifications as the bell shows them (0 to 10, 10 meaning "9+"). */
  unread: number;
}

/** The host's order to the web build for such a page: for which kind of viewer, and which of its listings they like. */
export interface PageTemplate {
  viewer: ViewerKind;
  liked: number[];
}

/** The element a filled page carries the viewer in, as JSON, for the browser's first render. */
export const VIEWER_ELEMENT_ID = 'aangan-viewer';
