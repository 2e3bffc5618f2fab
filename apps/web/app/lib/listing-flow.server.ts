// The add-listing flow on the server: each step is a form POST to /add-new-listing, checked with
// the API's own field rules (checkListingStep) and saved before the next step shows, so the
// flow works the same with and without script. A signed-in owner's draft is their listing
// (created by the first step); a visitor's is a draft behind a token until they sign in.
import { data, redirect, type RouterContextProvider } from 'react-router';
import {
  checkListingStep,
  draftMergedSchema,
  listingCreateSchema,
  listingIssues,
  listingUpdateSchema,
  OWNER_MOVES,
  STEP_FIELDS,
  type MyListing,
  type PropertyImage,
  type Tour,
} from '@aangan/contracts';
import { localeFromPath } from '../i18n';
import { sendingForm, serverApi } from './api.server';
import { result, type ApiResult } from './api-result';
import { checkedBody } from './checked-body';
import { LISTING_DEFAULTS, formToValues, toListingBody, valuesOf, type ListingFormValues } from './listing-form';
import {
  DRAFT_TOKEN,
  LISTING_STEPS,
  flowPath,
  parseStep,
  stepIndex,
  type FlowRef,
  type ListingStep,
} from './listing-flow';
import { paths } from './paths';
import {
  clearSessionCookie,
  fieldErrors,
  flashCookie,
  loadSession,
  loginRedirect,
  signedIn,
  signedOutOn401,
} from './session.server';

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
}

export interface FlowActionData {
  step: ListingStep;
  errors: Record<string, string>;
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
  for (const i of listingIssues(l, true)) out[i.path] ??= i.message;
  return out;
}

