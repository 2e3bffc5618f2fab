// What the account page's forms do, one handler per `intent`. Each form is checked with its
// shared schema (packages/contracts, decision 036) before anything is sent; a refusal, the
// schema's or the API's, comes back as Conform's reply: each field's error tokens and the values
// typed. Every call carries the session's CSRF token; a 401 (the session ended meanwhile) signs
// out and goes to /login.
import { data, redirect, type RouterContextProvider } from 'react-router';
import type { SubmissionResult } from '@conform-to/react';
import type { z, ZodType } from 'zod';
import {
  ADDRESS_FIELDS,
  accountDetailsFormSchema,
  addressFormSchema,
  enquiryReplyFormSchema,
  enquiryStatusFormSchema,
  listingDeleteFormSchema,
  listingMoveFormSchema,
  locationUpdateSchema,
  passwordChangeFormSchema,
  phoneWithdrawFormSchema,
  preferencesFormSchema,
  DIGEST_KINDS,
  digestFormSchema,
  notificationOpenFormSchema,
  shortlistAddFormSchema,
  shortlistCreateFormSchema,
  savedSearchAlertsFormSchema,
  savedSearchFormSchema,
  visitCancelFormSchema,
  visitRescheduleFormSchema,
  type OwnerAction,
} from '@aangan/contracts';
import type { TabActionData } from '../../shared/ui/useActionToast';
import { phoneNumberFormSchema, profileEditSchema } from './account-forms';
import { serverApi, type Api } from '../../shared/api.server';
import { result, retryAfter, type Answer } from '../../shared/api-result';
import { codeFormSchema, codeStepOf, codeTimes, type CodeSentStep, type CodeTimes } from './code-step';
import { parseForm } from '../../shared/form';
import { fieldErrorLists, signedOutOn401 } from '../../shared/session.server';
import { indiaInstant } from '../../shared/time';
import { localeFromPath, type MessageKey } from '../../shared/i18n';

export interface AccountActionData extends TabActionData {
  /** A code is on its way to a number for the account (`phone-code`, `contact-code`): the step that asks for it. */
  code?: CodeSentStep;
  times?: CodeTimes;
  notice?: MessageKey;
}

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
    ...extra,
  };
  return data(out, { status: r.ok ? 200 : r.status });
}

/** What the toast says when the send succeeds (maybe by what was sent), and when it fails. */
type Messages<V> = { ok: string | ((v: V) => string); failed: string };

/** How a checked form is answered: the record it is about, and what its reply leaves in the boxes. */
interface Answering {
  /** Set on every answer, a refused one too, so the page shows it beside the right record. */
  about?: Partial<AccountActionData>;
  /** A form of buttons only: its refusal is told in the toast, since no box can show it. */
  toast?: boolean;
  /** Empty the form once its send succeeds. */
  reset?: boolean;
  /** Never written back into the page (passwords). */
  hideFields?: string[];
}

/**
 * Checks the form with its shared schema, then sends the API what `send` makes of the values:
 * the answer's message, with the API's field errors joined to the form's reply.
 */
async function checked<S extends ZodType>(
  s: Step,
  schema: S,
  messages: Messages<z.output<S>>,
  send: (v: z.output<S>) => Promise<Answer<unknown, unknown>>,
  { about = {}, toast = false, reset = false, hideFields }: Answering = {},
) {
  const submission = parseForm(s.form, schema);
  if (submission.status !== 'success') {
    const first = Object.values(submission.error ?? {}).flat()[0];
    const message = toast ? (first ?? messages.failed) : '';
    return data<AccountActionData>(
      { intent: s.intent, ok: false, message, result: submission.reply({ hideFields }), ...about },
      { status: 422 },
    );
  }
  const answer = await send(submission.value);
  const ok = answer.response.ok;
  const replied = ok
    ? submission.reply({ resetForm: reset || !!hideFields })
    : submission.reply({ fieldErrors: fieldErrorLists(answer.error), hideFields });
  const said = typeof messages.ok === 'function' ? messages.ok(submission.value) : messages.ok;
  return reply(s, answer, { ok: said, failed: messages.failed }, { ...about, result: replied });
}

/** A record's id as its hidden box names it, to place the answer beside it. */
const idOf = (s: Step, name: string) => Number(s.form.get(name));

