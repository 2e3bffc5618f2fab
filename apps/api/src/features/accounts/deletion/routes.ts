// Deletion requests in the back office: list them with the matching account and the policy's
// due dates, record how the requester's identity was verified, then carry the request out for
// real (account, personal information, listings, or chosen data) in one transaction. Admins only.
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DELETION_ACKNOWLEDGE_HOURS,
  DELETION_RESOLVE_DAYS,
  MAX_PAGE_SIZE,
  SITE,
  deletionExecuteSchema,
  deletionRequestListSchema,
  deletionRequestSchema,
  deletionVerifySchema,
  idParamsSchema,
  type DeletionRequest,
  type ErasableField,
} from '@aangan/contracts';
import type { Queryable } from '@aangan/db';
import { HttpError, fieldError, errorAnswers } from '../../../shared/errors.ts';
import { requireAdmin } from '../../../shared/roles.ts';
import { auditOf, recordAudit } from '../../../shared/audit.ts';
import type { ListingFiles } from '../../listings/index.ts';
import { enqueueMail } from '../../../shared/notifications/outbox.ts';
import { greeting, signOff, type Localised, type MailLocale } from '../../../shared/notifications/recipient.ts';
import { iso } from '../../../shared/dates.ts';
import { eraseAccount, eraseByEmail, eraseFields, erasePersonal, eraseProperties } from './erase.ts';
import type { DeletionRepository, DeletionRow } from './repository.ts';
import { access } from '../../../shared/access.ts';
import { pageOf, rowsOf } from '../../../shared/paging.ts';

/** The notice that a deletion request was carried out, in the language of the page it was sent from. */
function deletionDone(id: number, to: string, l: MailLocale) {
  const subject: Localised = {
    'en-IN': 'Your data deletion request has been carried out',
    'hi-IN': 'डेटा हटाने का आपका अनुरोध पूरा कर दिया गया है',
  };
  const text: Localised = {
    'en-IN':
      `Your request #${id} to delete data held by ${SITE.name} has been carried out. This cannot be undone.\n\n` +
      'As our Privacy Policy explains, we keep a record of the request itself, and visit records from the last 12 months without your personal details, only for as long as the law requires.',
    'hi-IN':
      `${SITE.name} के पास रखा डेटा हटाने का आपका अनुरोध #${id} पूरा कर दिया गया है। इसे वापस नहीं किया जा सकता।\n\n` +
      'जैसा हमारी गोपनीयता नीति में बताया गया है, हम केवल अनुरोध का रिकॉर्ड, और पिछले 12 महीनों के विज़िट रिकॉर्ड आपकी निजी जानकारी के बिना, उतने ही समय तक रखते हैं जितना क़ानून माँगता है।',
  };
  return {
    kind: 'deletion.done',
    to,
    subject: subject[l],
    payload: { submission_id: id },
    text: greeting(l, null) + text[l] + signOff(l),
  };
}

/** Checked before the request is read (shared/access.ts). */
const ADMIN = access('admin');

const blank = (v: unknown) => (v === '' ? undefined : v);
const query = z.object({
  open: z.preprocess(
    blank,
    z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
  ),
  page: z.preprocess(blank, z.coerce.number().int().min(1).max(10000).default(1)),
  limit: z.preprocess(blank, z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20)),
});
const denied = errorAnswers(401, 403, 404, 409, 422);
const NOT_FOUND = 'DELETION_REQUEST_NOT_FOUND';
/** Kinds of data that live on an account; the rest (newsletter, enquiries) an address alone reaches. */
const ACCOUNT_FIELDS: ErasableField[] = [
  'email',
  'date_of_birth',
  'profile_image',
  'address',
  'location',
  'preferences',
  'swipes',
  'visit_notes',
];

export function toDeletionRequest(r: DeletionRow, now = Date.now()): DeletionRequest {
  const created = new Date(r.created_at).getTime();
  const resolveBy = created + DELETION_RESOLVE_DAYS * 86_400_000;
  const text = (k: string) => (typeof r.payload[k] === 'string' ? r.payload[k] : null);
  return {
    id: r.id,
    email: r.email,
    request_type: text('request_type') ?? 'account',
    deletion_reason: text('deletion_reason'),
    message: text('message'),
    status: r.status,
    stage: r.executed_at ? 'done' : r.verified_at ? 'verified' : 'new',
    created_at: iso(r.created_at),
    acknowledge_by: new Date(created + DELETION_ACKNOWLEDGE_HOURS * 3_600_000).toISOString(),
    resolve_by: new Date(resolveBy).toISOString(),
    overdue: !r.executed_at && now > resolveBy,
    user: r.user,
    verification: r.verified_at
      ? {
          method: r.verify_method as 'otp',
          note: r.verify_note,
          by: r.verified_by,
          at: iso(r.verified_at),
          user_id: r.verified_user_id,
        }
      : null,
    execution: r.executed_at ? { at: iso(r.executed_at), by: r.executed_by, result: r.result ?? {} } : null,
    notes: r.notes.map((n) => ({ ...n, at: iso(n.at) })),
  };
}

interface Deps {
  requests: DeletionRepository;
  files: ListingFiles;
}
type Id = { Params: z.infer<typeof idParamsSchema> };

export function deletionRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/admin/deletion-requests', { config: ADMIN, schema: listSchema }, (req) => listRequests(deps, req));
    app.get('/admin/deletion-requests/:id', { config: ADMIN, schema: oneSchema }, (req) => oneRequest(deps, req));
    app.post('/admin/deletion-requests/:id/verify', { config: ADMIN, schema: verifySchema }, (req) =>
      verifyRequest(deps, req),
    );
    app.post('/admin/deletion-requests/:id/execute', { config: ADMIN, schema: executeSchema }, (req) =>
      executeRequest(deps, req),
    );
  };
}

