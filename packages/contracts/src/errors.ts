import { IntlMessageFormat } from 'intl-messageformat';
import { z } from 'zod';

// Every error the API answers carries a stable machine code from the lists below. Clients
// (the web app, e-mails, anyone generating a client from the OpenAPI document) choose their
// words by code, never by the English text: the English text is only the code's default
// wording, kept in `detail` / `msg` so that older clients reading those still work.
//
// The texts are ICU MessageFormat: `{name}` placeholders for the parameters an error carries, and
// where a parameter is a status or an action (a code such as `pending_review`), a `select` that
// words it; a message catalogue uses them as they are, and each language words the same codes.

type Spec = { readonly status: number; readonly text: string };

/** Answers as a whole: HTTP status and the English wording. */
export const ERRORS = {
  // The request itself.
  VALIDATION: { status: 422, text: 'Validation error' },
  BAD_REQUEST: { status: 400, text: 'The request could not be read' },
  ADDRESS_INVALID: { status: 400, text: 'The address is not valid (malformed percent-encoding)' },
  ADDRESS_TOO_LONG: { status: 414, text: 'A part of the address is too long' },
  UNSUPPORTED_CONTENT_TYPE: { status: 415, text: 'Unsupported content type' },
  BODY_TOO_LARGE: { status: 413, text: 'Request body is too large' },
  NOT_FOUND: { status: 404, text: 'Not found: {method} {path}' },
  INTERNAL: { status: 500, text: 'Internal server error' },
  UNAVAILABLE: { status: 503, text: 'The service is briefly unavailable. Please try again in a moment.' },
  /** The readiness probe's answer (GET /ready) while the database does not answer. */
  DATABASE_UNREACHABLE: { status: 503, text: 'Database unreachable' },

  // Who may call.
  UNAUTHENTICATED: { status: 401, text: 'Authentication required' },
  SESSION_EXPIRED: { status: 401, text: 'Your session has expired. Please log in again.' },
  CSRF_INVALID: { status: 403, text: 'Missing or invalid CSRF token' },
  /** Behind a proxy, an API call or form post that came over plain http. */
  HTTPS_ONLY: { status: 403, text: 'Use https' },
  ADMIN_ONLY: { status: 403, text: 'Only an administrator can do this' },
  AGENT_ONLY: { status: 403, text: 'Only an agent can do this' },
  AGENT_OR_ADMIN_ONLY: { status: 403, text: 'Only an agent or an administrator can do this' },
  NOT_YOUR_LISTING: { status: 403, text: 'You can only change your own listings' },
  NOT_YOUR_VISIT: { status: 403, text: 'You can only handle visits of people assigned to you' },

  // Rate limits (429 with Retry-After).
  LOGIN_RATE_LIMITED: { status: 429, text: 'Too many failed attempts. Please wait a few minutes and try again.' },
  SIGNUP_RATE_LIMITED: { status: 429, text: 'Too many sign-ups from this network. Please try again later.' },
  RESET_RATE_LIMITED: { status: 429, text: 'Too many password reset requests. Please try again later.' },
  SEARCH_RATE_LIMITED: {
    status: 429,
    text: 'Too many searches from this network. Please wait a moment and try again.',
  },
  DRAFT_RATE_LIMITED: { status: 429, text: 'Too many drafts from this network. Please try again later.' },
  UPLOAD_RATE_LIMITED: { status: 429, text: 'Too many uploads from this account. Please wait and try again.' },
  REVEAL_CAP: {
    status: 429,
    text: 'You have seen the numbers of many listings recently. To protect owners from spam, please send an enquiry instead, or try again later.',
  },
  ENQUIRY_CAP: { status: 429, text: 'You have sent many enquiries today. Please try again tomorrow.' },
  CODES_RATE_LIMITED: {
    status: 429,
    text: 'A code was sent a moment ago. Please wait a little before asking for another.',
  },
  REPORT_RATE_LIMITED: { status: 429, text: 'You have sent many reports today. Please try again tomorrow.' },
  UNAVAILABLE_REPORT_CAP: {
    status: 429,
    text: 'You have reported listings of many advertisers as rented or sold today. Please try again tomorrow.',
  },
  PHONE_NOT_VERIFIED: {
    status: 403,
    text: 'Please verify your mobile number first: we send a one-time code to it.',
  },

  // Accounts.
  INVALID_CREDENTIALS: { status: 401, text: 'Invalid phone number or password' },
  PHONE_TAKEN: { status: 409, text: 'An account with this mobile number already exists' },
  EMAIL_TAKEN: { status: 409, text: 'An account with this email already exists' },
  RESET_LINK_INVALID: { status: 400, text: 'This password reset link is not valid. Please ask for a new one.' },
  RESET_LINK_EXPIRED: { status: 410, text: 'This password reset link has expired. Please ask for a new one.' },
  RESET_LINK_USED: {
    status: 410,
    text: 'This password reset link has already been used. Please ask for a new one if you need to.',
  },
  RESET_LINK_SUPERSEDED: {
    status: 410,
    text: 'This password reset link no longer works: the account has changed since it was sent. Please ask for a new one.',
  },
  CANNOT_REMOVE_OWN_ADMIN: { status: 409, text: 'You cannot remove your own administrator role' },
  CANNOT_BLOCK_SELF: { status: 409, text: 'You cannot block your own account' },
  ACCOUNT_ERASED: { status: 409, text: "This account was erased at its owner's request and cannot be changed" },

  // Things that are not there.
  PROPERTY_NOT_FOUND: { status: 404, text: 'Property not found' },
  PROJECT_NOT_FOUND: { status: 404, text: 'Project not found' },
  POST_NOT_FOUND: { status: 404, text: 'Post not found' },
  CATEGORY_NOT_FOUND: { status: 404, text: 'Category not found' },
  TAG_NOT_FOUND: { status: 404, text: 'Tag not found' },
  USER_NOT_FOUND: { status: 404, text: 'User not found' },
  VISIT_NOT_FOUND: { status: 404, text: 'Visit not found' },
  SAVED_SEARCH_NOT_FOUND: { status: 404, text: 'Saved search not found' },
  ENQUIRY_NOT_FOUND: { status: 404, text: 'Enquiry not found' },
  PAGE_NOT_FOUND: { status: 404, text: 'Page not found' },
  PAGE_NEEDS_ENGLISH: { status: 404, text: 'Page not found: write its English version first' },
  CONTENT_NOT_FOUND: { status: 404, text: 'Content not found' },
  SUBMISSION_NOT_FOUND: { status: 404, text: 'Submission not found' },
  DELETION_REQUEST_NOT_FOUND: { status: 404, text: 'Deletion request not found' },
  FINDING_NOT_FOUND: { status: 404, text: 'Finding not found' },
  IMAGE_NOT_FOUND: { status: 404, text: 'Image not found' },
  PHOTO_NOT_FOUND: { status: 404, text: 'Photo not found' },
  ROOM_NOT_FOUND: { status: 404, text: 'Room not found' },
  TOUR_NOT_FOUND: { status: 404, text: 'This listing has no tour' },
  PLACE_NOT_FOUND: { status: 404, text: 'No place found' },
  SITEMAP_NOT_FOUND: { status: 404, text: 'Sitemap not found' },
  NOTHING_TO_UNDO: { status: 404, text: 'Nothing to undo' },
  NO_OPEN_REPORTS: { status: 404, text: 'This listing has no open reports' },
  NO_CONTACT_NUMBER: { status: 404, text: 'This listing has no contact number; send an enquiry instead' },
  NOT_SHARING_NUMBER: { status: 404, text: 'You do not share your number with this advertiser' },
  DRAFT_EXPIRED: { status: 404, text: 'This draft has expired; please fill the form again' },
  LINK_INVALID: {
    status: 404,
    text: 'This link is not valid. Please use the latest link from our e-mail, or answer under My Properties in your account.',
  },
  LINK_EXPIRED: {
    status: 410,
    text: 'This link has expired. Please answer under My Properties in your account, or use the link in a newer e-mail.',
  },

  // Saved searches.
  SAVED_SEARCHES_FULL: {
    status: 409,
    text: 'You can keep at most {max} saved searches. Delete one to save another.',
  },
  SAVED_SEARCH_EXISTS: { status: 409, text: 'You have already saved this search as "{name}"' },
  ALERTS_LINK_INVALID: { status: 404, text: 'This link is not valid, or its saved search was deleted.' },

  // Shortlists shared with family.
  SHORTLIST_NOT_FOUND: { status: 404, text: 'Shortlist not found' },
  SHORTLISTS_FULL: { status: 409, text: 'You can keep at most {max} shortlists. Delete one to make another.' },
  SHORTLIST_ITEMS_FULL: { status: 409, text: 'A shortlist holds at most {max} homes. Remove one to add another.' },
  SHORTLIST_MEMBERS_FULL: { status: 409, text: 'This shortlist already has {max} members.' },
  SHORTLIST_ITEM_EXISTS: { status: 409, text: 'It is in this shortlist already.' },
  SHORTLIST_OWNER_ONLY: { status: 403, text: 'Only the person who made this shortlist can do that.' },
  SHORTLIST_OWNER_STAYS: {
    status: 409,
    text: 'You made this shortlist, so you cannot leave it. Delete it instead.',
  },
  SHORTLIST_INVITE_INVALID: { status: 404, text: 'This invitation link is not valid any more. Ask for a new one.' },
  SHORTLIST_COMMENT_CAP: { status: 429, text: 'You have written many comments today. Please try again tomorrow.' },

  // Notifications and "still available?".
  DIGEST_LINK_INVALID: { status: 404, text: 'This link is not valid.' },
  QUESTION_CAP: {
    status: 429,
    text: 'You have asked about many listings today. Please try again tomorrow.',
  },

  // Listings and their lifecycle.
  LISTING_CHANGED: { status: 409, text: 'This listing was changed meanwhile. Please reload and try again.' },
  LISTING_TAKEN_DOWN: {
    status: 409,
    text: 'This listing was taken down by our team; contact support to restore it',
  },
  LISTING_HELD_FOR_REPORTS: {
    status: 409,
    text: 'This listing is paused while our team reviews reports about it; we will write to you when it is decided',
  },
  LISTING_STATE: {
    status: 409,
    text: `This listing is {status, select, draft {a draft} pending_review {waiting for review} active {live} rejected {rejected} rented {marked as rented} sold {marked as sold} expired {expired} taken_down {taken down} paused {paused} other {{status}}}; it cannot be {action, select, submit {submitted} reconfirm {reconfirmed} rented {marked rented} sold {marked sold} unpublish {moved to drafts} verify {verified} reject {rejected} expire {expired} reactivate {reactivated} take_down {taken down} merge {merged} other {changed}} now`,
  },
  LISTING_NEVER_VERIFIED: { status: 409, text: 'This listing was never verified; submit it for review instead' },
  LISTING_NEEDS_REVIEW: { status: 409, text: 'This listing was never verified; it must be reviewed instead' },
  LISTING_NOT_PENDING: {
    status: 409,
    text: 'Only a listing waiting for review can be {action, select, verify {verified} reject {rejected} other {changed}}',
  },
  MERGE_CHAINED: { status: 409, text: 'Listing #{into} is itself merged into #{target}; merge into that one' },

  // Visits.
  VISIT_CHANGED: { status: 409, text: 'This visit was changed meanwhile. Please reload and try again.' },
  VISITS_CLOSED: { status: 409, text: 'This property is no longer open for visits' },
  VISIT_CLASH: {
    status: 409,
    text: 'You already have a visit to this property on {when}. Reschedule that visit instead.',
  },
  // A slot someone else booked first, or one in which the listing's agent is at another visit.
  VISIT_SLOT_TAKEN: { status: 409, text: 'This time was just booked by someone else. Please choose another time.' },
  VISIT_AGENT_BUSY: {
    status: 409,
    text: 'The agent showing this property has another visit at this time. Please choose another time.',
  },
  VISIT_AGENT_ONLY: { status: 409, text: 'Only the agent handling this visit can do that' },
  VISIT_STATE: {
    status: 409,
    text: `A visit that is {status, select, requested {requested} confirmed {confirmed} rescheduled {rescheduled} completed {completed} cancelled {cancelled} no_show {marked as a no-show} other {{status}}} cannot be {action, select, update {changed} reschedule {rescheduled} cancel {cancelled} confirm {confirmed} complete {completed} no_show {marked as a no-show} other {changed}}`,
  },
  VISIT_ALREADY: {
    status: 409,
    text: `This visit is already {status, select, requested {requested} confirmed {confirmed} rescheduled {rescheduled} completed {completed} cancelled {cancelled} no_show {marked as a no-show} other {{status}}}`,
  },
  VISIT_NOT_YET: { status: 409, text: 'This visit has not taken place yet' },
  VISIT_PAST: { status: 409, text: 'This visit has already taken place' },
  PROJECT_LAPSED: {
    status: 409,
    text: 'Site visits are closed: this project\u2019s HRERA registration has lapsed. Existing visits can still be cancelled.',
  },
  PROJECT_REVOKED: {
    status: 409,
    text: 'Site visits are closed: this project\u2019s HRERA registration was revoked. Existing visits can still be cancelled.',
  },
  PROJECT_UNPUBLISHED: {
    status: 409,
    text: 'Site visits are closed: this project is not published, as its HRERA registration is not confirmed. Existing visits can still be cancelled.',
  },

  // Contact, enquiries and reports.
  OWN_LISTING: { status: 409, text: 'This is your own listing' },
  THREAD_CLOSED: { status: 409, text: 'This conversation is closed' },
  ALREADY_REPORTED: { status: 409, text: 'You have already reported this listing' },
  PROJECT_NO_ENQUIRIES: { status: 409, text: "This project's HRERA registration is not valid; it takes no enquiries" },

  // The back office.
  RERA_TAKEN: { status: 409, text: 'Another project already has this registration number' },
  SLUG_TAKEN: { status: 409, text: 'This slug is already in use' },
  FINDING_ALREADY: { status: 409, text: 'This finding is already {status}' },
  DELETION_DONE: { status: 409, text: 'This request has already been carried out' },
  DELETION_NO_ACCOUNT: {
    status: 409,
    text: 'No account was verified for this request, so there is no account data to delete',
  },
  DELETION_UNVERIFIED: { status: 409, text: "Verify the requester's identity before carrying out the request" },

  // The forms API (POST /f/{formId}) answers these in its own shape, `{errors: [{code, message}]}`.
  BLOCKED: { status: 429, text: 'Too many forms sent from this network. Please try again later.' },
  EMPTY: { status: 422, text: 'The form was empty' },
  FORM_NOT_FOUND: { status: 404, text: 'This form does not exist' },
  INVALID_BODY: { status: 422, text: 'The form could not be read' },
  TOO_LARGE: { status: 413, text: 'Request body is too large' },
  FORM_CONTENT_TYPE: { status: 415, text: 'Send the form as JSON or as form fields' },
  // The rest of the form service's known codes (FORM_ERROR_CODES), and the one every other code
  // it may answer becomes.
  INACTIVE: { status: 403, text: 'This form is not taking submissions just now' },
  FILES_TOO_BIG: { status: 413, text: 'The files attached are too large' },
  NO_FILE_UPLOADS: { status: 400, text: 'This form does not take files' },
  TOO_MANY_FILES: { status: 413, text: 'Too many files are attached' },
  UNSPECIFIED: { status: 500, text: 'Something went wrong while sending the form. Please try again.' },

  // Photos, panoramas and tours.
  MULTIPART_REQUIRED: { status: 415, text: 'Send the photos as multipart/form-data in a field named files' },
  PANORAMA_MULTIPART_REQUIRED: { status: 415, text: 'Send the panorama as multipart/form-data in a field named file' },
  UPLOAD_UNREADABLE: {
    status: 400,
    text: 'The upload could not be read: send multipart/form-data with a boundary and complete parts',
  },
  TOO_MANY_PARTS: { status: 413, text: 'Too many parts in one upload' },
  PHOTO_LIMIT: { status: 413, text: 'A listing can have at most {max} photos' },
  PANORAMA_TOO_BIG: { status: 413, text: '{name} is larger than {mb} MB' },
  TOUR_NOT_UPLOADED: { status: 409, text: 'Only a tour of uploaded panoramas has rooms to arrange' },
  MEDIA_UNAVAILABLE: { status: 503, text: 'Media service not available' },
} as const satisfies Record<string, Spec>;