const profile = (s: Step) =>
  checked(
    s,
    profileEditSchema,
    { ok: 'Profile updated successfully!', failed: 'Failed to update profile. Please try again.' },
    (v) =>
      s.api.PUT('/api/v1/users/profile', {
        body: { ...v, date_of_birth: v.date_of_birth ?? null, profile_image_url: v.profile_image_url ?? null },
      }),
  );

/** The account details tab sends only full_name and email. */
const details = (s: Step) =>
  checked(s, accountDetailsFormSchema, { ok: 'Account details updated', failed: 'Failed to update' }, (body) =>
    s.api.PUT('/api/v1/users/profile', { body }),
  );

/** A line left empty is cleared (sent as null), not left as it was. */
const address = (s: Step) =>
  checked(
    s,
    addressFormSchema,
    { ok: 'Address saved', failed: 'Failed to update profile. Please try again.' },
    (v: Record<string, string | null | undefined>) =>
      s.api.PUT('/api/v1/users/profile', { body: Object.fromEntries(ADDRESS_FIELDS.map((k) => [k, v[k] ?? null])) }),
  );

const preferences = (s: Step) =>
  checked(s, preferencesFormSchema, { ok: 'Preferences saved', failed: 'Failed to update preferences' }, (v) =>
    s.api.PUT('/api/v1/users/preferences', {
      body: { ...v, budget_min: v.budget_min ?? null, budget_max: v.budget_max ?? null },
    }),
  );

/** Sent by the page once the browser gives a position: nothing typed, so a refusal is a toast. */
const location = (s: Step) =>
  checked(
    s,
    locationUpdateSchema,
    { ok: 'Location saved', failed: 'Failed to update location' },
    (body) => s.api.PUT('/api/v1/users/location', { body }),
    { toast: true },
  );

/** Passwords are never written back into the page; a changed one leaves the form empty. */
const password = (s: Step) =>
  checked(
    s,
    passwordChangeFormSchema,
    { ok: 'Password changed. You have been signed out everywhere else.', failed: 'Failed to change password' },
    ({ current_password, new_password }) =>
      s.api.POST('/api/v1/auth/change-password', { body: { current_password, new_password } }),
    { hideFields: ['current_password', 'new_password', 'confirm_password'] },
  );

/** The new time is picked in India's time; the API is sent the instant with its offset. */
const visitReschedule = (s: Step) =>
  checked(
    s,
    visitRescheduleFormSchema,
    { ok: 'Visit rescheduled', failed: 'Failed to reschedule visit' },
    (v) =>
      s.api.POST('/api/v1/visits/{id}/reschedule', {
        params: { path: { id: v.visit_id } },
        body: { scheduled_date: indiaInstant(v.scheduled_date), reason: v.reason || null },
      }),
    { about: { visitId: idOf(s, 'visit_id') } },
  );

const visitCancel = (s: Step) =>
  checked(
    s,
    visitCancelFormSchema,
    { ok: 'Visit cancelled', failed: 'Failed to cancel visit' },
    (v) =>
      s.api.POST('/api/v1/visits/{id}/cancel', {
        params: { path: { id: v.visit_id } },
        body: { reason: v.reason || null },
      }),
    { about: { visitId: idOf(s, 'visit_id') } },
  );

const MOVED: Record<OwnerAction, string> = {
  submit: 'Sent for review',
  reconfirm: 'Availability confirmed',
  rented: 'Marked as rented',
  sold: 'Marked as sold',
  unpublish: 'Moved to drafts',
};

const listingMove = (s: Step) =>
  checked(
    s,
    listingMoveFormSchema,
    { ok: (v) => MOVED[v.action], failed: 'Failed to update property' },
    (v) =>
      s.api.POST('/api/v1/properties/{id}/status', {
        params: { path: { id: v.listing_id } },
        body: { action: v.action },
      }),
    { about: { listingId: idOf(s, 'listing_id') }, toast: true },
  );

const listingDelete = (s: Step) =>
  checked(
    s,
    listingDeleteFormSchema,
    { ok: 'Property deleted', failed: 'Failed to delete property' },
    (v) => s.api.DELETE('/api/v1/properties/{id}', { params: { path: { id: v.listing_id } } }),
    { about: { listingId: idOf(s, 'listing_id') }, toast: true },
  );

/** A sent message empties the box; a refused one stays in it, with the reason beside it. */
async function enquiryReply(s: Step) {
  const answered = await checked(
    s,
    enquiryReplyFormSchema,
    { ok: 'Message sent', failed: 'Failed to send' },
    (v) =>
      s.api.POST('/api/v1/enquiries/{id}/messages', {
        params: { path: { id: v.enquiry_id } },
        body: { body: v.body },
      }),
    { reset: true },
  );
  // A refusal of the text is shown at the box, not told again in a toast.
  if (answered.init?.status === 422) answered.data.message = '';
  return answered;
}

