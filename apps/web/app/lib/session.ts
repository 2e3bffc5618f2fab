// Who is signed in, as the root loader found out; usable in any component.
import { useRouteLoaderData } from 'react-router';
import type { User } from '@aangan/contracts';
import type { Flash } from './session.server';

export interface RootData {
  user: User | null;
  csrf: string | null;
  flash: Flash | null;
  origin: string;
}

export function useSession(): { user: User | null; csrf: string | null } {
  const data = useRouteLoaderData('root') as RootData | undefined;
  return { user: data?.user ?? null, csrf: data?.csrf ?? null };
}

/** The header's name for a person: full name, else e-mail, else "User". */
export function displayName(u: Pick<User, 'full_name' | 'email'>): string {
  return u.full_name?.trim() || u.email || 'User';
}
