// What the account page's forms do, one `intent` each. Every call carries the session's CSRF
// token; a 401 (the session ended meanwhile) signs out and goes to /login.
import { data, type RouterContextProvider } from 'react-router';
import type { SubmissionResult } from '@conform-to/react';
import {
  ADDRESS_FIELDS,
  accountDetailsFormSchema,
  addressFormSchema,
  passwordChangeFormSchema,
  profileFormSchema,
  type OwnerAction,
} from '@aangan/contracts';
import { parseForm } from './form';
import {
  apiSend,
  clearSessionCookie,
  fieldErrorLists,
  fieldErrors,
  loginRedirect,
  type ApiResult,
} from './session.server';
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

export async function handleAccountAction(context: Readonly<RouterContextProvider>, request: Request) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const csrf = String(form.get('csrf') ?? '');
  const send = (path: string, method: string, body: unknown, fallback: string) =>
    apiSend(context, path, { method, body, csrf }, fallback);
  const reply = (
    r: ApiResult<unknown>,
    okMessage: string,
    failMessage: string,
    extra: Partial<AccountActionData> = {},
  ) => {
    if (r.status === 401) throw loginRedirect(request, { 'Set-Cookie': clearSessionCookie(request) });
    const out: AccountActionData = {
      intent,
      ok: r.ok,
      message: r.ok ? okMessage : r.message || failMessage,
      errors: r.ok ? {} : fieldErrors(r.data),
      ...extra,
    };
    return data(out, { status: r.ok ? 200 : r.status });
  };
  const invalid = (result: SubmissionResult<string[]>) =>
    data<AccountActionData>({ intent, ok: false, message: '', errors: {}, result }, { status: 422 });

  switch (intent) {
    case 'profile': {
      const submission = parseForm(form, profileFormSchema);
      if (submission.status !== 'success') return invalid(submission.reply());
      const v = submission.value;
      const r = await send(
        '/users/profile/',
        'PUT',
        { ...v, date_of_birth: v.date_of_birth ?? null, profile_image_url: v.profile_image_url ?? null },
        'Failed to update profile',
      );
      return reply(r, 'Profile updated successfully!', 'Failed to update profile. Please try again.', {
        result: submission.reply(r.ok ? {} : { fieldErrors: fieldErrorLists(r.data) }),
      });
    }
    case 'details': {
      // The account details tab sends only full_name and email.
      const submission = parseForm(form, accountDetailsFormSchema);
      if (submission.status !== 'success') return invalid(submission.reply());
      const r = await send('/users/profile/', 'PUT', submission.value, 'Failed to update');
      return reply(r, 'Account details updated', 'Failed to update', {
        result: submission.reply(r.ok ? {} : { fieldErrors: fieldErrorLists(r.data) }),
      });
    }
    case 'address': {
      const submission = parseForm(form, addressFormSchema);
      if (submission.status !== 'success') return invalid(submission.reply());
      // A line left empty is cleared (sent as null), not left as it was.
      const v: Record<string, string | null | undefined> = submission.value;
      const body = Object.fromEntries(ADDRESS_FIELDS.map((k) => [k, v[k] ?? null]));
      const r = await send('/users/profile/', 'PUT', body, 'Failed to update profile');
      return reply(r, 'Address saved', 'Failed to update profile. Please try again.', {
        result: submission.reply(r.ok ? {} : { fieldErrors: fieldErrorLists(r.data) }),
      });
    }
    case 'preferences': {
      const body = {
        purposes: list(form, 'purposes'),
        property_types: list(form, 'property_types'),
        budget_min: money(form.get('budget_min')),
        budget_max: money(form.get('budget_max')),
        localities: String(form.get('localities') ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
        bhk: list(form, 'bhk').map(Number),
      };
      return reply(
        await send('/users/preferences/', 'PUT', body, 'Failed to update preferences'),
        'Preferences saved',
        'Failed to update preferences',
      );
    }
    case 'location': {
      const body = { latitude: Number(form.get('latitude')), longitude: Number(form.get('longitude')) };
      return reply(
        await send('/users/location/', 'PUT', body, 'Failed to update location'),
        'Location saved',
        'Failed to update location',
      );
    }
    case 'password': {
      const submission = parseForm(form, passwordChangeFormSchema);
      // Passwords are never written back into the page; a changed one leaves the form empty.
      const hideFields = ['current_password', 'new_password', 'confirm_password'];
      if (submission.status !== 'success') return invalid(submission.reply({ hideFields }));
      const { current_password, new_password } = submission.value;
      const r = await send(
        '/auth/change-password/',
        'POST',
        { current_password, new_password },
        'Failed to change password',
      );
      return reply(r, 'Password changed. You have been signed out everywhere else.', 'Failed to change password', {
        result: submission.reply(r.ok ? { resetForm: true } : { fieldErrors: fieldErrorLists(r.data), hideFields }),
      });
    }
    case 'visit-reschedule': {
      const id = Number(form.get('visit_id'));
      const when = String(form.get('scheduled_date') ?? '');
      if (!when)
        return data<AccountActionData>(
          {
            intent,
            ok: false,
            message: '',
            errors: { scheduled_date: 'Please choose a date and time for the visit' },
            visitId: id,
          },
          { status: 422 },
        );
      const r = await send(
        `/visits/${id}/reschedule`,
        'POST',
        { scheduled_date: indiaInstant(when), reason: String(form.get('reason') ?? '') || null },
        'Failed to reschedule visit',
      );
      return reply(r, 'Visit rescheduled', 'Failed to reschedule visit', { visitId: id });
    }
    case 'visit-cancel': {
      const id = Number(form.get('visit_id'));
      const r = await send(
        `/visits/${id}/cancel`,
        'POST',
        { reason: String(form.get('reason') ?? '') || null },
        'Failed to cancel visit',
      );
      return reply(r, 'Visit cancelled', 'Failed to cancel visit', { visitId: id });
    }
    case 'listing-move': {
      const id = Number(form.get('listing_id'));
      const action = String(form.get('action') ?? '') as OwnerAction;
      const r = await send(`/properties/${id}/status/`, 'POST', { action }, 'Failed to update property');
      const done: Record<OwnerAction, string> = {
        submit: 'Sent for review',
        reconfirm: 'Availability confirmed',
        rented: 'Marked as rented',
        sold: 'Marked as sold',
        unpublish: 'Moved to drafts',
      };
      return reply(r, done[action] ?? 'Property updated', 'Failed to update property', { listingId: id });
    }
    case 'listing-delete': {
      const id = Number(form.get('listing_id'));
      return reply(
        await send(`/properties/${id}/`, 'DELETE', undefined, 'Failed to delete property'),
        'Property deleted',
        'Failed to delete property',
        { listingId: id },
      );
    }
    case 'enquiry-reply': {
      const id = Number(form.get('enquiry_id'));
      const text = String(form.get('body') ?? '');
      const r = await send(`/enquiries/${id}/messages`, 'POST', { body: text }, 'Failed to send');
      if (r.status === 401) throw loginRedirect(request, { 'Set-Cookie': clearSessionCookie(request) });
      if (!r.ok)
        return data<AccountActionData>(
          { intent, ok: false, message: r.status === 422 ? '' : r.message, errors: fieldErrors(r.data), text },
          { status: r.status },
        );
      return reply(r, 'Message sent', 'Failed to send');
    }
    case 'enquiry-status': {
      const id = Number(form.get('enquiry_id'));
      const status = String(form.get('status') ?? '');
      const done: Record<string, string> = {
        replied: 'Marked as replied',
        visit_booked: 'Marked as visit booked',
        closed: 'Conversation closed',
        spam: 'Marked as spam: the conversation is closed',
      };
      return reply(
        await send(`/enquiries/${id}`, 'PATCH', { status }, 'Failed to update'),
        done[status] ?? 'Updated',
        'Failed to update',
      );
    }
    case 'phone-withdraw': {
      const who = String(form.get('advertiser') ?? '');
      return reply(
        await send(`/me/phone-shares/${encodeURIComponent(who)}`, 'DELETE', undefined, 'Failed to update'),
        'Your number is hidden from this advertiser now',
        'Failed to update',
      );
    }
    default:
      return data<AccountActionData>(
        { intent, ok: false, message: 'Something went wrong', errors: {} },
        { status: 400 },
      );
  }
}