const ENQUIRY_MARKED: Record<string, string> = {
  replied: 'Marked as replied',
  visit_booked: 'Marked as visit booked',
  closed: 'Conversation closed',
  spam: 'Marked as spam: the conversation is closed',
};

const enquiryStatus = (s: Step) =>
  checked(
    s,
    enquiryStatusFormSchema,
    { ok: (v) => ENQUIRY_MARKED[v.status] ?? 'Updated', failed: 'Failed to update' },
    (v) =>
      s.api.PATCH('/api/v1/enquiries/{id}', { params: { path: { id: v.enquiry_id } }, body: { status: v.status } }),
    { toast: true },
  );

const phoneWithdraw = (s: Step) =>
  checked(
    s,
    phoneWithdrawFormSchema,
    { ok: 'Your number is hidden from this advertiser now', failed: 'Failed to update' },
    (v) => s.api.DELETE('/api/v1/me/phone-shares/{advertiser}', { params: { path: { advertiser: v.advertiser } } }),
    { toast: true },
  );

const text = (s: Step, name: string) => {
  const v = s.form.get(name);
  return typeof v === 'string' ? v : '';
};
const timesOf = (s: Step): CodeTimes => ({ resend_at: text(s, 'resend_at'), expires_in: text(s, 'expires_in') });

/**
 * A number proved with a one-time code: the account's own ("Change number", "Verify this
 * number") or another its listings may give ("Add a number"). Each names the API's two calls,
 * the intent every answer of its step carries (the panel that shows it), and what the toast says
 * once the code was right.
 */
interface CodeFlow {
  step: string;
  send: (
    s: Step,
    body: { phone: string; locale: 'en-IN' | 'hi-IN' },
  ) => Promise<Answer<{ phone: string; resend_in: number; expires_in: number }, unknown>>;
  check: (s: Step, body: { phone: string; code: string }) => Promise<Answer<unknown, unknown>>;
  done: { intent: string; message: string };
}

const ACCOUNT_NUMBER: CodeFlow = {
  step: 'phone-code',
  send: (s, body) => s.api.POST('/api/v1/me/phone', { body }),
  check: (s, body) => s.api.POST('/api/v1/me/phone/verify', { body }),
  done: { intent: 'phone-verify', message: 'Mobile number verified' },
};

const CONTACT_NUMBER: CodeFlow = {
  step: 'contact-code',
  send: (s, body) => s.api.POST('/api/v1/me/contact-numbers', { body }),
  check: (s, body) => s.api.POST('/api/v1/me/contact-numbers/verify', { body }),
  done: { intent: 'contact-verify', message: 'Number added: your listings may give it now' },
};

/**
 * The number's form, and "Send a new code": a code goes to the number, and the answer is the
 * code step. Asked again too soon, the step stays and the toast says to wait. Every answer is
 * the flow's `step` one, which its panel shows.
 */
async function phoneCode(s: Step, flow: CodeFlow, again = false) {
  const submission = parseForm(s.form, phoneNumberFormSchema);
  const answer = (status: number, d: Omit<AccountActionData, 'intent'>) =>
    data<AccountActionData>({ intent: flow.step, ...d }, { status });
  if (submission.status !== 'success') return answer(422, { ok: false, message: '', result: submission.reply() });
  const locale = localeFromPath(new URL(s.request.url).pathname);
  const sent = await flow.send(s, { phone: submission.value.phone, locale });
  const r = result(sent, 'The code could not be sent. Please try again.');
  signedOutOn401(s.request, r.status);
  const phone = text(s, 'phone');
  if (r.ok && r.data) {
    const times = codeTimes(r.data);
    return answer(200, {
      ok: true,
      message: '',
      code: codeStepOf(phone, times, r.data.phone),
      times,
      ...(again ? { notice: 'code.resent' as const } : {}),
    });
  }
  const fieldErrors = fieldErrorLists(r.error);
  if (again && !Object.keys(fieldErrors).length) {
    const times = timesOf(s);
    const wait = retryAfter(sent);
    if (wait) times.resend_at = String(Date.now() + wait * 1000);
    return answer(r.status, { ok: false, message: r.message, code: codeStepOf(phone, times), times });
  }
  const message = Object.keys(fieldErrors).length ? '' : r.message;
  return answer(r.status, { ok: false, message, result: submission.reply({ fieldErrors }) });
}

