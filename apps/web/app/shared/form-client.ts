// The client of our own forms API (the newsletter, the owner call-back form): POST /f/{formId}
// with JSON through the typed client, read back {next} or {errors: [{field, code, message, reason?, params?}]}.
// Any other answer is 'Unexpected response format'; a network failure gives its message text.
// Errors are kept as code tokens (a field's `reason`, or the service's `code`), so the page words
// them in its language (tm); a code the service does not list is UNSPECIFIED.
import { useState, type FormEventHandler } from 'react';
import type { SubmissionResult } from '@conform-to/react';
import {
  type ErrorCode,
  type ErrorParams,
  errorToken,
  FORM_ERROR_CODES,
  type FieldErrorCode,
  type FormFieldErrorCode,
  isErrorCode,
  isFieldErrorCode,
} from '@aangan/contracts';
import { browserApi } from './api-client';

/** A refused form: its errors by field, and the error of the whole form. */
export type FormRefusal = { ok: false; fields: Record<string, string[]>; form: string | null };
export type FormResult = { ok: true; next: string } | FormRefusal;

/** A field code of the form service without our own reason, as the field code it is worded by. */
const FIELD_CODE_WORDS: Record<FormFieldErrorCode, FieldErrorCode> = {
  REQUIRED_FIELD_EMPTY: 'REQUIRED',
  REQUIRED_FIELD_MISSING: 'REQUIRED',
  TYPE_EMAIL: 'EMAIL_INVALID',
  TYPE_NUMERIC: 'NOT_NUMBER',
  TYPE_TEXT: 'NOT_TEXT',
};

/**
 * One error of the forms API as a code token the page words in its language: the field's own
 * reason where it gives one, else the form service's code (a field's worded as its field code).
 * A code the service does not list becomes UNSPECIFIED, as its documentation says: never a
 * message in whatever language the service wrote it.
 */
export function formErrorText(e: {
  field?: string;
  code?: string;
  message?: string;
  reason?: string;
  params?: ErrorParams;
}): string {
  if (isFieldErrorCode(e.reason)) return errorToken({ code: e.reason, params: e.params });
  const field = (FORM_ERROR_CODES.field as readonly string[]).includes(e.code ?? '')
    ? FIELD_CODE_WORDS[e.code as FormFieldErrorCode]
    : null;
  if (field) return errorToken({ code: field });
  const known = (FORM_ERROR_CODES.form as readonly string[]).includes(e.code ?? '') && isErrorCode(e.code);
  return errorToken({ code: known ? (e.code as ErrorCode) : 'UNSPECIFIED' });
}

/** The field and form messages of a refused form (any answer without them reads 'Unexpected response format'). */
export function refusal(errors: readonly Parameters<typeof formErrorText>[0][] | undefined): FormRefusal {
  // An answer the document does not list (a 500's {detail}) arrives here too: check, do not trust.
  if (!Array.isArray(errors)) return { ok: false, fields: {}, form: 'Unexpected response format' };
  const fields: Record<string, string[]> = {};
  let form: string | null = null;
  for (const e of errors) {
    const message = formErrorText(e);
    if (e.field) (fields[e.field] ??= []).push(message);
    else form = form ? `${form}, ${message}` : message;
  }
  return { ok: false, fields, form };
}

export async function sendForm(formId: string, values: Record<string, unknown>): Promise<FormResult> {
  try {
    const { data, error } = await browserApi().POST('/api/v1/f/{formId}', {
      params: { path: { formId } },
      body: values,
      headers: { accept: 'application/json' },
    });
    if (data) return { ok: true, next: data.next };
    return refusal(error?.errors);
  } catch (err) {
    return { ok: false, fields: {}, form: (err as Error).message || 'Something went wrong' };
  }
}

export type FormState = 'idle' | 'submitting' | 'succeeded' | 'failed';

/** idle → submitting → succeeded | failed, as the newsletter and deletion forms go. */
export function useFormSender(formId: string) {
  const [state, setState] = useState<FormState>('idle');
  const [result, setResult] = useState<FormResult | null>(null);
  const send = async (values: Record<string, unknown>) => {
    setState('submitting');
    const r = await sendForm(formId, values);
    setResult(r);
    setState(r.ok ? 'succeeded' : 'failed');
    return r;
  };
  const fields = result && !result.ok ? result.fields : {};
  const formError = result && !result.ok ? result.form : null;
  return { state, send, fields, formError };
}

/** A refusal of the forms API as a Conform reply: its errors by field (the whole form's under ''), and what was sent. */
export function refusalReply(r: FormRefusal, values: Record<string, unknown>): SubmissionResult<string[]> {
  return {
    status: 'error',
    initialValue: values as Record<string, string>,
    error: { ...r.fields, ...(r.form ? { '': [r.form] } : {}) },
  };
}

/**
 * A form checked with its schema in the browser (Conform's submit handler) and then sent to the
 * forms API from the page: `onSubmit(check)` runs the check, and when the form passes sends what
 * it holds. A refusal comes back as `lastResult`, for the form to show by its fields; what was
 * typed stays in the boxes. A stored form is emptied. Without scripts the form posts to the forms API itself.
 */
export function useCheckedSender(formId: string) {
  const [state, setState] = useState<FormState>('idle');
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | null>(null);
  const send = async (form: HTMLFormElement) => {
    const values = Object.fromEntries(new FormData(form));
    setState('submitting');
    const r = await sendForm(formId, values);
    // A refusal shows at its fields; a stored form starts afresh (Conform resets on a null initialValue).
    setLastResult(r.ok ? { status: 'success', initialValue: null } : refusalReply(r, values));
    setState(r.ok ? 'succeeded' : 'failed');
    return r;
  };
  const onSubmit =
    (check: FormEventHandler<HTMLFormElement>, sent?: (r: FormResult) => void): FormEventHandler<HTMLFormElement> =>
    (e) => {
      check(e);
      if (e.defaultPrevented) return;
      e.preventDefault();
      void send(e.currentTarget).then((r) => sent?.(r));
    };
  return { state, lastResult, onSubmit };
}

/** An 'Email …' / 'Message …' prefix, not doubled when the message already names the field. */
export const withFieldName = (name: string, message: string) =>
  message.startsWith(name) ? message : `${name} ${message}`;
