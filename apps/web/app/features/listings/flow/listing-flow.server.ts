// The add-listing flow on the server: each step is a form POST to /add-new-listing, checked with
// the API's own field rules (stepFormSchema, as the browser checks it) and saved before the next
// step shows, so the flow works the same with and without script. A signed-in owner's draft is
// their listing (created by the first step); a visitor's is a draft behind a token until they
// sign in.
import type { SubmissionResult } from '@conform-to/react';
import { data, redirect, type RouterContextProvider } from 'react-router';
import {
  draftMergedSchema,
  listingCreateSchema,
  listingIssues,
  listingUpdateSchema,
  OWNER_MOVES,
  STEP_FIELDS,
  stepTarget,
  type MyListing,
  type PropertyImage,
  type Tour,
  type User,
} from '@aangan/contracts';
import { localeFromPath } from '../../../shared/i18n';
import { sendingForm, serverApi, type Api } from '../../../shared/api.server';
import { result, type ApiResult } from '../../../shared/api-result';
import { checkedBody } from '../../../shared/checked-body';
import { parseForm } from '../../../shared/form';
import {
  LISTING_DEFAULTS,
  formToValues,
  savedValues,
  stepFormSchema,
  toListingBody,
  type ListingFormValues,
} from './listing-form';
import { DRAFT_TOKEN, flowPath, parseStep, type FlowRef, type ListingStep } from './listing-flow';
import { newlyHeld, withPending } from '../pending-changes';
import { paths } from '../../../shared/paths';
import {
  clearSessionCookie,
  fieldErrorLists,
  fieldErrors,
  flashCookie,
  loadSession,
  loginRedirect,
  signedIn,
  signedOutOn401,
} from '../../../shared/session.server';

export interface FlowData {
  locale: ReturnType<typeof localeFromPath>;
  step: ListingStep;
  ref: FlowRef;
  listing: MyListing | null;
  images: PropertyImage[];
  tour: Tour | null;
  /** Who is signed in: their name, e-mail and phone stand in for the contact left empty. */
  user: { name: string; email: string | null; phone: string } | null;
  /** A visitor back from signing in, on the draft they left. */
  restored: boolean;
  /** The draft named in the address has gone (a day old, or claimed). */
  expired: boolean;
  /** What the listing still needs before review, field → message. */
  missing: Record<string, string>;
  /** The step before this one was saved with a change that now waits for the team (decision 043). */
  held: boolean;
}

export interface FlowActionData {
  step: ListingStep;
  /** What the review refused, field → error token (a step's own fields answer in `result`). */
  errors: Record<string, string>;
  /** A step's refused form: Conform's reply, with its fields' error tokens (and the API's). */
  result?: SubmissionResult<string[]>;
  message: string;
  /** The step as typed, shown again when it was refused or could not be sent. */
  values?: ListingFormValues;
  /** The send itself failed (no connection): nothing was saved, everything typed is still there. */
  sendFailed?: boolean;
}

const prefixOf = (request: Request) => (localeFromPath(new URL(request.url).pathname) === 'hi-IN' ? '/hi' : '');

/** What the listing still needs before it can be sent for review. */
export function missingForReview(l: MyListing): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of listingIssues(l, true)) out[i.path] ??= i.code;
  return out;
}

/**
 * One of the signed-in owner's listings (a 401 signs out and goes to /login), as they last sent
 * it: changes waiting for review stand in for the values seekers see, so that the flow shows
 * them and saving a step sends them again (the live value would withdraw them).
 */
async function myListing(
  context: Readonly<RouterContextProvider>,
  request: Request,
  id: number,
): Promise<MyListing | undefined> {
  const mine = await signedIn(
    request,
    serverApi(context).GET('/api/v1/properties/me'),
    'Failed to fetch your properties',
  );
  const listing = mine.items.find((l) => l.id === id);
  return listing && withPending(listing);
}