/** Reasons one field is refused (in a VALIDATION answer, and in the browser's own checks). */
export const FIELD_ERRORS = {
  // Made from a zod issue (fieldErrorFromIssue).
  REQUIRED: 'This field is required',
  TOO_SHORT: 'Must be at least {min} characters',
  TOO_LONG: 'Must be at most {max} characters',
  TOO_SMALL: 'Must be at least {min}',
  TOO_BIG: 'Must be at most {max}',
  TOO_FEW: 'Choose at least {min}',
  TOO_MANY: 'Choose at most {max}',
  /** A saved search with no filter at all (it would match every listing). */
  SEARCH_EMPTY: 'Choose at least one filter to save this search',
  NOT_NUMBER: 'Must be a number',
  NOT_WHOLE: 'Must be a whole number',
  NOT_BOOLEAN: 'Must be true or false',
  NOT_TEXT: 'Must be text',
  NOT_LIST: 'Must be a list',
  INVALID_TYPE: 'Is not of the expected kind',
  INVALID_CHOICE: 'Choose one of the options',
  NOT_ONE_OF: 'Must be one of: {options}',
  INVALID_FORMAT: 'Is not in the expected format',
  INVALID: 'Is not valid',
  UNKNOWN_FIELD: 'Is not a field this accepts',
  EMAIL_INVALID: 'Enter a valid e-mail address',
  DATE_INVALID: 'Enter the date as YYYY-MM-DD',
  DATE_NOT_REAL: 'Enter a date that exists on the calendar',
  MOBILE_INVALID: 'Please enter a valid 10-digit mobile number',
  TERMS_REQUIRED: 'Please accept the terms to continue',
  DELETION_DATA_REQUIRED: 'Please tell us which data to delete',
  // Named by the rules in this package.
  PHONE_START: 'Please enter a valid Indian mobile number starting with 6-9',
  PHONE_LENGTH: 'Mobile number must be exactly 10 digits',
  PHONE_INVALID: 'Enter a valid phone number',
  PIN_INVALID: 'PIN code must be 6 digits',
  PASSWORD_SHORT: 'Password must be at least {min} characters',
  CONFIRM_MISMATCH: "Confirm password doesn't match with password",
  PASSWORD_SAME: 'The new password must differ from the current one',
  PASSWORD_WRONG: 'Current password is incorrect',
  CODE_FORMAT: 'Enter the 6-digit code from the SMS',
  PHONE_CHANGE_NEEDS_CODE: 'To change your mobile number, use "Change number": we send a code to the new one',
  CODE_WRONG:
    'That code is not right. {left, plural, =0 {Ask for a new code.} one {# try left.} other {# tries left.}}',
  CODE_EXPIRED: 'This code has expired or was already used. Ask for a new code.',
  CODE_TOO_MANY_TRIES: 'Too many wrong codes. Ask for a new code.',
  CONTACT_NOT_VERIFIED:
    'Use your own verified mobile number, or verify this number with a code first (Account → Contact numbers)',
  CONTACT_IN_TEXT: 'Do not put phone numbers, e-mail addresses or links here: seekers contact you through Aangan',
  NAME_POSES_AS_AANGAN: 'This name is reserved: only Aangan itself may use it',
  DATE_NOT_PAST: 'Must be a date in the past',
  HTTPS_REQUIRED: 'Use an https address',
  IMAGE_URL_INVALID: 'Use an https address or a path on this site',
  SLUG_FORMAT: 'Use lowercase letters (a-z), digits and hyphens only',
  NUMBER_RANGE: 'Must be a number between {min} and {max}',
  WHOLE_NUMBER_RANGE: 'Must be a whole number between {min} and {max}',
  MIN_ABOVE_MAX: 'Must not be less than the minimum',
  CHARACTER_NOT_ALLOWED: 'Contains a character that is not allowed',
  NOTHING_TO_CHANGE: 'Send at least one field to change',
  // Public pages, fetched by name (one, or many at once).
  PAGE_NAMES_LIST: 'uniqueNames must be an array',
  PAGE_NAME_REQUIRED: 'uniqueName is required to fetch a public page',
  PAGE_NAME_FORMAT: 'uniqueName must be 1 to 80 lowercase letters, digits or hyphens',
  TOO_MANY_PAGES: 'At most {max} pages can be fetched at once',
  // Listings.
  PRICE_REQUIRED: 'Price is required',
  PRICE_TYPE_REQUIRED: 'Say whether the space is for sale or rent',
  OUTSIDE_INDIA: 'Is outside India',
  COORDS_PAIR: 'Give both latitude and longitude, or neither',
  FLOOR_ABOVE_TOTAL: 'Floor cannot be above the total floors',
  HOURS_ORDER: 'Visiting hours must end after they start',
  REASON_REQUIRED: 'Give the owner a reason of at least {min} characters',
  POLICY_REQUIRED: 'Say which policy applies',
  MERGE_SELF: 'A listing cannot be merged into itself',
  MERGE_NO_TARGET: 'There is no listing #{into}',
  CHECK_OUT_ORDER: 'Check-out must be after check-in',
  DATES_PAIR: 'Give both check-in and check-out dates, or neither',
  POINT_REQUIRED: 'sort_by=distance needs a point: send lat and lng (or latitude and longitude)',
  CURSOR_INVALID: 'cursor is not valid; use next_cursor from a previous page',
  // Visits.
  VISIT_DATE_REQUIRED: 'Please choose a date and time for the visit',
  VISIT_TIME_INVALID: 'Please choose a valid date and time',
  VISIT_TIME_ZONE: 'Give the date and time with its time zone, e.g. 2026-12-01T11:00:00+05:30',
  VISIT_TOO_SOON: 'Please choose a time at least 1 hour from now',
  VISIT_TOO_FAR: 'Visits can be booked up to {days} days ahead',
  VISIT_OUTSIDE_HOURS: 'Visits to this property can be booked between {start} and {end} (India time)',
  VISIT_NOT_A_SLOT: 'Please choose one of the offered visit times',
  VISIT_DAYS_REQUIRED: 'Choose at least one day for visits',
  // Contact and reports.
  MESSAGE_LENGTH: 'Write between {min} and {max} characters',
  WANT_REQUIRED: 'Choose what you would like to know',
  DETAILS_REQUIRED: 'Please tell us what is wrong',
  REPORT_REASON_REQUIRED: 'Choose what is wrong with this listing',
  CLOSE_OWN_ENQUIRY: 'You can only close your own enquiry',
  // The back office.
  AGENT_INVALID: 'agent_id must be the id of an active agent',
  DELETION_FIELDS: 'Choose at least one kind of data to delete',
  HRERA_NUMBER_NEEDED:
    'A published project needs its HRERA registration number: add the number or unpublish the project',
  RERA_NUMBER_CHARACTERS: 'May hold letters, digits, spaces and / ( ) . , -',
  HRERA_APPLIED_UNPUBLISHABLE: 'A project whose registration is only applied for cannot be published',
  HRERA_DATE_PASSED:
    'This date has passed: a registration valid until then has lapsed. Set the status to lapsed, or enter the extended date',
  CATEGORY_UNKNOWN: 'There is no category with id {id}',
  TAG_UNKNOWN: 'There is no tag with id {ids}',
  // Photos and tours (name: the file's name).
  NO_FILES: 'Choose at least one photo to upload',
  ARRANGE_MISMATCH: 'The order must list every photo of this listing exactly once',
  PHOTO_TOO_BIG: '{name} is larger than {mb} MB',
  PHOTO_NOT_IMAGE: '{name} is not a photo we can read (JPEG, PNG, WebP or AVIF)',
  PHOTO_HEIC:
    '{name} is a HEIC photo; please send it as JPEG (on iPhone: Settings › Camera › Formats › Most Compatible)',
  PHOTO_TOO_SMALL: '{name} is too small; photos must be at least {width} × {height} pixels',
  PHOTO_TOO_LARGE: '{name} has too many pixels (at most {megapixels} megapixels)',
  PHOTO_TOO_MANY: 'A listing can have at most {max} photos',
  PHOTO_SAME_PICTURE: "{name} is already one of this listing's photos",
  NOT_PANORAMA:
    '{name} is {width} × {height}; a 360° panorama is twice as wide as it is high (for example 6000 × 3000)',
  PANORAMA_TOO_NARROW: '{name} is too small for a 360° view; panoramas must be at least {width} pixels wide',
  NO_PANORAMA: 'Choose a panorama to upload',
  ROOM_NAME_REQUIRED: 'Name the room (e.g. Living room)',
  TOO_MANY_ROOMS: 'A tour can have at most {max} rooms',
  ROOMS_MISMATCH: 'The rooms must list every room of this tour exactly once',
  HOTSPOT_INVALID: 'A hotspot must lead to another room of this tour',
  TOUR_LINK_NOT_HTTPS: 'The tour link must start with https://',
  TOUR_LINK_INVALID: 'The tour link is not a valid address',
  TOUR_HOST_NOT_ALLOWED: 'Tours from {host} are not supported; use one of {allowed}',
} as const satisfies Record<string, string>;

