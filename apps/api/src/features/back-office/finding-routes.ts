// What the automatic checks found, for admins: list and dismiss (merging is a decision:
// decision-routes.ts).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FINDING_KINDS,
  FINDING_STATUSES,
  MAX_PAGE_SIZE,
  findingDismissSchema,
  findingListSchema,
  findingSchema,
  idParamsSchema,
} from '@aangan/contracts';
import { HttpError, errorAnswers } from '../../shared/errors.ts';
import { requireAdmin } from '../../shared/auth.ts';
import type { ListingRepository } from '../listings/index.ts';
import type { ModerationRepository } from './repository.ts';
import { access } from '../../shared/access.ts';
import { pageOf, rowsOf } from '../../shared/paging.ts';

/** Checked before the request is read (shared/access.ts). */
const ADMIN = access('admin');

const blank = (v: unknown) => (v === '' ? undefined : v);
export const pageQuery = {
  page: z.preprocess(blank, z.coerce.number().int().min(1).max(10000).default(1)),
  limit: z.preprocess(blank, z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20)),
};
const query = z.object({
  status: z.preprocess(blank, z.enum(FINDING_STATUSES).optional()),
  kind: z.preprocess(blank, z.enum(FINDING_KINDS).optional()),
  property_id: z.preprocess(blank, z.coerce.number().int().min(1).max(2147483647).optional()),
  ...pageQuery,
});
const denied = errorAnswers(401, 403, 404, 409, 422);

export function findingRoutes(repo: ModerationRepository, listings: ListingRepository): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/findings',
      {
        config: ADMIN,
        schema: {
          tags: ['moderation'],
          summary: 'Findings of the automatic checks, newest first (admin)',
          querystring: query,
          response: { 200: findingListSchema, ...denied },
        },
      },
      async (req) => {
        const q = req.query;
        const { rows, total } = await repo.list({
          status: q.status,
          kind: q.kind,
          propertyId: q.property_id,
          ...rowsOf(q),
        });
        return pageOf(q, total, rows);
      },
    );

    app.post(
      '/admin/findings/:id/dismiss',
      {
        config: ADMIN,
        schema: {
          tags: ['moderation'],
          summary:
            'Dismiss a finding (not a problem), with an optional note; not raised again for the same facts (admin)',
          params: idParamsSchema,
          body: findingDismissSchema,
          response: { 200: findingSchema, ...denied },
        },
      },
      async (req) => {
        const me = requireAdmin(req);
        const before = await repo.get(req.params.id);
        if (!before) throw new HttpError('FINDING_NOT_FOUND');
        const note = req.body.note || null;
        const after = await repo.dismiss(before.id, me.userId, note);
        if (!after) throw new HttpError('FINDING_ALREADY', { params: { status: before.status } });
        await listings.audit({
          actorId: me.userId,
          action: 'finding.dismiss',
          entity: 'listing_finding',
          entityId: after.id,
          ip: req.ip,
          requestId: req.id,
          before: { status: before.status, kind: before.kind, property_id: before.property_id },
          after: { status: after.status, note },
        });
        return after;
      },
    );
  };
}
