// The back office's server side: who may enter (the API checks every call again; this only
// decides which page to show), and its form posts, one `intent` each, sent through the typed
// client with the session's CSRF token. A 401 (the session ended meanwhile) signs out and goes
// to /login. Forms that take typed input are checked with the contracts' schemas (decision 036)
// before anything is sent; refused fields, the check's and the API's alike, are error tokens
// the page words in its language (tm).
import { data, type RouterContextProvider } from 'react-router';
import type { SubmissionResult } from '@conform-to/react';
import type { ZodType } from 'zod';
import type { User } from '@aangan/contracts';
import { serverApi, type Api } from '../../shared/api.server';
import { result, type Answer } from '../../shared/api-result';
import { parseForm } from '../../shared/form';
import { fieldErrorLists, fieldErrors, requireUser, signedIn, signedOutOn401 } from '../../shared/session.server';

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

/**
 * A back-office list's query for the API: the page (1 unless the address says), the page size,
 * and each filter the address gives, as given (the API answers a wrong one with its message);
 * `base` sets the page size or a filter's default.
 */
export function listQuery(request: Request, filters: readonly string[], base: Record<string, string> = {}) {
  const url = new URL(request.url);
  const q = new URLSearchParams({ page: url.searchParams.get('page') || '1', limit: '25', ...base });
  for (const k of filters) {
    const v = url.searchParams.get(k);
    if (v) q.set(k, v);
  }
  return q;
}

/** A back-office page's data from the API; a 401 signs out and goes to /login, any other refusal is the page's error. */
export const staffGet = <D, E>(request: Request, call: Promise<Answer<D, E>>): Promise<D> =>
  signedIn(request, call, 'Request failed');

export interface StaffActionData {
  intent: string;
  /** Which of the page's forms was sent (`take-down:12`): a form in a list shows only its own answer. */
  form: string;
  ok: boolean;
  /** The success message, or the refusal's error token. */
  message: string;
  /** Refused fields, each its first error token. */
  errors: Record<string, string>;
  /** A form checked with a shared schema: Conform's reply (errors as tokens, the values typed). */
  result?: SubmissionResult<string[]>;
}

/** The key of the form a post came from: its intent, and the kind and row it acts on when it names them (`rename:tag:3`). */
export function staffFormKey(form: FormData): string {
  return [form.get('intent'), form.get('kind'), form.get('id')]
    .map((v) => (typeof v === 'string' ? v : ''))
    .filter(Boolean)
    .join(':');
}

/** The typed client for a back-office form: the form's CSRF token rides along. */
export const staffApi = (context: Readonly<RouterContextProvider>, form: FormData): Api =>
  serverApi(context, { csrf: String(form.get('csrf') ?? '') });

/** A form's values checked with a shared schema; Conform's submission, for the reply. */
export interface StaffChecked<T> {
  ok: true;
  value: T;
  submission: ReturnType<typeof parseForm>;
  /** Fields never written back into the page (a password). */
  hideFields?: string[];
  /** Empty the form once the API took it (a form that adds something: a note, a tag). */
  reset?: boolean;
}
export interface StaffRefused {
  ok: false;
  refused: ReturnType<typeof data<StaffActionData>>;
}

/**
 * A form's values as the contract's schema reads them, or the refusal to answer with (422):
 * every refused field's error tokens, and what was typed, so nothing is lost.
 */
export function staffCheck<S extends ZodType>(
  form: FormData,
  schema: S,
  options: { hideFields?: string[]; reset?: boolean } = {},
): StaffChecked<S['_output']> | StaffRefused {
  const submission = parseForm(form, schema);
  if (submission.status === 'success') return { ok: true, value: submission.value, submission, ...options };
  const reply = submission.reply({ hideFields: options.hideFields });
  const errors = Object.fromEntries(Object.entries(reply.error ?? {}).flatMap(([k, v]) => (v?.[0] ? [[k, v[0]]] : [])));
  return {
    ok: false,
    refused: data<StaffActionData>(
      {
        intent: String(form.get('intent') ?? ''),
        form: staffFormKey(form),
        ok: false,
        message: '',
        errors,
        result: reply,
      },
      { status: 422 },
    ),
  };
}

/**
 * A back-office form's outcome from one API answer: `ok` as its message, or the answer's error
 * token and field errors. A checked form's reply carries the API's field errors at its fields.
 */
export function staffReply(
  request: Request,
  form: FormData,
  answer: Answer<unknown, unknown>,
  ok: string,
  checked?: StaffChecked<unknown>,
) {
  const r = result(answer);
  signedOutOn401(request, r.status);
  const reply = checked?.submission.reply(
    r.ok
      ? { resetForm: Boolean(checked.reset), hideFields: checked.hideFields }
      : { fieldErrors: fieldErrorLists(r.error), hideFields: checked.hideFields },
  );
  return data<StaffActionData>(
    {
      intent: String(form.get('intent') ?? ''),
      form: staffFormKey(form),
      ok: r.ok,
      message: r.ok ? ok : r.message,
      errors: r.ok ? {} : fieldErrors(r.error),
      ...(reply ? { result: reply } : {}),
    },
    { status: r.ok ? 200 : r.status },
  );
}

/** An intent the page does not send: nothing is called. */
export const staffUnknown = (form: FormData) =>
  data<StaffActionData>(
    {
      intent: String(form.get('intent') ?? ''),
      form: staffFormKey(form),
      ok: false,
      message: 'Something went wrong',
      errors: {},
    },
    { status: 400 },
  );
