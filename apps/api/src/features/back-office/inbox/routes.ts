// Back office inbox for what people sent through the site's forms: admins list submissions (by
// form, valuation requests included, and status), read one, move it on (new, in progress,
// closed, spam), add notes, and export newsletter subscribers as CSV. Every change is audited.
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  INBOX_FORM_IDS,
  MAX_PAGE_SIZE,
  SUBMISSION_STATUSES,
  formNoteCreateSchema,
  formSubmissionListSchema,
  formSubmissionSchema,
  formSubmissionUpdateSchema,
  idParamsSchema,
  type FormSubmission,
} from '@aangan/contracts';
import { HttpError, errorAnswers } from '../../../shared/errors.ts';
import { requireAdmin } from '../../../shared/roles.ts';
import { auditOf, recordAudit } from '../../../shared/audit.ts';
import { iso } from '../../../shared/dates.ts';
import { toCsv } from '../../content/index.ts';
import type { FormRepository, SubmissionRow } from '../../content/index.ts';
import { access } from '../../../shared/access.ts';
import { pageOf, rowsOf } from '../../../shared/paging.ts';

/** Checked before the request is read (shared/access.ts). */
const ADMIN = access('admin');

const blank = (v: unknown) => (v === '' ? undefined : v);
const query = z.object({
  form_id: z.preprocess(blank, z.enum(INBOX_FORM_IDS).optional()),
  status: z.preprocess(blank, z.enum(SUBMISSION_STATUSES).optional()),
  page: z.preprocess(blank, z.coerce.number().int().min(1).max(10000).default(1)),
  limit: z.preprocess(blank, z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20)),
});
const denied = errorAnswers(401, 403, 404, 422);
const NOT_FOUND = 'SUBMISSION_NOT_FOUND';

export const toSubmission = (r: SubmissionRow): FormSubmission => ({
  id: r.id,
  form_id: r.form_id,
  email: r.email,
  payload: r.payload,
  status: r.status as FormSubmission['status'],
  created_at: iso(r.created_at),
  handled_by: r.handled_by,
  handled_at: iso(r.handled_at),
  notes: r.notes.map((n) => ({ ...n, at: iso(n.at) })),
});

type Id = { Params: z.infer<typeof idParamsSchema> };

export function formAdminRoutes(forms: FormRepository): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/admin/forms', { config: ADMIN, schema: listSchema }, (req) => listSubmissions(forms, req));
    app.get('/admin/forms/:id', { config: ADMIN, schema: oneSchema }, (req) => oneSubmission(forms, req));
    app.patch('/admin/forms/:id', { config: ADMIN, schema: statusSchema }, (req) => setStatus(forms, req));
    app.post('/admin/forms/:id/notes', { config: ADMIN, schema: noteSchema }, (req, reply) =>
      addNote(forms, req, reply),
    );
    app.get('/admin/newsletter.csv', { config: ADMIN, schema: newsletterSchema }, (req, reply) =>
      newsletterCsv(forms, req, reply),
    );
  };
}

const listSchema = {
  tags: ['forms'],
  summary: 'Form submissions, newest first; form_id=valuation for valuation requests (admin)',
  querystring: query,
  response: { 200: formSubmissionListSchema, ...denied },
};

async function listSubmissions(forms: FormRepository, req: FastifyRequest<{ Querystring: z.infer<typeof query> }>) {
  const q = req.query;
  const { rows, total } = await forms.list({
    formId: q.form_id,
    status: q.status,
    ...rowsOf(q),
  });
  return pageOf(q, total, rows.map(toSubmission));
}

const oneSchema = {
  tags: ['forms'],
  summary: 'One submission with its notes (admin)',
  params: idParamsSchema,
  response: { 200: formSubmissionSchema, ...denied },
};

async function oneSubmission(forms: FormRepository, req: FastifyRequest<Id>) {
  const row = await forms.get(req.params.id);
  if (!row) throw new HttpError(NOT_FOUND);
  return toSubmission(row);
}

const statusSchema = {
  tags: ['forms'],
  summary: 'Move a submission on: new, in progress, closed or spam (admin)',
  params: idParamsSchema,
  body: formSubmissionUpdateSchema,
  response: { 200: formSubmissionSchema, ...denied },
};

async function setStatus(
  forms: FormRepository,
  req: FastifyRequest<Id & { Body: z.infer<typeof formSubmissionUpdateSchema> }>,
) {
  const me = requireAdmin(req);
  const row = await forms.setStatus(req.params.id, req.body.status, me.userId, (tx, before, after) =>
    recordAudit(tx, auditOf(req, 'form.status', 'form_submission', req.params.id, before, after)),
  );
  if (!row) throw new HttpError(NOT_FOUND);
  return toSubmission(row);
}

const noteSchema = {
  tags: ['forms'],
  summary: 'Add a note to a submission; a new one becomes in progress (admin)',
  params: idParamsSchema,
  body: formNoteCreateSchema,
  response: { 201: formSubmissionSchema, ...denied },
};

async function addNote(
  forms: FormRepository,
  req: FastifyRequest<Id & { Body: z.infer<typeof formNoteCreateSchema> }>,
  reply: FastifyReply,
) {
  const me = requireAdmin(req);
  const row = await forms.addNote(req.params.id, me.userId, req.body.text, (tx, before, after) =>
    recordAudit(tx, auditOf(req, 'form.note', 'form_submission', req.params.id, before, after)),
  );
  if (!row) throw new HttpError(NOT_FOUND);
  return reply.code(201).send(toSubmission(row));
}

const newsletterSchema = {
  tags: ['forms'],
  summary: 'Newsletter subscribers as CSV: each address once, with the date it first signed up (admin)',
  response: { 200: z.string(), ...denied },
};

async function newsletterCsv(forms: FormRepository, req: FastifyRequest, reply: FastifyReply) {
  const rows = await forms.subscribers();
  // Handing out a list of addresses is worth a trace of who took it.
  await forms.audit(auditOf(req, 'newsletter.export', 'newsletter', null, null, { count: rows.length }));
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="newsletter-${day}.csv"`)
    .header('cache-control', 'no-store')
    .send(toCsv([['email', 'subscribed_at'], ...rows.map((r) => [r.email, iso(r.subscribed_at).slice(0, 10)])]));
}
