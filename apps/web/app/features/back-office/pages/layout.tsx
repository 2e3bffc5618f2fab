import { NavLink, Outlet, isRouteErrorResponse, useRouteError } from 'react-router';
import type { Route } from './+types/layout';
import { requireStaff } from '../admin.server';
import '../back-office.css';

// /admin: the back office. English only: it is a tool for our staff. Every call it
// makes is checked again by the API; this layout only keeps other people out of the pages.
export async function loader({ context, request }: Route.LoaderArgs) {
  const { user, csrf } = await requireStaff(context, request, ['admin']);
  return { user, csrf };
}

export function meta() {
  return [{ title: 'Back office | Aangan' }, { name: 'robots', content: 'noindex, nofollow' }];
}

const SECTIONS: [string, string][] = [
  ['/admin', 'Review queue'],
  ['/admin/listings', 'Listings'],
  ['/admin/findings', 'Findings'],
  ['/admin/reports', 'Reports'],
  ['/admin/users', 'Users'],
  ['/admin/projects', 'Projects'],
  ['/admin/inbox', 'Inbox'],
  ['/admin/deletions', 'Deletion requests'],
  ['/admin/content', 'Content'],
];

export default function AdminLayout() {
  return (
    <main id="main" className="container section admin">
      <nav aria-label="Back office" className="admin-nav">
        <ul>
          {SECTIONS.map(([to, label]) => (
            <li key={to}>
              <NavLink to={to} end={to === '/admin'}>
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-body">
        <Outlet />
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  return (
    <main id="main" className="container section narrow">
      <h1>{forbidden ? 'Staff only' : 'Something went wrong'}</h1>
      <p>
        {forbidden
          ? 'This area is for Aangan staff only.'
          : isRouteErrorResponse(error)
            ? `${error.status} ${String((error.data as { message?: string } | null)?.message ?? error.statusText)}`
            : 'Please try again.'}
      </p>
    </main>
  );
}