/** The code for the number: right, and the number is proved; else the step again, with why not. */
async function phoneVerify(s: Step, flow: CodeFlow) {
  const phone = text(s, 'phone');
  const submission = parseForm(s.form, codeFormSchema);
  const again = (status: number, reply: SubmissionResult<string[]>, message = '') =>
    data<AccountActionData>(
      {
        intent: flow.step,
        ok: false,
        message,
        code: codeStepOf(phone, timesOf(s)),
        times: timesOf(s),
        result: reply,
      },
      { status },
    );
  if (submission.status !== 'success') return again(422, submission.reply());
  const r = result(await flow.check(s, submission.value), 'Failed to update');
  signedOutOn401(s.request, r.status);
  if (r.ok) return data<AccountActionData>({ ...flow.done, ok: true });
  const fieldErrors = fieldErrorLists(r.error);
  // Another account took the number meanwhile: the number's form again, at its box.
  if (fieldErrors.phone)
    return data<AccountActionData>(
      { intent: flow.step, ok: false, message: '', result: { initialValue: { phone }, error: fieldErrors } },
      { status: r.status },
    );
  return again(r.status, submission.reply({ fieldErrors }), fieldErrors.code ? '' : r.message);
}

/** "Use a different number": the number's form again, filled with the one typed. */
const phoneEdit = async (s: Step, flow: CodeFlow) =>
  data<AccountActionData>({
    intent: flow.step,
    ok: true,
    message: '',
    result: { initialValue: { phone: text(s, 'phone') } },
  });

const savedAlerts = (s: Step) =>
  checked(
    s,
    savedSearchAlertsFormSchema,
    { ok: 'Alerts changed', failed: 'Failed to change the alerts' },
    (v) =>
      s.api.PATCH('/api/v1/saved-searches/{id}', {
        params: { path: { id: v.saved_search_id } },
        body: { frequency: v.frequency },
      }),
    { toast: true },
  );

const savedDelete = (s: Step) =>
  checked(
    s,
    savedSearchFormSchema,
    { ok: 'Saved search deleted', failed: 'Failed to delete the saved search' },
    (v) => s.api.DELETE('/api/v1/saved-searches/{id}', { params: { path: { id: v.saved_search_id } } }),
    { toast: true },
  );

/** Opening a saved search runs it: its matches so far stop counting as new, and the results page opens. */
async function savedOpen(s: Step) {
  const submission = parseForm(s.form, savedSearchFormSchema);
  if (submission.status !== 'success') return reply(s, { response: new Response(null, { status: 422 }) }, FAILED_OPEN);
  const answer = await s.api.PATCH('/api/v1/saved-searches/{id}', {
    params: { path: { id: submission.value.saved_search_id } },
    body: { seen: true },
  });
  if (!answer.data) return reply(s, answer, FAILED_OPEN);
  const hindi = localeFromPath(new URL(s.request.url).pathname) === 'hi-IN';
  return redirect(`${hindi ? '/hi' : ''}/properties?${answer.data.query}`) as unknown as ReturnType<typeof profile>;
}
const FAILED_OPEN = { ok: '', failed: 'Failed to open the saved search' };

/** Opening a notification marks it read, then its page opens (in the page's language). */
async function notificationOpen(s: Step) {
  const submission = parseForm(s.form, notificationOpenFormSchema);
  if (submission.status !== 'success') return reply(s, { response: new Response(null, { status: 422 }) }, FAILED_NOTE);
  const id = submission.value.notification_id;
  const answer = await s.api.POST('/api/v1/notifications/read', { body: { ids: [id] } });
  if (!answer.data) return reply(s, answer, FAILED_NOTE);
  const link = String(s.form.get('link') ?? '');
  // Only our own pages: the link came back from the form, so it is checked like any typed path.
  const to = /^\/(?!\/)[^\s\\]*$/.test(link) ? link : '/account?tab=notifications';
  const hindi = localeFromPath(new URL(s.request.url).pathname) === 'hi-IN';
  return redirect(`${hindi ? '/hi' : ''}${to}`) as unknown as ReturnType<typeof profile>;
}
const FAILED_NOTE = { ok: '', failed: 'Failed to open the notification' };

