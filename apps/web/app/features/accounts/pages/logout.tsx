import { redirect } from 'react-router';
import type { Route } from './+types/logout';
import { localeFromPath } from '../../../shared/i18n';
import { serverApi } from '../../../shared/api.server';
import { clearSessionCookie, flashCookie, fromOwnPage } from '../../../shared/session.server';

// POST only: a link or a prefetch must never sign anyone out. The session ends on the server too.
// Another site's form must not sign anyone out either: clearing the cookie needs no cookie sent
// (a SameSite=Lax one is not, cross-site), so the cookie is cleared only when the API ended the
// session (the form's CSRF token was the session's) or, from one of our own pages as the browser
// says (Origin), when there was no live session to end (it ended elsewhere, or expired).
export async function action({ context, request }: Route.ActionArgs) {
  const own = fromOwnPage(request);
  if (own === false) return refused(403);
  const form = await request.formData();
  const { response } = await serverApi(context, { csrf: String(form.get('csrf') ?? '') }).POST('/api/v1/auth/logout');
  if (!(response.status === 204 || (own && response.status === 401))) return refused(response.status);
  const hi = localeFromPath(new URL(request.url).pathname) === 'hi-IN' ? '/hi' : '';
  const fromAccount = form.get('from') === 'account';
  const headers = new Headers();
  headers.append('Set-Cookie', clearSessionCookie(request));
  // The header menu says 'Logged out successfully!' and goes home; the account page's sidebar
  // says 'You have been logged out' and goes to /login, where the person signs in again.
  headers.append(
    'Set-Cookie',
    flashCookie(request, 'success', fromAccount ? 'You have been logged out' : 'Logged out successfully!'),
  );
  return redirect(fromAccount ? `${hi}/login` : hi || '/', { headers });
}

/** A sign-out nobody vouched for (or the API could not check it: the database away): nothing is cleared. */
function refused(apiStatus: number): Response {
  const [status, text] = apiStatus >= 500 ? [503, 'Please try again'] : [403, 'Forbidden'];
  return new Response(`${text}: you are still signed in`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return redirect(localeFromPath(new URL(request.url).pathname) === 'hi-IN' ? '/hi' : '/');
}