const listSchema = {
  tags: ['privacy'],
  summary: `Deletion requests: open ones first, oldest first, with the matching account and due dates (acknowledge in ${DELETION_ACKNOWLEDGE_HOURS} h, resolve in ${DELETION_RESOLVE_DAYS} days) (admin)`,
  querystring: query,
  response: { 200: deletionRequestListSchema, ...denied },
};

async function listRequests({ requests }: Deps, req: FastifyRequest<{ Querystring: z.infer<typeof query> }>) {
  const q = req.query;
  const { rows, total } = await requests.list({ open: q.open, ...rowsOf(q) });
  return pageOf(
    q,
    total,
    rows.map((r) => toDeletionRequest(r)),
  );
}

const oneSchema = {
  tags: ['privacy'],
  summary: 'One deletion request (admin)',
  params: idParamsSchema,
  response: { 200: deletionRequestSchema, ...denied },
};

async function oneRequest({ requests }: Deps, req: FastifyRequest<Id>) {
  const row = await requests.get(req.params.id);
  if (!row) throw new HttpError(NOT_FOUND);
  return toDeletionRequest(row);
}

const verifySchema = {
  tags: ['privacy'],
  summary: "Record how the requester's identity was verified (before anything is deleted) (admin)",
  params: idParamsSchema,
  body: deletionVerifySchema,
  response: { 200: deletionRequestSchema, ...denied },
};

async function verifyRequest(
  { requests }: Deps,
  req: FastifyRequest<Id & { Body: z.infer<typeof deletionVerifySchema> }>,
) {
  const me = requireAdmin(req);
  const row = await requests.get(req.params.id);
  if (!row) throw new HttpError(NOT_FOUND);
  if (row.executed_at) throw new HttpError('DELETION_DONE');
  const v = { method: req.body.method, note: req.body.note || null, by: me.userId, userId: row.user?.id ?? null };
  const done = await requests.verify(row.id, v, (tx) =>
    recordAudit(
      tx,
      auditOf(req, 'deletion.verify', 'form_submission', row.id, null, { method: v.method, user_id: v.userId }),
    ),
  );
  return toDeletionRequest(done!);
}

const executeBody = z.preprocess((v) => v ?? {}, deletionExecuteSchema);
const executeSchema = {
  tags: ['privacy'],
  summary: 'Carry out a verified request: account, personal, properties, or specific (with fields) (admin)',
  description:
    'account: the person is erased (listings with their photos, swipes, sessions, enquiries go; visits from the last 12 months stay without personal data). ' +
    'personal: name, contact, photo, address, location and preferences are erased; listings stay with our team as the contact. ' +
    'properties: their listings and photos go. specific: the fields named. The result holds counts only.',
  params: idParamsSchema,
  body: executeBody,
  response: { 200: deletionRequestSchema, ...denied },
};

async function executeRequest(
  { requests, files }: Deps,
  req: FastifyRequest<Id & { Body: z.infer<typeof executeBody> }>,
) {
  const me = requireAdmin(req);
  const row = await requests.get(req.params.id);
  if (!row) throw new HttpError(NOT_FOUND);
  if (row.executed_at) throw new HttpError('DELETION_DONE');
  if (!row.verified_at) throw new HttpError('DELETION_UNVERIFIED');
  const type = toDeletionRequest(row).request_type;
  const fields = req.body.fields ?? [];
  if (type === 'specific' && !fields.length) throw fieldError(['body', 'fields'], 'DELETION_FIELDS');
  const uid =
    row.verified_user_id !== null && (await requests.userExists(row.verified_user_id)) ? row.verified_user_id : null;
  const email = row.email;
  if (uid === null && (type === 'properties' || fields.some((f) => ACCOUNT_FIELDS.includes(f)))) {
    throw new HttpError('DELETION_NO_ACCOUNT');
  }
  // Stored files are found before their rows go, and removed once the deletion is committed.
  const keys =
    uid !== null && (type === 'account' || type === 'properties')
      ? (await Promise.all((await requests.listingIds(uid)).map((id) => files.filesOf(id)))).flat()
      : [];
  const erase = eraser({ type, uid, email, fields, filesRemoved: keys.length });
  const done = await requests.execute(row.id, me.userId, erase, async (tx, result) => {
    await recordAudit(tx, auditOf(req, 'deletion.execute', 'form_submission', row.id, null, result));
    // The reply the grievance policy promises: what we did.
    if (email) await enqueueMail(tx, deletionDone(row.id, email, row.locale === 'hi-IN' ? 'hi-IN' : 'en-IN'));
  });
  if (!done) throw new HttpError('DELETION_DONE');
  await files.remove(keys);
  return toDeletionRequest(done);
}

/** The erasing a request of this type asks for, and the result it records (counts only). */
function eraser(r: {
  type: DeletionRequest['request_type'];
  uid: number | null;
  email: string | null;
  fields: ErasableField[];
  filesRemoved: number;
}) {
  const { type, uid, email, fields } = r;
  return async (tx: Queryable): Promise<Record<string, unknown>> => {
    const counts =
      type === 'specific'
        ? await eraseFields(tx, uid, email, fields)
        : uid === null
          ? email
            ? await eraseByEmail(tx, email)
            : {}
          : type === 'account'
            ? await eraseAccount(tx, uid, email)
            : type === 'personal'
              ? await erasePersonal(tx, uid, email)
              : await eraseProperties(tx, uid);
    return {
      type,
      user_id: uid,
      ...(type === 'specific' ? { fields } : {}),
      ...counts,
      files_removed: r.filesRemoved,
    };
  };
}
