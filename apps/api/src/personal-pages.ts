// A signed-in person's search page, built once for every viewer of their kind and filled in for
// each request (decision 040). Two people's copies of a search page differ only in the header
// (name, picture, role's links, the sign-out form's token) and the like buttons (which listings
// they like, the forms' token). So the web build renders the page for a stand-in viewer whose
// name, picture and token are slots (VIEWER_SLOTS), with the likes the host names; the page is
// kept like a visitor's page (same tags, same drops), and each request fills the slots with the
// person's own values, escaped as React escapes them, and adds the person as JSON for the
// browser's first render (apps/web/app/lib/viewer.ts).
import {
  displayName,
  SESSION_COOKIE,
  VIEWER_ELEMENT_ID,
  VIEWER_SLOTS,
  type User,
  type ViewerKind,
} from '@aangan/contracts';

/** The signed-in person a page is filled in for, as the API's session answer gives them. */
export interface PageViewer {
  user: User;
  csrf: string;
  /** Unread notifications (the bell), at most 10. */
  unread: number;
}

export function viewerKind({ user, unread }: Pick<PageViewer, 'user' | 'unread'>): ViewerKind {
  return { role: user.role, image: user.profile_image_url !== null, unread };
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

/** A kept page cut at its slots, its nonce and its end, once: filling it is then a join. */
interface Cut {
  parts: string[];
  /** What sits between parts[i] and parts[i + 1]: a slot, the page's nonce, or `</body>`. */
  marks: string[];
}
const cuts = new WeakMap<object, Cut>();
const BODY_END = '</body>';

function cut(page: { html: string; nonce: string }): Cut {
  const known = cuts.get(page);
  if (known) return known;
  const marks = [VIEWER_SLOTS.name, VIEWER_SLOTS.image, VIEWER_SLOTS.csrf, page.nonce, BODY_END];
  const pattern = new RegExp(marks.map((m) => m.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|'), 'g');
  const result: Cut = { parts: [], marks: [] };
  let last = 0;
  for (const m of page.html.matchAll(pattern)) {
    result.parts.push(page.html.slice(last, m.index));
    result.marks.push(m[0]);
    last = m.index + m[0].length;
  }
  result.parts.push(page.html.slice(last));
  cuts.set(page, result);
  return result;
}

/**
 * A page built for the stand-in viewer (kept: the same object each time), filled in for this
 * person and this answer's nonce: their name, picture and form token in the slots, escaped, and
 * the person as JSON before the end of the body, for the browser's first render.
 */
export function fillViewer(
  page: { html: string; nonce: string },
  { user, csrf, unread }: PageViewer,
  nonce: string,
): string {
  // `<` escaped: the JSON cannot end its element early ("</script>" in a name).
  const json = JSON.stringify({ user, csrf, unread }).replaceAll('<', '\\u003c');
  const values: Record<string, string> = {
    [VIEWER_SLOTS.name]: escapeHtml(displayName(user)),
    [VIEWER_SLOTS.image]: escapeHtml(user.profile_image_url ?? ''),
    [VIEWER_SLOTS.csrf]: escapeHtml(csrf),
    [page.nonce]: nonce,
    // Data, not run; it carries the nonce as every inline script of a page does.
    [BODY_END]: `<script type="application/json" id="${VIEWER_ELEMENT_ID}" nonce="${nonce}">${json}</script>${BODY_END}`,
  };
  const { parts, marks } = cut(page);
  const end = marks.lastIndexOf(BODY_END);
  let html = parts[0]!;
  for (let i = 0; i < marks.length; i++) {
    const mark = marks[i]!;
    html += (mark === BODY_END && i !== end ? mark : values[mark]!) + parts[i + 1]!;
  }
  return end < 0 ? html + values[BODY_END]!.slice(0, -BODY_END.length) : html;
}

/** The key of a kept page for viewers of a kind who like these of its listings (sorted). */
export function viewerPageKey(url: string, kind: ViewerKind, liked: number[]): string {
  return `viewer:${kind.role}:${kind.image ? 'picture' : 'none'}:${kind.unread}:${liked.join(',')}:${url}`;
}
