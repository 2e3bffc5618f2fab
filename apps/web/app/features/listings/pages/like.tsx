import { data, redirect } from 'react-router';
import type { Route } from './+types/like';
import { serverApi } from '../../../shared/api.server';
import { result } from '../../../shared/api-result';
import { clearSessionCookie, loginRedirect, safeNext } from '../../../shared/session.server';

// The like toggle of cards and the detail page. With JavaScript it answers the fetcher with the
// new state; without, it goes back to the page it came from.
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const id = Number(form.get('property_id'));
  if (!Number.isInteger(id) || id < 1) return data({ ok: false, message: 'Property not found' }, { status: 422 });
  const r = result(
    await serverApi(context, { csrf: String(form.get('csrf') ?? '') }).PUT('/api/v1/swipes/{id}/toggle', {
      params: { path: { id } },
    }),
    'Failed to record swipe',
  );
  const back = safeNext(form.get('back'), '/');
  if (r.status === 401)
    throw loginRedirect(new Request(new URL(back, request.url)), { 'Set-Cookie': clearSessionCookie(request) });
  if (!r.ok || !r.data) return data({ ok: false, message: r.message, property_id: id }, { status: r.status });
  if (form.get('js') !== '1') return redirect(back);
  return { ok: true, message: '', property_id: id, liked: r.data.liked, like_count: r.data.like_count };
}

export function loader() {
  return redirect('/');
}
