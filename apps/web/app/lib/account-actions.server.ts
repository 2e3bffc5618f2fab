// What the account page's forms do, one handler per `intent`. Every call carries the session's
// CSRF token; a 401 (the session ended meanwhile) signs out and goes to /login.
import { data, type RouterContextProvider } from 'react-router';
import type { SubmissionResult } from '@conform-to/react';
import {
  ADDRESS_FIELDS,
  PROPERTY_TYPES,
  PURPOSES,
  accountDetailsFormSchema,
  addressFormSchema,
  enquiryStatusSchema,
  listingMoveSchema,
  passwordChangeFormSchema,
  profileFormSchema,
  type OwnerAction,
} from '@aangan/contracts';
import { serverApi, type Api } from './api.server';
import { result, type Answer } from './api-result';
import { parseForm } from './form';
import { fieldErrorLists, fieldErrors, signedOutOn401 } from './session.server';
import { indiaInstant } from './time';

type Errors = Record<string, string>;

export interface AccountActionData {
  intent: string;
  ok: boolean;
  message: string;
  errors: Errors;
  /** A form checked with a shared schema: its reply (field errors as tokens, the values typed). */
  result?: SubmissionResult<string[]>;
  visitId?: number;
  listingId?: number;
  /** A message as typed, shown again when its send was refused. */
  text?: string;
}

const list = (form: FormData, key: string) => form.getAll(key).map(String).filter(Boolean);
const money = (v: FormDataEntryValue | null) =>
  v === null || String(v).trim() === '' ? null : Math.round(Number(String(v).replace(/[,\s]/g, '')));

/** What a handler has to work with: the typed client (with the form's CSRF token), the form and the request. */
interface Step {
  api: Api;
  form: FormData;
  intent: string;
  request: Request;
}

/** The form's outcome from an API answer: its success message, or the server's message and field errors. */
function reply<D, E>(
  s: Step,
  answer: Answer<D, E>,
  messages: { ok: string; failed: string },
  extra: Partial<AccountActionData> = {},
) {
  const r = result(answer, messages.failed);
  signedOutOn401(s.request, r.status);
  const out: AccountActionData = {
    intent: s.intent,
    ok: r.ok,
    message: r.ok ? messages.ok : r.message || messages.failed,
    errors: r.ok ? {} : fieldErrors(r.error),
    ...extra,
  };
  return data(out, { status: r.ok ? 200 : r.status });
}

/** Refused before anything is sent: the fields' own messages. */
const invalid = (s: Step, errors: Errors, extra: Partial<AccountActionData> = {}) =>
  data<AccountActionData>({ intent: s.intent, ok: false, message: '', errors, ...extra }, { status: 422 });

/** Refused by the form's shared schema before anything is sent: Conform's reply (tokens, values typed). */
const refused = (s: Step, submission: SubmissionResult<string[]>) =>
  data<AccountActionData>(
    { intent: s.intent, ok: false, message: '', errors: {}, result: submission },
    { status: 422 },
  );

/** The API's refusal of a checked form, as field errors on the same form (or, when sent, an emptied one). */
const answered = (ok: boolean, error: unknown, hideFields?: string[]) =>
  ok ? { resetForm: !!hideFields } : { fieldErrors: fieldErrorLists(error), hideFields };

async function profile(s: Step) {
  const submission = parseForm(s.form, profileFormSchema);
  if (submission.status !== 'success') return refused(s, submission.reply());
  const v = submission.value;
  const answer = await s.api.PUT('/api/v1/users/profile', {
    body: { ...v, date_of_birth: v.date_of_birth ?? null, profile_image_url: v.profile_image_url ?? null },
  });
  const messages = { ok: 'Profile updated successfully!', failed: 'Failed to update profile. Please try again.' };
  return reply(s, answer, messages, { result: submission.reply(answered(!answer.error, answer.error)) });
}