export async function loadFlow(context: Readonly<RouterContextProvider>, request: Request): Promise<FlowData> {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const api = serverApi(context);
  const session = await loadSession(context);
  const u = session.user;
  const user = u ? { name: u.full_name ?? '', email: u.email ?? null, phone: u.phone } : null;
  const step = parseStep(url.searchParams.get('step')) ?? 'basics';
  const id = Number(url.searchParams.get('listing'));
  const token = url.searchParams.get('draft') ?? '';
  const base = {
    locale,
    step,
    user,
    restored: false,
    expired: false,
    held: url.searchParams.get('held') === '1',
    images: [] as PropertyImage[],
    tour: null as Tour | null,
  };
  const withMissing = (l: MyListing) => (step === 'review' ? missingForReview(l) : {});

  if (Number.isInteger(id) && id > 0) {
    if (!u) throw loginRedirect(request, session.expired ? { 'Set-Cookie': clearSessionCookie(request) } : {});
    const listing = await myListing(context, request, id);
    if (!listing) throw data('Property not found', { status: 404 });
    const media = step === 'media' || step === 'review';
    const params = { path: { id } };
    const fallback = 'Failed to fetch your properties';
    const [photos, detail] = media
      ? await Promise.all([
          signedIn(request, api.GET('/api/v1/properties/{id}/images', { params }), fallback),
          signedIn(request, api.GET('/api/v1/properties/{id}', { params }), fallback),
        ])
      : [null, null];
    return {
      ...base,
      ref: { listing: id },
      listing,
      images: photos?.images ?? [],
      tour: detail?.tour ?? null,
      missing: withMissing(listing),
    };
  }
  if (DRAFT_TOKEN.test(token)) {
    const { data: draft } = await api.GET('/api/v1/listing-drafts/{token}', { params: { path: { token } } });
    if (draft) {
      const { listing, images } = draft;
      return { ...base, ref: { draft: token }, listing, images, restored: Boolean(u), missing: withMissing(listing) };
    }
    return { ...base, step: 'basics', ref: null, listing: null, expired: true, missing: {} };
  }
  // Nothing saved yet: the flow starts at its first step.
  if (step !== 'basics') throw redirect(`${prefixOf(request)}${flowPath(null, 'basics')}`);
  return { ...base, ref: null, listing: null, missing: {} };
}

function refOf(form: FormData): FlowRef {
  const id = Number(form.get('listing'));
  if (Number.isInteger(id) && id > 0) return { listing: id };
  const token = String(form.get('draft') ?? '');
  return DRAFT_TOKEN.test(token) ? { draft: token } : null;
}

/** Fixed texts for a no-script photo upload's outcome (they are shown in the page's language). */
export const PHOTO_FLASH = {
  added: 'Photos uploaded',
  already: 'This photo was already uploaded',
  refused:
    'Some files were not added: send JPEG, PNG, WebP or AVIF photos of at least 480 × 320 pixels, up to 15 MB each, at most 20 a listing',
  removed: 'Photo removed',
} as const;

/** What a handler of the flow's form has to work with: the typed client (with the form's CSRF token), the post and the saved draft. */
interface FlowPost {
  context: Readonly<RouterContextProvider>;
  request: Request;
  api: Api;
  form: FormData;
  intent: string;
  step: ListingStep;
  /** The page's language prefix ('' or '/hi'). */
  prefix: string;
  user: User | null;
  ref: FlowRef;
  /** The listing as saved, for the rules across steps (its purpose when the price is asked, ...). */
  current: MyListing | null;
}

const go = (p: FlowPost, ref: FlowRef, step: ListingStep, headers?: HeadersInit, extra?: Record<string, string>) =>
  redirect(`${p.prefix}${flowPath(ref, step, extra)}`, { headers });