export type ErrorCode = keyof typeof ERRORS;
export type FieldErrorCode = keyof typeof FIELD_ERRORS;
/** A code a field error may carry: a field reason, or an answer's code tied to one field (PHONE_TAKEN). */
export type AnyErrorCode = ErrorCode | FieldErrorCode;
export type ErrorParams = Record<string, string | number>;

export const ERROR_CODES = Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]];
export const FIELD_ERROR_CODES = Object.keys(FIELD_ERRORS) as [FieldErrorCode, ...FieldErrorCode[]];
const ANY_CODES = [...new Set<AnyErrorCode>([...ERROR_CODES, ...FIELD_ERROR_CODES])] as [
  AnyErrorCode,
  ...AnyErrorCode[],
];
/** Any code of either list, for answers that name one per item (a field, a page of a batch). */
export const anyErrorCodeSchema = z.enum(ANY_CODES);

export const isErrorCode = (v: unknown): v is ErrorCode => typeof v === 'string' && Object.hasOwn(ERRORS, v);
export const isFieldErrorCode = (v: unknown): v is FieldErrorCode =>
  typeof v === 'string' && Object.hasOwn(FIELD_ERRORS, v);

/** Catalogue keys of the codes' wording in a message catalogue: `error.<CODE>`, `error.field.<CODE>`. */
export type ErrorCatalogue = { [K in ErrorCode as `error.${K}`]: string } & {
  [K in FieldErrorCode as `error.field.${K}`]: string;
};
/** The English texts as catalogue entries, so a catalogue does not write them twice. */
export function englishErrorCatalogue(): ErrorCatalogue {
  return Object.fromEntries([
    ...ERROR_CODES.map((c) => [`error.${c}`, ERRORS[c].text]),
    ...FIELD_ERROR_CODES.map((c) => [`error.field.${c}`, FIELD_ERRORS[c]]),
  ]) as ErrorCatalogue;
}
/** The catalogue key of a code's wording. */
export const errorCatalogueKey = (code: AnyErrorCode): keyof ErrorCatalogue =>
  isFieldErrorCode(code) ? `error.field.${code}` : `error.${code}`;