/** The account details tab sends only full_name and email. */
async function details(s: Step) {
  const submission = parseForm(s.form, accountDetailsFormSchema);
  if (submission.status !== 'success') return refused(s, submission.reply());
  const answer = await s.api.PUT('/api/v1/users/profile', { body: submission.value });
  return reply(
    s,
    answer,
    { ok: 'Account details updated', failed: 'Failed to update' },
    { result: submission.reply(answered(!answer.error, answer.error)) },
  );
}

async function address(s: Step) {
  const submission = parseForm(s.form, addressFormSchema);
  if (submission.status !== 'success') return refused(s, submission.reply());
  // A line left empty is cleared (sent as null), not left as it was.
  const v: Record<string, string | null | undefined> = submission.value;
  const body = Object.fromEntries(ADDRESS_FIELDS.map((k) => [k, v[k] ?? null]));
  const answer = await s.api.PUT('/api/v1/users/profile', { body });
  return reply(
    s,
    answer,
    { ok: 'Address saved', failed: 'Failed to update profile. Please try again.' },
    { result: submission.reply(answered(!answer.error, answer.error)) },
  );
}

/** The boxes offer only these values; anything else sent is left out. */
const known = <T extends string>(allowed: readonly T[], values: string[]): T[] =>
  values.flatMap((v) => allowed.filter((a) => a === v));

async function preferences(s: Step) {
  const body = {
    purposes: known(PURPOSES, list(s.form, 'purposes')),
    property_types: known(PROPERTY_TYPES, list(s.form, 'property_types')),
    budget_min: money(s.form.get('budget_min')),
    budget_max: money(s.form.get('budget_max')),
    localities: String(s.form.get('localities') ?? '')
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
    bhk: list(s.form, 'bhk').map(Number),
  };
  const answer = await s.api.PUT('/api/v1/users/preferences', { body });
  return reply(s, answer, { ok: 'Preferences saved', failed: 'Failed to update preferences' });
}

async function location(s: Step) {
  const body = { latitude: Number(s.form.get('latitude')), longitude: Number(s.form.get('longitude')) };
  const answer = await s.api.PUT('/api/v1/users/location', { body });
  return reply(s, answer, { ok: 'Location saved', failed: 'Failed to update location' });
}

async function password(s: Step) {
  const submission = parseForm(s.form, passwordChangeFormSchema);
  // Passwords are never written back into the page; a changed one leaves the form empty.
  const hideFields = ['current_password', 'new_password', 'confirm_password'];
  if (submission.status !== 'success') return refused(s, submission.reply({ hideFields }));
  const { current_password, new_password } = submission.value;
  const answer = await s.api.POST('/api/v1/auth/change-password', { body: { current_password, new_password } });
  return reply(
    s,
    answer,
    { ok: 'Password changed. You have been signed out everywhere else.', failed: 'Failed to change password' },
    { result: submission.reply(answered(!answer.error, answer.error, hideFields)) },
  );
}

async function visitReschedule(s: Step) {
  const id = Number(s.form.get('visit_id'));
  const when = String(s.form.get('scheduled_date') ?? '');
  if (!when) return invalid(s, { scheduled_date: 'Please choose a date and time for the visit' }, { visitId: id });
  const answer = await s.api.POST('/api/v1/visits/{id}/reschedule', {
    params: { path: { id } },
    body: { scheduled_date: indiaInstant(when), reason: String(s.form.get('reason') ?? '') || null },
  });
  return reply(s, answer, { ok: 'Visit rescheduled', failed: 'Failed to reschedule visit' }, { visitId: id });
}

async function visitCancel(s: Step) {
  const id = Number(s.form.get('visit_id'));
  const answer = await s.api.POST('/api/v1/visits/{id}/cancel', {
    params: { path: { id } },
    body: { reason: String(s.form.get('reason') ?? '') || null },
  });
  return reply(s, answer, { ok: 'Visit cancelled', failed: 'Failed to cancel visit' }, { visitId: id });
}

const MOVED: Record<OwnerAction, string> = {
  submit: 'Sent for review',
  reconfirm: 'Availability confirmed',
  rented: 'Marked as rented',
  sold: 'Marked as sold',
  unpublish: 'Moved to drafts',
};