const fail = (
  p: FlowPost,
  status: number,
  errors: Record<string, string>,
  message: string,
  values?: ListingFormValues,
  result?: SubmissionResult<string[]>,
) => data<FlowActionData>({ step: p.step, errors, message, values, result }, { status });
/** What a handler answers when it does not move on (by a redirect, thrown): the form again, with what went wrong. */
type Refusal = ReturnType<typeof fail>;
const flash = (p: FlowPost, message: string, kind: 'success' | 'error' = 'success') => ({
  'Set-Cookie': flashCookie(p.request, kind, message),
});
const submit = (p: FlowPost, id: number) =>
  p.api.POST('/api/v1/properties/{id}/status', { params: { path: { id } }, body: { action: 'submit' } });

/** A step's form as Conform parsed it: its reply carries what was typed and each field's errors. */
type StepSubmission = ReturnType<typeof parseForm>;

/**
 * The API refused (or could not take) what was sent: signed out meanwhile, the draft gone, or
 * the API's refusal. Its field errors join the step's form (`submission`) or, on the review, the
 * list of what is missing; any other refusal is the server's message.
 */
function refused(
  p: FlowPost,
  r: ApiResult<unknown, unknown>,
  values?: ListingFormValues,
  submission?: StepSubmission,
): Refusal {
  signedOutOn401(p.request, r.status);
  if (r.status === 404 && p.ref && 'draft' in p.ref)
    return fail(p, 410, {}, 'This draft has expired; please fill the form again', values);
  const result = submission?.reply({ fieldErrors: fieldErrorLists(r.error) });
  const message = r.status === 422 ? '' : r.message;
  return fail(p, r.status, submission ? {} : fieldErrors(r.error), message, values, result);
}

/** A step refused before it reached the API: the body for a new draft broke a rule of the whole listing. */
const refusedBody = (
  p: FlowPost,
  submission: StepSubmission,
  errors: Record<string, string>,
  values: ListingFormValues,
) =>
  fail(
    p,
    422,
    {},
    '',
    values,
    submission.reply({ fieldErrors: Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v]])) }),
  );

/** A place from the gazetteer without a pin on the map: the place's own point. */
async function pinFromPlace(p: FlowPost, body: Record<string, unknown>) {
  const place = typeof body.locality === 'string' ? body.locality.trim() : '';
  if (p.step !== 'location' || body.latitude !== null || !place) return;
  const { data: places } = await p.api.GET('/api/v1/locations/suggest', { params: { query: { q: place, limit: 1 } } });
  const hit = places?.items[0];
  if (hit && hit.name.toLowerCase() === place.toLowerCase()) {
    body.latitude = hit.lat;
    body.longitude = hit.lng;
  }
}

/**
 * The first step saved makes the draft: the owner's listing, or a visitor's kept draft. It starts
 * with the form's defaults (1 BHK, 1 bathroom, 1000 sq ft, Gurugram), which the later steps show
 * for the owner to change.
 */
async function startDraft(
  p: FlowPost,
  values: ListingFormValues,
  target: ListingStep,
  submission: StepSubmission,
): Promise<Refusal> {
  if (p.step !== 'basics') throw go(p, null, 'basics');
  const whole = toListingBody(values);
  if (p.user) {
    const checked = checkedBody(listingCreateSchema, { ...whole, submit: false });
    if (!checked.ok) return refusedBody(p, submission, checked.errors, values);
    const r = result(await p.api.POST('/api/v1/properties', { body: checked.body }), 'Failed to create property');
    if (!r.ok || !r.data) return refused(p, r, values, submission);
    throw go(p, { listing: r.data.id }, target);
  }
  const checked = checkedBody(draftMergedSchema, whole);
  if (!checked.ok) return refusedBody(p, submission, checked.errors, values);
  const r = result(await p.api.POST('/api/v1/listing-drafts', { body: checked.body }), 'Failed to create property');
  if (!r.ok || !r.data) return refused(p, r, values, submission);
  throw go(p, { draft: r.data.token }, target);
}

