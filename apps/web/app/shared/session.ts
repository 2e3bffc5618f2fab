// Who is signed in, as the root loader found out; usable in any component.
import { useRouteLoaderData } from 'react-router';
import type { User } from '@aangan/contracts';
import type { Flash } from './session.server';
import { viewerOfPage, type Viewer, type ViewerKind } from './viewer';

export interface RootData {
  user: User | null;
  csrf: string | null;
  /** Unread notifications (the bell), at most 10. */
  unread: number;
  flash: Flash | null;
  origin: string;
  /** Set on a page built for every viewer of this kind and filled in per request (lib/viewer.ts). */
  viewer: ViewerKind | null;
}

export function useSession(): Viewer {
  const data = useRouteLoaderData('root') as RootData | undefined;
  if (data?.viewer) return viewerOfPage(data.viewer);
  return { user: data?.user ?? null, csrf: data?.csrf ?? null, unread: data?.unread ?? 0 };
}

export { displayName } from '@aangan/contracts';