async function listingMove(s: Step) {
  const id = Number(s.form.get('listing_id'));
  const action = listingMoveSchema.shape.action.safeParse(String(s.form.get('action') ?? ''));
  if (!action.success) {
    // Refused as the API would refuse it: its message, shown like any refusal of a move.
    const message = action.error.issues[0]?.message ?? 'Failed to update property';
    return data<AccountActionData>(
      { intent: s.intent, ok: false, message, errors: { action: message }, listingId: id },
      { status: 422 },
    );
  }
  const answer = await s.api.POST('/api/v1/properties/{id}/status', {
    params: { path: { id } },
    body: { action: action.data },
  });
  return reply(s, answer, { ok: MOVED[action.data], failed: 'Failed to update property' }, { listingId: id });
}

async function listingDelete(s: Step) {
  const id = Number(s.form.get('listing_id'));
  const answer = await s.api.DELETE('/api/v1/properties/{id}', { params: { path: { id } } });
  return reply(s, answer, { ok: 'Property deleted', failed: 'Failed to delete property' }, { listingId: id });
}

/** A refused message keeps its text in the box, so it can be sent again. */
async function enquiryReply(s: Step) {
  const id = Number(s.form.get('enquiry_id'));
  const text = String(s.form.get('body') ?? '');
  const answer = await s.api.POST('/api/v1/enquiries/{id}/messages', {
    params: { path: { id } },
    body: { body: text },
  });
  const r = result(answer, 'Failed to send');
  signedOutOn401(s.request, r.status);
  if (!r.ok)
    return data<AccountActionData>(
      { intent: s.intent, ok: false, message: r.status === 422 ? '' : r.message, errors: fieldErrors(r.error), text },
      { status: r.status },
    );
  return reply(s, answer, { ok: 'Message sent', failed: 'Failed to send' });
}

const ENQUIRY_MARKED: Record<string, string> = {
  replied: 'Marked as replied',
  visit_booked: 'Marked as visit booked',
  closed: 'Conversation closed',
  spam: 'Marked as spam: the conversation is closed',
};

async function enquiryStatus(s: Step) {
  const id = Number(s.form.get('enquiry_id'));
  const status = enquiryStatusSchema.shape.status.safeParse(String(s.form.get('status') ?? ''));
  if (!status.success) return invalid(s, { status: status.error.issues[0]?.message ?? 'Failed to update' });
  const answer = await s.api.PATCH('/api/v1/enquiries/{id}', {
    params: { path: { id } },
    body: { status: status.data },
  });
  return reply(s, answer, { ok: ENQUIRY_MARKED[status.data] ?? 'Updated', failed: 'Failed to update' });
}

async function phoneWithdraw(s: Step) {
  const advertiser = String(s.form.get('advertiser') ?? '');
  const answer = await s.api.DELETE('/api/v1/me/phone-shares/{advertiser}', { params: { path: { advertiser } } });
  return reply(s, answer, { ok: 'Your number is hidden from this advertiser now', failed: 'Failed to update' });
}

const HANDLERS: Record<string, (s: Step) => ReturnType<typeof profile>> = {
  profile,
  details,
  address,
  preferences,
  location,
  password,
  'visit-reschedule': visitReschedule,
  'visit-cancel': visitCancel,
  'listing-move': listingMove,
  'listing-delete': listingDelete,
  'enquiry-reply': enquiryReply,
  'enquiry-status': enquiryStatus,
  'phone-withdraw': phoneWithdraw,
};

export async function handleAccountAction(context: Readonly<RouterContextProvider>, request: Request) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const handler = Object.hasOwn(HANDLERS, intent) ? HANDLERS[intent] : undefined;
  if (!handler)
    return data<AccountActionData>({ intent, ok: false, message: 'Something went wrong', errors: {} }, { status: 400 });
  const api = serverApi(context, { csrf: String(form.get('csrf') ?? '') });
  return handler({ api, form, intent, request });
}