/** Next, Back or a step of the list: the step as typed is checked and saved, then the flow moves on. */
async function saveStep(p: FlowPost): Promise<Refusal> {
  const { ref, step, current } = p;
  const target = stepTarget(step, String(p.form.get('go') ?? 'next'));
  const fields = STEP_FIELDS[step];
  if (!fields.length) {
    if (!ref) throw go(p, null, 'basics');
    throw go(p, ref, target);
  }
  const values = formToValues(p.form, savedValues(current), fields);
  // Moving on must leave the step complete; going back only keeps what is malformed from being saved.
  const submission = parseForm(p.form, stepFormSchema(step, current));
  if (submission.status !== 'success') return fail(p, 422, {}, '', values, submission.reply());
  // The step's fields as the API takes them; `go` named only the button.
  const body: Record<string, unknown> = { ...submission.value, go: undefined };
  delete body.go;
  await pinFromPlace(p, body);
  if (!ref) return startDraft(p, values, target, submission);
  const checked = checkedBody(listingUpdateSchema, body);
  if (!checked.ok) return refusedBody(p, submission, checked.errors, values);
  const patch = { body: checked.body };
  const failed = 'Failed to update property';
  const r =
    'listing' in ref
      ? result(await p.api.PUT('/api/v1/properties/{id}', { params: { path: { id: ref.listing } }, ...patch }), failed)
      : result(
          await p.api.PUT('/api/v1/listing-drafts/{token}', { params: { path: { token: ref.draft } }, ...patch }),
          failed,
        );
  if (!r.ok) return refused(p, r, values, submission);
  // A change that now waits for the team: the next step says so (the listing stays as verified).
  const after = r.data && 'pending_changes' in r.data ? r.data.pending_changes : null;
  const held = 'listing' in ref && newlyHeld(current?.pending_changes, after, checked.body);
  throw go(p, ref, target, undefined, held ? { held: '1' } : undefined);
}

/** The upload form without script: the files go on to the API as they came. */
async function uploadPhotos(p: FlowPost): Promise<Refusal> {
  const { ref, api } = p;
  if (!ref) throw go(p, null, 'basics');
  const out = new FormData();
  for (const f of p.form.getAll('files')) if (f instanceof File && f.size > 0) out.append('files', f, f.name);
  const fetch = sendingForm(p.context, out);
  const { data: list, response } =
    'listing' in ref
      ? await api.POST('/api/v1/properties/{id}/images', { params: { path: { id: ref.listing } }, fetch })
      : await api.POST('/api/v1/listing-drafts/{token}/images', { params: { path: { token: ref.draft } }, fetch });
  const status = response.status;
  signedOutOn401(p.request, status);
  const message =
    status === 201 && !list?.rejected.length
      ? PHOTO_FLASH.added
      : status === 200 || (status === 201 && list?.duplicates.length)
        ? PHOTO_FLASH.already
        : status === 201 || status === 422
          ? PHOTO_FLASH.refused
          : status === 429
            ? 'Too many uploads from this account. Please wait and try again.'
            : 'Failed to upload media';
  throw go(p, ref, 'media', flash(p, message, status < 300 && message !== PHOTO_FLASH.refused ? 'success' : 'error'));
}

async function removePhoto(p: FlowPost): Promise<Refusal> {
  const { ref, api } = p;
  if (!ref) throw go(p, null, 'basics');
  const imageId = Number(p.form.get('image_id'));
  const r = result(
    'listing' in ref
      ? await api.DELETE('/api/v1/properties/{id}/images/{imageId}', { params: { path: { id: ref.listing, imageId } } })
      : await api.DELETE('/api/v1/listing-drafts/{token}/images/{imageId}', {
          params: { path: { token: ref.draft, imageId } },
        }),
    'Failed to delete media',
  );
  signedOutOn401(p.request, r.status);
  const message = r.ok ? PHOTO_FLASH.removed : r.message || 'Failed to delete media';
  throw go(p, ref, 'media', flash(p, message, r.ok ? 'success' : 'error'));
}

