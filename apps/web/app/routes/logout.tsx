import { redirect } from 'react-router';
import type { Route } from './+types/logout';
import { localeFromPath } from '../i18n';
import { serverApi } from '../lib/api.server';
import { clearSessionCookie, flashCookie } from '../lib/session.server';

// POST only: a link or a prefetch must never sign anyone out. The session ends on the server too.
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  // Whatever the API answers (a session already gone, say), this browser is signed out.
  await serverApi(context, { csrf: String(form.get('csrf') ?? '') }).POST('/api/v1/auth/logout');
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

export function loader({ request }: Route.LoaderArgs) {
  return redirect(localeFromPath(new URL(request.url).pathname) === 'hi-IN' ? '/hi' : '/');
}
