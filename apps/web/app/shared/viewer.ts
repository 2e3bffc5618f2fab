// A signed-in search page is built once for every viewer of a kind and filled in per request by
// the host (apps/api/src/personal-pages.ts, decision 040): the header and the like buttons are
// all that differ between two people's copies of it. The build renders the person as a stand-in
// whose name, picture and form token are slots the host replaces; the page then carries the
// person as JSON, which the browser's first render reads instead of the root loader's data.
import { VIEWER_ELEMENT_ID, VIEWER_SLOTS, type User, type ViewerKind } from '@aangan/contracts';

export type { PageTemplate, ViewerKind } from '@aangan/contracts';

export interface Viewer {
  user: User | null;
  csrf: string | null;
  /** Unread notifications (the bell), at most 10. */
  unread: number;
}

/** The person a page for every viewer of a kind is rendered for: slots where their own words go. */
export function standInUser(kind: ViewerKind): User {
  return {
    id: 0,
    full_name: VIEWER_SLOTS.name,
    email: null,
    phone: '',
    phone_verified: false,
    role: kind.role,
    date_of_birth: null,
    profile_image_url: kind.image ? VIEWER_SLOTS.image : null,
    agent_id: null,
    full_address: null,
    locality: null,
    city: null,
    state: null,
    pincode: null,
    preferences: {} as User['preferences'],
    latitude: null,
    longitude: null,
    created_at: '',
  };
}

let carried: Viewer | undefined;

/** On the server the stand-in; in the browser the person the filled page carries. */
export function viewerOfPage(kind: ViewerKind): Viewer {
  if (typeof document === 'undefined') return { user: standInUser(kind), csrf: VIEWER_SLOTS.csrf, unread: kind.unread };
  if (carried === undefined) {
    const json = document.getElementById(VIEWER_ELEMENT_ID)?.textContent;
    const read = json ? (JSON.parse(json) as Partial<Viewer>) : {};
    carried = { user: read.user ?? null, csrf: read.csrf ?? null, unread: read.unread ?? 0 };
  }
  return carried;
}