/** The signed-in owner's listings (a 401 signs out and goes to /login). */
async function myListings(context: Readonly<RouterContextProvider>, request: Request): Promise<MyListing[]> {
  const mine = await signedIn(
    request,
    serverApi(context).GET('/api/v1/properties/me'),
    'Failed to fetch your properties',
  );
  return mine.items;
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
    images: [] as PropertyImage[],
    tour: null as Tour | null,
  };
  const withMissing = (l: MyListing) => (step === 'review' ? missingForReview(l) : {});

  if (Number.isInteger(id) && id > 0) {
    if (!u) throw loginRedirect(request, session.expired ? { 'Set-Cookie': clearSessionCookie(request) } : {});
    const listing = (await myListings(context, request)).find((l) => l.id === id);
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

/** The step the button leads to: Next, Back, or a step of the list. */
function targetOf(step: ListingStep, go: string): ListingStep {
  const i = stepIndex(step);
  if (go === 'back') return LISTING_STEPS[Math.max(0, i - 1)]!;
  return parseStep(go) ?? LISTING_STEPS[Math.min(LISTING_STEPS.length - 1, i + 1)]!;
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

export async function flowAction(context: Readonly<RouterContextProvider>, request: Request) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? 'step');
  const step = parseStep(String(form.get('step') ?? '')) ?? 'basics';
  const prefix = prefixOf(request);
  const api = serverApi(context, { csrf: String(form.get('csrf') ?? '') });
  const { user } = await loadSession(context);
  const ref = refOf(form);
  const go = (r: FlowRef, s: ListingStep, headers?: HeadersInit) => redirect(`${prefix}${flowPath(r, s)}`, { headers });
  const fail = (status: number, errors: Record<string, string>, message: string, values?: ListingFormValues) =>
    data<FlowActionData>({ step, errors, message, values }, { status });
  const submit = (id: number) =>
    api.POST('/api/v1/properties/{id}/status', { params: { path: { id } }, body: { action: 'submit' } });
  const flash = (message: string, kind: 'success' | 'error' = 'success') => ({
    'Set-Cookie': flashCookie(request, kind, message),
  });
  /** A refusal the page cannot show at a field: signed out meanwhile, the draft gone, or the server's own message. */
  const refused = (r: ApiResult<unknown, unknown>, values?: ListingFormValues) => {
    signedOutOn401(request, r.status);
    if (r.status === 404 && ref && 'draft' in ref)
      return fail(410, {}, 'This draft has expired; please fill the form again', values);
    return fail(r.status, fieldErrors(r.error), r.status === 422 ? '' : r.message, values);
  };

  // The listing as saved, for the rules across steps (its purpose when the price is asked, ...).
  let current: MyListing | null = null;
  if (ref && 'listing' in ref) {
    if (!user) throw loginRedirect(request);
    const id = ref.listing;
    current = (await myListings(context, request)).find((l) => l.id === id) ?? null;
    if (!current) return fail(404, {}, 'Property not found');
  } else if (ref) {
    const { data: draft } = await api.GET('/api/v1/listing-drafts/{token}', { params: { path: { token: ref.draft } } });
    if (!draft)
      return fail(
        410,
        {},
        'This draft has expired; please fill the form again',
        formToValues(form, LISTING_DEFAULTS, STEP_FIELDS[step]),
      );
    current = draft.listing;
  }

  switch (intent) {
    case 'step': {
      const target = targetOf(step, String(form.get('go') ?? 'next'));
      const fields = STEP_FIELDS[step];
      if (!fields.length) {
        if (!ref) throw go(null, 'basics');
        throw go(ref, target);
      }
      const values = formToValues(form, current ? valuesOf(current) : LISTING_DEFAULTS, fields);
      const body = toListingBody(values, fields);
      // Moving on must leave the step complete; going back only keeps what is malformed from being saved.
      const errors = checkListingStep(step, body, current ?? {}, stepIndex(target) > stepIndex(step));
      if (Object.keys(errors).length) return fail(422, errors, '', values);
      if (step === 'location' && body.latitude === null && typeof body.locality === 'string' && body.locality.trim()) {
        // A place from the gazetteer without a pin on the map: the place's own point.
        const { data: places } = await api.GET('/api/v1/locations/suggest', {
          params: { query: { q: body.locality.trim(), limit: 1 } },
        });
        const hit = places?.items[0];
        if (hit && hit.name.toLowerCase() === body.locality.trim().toLowerCase()) {
          body.latitude = hit.lat;
          body.longitude = hit.lng;
        }
      }
      if (!ref) {
        if (step !== 'basics') throw go(null, 'basics');
        // The first step saved makes the draft: the owner's listing, or a visitor's kept draft. It
        // starts with the form's defaults (spec: 1 BHK, 1 bathroom, 1000 sq ft, Gurugram), which
        // the later steps show for the owner to change.
        const whole = toListingBody(values);
        if (user) {
          const checked = checkedBody(listingCreateSchema, { ...whole, submit: false });
          if (!checked.ok) return fail(422, checked.errors, '', values);
          const r = result(await api.POST('/api/v1/properties', { body: checked.body }), 'Failed to create property');
          if (!r.ok || !r.data) return refused(r, values);
          throw go({ listing: r.data.id }, target);
        }
        const checked = checkedBody(draftMergedSchema, whole);
        if (!checked.ok) return fail(422, checked.errors, '', values);
        const r = result(await api.POST('/api/v1/listing-drafts', { body: checked.body }), 'Failed to create property');
        if (!r.ok || !r.data) return refused(r, values);
        throw go({ draft: r.data.token }, target);
      }
      const checked = checkedBody(listingUpdateSchema, body);
      if (!checked.ok) return fail(422, checked.errors, '', values);
      const patch = { body: checked.body };
      const failed = 'Failed to update property';
      const r =
        'listing' in ref
          ? result(
              await api.PUT('/api/v1/properties/{id}', { params: { path: { id: ref.listing } }, ...patch }),
              failed,
            )
          : result(
              await api.PUT('/api/v1/listing-drafts/{token}', { params: { path: { token: ref.draft } }, ...patch }),
              failed,
            );
      if (!r.ok) return refused(r, values);
      throw go(ref, target);
    }

    case 'photos-upload': {
      // The upload form without script: the files go on to the API as they came.
      if (!ref) throw go(null, 'basics');
      const out = new FormData();
      for (const f of form.getAll('files')) if (f instanceof File && f.size > 0) out.append('files', f, f.name);
      const fetch = sendingForm(context, out);
      const { data: list, response } =
        'listing' in ref
          ? await api.POST('/api/v1/properties/{id}/images', { params: { path: { id: ref.listing } }, fetch })
          : await api.POST('/api/v1/listing-drafts/{token}/images', { params: { path: { token: ref.draft } }, fetch });
      const status = response.status;
      signedOutOn401(request, status);
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
      throw go(ref, 'media', flash(message, status < 300 && message !== PHOTO_FLASH.refused ? 'success' : 'error'));
    }

    case 'photo-remove': {
      if (!ref) throw go(null, 'basics');
      const imageId = Number(form.get('image_id'));
      const r = result(
        'listing' in ref
          ? await api.DELETE('/api/v1/properties/{id}/images/{imageId}', {
              params: { path: { id: ref.listing, imageId } },
            })
          : await api.DELETE('/api/v1/listing-drafts/{token}/images/{imageId}', {
              params: { path: { token: ref.draft, imageId } },
            }),
        'Failed to delete media',
      );
      signedOutOn401(request, r.status);
      throw go(
        ref,
        'media',
        flash(r.ok ? PHOTO_FLASH.removed : r.message || 'Failed to delete media', r.ok ? 'success' : 'error'),
      );
    }

    case 'submit':
    case 'register':
    case 'claim': {
      if (!ref || !current) throw go(null, 'basics');
      const mine = `${prefix}${paths.account}?tab=my-properties`;
      if ('listing' in ref) {
        if (!OWNER_MOVES.submit.from.includes(current.status)) throw redirect(mine);
        const r = result(await submit(ref.listing), 'Failed to update property');
        if (!r.ok) return refused(r);
        throw redirect(mine, { headers: flash('Sent for review') });
      }
      const missing = missingForReview(current);
      if (intent !== 'claim' && Object.keys(missing).length) return fail(422, missing, '');
      if (!user) {
        // Kept as it is: sign in (or sign up) and come back to it.
        const next = `${prefix}${flowPath(ref, 'review')}`;
        const page = intent === 'register' ? paths.register : paths.login;
        throw redirect(`${prefix}${page}?next=${encodeURIComponent(next)}`);
      }
      const claimed = result(
        await api.POST('/api/v1/listing-drafts/{token}/claim', { params: { path: { token: ref.draft } } }),
        'Failed to update property',
      );
      if (!claimed.ok || !claimed.data) return refused(claimed);
      const id = claimed.data.id;
      if (intent === 'claim') throw go({ listing: id }, 'review', flash('Saved to your account as a draft'));
      const r = result(await submit(id), 'Failed to update property');
      if (!r.ok) throw go({ listing: id }, 'review', flash(r.message || 'Failed to update property', 'error'));
      throw redirect(mine, { headers: flash('Sent for review') });
    }

    default:
      return fail(400, {}, 'Something went wrong');
  }
}