/** Send for review (submit), or keep a visitor's draft by signing in or up (register, claim) first. */
async function sendForReview(p: FlowPost): Promise<Refusal> {
  const { ref, current, intent, prefix } = p;
  if (!ref || !current) throw go(p, null, 'basics');
  const mine = `${prefix}${paths.account}?tab=my-properties`;
  if ('listing' in ref) {
    if (!OWNER_MOVES.submit.from.includes(current.status)) throw redirect(mine);
    const r = result(await submit(p, ref.listing), 'Failed to update property');
    if (!r.ok) return refused(p, r);
    throw redirect(mine, { headers: flash(p, 'Sent for review') });
  }
  const missing = missingForReview(current);
  if (intent !== 'claim' && Object.keys(missing).length) return fail(p, 422, missing, '');
  if (!p.user) {
    // Kept as it is: sign in (or sign up) and come back to it.
    const next = `${prefix}${flowPath(ref, 'review')}`;
    const page = intent === 'register' ? paths.register : paths.login;
    throw redirect(`${prefix}${page}?next=${encodeURIComponent(next)}`);
  }
  const claimed = result(
    await p.api.POST('/api/v1/listing-drafts/{token}/claim', { params: { path: { token: ref.draft } } }),
    'Failed to update property',
  );
  if (!claimed.ok || !claimed.data) return refused(p, claimed);
  const id = claimed.data.id;
  if (intent === 'claim') throw go(p, { listing: id }, 'review', flash(p, 'Saved to your account as a draft'));
  const r = result(await submit(p, id), 'Failed to update property');
  if (!r.ok) throw go(p, { listing: id }, 'review', flash(p, r.message || 'Failed to update property', 'error'));
  throw redirect(mine, { headers: flash(p, 'Sent for review') });
}

const HANDLERS: Record<string, (p: FlowPost) => Promise<Refusal>> = {
  step: saveStep,
  'photos-upload': uploadPhotos,
  'photo-remove': removePhoto,
  submit: sendForReview,
  register: sendForReview,
  claim: sendForReview,
};

/** The saved listing or draft the post names (none before the first step is saved), or the refusal when it is gone. */
async function savedListing(p: FlowPost): Promise<{ listing: MyListing | null } | { gone: Refusal }> {
  const { ref } = p;
  if (ref && 'listing' in ref) {
    if (!p.user) throw loginRedirect(p.request);
    const listing = await myListing(p.context, p.request, ref.listing);
    return listing ? { listing } : { gone: fail(p, 404, {}, 'Property not found') };
  }
  if (!ref) return { listing: null };
  const { data: draft } = await p.api.GET('/api/v1/listing-drafts/{token}', { params: { path: { token: ref.draft } } });
  if (draft) return { listing: draft.listing };
  const typed = formToValues(p.form, LISTING_DEFAULTS, STEP_FIELDS[p.step]);
  return { gone: fail(p, 410, {}, 'This draft has expired; please fill the form again', typed) };
}

export async function flowAction(context: Readonly<RouterContextProvider>, request: Request) {
  const form = await request.formData();
  const { user } = await loadSession(context);
  const post: FlowPost = {
    context,
    request,
    api: serverApi(context, { csrf: String(form.get('csrf') ?? '') }),
    form,
    intent: String(form.get('intent') ?? 'step'),
    step: parseStep(String(form.get('step') ?? '')) ?? 'basics',
    prefix: prefixOf(request),
    user,
    ref: refOf(form),
    current: null,
  };
  const saved = await savedListing(post);
  if ('gone' in saved) return saved.gone;
  const handler = Object.hasOwn(HANDLERS, post.intent) ? HANDLERS[post.intent] : undefined;
  if (!handler) return fail(post, 400, {}, 'Something went wrong');
  return handler({ ...post, current: saved.listing });
}
