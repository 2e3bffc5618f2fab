// The add-listing flow on the server: each step is a form POST to /add-new-listing, checked with
// the API's own field rules (checkListingStep) and saved before the next step shows, so the
// flow works the same with and without script. A signed-in owner's draft is their listing
// (created by the first step); a visitor's is a draft behind a token until they sign in.
import { data, redirect, type RouterContextProvider } from 'react-router';
import {
  checkListingStep,
  listingIssues,
  OWNER_MOVES,
  STEP_FIELDS,
  type MyListing,
  type PhotoList,
  type PropertyImage,
  type Tour,
} from '@aangan/contracts';
import { localeFromPath } from '../i18n';
import { untypedCall } from './api.server';
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
  apiSend,
  authedGet,
  clearSessionCookie,
  fieldErrors,
  flashCookie,
  loadSession,
  loginRedirect,
  type ApiResult,
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
  for (const i of listingIssues(l as unknown as Record<string, unknown>, true)) out[i.path] ??= i.code;
  return out;
}

export async function loadFlow(context: Readonly<RouterContextProvider>, request: Request): Promise<FlowData> {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
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
    const get = <T>(path: string) => authedGet<T>(context, request, path, 'Failed to fetch your properties');
    const listing = (await get<{ items: MyListing[] }>('/properties/me/')).items.find((l) => l.id === id);
    if (!listing) throw data('Property not found', { status: 404 });
    const media = step === 'media' || step === 'review';
    const [photos, detail] = media
      ? await Promise.all([
          get<PhotoList>(`/properties/${id}/images/`),
          get<{ tour: Tour | null }>(`/properties/${id}`),
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
    const r = await untypedCall(context, `/listing-drafts/${token}`);
    if (r.status === 200) {
      const { listing, images } = r.data as { listing: MyListing; images: PropertyImage[] };
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
  const csrf = String(form.get('csrf') ?? '');
  const prefix = prefixOf(request);
  const api = (path: string, init?: Parameters<typeof untypedCall>[2]) => untypedCall(context, path, init);
  const { user } = await loadSession(context);
  let ref = refOf(form);
  const go = (r: FlowRef, s: ListingStep, headers?: HeadersInit) => redirect(`${prefix}${flowPath(r, s)}`, { headers });
  const fail = (status: number, errors: Record<string, string>, message: string, values?: ListingFormValues) =>
    data<FlowActionData>({ step, errors, message, values }, { status });
  const send = (path: string, method: string, body?: unknown, fallback = 'Failed to update property') =>
    apiSend(context, path, { method, body, csrf }, fallback);
  const flash = (message: string, kind: 'success' | 'error' = 'success') => ({
    'Set-Cookie': flashCookie(request, kind, message),
  });
  /** A refusal the page cannot show at a field: signed out meanwhile, the draft gone, or the server's own message. */
  const refused = (r: ApiResult<unknown>, values?: ListingFormValues) => {
    if (r.status === 401) throw loginRedirect(request, { 'Set-Cookie': clearSessionCookie(request) });
    if (r.status === 404 && ref && 'draft' in ref)
      return fail(410, {}, 'This draft has expired; please fill the form again', values);
    return fail(r.status, fieldErrors(r.data), r.status === 422 ? '' : r.message, values);
  };

  // The listing as saved, for the rules across steps (its purpose when the price is asked, ...).
  let current: MyListing | null = null;
  if (ref && 'listing' in ref) {
    if (!user) throw loginRedirect(request);
    const id = ref.listing;
    current =
      (
        await authedGet<{ items: MyListing[] }>(context, request, '/properties/me/', 'Failed to fetch your properties')
      ).items.find((l) => l.id === id) ?? null;
    if (!current) return fail(404, {}, 'Property not found');
  } else if (ref) {
    const r = await api(`/listing-drafts/${ref.draft}`);
    if (r.status !== 200)
      return fail(
        410,
        {},
        'This draft has expired; please fill the form again',
        formToValues(form, LISTING_DEFAULTS, STEP_FIELDS[step]),
      );
    current = (r.data as { listing: MyListing }).listing;
  }
  const imagesPath =
    ref && ('listing' in ref ? `/properties/${ref.listing}/images/` : `/listing-drafts/${ref.draft}/images/`);

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
      const errors = checkListingStep(
        step,
        body,
        (current ?? {}) as Record<string, unknown>,
        stepIndex(target) > stepIndex(step),
      );
      if (Object.keys(errors).length) return fail(422, errors, '', values);
      if (step === 'location' && body.latitude === null && typeof body.locality === 'string' && body.locality.trim()) {
        // A place from the gazetteer without a pin on the map: the place's own point.
        const r = await api(`/locations/suggest?q=${encodeURIComponent(body.locality.trim())}&limit=1`);
        const hit = (r.data as { items?: { name: string; lat: number; lng: number }[] } | null)?.items?.[0];
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
        const r = user
          ? await send('/properties/', 'POST', { ...whole, submit: false }, 'Failed to create property')
          : await send('/listing-drafts/', 'POST', whole, 'Failed to create property');
        if (!r.ok) return refused(r, values);
        ref = user ? { listing: (r.data as MyListing).id } : { draft: (r.data as { token: string }).token };
        throw go(ref, target);
      }
      const r =
        'listing' in ref
          ? await send(`/properties/${ref.listing}/`, 'PUT', body)
          : await send(`/listing-drafts/${ref.draft}`, 'PUT', body);
      if (!r.ok) return refused(r, values);
      throw go(ref, target);
    }

    case 'photos-upload': {
      // The upload form without script: the files go on to the API as they came.
      if (!ref || !imagesPath) throw go(null, 'basics');
      const out = new FormData();
      for (const f of form.getAll('files')) if (f instanceof File && f.size > 0) out.append('files', f, f.name);
      const encoded = new Request('http://upload.local/', { method: 'POST', body: out });
      const res = await api(imagesPath, {
        method: 'POST',
        headers: { 'x-csrf-token': csrf },
        raw: { bytes: new Uint8Array(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! },
      });
      if (res.status === 401) throw loginRedirect(request, { 'Set-Cookie': clearSessionCookie(request) });
      const list = res.data as Partial<PhotoList> | null;
      const message =
        res.status === 201 && !list?.rejected?.length
          ? PHOTO_FLASH.added
          : res.status === 200 || (res.status === 201 && list?.duplicates?.length)
            ? PHOTO_FLASH.already
            : res.status === 201 || res.status === 422
              ? PHOTO_FLASH.refused
              : res.status === 429
                ? 'Too many uploads from this account. Please wait and try again.'
                : 'Failed to upload media';
      throw go(ref, 'media', flash(message, res.status < 300 && message !== PHOTO_FLASH.refused ? 'success' : 'error'));
    }

    case 'photo-remove': {
      if (!ref || !imagesPath) throw go(null, 'basics');
      const r = await send(
        `${imagesPath}${Number(form.get('image_id'))}/`,
        'DELETE',
        undefined,
        'Failed to delete media',
      );
      if (r.status === 401) throw loginRedirect(request, { 'Set-Cookie': clearSessionCookie(request) });
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
        const r = await send(`/properties/${ref.listing}/status/`, 'POST', { action: 'submit' });
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
      const claimed = await send(`/listing-drafts/${ref.draft}/claim`, 'POST', undefined, 'Failed to update property');
      if (!claimed.ok) return refused(claimed);
      const id = (claimed.data as MyListing).id;
      if (intent === 'claim') throw go({ listing: id }, 'review', flash('Saved to your account as a draft'));
      const r = await send(`/properties/${id}/status/`, 'POST', { action: 'submit' });
      if (!r.ok) throw go({ listing: id }, 'review', flash(r.message || 'Failed to update property', 'error'));
      throw redirect(mine, { headers: flash('Sent for review') });
    }

    default:
      return fail(400, {}, 'Something went wrong');
  }
}
