// The back office's server side: who may enter (the API checks every call again; this only
// decides which page to show), and its form posts, one `intent` each, sent with the session's
// CSRF token. A 401 (the session ended meanwhile) signs out and goes to /login. The back office
// is in English: the API's field error codes reach its pages already worded.
import { data, type RouterContextProvider } from 'react-router';
import type { User } from '@aangan/contracts';
import { translateMessage } from '../i18n';
import {
  apiSend,
  authedGet,
  clearSessionCookie,
  fieldErrors,
  loginRedirect,
  requireUser,
  type ApiResult,
} from './session.server';

export type StaffRole = 'admin' | 'agent';

/** The signed-in staff member, a redirect to /login for visitors, or a 403 page for everyone else. */
export async function requireStaff(
  context: Readonly<RouterContextProvider>,
  request: Request,
  roles: StaffRole[],
): Promise<{ user: User; csrf: string | null }> {
  const s = await requireUser(context, request);
  if (!roles.includes(s.user.role as StaffRole))
    throw data({ message: 'This area is for Aangan staff only.' }, { status: 403 });
  return { user: s.user, csrf: s.csrf };
}

export const staffGet = <T>(
  context: Readonly<RouterContextProvider>,
  request: Request,
  path: string,
  fallback = 'Request failed',
) => authedGet<T>(context, request, path, fallback);

export interface StaffActionData {
  intent: string;
  ok: boolean;
  message: string;
  errors: Record<string, string>;
  result?: unknown;
}

/** The refused fields of an answer, each worded in English. */
const englishFields = (body: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries(fieldErrors(body)).map(([k, v]) => [k, translateMessage('en-IN', v)]));

/** Runs one API call for a back-office form and turns its answer into the page's action data. */
export async function staffAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
  form: FormData,
  call: (
    send: (path: string, method: string, body?: unknown) => Promise<ApiResult<unknown>>,
  ) => Promise<{ r: ApiResult<unknown>; ok: string }>,
) {
  const intent = String(form.get('intent') ?? '');
  const csrf = String(form.get('csrf') ?? '');
  const send = (path: string, method: string, body?: unknown) =>
    apiSend(context, path, { method, body, csrf }, 'Request failed');
  const { r, ok } = await call(send);
  if (r.status === 401) throw loginRedirect(request, { 'Set-Cookie': clearSessionCookie(request) });
  return data<StaffActionData>(
    { intent, ok: r.ok, message: r.ok ? ok : r.message, errors: r.ok ? {} : englishFields(r.data), result: r.data },
    { status: r.ok ? 200 : r.status },
  );
}