/** `{name}` placeholders filled from params (an unknown one is left as written). */
export function fillParams(text: string, params?: ErrorParams): string {
  return params ? text.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m)) : text;
}

/** The English wording of a code (an answer's or a field's). */
export function errorEnglish(code: AnyErrorCode, params?: ErrorParams): string {
  const text = isFieldErrorCode(code) ? FIELD_ERRORS[code] : ERRORS[code].text;
  // Plain placeholders are filled as written (numbers without grouping, as the API always wrote
  // them); a text that words a code through `select`, or a count through `plural`, needs the ICU formatter.
  return /, (select|plural),/.test(text)
    ? (new IntlMessageFormat(text, 'en-IN').format<string>(params) as string)
    : fillParams(text, params);
}

// Error envelope of every API answer that is not a success: `code` says what went wrong,
// `detail` is its English text, or for invalid input a list of field errors.
const paramsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export const fieldErrorSchema = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
  code: anyErrorCodeSchema,
  params: paramsSchema.optional(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorSchema = z.object({
  code: z.enum(ERROR_CODES),
  detail: z.union([z.string(), z.array(fieldErrorSchema)]),
  params: paramsSchema.optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

/** One refused field, its `msg` made from its code. */
export function fieldErrorEntry(
  loc: (string | number)[],
  code: AnyErrorCode,
  params?: ErrorParams,
  type = 'value_error',
): FieldError {
  return params && Object.keys(params).length
    ? { loc, msg: errorEnglish(code, params), type, code, params }
    : { loc, msg: errorEnglish(code), type, code };
}

/**
 * The parts of a zod issue this needs. A zod error map receives the raw issue (with `input`);
 * a finished ZodError's issues have a `message` instead, which is a code when the schema or the
 * error map named one.
 */
interface IssueLike {
  code: string;
  message?: string;
  input?: unknown;
  expected?: string;
  origin?: string;
  format?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  values?: readonly unknown[];
  params?: Record<string, unknown>;
}

const num = (v: number | bigint | undefined) => (typeof v === 'bigint' ? Number(v) : (v ?? 0));

/** What a zod issue says, as a field code and its parameters (`min`, `max`, …). */
export function fieldErrorFromIssue(issue: IssueLike): { code: AnyErrorCode; params?: ErrorParams } {
  const params: ErrorParams = {};
  if (issue.minimum !== undefined) params.min = num(issue.minimum);
  if (issue.maximum !== undefined) params.max = num(issue.maximum);
  for (const [k, v] of Object.entries(issue.params ?? {}))
    if (typeof v === 'string' || typeof v === 'number') params[k] = v;
  // REQUIRED needs no bound: an empty text breaks `min(1)`, but "at least 1" is not what it means.
  const withParams = (code: AnyErrorCode) =>
    Object.keys(params).length && code !== 'REQUIRED' ? { code, params } : { code };
  // A schema (or an error map, fieldCodeErrorMap) that names a code has the last word.
  const named = issue.message?.trim();
  const code = named && (isFieldErrorCode(named) || isErrorCode(named)) ? named : codeOfIssue(issue);
  // A value outside a list: the list, for a client to show or fix its request by.
  if (code === 'NOT_ONE_OF') params.options = (issue.values ?? []).map(String).join(', ');
  return withParams(code);
}

function codeOfIssue(issue: IssueLike): FieldErrorCode {
  const counted = issue.origin === 'array' || issue.origin === 'set';
  switch (issue.code) {
    case 'invalid_type':
      if ('input' in issue && (issue.input === undefined || issue.input === null)) return 'REQUIRED';
      if (issue.expected === 'int') return 'NOT_WHOLE';
      if (issue.expected === 'number' || issue.expected === 'bigint') return 'NOT_NUMBER';
      if (issue.expected === 'boolean') return 'NOT_BOOLEAN';
      if (issue.expected === 'string') return 'NOT_TEXT';
      if (issue.expected === 'array') return 'NOT_LIST';
      return 'INVALID_TYPE';
    case 'too_small':
      if (counted) return 'TOO_FEW';
      if (issue.origin === 'string') return num(issue.minimum) <= 1 ? 'REQUIRED' : 'TOO_SHORT';
      return 'TOO_SMALL';
    case 'too_big':
      if (counted) return 'TOO_MANY';
      return issue.origin === 'string' ? 'TOO_LONG' : 'TOO_BIG';
    case 'invalid_format':
      if (issue.format === 'email') return 'EMAIL_INVALID';
      if (issue.format === 'date' || issue.format === 'datetime') return 'DATE_INVALID';
      if (issue.format === 'url') return 'HTTPS_REQUIRED';
      return 'INVALID_FORMAT';
    case 'invalid_value':
      return issue.values?.length ? 'NOT_ONE_OF' : 'INVALID_CHOICE';
    case 'invalid_union':
      return 'INVALID_CHOICE';
    case 'unrecognized_keys':
      return 'UNKNOWN_FIELD';
    case 'not_multiple_of':
      return 'NOT_WHOLE';
    default:
      return 'INVALID';
  }
}

/**
 * A zod error map (`schema.safeParse(v, { error: fieldCodeErrorMap })`): every issue's message
 * becomes its code, so a finished issue can be read back with fieldErrorFromIssue. Rules that
 * name a code themselves keep it.
 */
export const fieldCodeErrorMap = (issue: IssueLike): string => fieldErrorFromIssue(issue).code;

/**
 * An API error answer as its code and parameters, or null when the body is not one (a network
 * failure, a proxy's page). For a VALIDATION answer, `fields` lists each field's code.
 */
export interface ReadError {
  code: ErrorCode;
  params?: ErrorParams;
  fields: { loc: (string | number)[]; code: AnyErrorCode; params?: ErrorParams }[];
}
export function readApiError(body: unknown): ReadError | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as { code?: unknown; detail?: unknown; params?: unknown };
  if (!isErrorCode(b.code)) return null;
  const fields = Array.isArray(b.detail)
    ? (b.detail as { loc?: unknown; code?: unknown; params?: unknown }[]).flatMap((d) =>
        d && (isFieldErrorCode(d.code) || isErrorCode(d.code)) && Array.isArray(d.loc)
          ? [{ loc: d.loc as (string | number)[], code: d.code, ...paramsOf(d.params) }]
          : [],
      )
    : [];
  return { code: b.code, ...paramsOf(b.params), fields };
}
const paramsOf = (p: unknown): { params?: ErrorParams } =>
  p && typeof p === 'object' ? { params: p as ErrorParams } : {};

/**
 * An error as one string, for code that passes messages around as text (a form's field errors):
 * `CODE`, or `CODE?min=3&max=10` with its parameters. readErrorToken reads it back; anything else
 * is not a token.
 */
export function errorToken(e: { code: AnyErrorCode; params?: ErrorParams }): string {
  const q = e.params ? new URLSearchParams(Object.entries(e.params).map(([k, v]) => [k, String(v)])).toString() : '';
  return q ? `${e.code}?${q}` : e.code;
}
export function readErrorToken(text: string): { code: AnyErrorCode; params?: ErrorParams } | null {
  const m = /^([A-Z][A-Z0-9_]*)(?:\?(.*))?$/.exec(text);
  if (!m || !(isErrorCode(m[1]) || isFieldErrorCode(m[1]))) return null;
  const code = m[1] as AnyErrorCode;
  return m[2] ? { code, params: Object.fromEntries(new URLSearchParams(m[2])) } : { code };
}

/**
 * An API error answer as one token (errorToken) for code that passes messages as text: its code,
 * or for a VALIDATION answer its first field's; `fallback` when the body is no error answer.
 */
export function apiErrorToken(body: unknown, fallback: string): string {
  const e = readApiError(body);
  if (!e) return fallback;
  return errorToken(e.code === 'VALIDATION' && e.fields[0] ? e.fields[0] : e);
}

/** The refused fields of an API error answer as tokens, by field name (the first error of each). */
export function apiFieldErrorTokens(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of readApiError(body)?.fields ?? []) {
    const name = f.loc.at(-1);
    if (typeof name === 'string' && !out[name]) out[name] = errorToken(f);
  }
  return out;
}

/** A list joins msg/message with commas; an object uses msg/message; a string as is. */
export function errorText(detail: unknown, fallback = 'Something went wrong'): string {
  if (typeof detail === 'string' && detail) return detail;
  if (Array.isArray(detail)) {
    const parts = detail
      .map((d) =>
        d && typeof d === 'object'
          ? ((d as { msg?: string; message?: string }).msg ?? (d as { message?: string }).message)
          : undefined,
      )
      .filter((m): m is string => typeof m === 'string' && m.length > 0);
    return parts.length ? parts.join(', ') : fallback;
  }
  if (detail && typeof detail === 'object') {
    const d = detail as { msg?: unknown; message?: unknown };
    if (typeof d.msg === 'string') return d.msg;
    if (typeof d.message === 'string') return d.message;
  }
  return fallback;
}

/** A numeric id in a path (/properties/{id}, /visits/{id}): a positive 32-bit integer. */
export const idParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2147483647),
});

/**
 * What every call that needs the database answers while it cannot be reached (503, with a
 * Retry-After of UNAVAILABLE_RETRY_AFTER_S seconds): a pause, not a fault of the request.
 */
export const UNAVAILABLE_MESSAGE = ERRORS.UNAVAILABLE.text;
export const UNAVAILABLE_RETRY_AFTER_S = 5;
