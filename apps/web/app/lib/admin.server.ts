// The back office's server side: who may enter (the API checks every call again; this only
// decides which page to show), and its form posts, one `intent` each, sent through the typed
// client with the session's CSRF token. A 401 (the session ended meanwhile) signs out and goes
// to /login. The back office is in English: the API's field error codes reach its pages already
// worded.
import { data, type RouterContextProvider } from 'react-router';
import { fieldCodeErrorMap, type User } from '@aangan/contracts';
import { translateMessage } from '../i18n';
import { issueToken, type BodySchema } from './checked-body';
import { serverApi, type Api } from './api.server';
import { result, type Answer } from './api-result';
import { fieldErrors, requireUser, signedIn, signedOutOn401 } from './session.server';

export type StaffRole = 'admin' | 'agent';

/** The signed-in staff member, a redirect to /login for visitors, or a 403 page for everyone else. */
export async function requireStaff(
  context: Readonly<RouterContextProvider>,
  request: Request,
  roles: StaffRole[],
): Promise<{ user: User; csrf: string | null }> {
  const s = await requireUser(context, request);
  if (!roles.some((r) => r === s.user.role))
    throw data({ message: 'This area is for Aangan staff only.' }, { status: 403 });
  return { user: s.user, csrf: s.csrf };
}

/** A back-office page's data from the API; a 401 signs out and goes to /login, any other refusal is the page's error. */
export const staffGet = <D, E>(request: Request, call: Promise<Answer<D, E>>): Promise<D> =>
  signedIn(request, call, 'Request failed');

export interface StaffActionData {
  intent: string;
  ok: boolean;
  message: string;
  errors: Record<string, string>;
}

/** The refused fields of an answer, each worded in English. */
const englishFields = (body: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries(fieldErrors(body)).map(([k, v]) => [k, translateMessage('en-IN', v)]));

/** The typed client for a back-office form: the form's CSRF token rides along. */
export const staffApi = (context: Readonly<RouterContextProvider>, form: FormData): Api =>
  serverApi(context, { csrf: String(form.get('csrf') ?? '') });

/** A back-office form's outcome from one API answer: `ok` as its message, or the server's message and field errors. */
export function staffReply(request: Request, form: FormData, answer: Answer<unknown, unknown>, ok: string) {
  const r = result(answer);
  signedOutOn401(request, r.status);
  return data<StaffActionData>(
    {
      intent: String(form.get('intent') ?? ''),
      ok: r.ok,
      message: r.ok ? ok : translateMessage('en-IN', r.message),
      errors: r.ok ? {} : englishFields(r.error),
    },
    { status: r.ok ? 200 : r.status },
  );
}

/** A contract's schema for one field: what the API checks that field with. */
type FieldSchema<T> = BodySchema<T>;

/**
 * A form's value for `field` as one of the values the API takes (its contract's schema for that
 * field), or the refusal the API would give: the forms offer only allowed values, so only a
 * tampered post is refused here, with the schema's own message at the field.
 */
export function staffChoice<T>(
  form: FormData,
  field: string,
  schema: FieldSchema<T>,
  value: unknown,
): { ok: true; value: T } | { ok: false; refused: ReturnType<typeof data<StaffActionData>> } {
  const parsed = schema.safeParse(value, { error: fieldCodeErrorMap });
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const message = issue ? translateMessage('en-IN', issueToken(issue)) : 'Invalid value';
  return {
    ok: false,
    refused: data<StaffActionData>(
      { intent: String(form.get('intent') ?? ''), ok: false, message, errors: { [field]: message } },
      { status: 422 },
    ),
  };
}
