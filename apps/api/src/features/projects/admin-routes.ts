// The back office's projects (admin): every project, published or not, and the edit of its HRERA
// registration: number, status, valid-until and whether it is published. Audited.
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HRERA_STATUSES,
  MAX_PAGE_SIZE,
  adminProjectListSchema,
  adminProjectSchema,
  projectHreraUpdateSchema,
} from '@aangan/contracts';
import { HttpError, fieldError, errorAnswers } from '../../shared/errors.ts';
import { access } from '../../shared/access.ts';
import { auditOf, recordAudit } from '../../shared/audit.ts';
import { iso } from '../../shared/dates.ts';
import { pageOf, rowsOf } from '../../shared/paging.ts';
import type { AdminProjectRow, ProjectAdminRepository } from './admin-repository.ts';
import { closedToContact } from './repository.ts';

/** Checked before the request is read (shared/access.ts). */
const ADMIN = access('admin');

const blank = (v: unknown) => (v === '' ? undefined : v);
const query = z.object({
  q: z.preprocess(blank, z.string().trim().max(100).optional()),
  hrera_status: z.preprocess(blank, z.enum(HRERA_STATUSES).optional()),
  published: z.preprocess(
    blank,
    z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
  ),
  page: z.preprocess(blank, z.coerce.number().int().min(1).max(10000).default(1)),
  limit: z.preprocess(blank, z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(50)),
});
const params = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,120}$/, 'SLUG_FORMAT'),
});
const denied = errorAnswers(401, 403, 404, 409, 422);

const toAdminProject = (r: AdminProjectRow) => ({
  id: r.id,
  slug: r.slug,
  name: r.name,
  builder_name: r.builder_name,
  rera_number: r.rera_number,
  hrera_status: r.hrera_status,
  hrera_valid_until: r.hrera_valid_until,
  is_published: r.is_published,
  accepts_enquiries: closedToContact(r) === null,
  listed_units: r.listed_units,
  updated_at: iso(r.updated_at),
});
const numberTaken = () => fieldError(['body', 'rera_number'], 'RERA_TAKEN');

export function projectAdminRoutes(
  projects: ProjectAdminRepository,
  now: () => Date = () => new Date(),
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/admin/projects', { config: ADMIN, schema: listSchema }, (req) => listProjects(projects, req));
    app.patch('/admin/projects/:slug', { config: ADMIN, schema: updateSchema }, (req) =>
      updateProject(projects, now(), req),
    );
  };
}

const listSchema = {
  tags: ['projects'],
  summary: 'Every project, published or not, by name; q matches name, builder or registration number (admin)',
  querystring: query,
  response: { 200: adminProjectListSchema, ...denied },
};

async function listProjects(projects: ProjectAdminRepository, req: FastifyRequest & { query: z.output<typeof query> }) {
  const q = req.query;
  const { rows, total } = await projects.list({
    q: q.q,
    hrera_status: q.hrera_status,
    published: q.published,
    ...rowsOf(q),
  });
  return pageOf(q, total, rows.map(toAdminProject));
}

const updateSchema = {
  tags: ['projects'],
  summary: "Change a project's HRERA registration number, status, valid-until date or whether it is published (admin)",
  description:
    'Only the fields sent change. A published project needs a registration number and a status other than applied (422 naming the field).',
  params,
  body: projectHreraUpdateSchema,
  response: { 200: adminProjectSchema, ...denied },
};

async function updateProject(
  projects: ProjectAdminRepository,
  at: Date,
  req: FastifyRequest & { params: z.output<typeof params>; body: z.output<typeof projectHreraUpdateSchema> },
) {
  const slug = req.params.slug;
  const r = await projects
    .update(slug, req.body, at, (tx, id, before, after) =>
      recordAudit(tx, auditOf(req, 'project.hrera_update', 'project', id, before, after)),
    )
    .catch((err: unknown) => {
      // Another admin saved the same number at the same moment: the unique index decides.
      if ((err as { code?: string }).code === '23505') throw numberTaken();
      throw err;
    });
  if (r.kind === 'not_found') throw new HttpError('PROJECT_NOT_FOUND');
  if (r.kind === 'number_taken') throw numberTaken();
  if (r.kind === 'invalid') throw fieldError(['body', r.field], r.code);
  return toAdminProject(r.row);
}
