// A signed-in person's search page, built once for every viewer of their kind and filled in for
// each request (decision 040). Two people's copies of a search page differ only in the header
// (name, picture, role's links, the sign-out form's token) and the like buttons (which listings
// they like, the forms' token). So the web build renders the page for a stand-in viewer whose
// name, picture and token are slots (VIEWER_SLOTS), with the likes the host names; the page is
// kept like a visitor's page (same tags, same drops), and each request fills the slots with the
// person's own values, escaped as React escapes them, and adds the person as JSON for the
// browser's first render (apps/web/app/lib/viewer.ts).
import { displayName, SESSION_COOKIE, VIEWER_ELEMENT_ID, VIEWER_SLOTS, type User } from '@aangan/contracts';

/** The signed-in person a page is filled in for, as the API's session answer gives them. */
export interface PageViewer {
  user: User;
  csrf: string;
}

/** What a page built for every viewer of a kind may depend on besides the slots. */
export interface ViewerKind {
  role: User['role'];
  image: boolean;
}

export function viewerKind(user: User): ViewerKind {
  return { role: user.role, image: user.profile_image_url !== null };
}

/**
 * True when the request carries the session cookie and no other: a flash message to show, or
 * any cookie the pages might read, means the page is rendered for this request alone.
 */
export function onlySessionCookie(header: string | undefined): boolean {
  if (!header) return false;
  const names = header
    .split(';')
    .map((part) => part.slice(0, part.indexOf('=')).trim())
    .filter(Boolean);
  return names.length === 1 && names[0] === SESSION_COOKIE;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/** Text or an attribute value escaped as React's server renderer writes it. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** A page built for the stand-in viewer, filled in for this person. */
export function fillViewer(html: string, { user, csrf }: PageViewer): string {
  // `<` escaped: the JSON cannot end its element early ("</script>" in a name).
  const json = JSON.stringify({ user, csrf }).replaceAll('<', '\\u003c');
  const filled = html
    .replaceAll(VIEWER_SLOTS.name, escapeHtml(displayName(user)))
    .replaceAll(VIEWER_SLOTS.image, escapeHtml(user.profile_image_url ?? ''))
    .replaceAll(VIEWER_SLOTS.csrf, escapeHtml(csrf));
  const end = filled.lastIndexOf('</body>');
  const carried = `<script type="application/json" id="${VIEWER_ELEMENT_ID}">${json}</script>`;
  return end < 0 ? filled + carried : filled.slice(0, end) + carried + filled.slice(end);
}

/** The key of a kept page for viewers of a kind who like these of its listings (sorted). */
export function viewerPageKey(url: string, kind: ViewerKind, liked: number[]): string {
  return `viewer:${kind.role}:${kind.image ? 'picture' : 'none'}:${liked.join(',')}:${url}`;
}