const notificationsRead = (s: Step) =>
  checked(
    s,
    digestFormSchema.pick({}),
    { ok: 'All notifications marked as read', failed: 'Failed to mark the notifications read' },
    () => s.api.POST('/api/v1/notifications/read', { body: { all: true } }),
    { toast: true },
  );

const digestSettings = (s: Step) =>
  checked(
    s,
    digestFormSchema,
    { ok: 'E-mail choices saved', failed: 'Failed to save your e-mail choices' },
    (v) =>
      s.api.PUT('/api/v1/notifications/settings', {
        body: { digest_off: DIGEST_KINDS.filter((k) => !v.digest_on.includes(k)) },
      }),
    { toast: true },
  );

/** The shortlist's own page, in the page's language. */
const shortlistPage = (s: Step, id: number) =>
  redirect(
    `${localeFromPath(new URL(s.request.url).pathname) === 'hi-IN' ? '/hi' : ''}/shortlists/${id}`,
  ) as unknown as ReturnType<typeof profile>;

/** The listing or project a shortlist form names, as the API takes it; null for neither. */
const itemOf = (v: { property_id?: number; project_slug?: string }) =>
  v.property_id ? { property_id: v.property_id } : v.project_slug ? { project_slug: v.project_slug } : null;

/** A new shortlist (with the listing or project it was made for, if any); its page opens. */
async function shortlistCreate(s: Step) {
  const submission = parseForm(s.form, shortlistCreateFormSchema);
  if (submission.status !== 'success')
    return data<AccountActionData>(
      { intent: s.intent, ok: false, message: '', result: submission.reply() },
      { status: 422 },
    );
  const made = await s.api.POST('/api/v1/shortlists', { body: { name: submission.value.name } });
  if (!made.data) return reply(s, made, FAILED_SHORTLIST);
  const item = itemOf(submission.value);
  if (item) await s.api.POST('/api/v1/shortlists/{id}/items', { params: { path: { id: made.data.id } }, body: item });
  return shortlistPage(s, made.data.id);
}
const FAILED_SHORTLIST = { ok: '', failed: 'Failed to make the shortlist' };

/** A listing added to one of the person's lists (already there is fine); the list's page opens. */
async function shortlistAdd(s: Step) {
  const submission = parseForm(s.form, shortlistAddFormSchema);
  if (submission.status !== 'success') return reply(s, { response: new Response(null, { status: 422 }) }, FAILED_ADD);
  const id = submission.value.shortlist_id;
  const item = itemOf(submission.value);
  if (!item) return reply(s, { response: new Response(null, { status: 422 }) }, FAILED_ADD);
  const added = await s.api.POST('/api/v1/shortlists/{id}/items', { params: { path: { id } }, body: item });
  if (!added.data && added.response.status !== 409) return reply(s, added, FAILED_ADD);
  return shortlistPage(s, id);
}
const FAILED_ADD = { ok: '', failed: 'Failed to add it to the shortlist' };

const HANDLERS: Record<string, (s: Step) => ReturnType<typeof profile>> = {
  'shortlist-create': shortlistCreate,
  'shortlist-add': shortlistAdd,
  'notification-open': notificationOpen,
  'notifications-read': notificationsRead,
  'digest-settings': digestSettings,
  'saved-alerts': savedAlerts,
  'saved-delete': savedDelete,
  'saved-open': savedOpen,
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
  'phone-code': (s) => phoneCode(s, ACCOUNT_NUMBER),
  'phone-resend': (s) => phoneCode(s, ACCOUNT_NUMBER, true),
  'phone-verify': (s) => phoneVerify(s, ACCOUNT_NUMBER),
  'phone-edit': (s) => phoneEdit(s, ACCOUNT_NUMBER),
  'contact-code': (s) => phoneCode(s, CONTACT_NUMBER),
  'contact-resend': (s) => phoneCode(s, CONTACT_NUMBER, true),
  'contact-verify': (s) => phoneVerify(s, CONTACT_NUMBER),
  'contact-edit': (s) => phoneEdit(s, CONTACT_NUMBER),
};

export async function handleAccountAction(context: Readonly<RouterContextProvider>, request: Request) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const handler = Object.hasOwn(HANDLERS, intent) ? HANDLERS[intent] : undefined;
  if (!handler) return data<AccountActionData>({ intent, ok: false, message: 'Something went wrong' }, { status: 400 });
  const api = serverApi(context, { csrf: String(form.get('csrf') ?? '') });
  return handler({ api, form, intent, request });
}
