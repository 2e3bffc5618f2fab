// Editing the policy pages and other public pages (admin): all of them listed, one written by
// its uniqueName (created when new). updated_at moves with every save, which the policy pages
// show as their date. Audited.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPageSchema, errorSchema, pageUpdateSchema } from '@aangan/contracts';
import { auditOf, recordAudit } from '../audit/repository.ts';
import { iso } from '../properties/mapper.ts';
import type { PageRepository, PageRow } from './repository.ts';
import { access } from '../../plugins/access.ts';

/** Checked before the request is read (plugins/access.ts). */
const ADMIN = access('admin', 'Only an administrator can edit pages');

const NAME = /^[a-z0-9-]{1,80}$/;
const denied = { 401: errorSchema, 403: errorSchema, 422: errorSchema };
const toAdminPage = (r: PageRow & { is_published: boolean }) => ({
  unique_name: r.unique_name, title: r.title, summary: r.summary, content: r.content, created_at: iso(r.created_at), updated_at: iso(r.updated_at),
  is_published: r.is_published,
});

export function pageAdminRoutes(pages: PageRepository): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/admin/pages', {
      config: ADMIN,
      schema: { tags: ['pages'], summary: 'Every page, published or not, by uniqueName (admin)', response: { 200: z.object({ items: z.array(adminPageSchema) }), ...denied } },
    }, async () => ({ items: (await pages.all()).map(toAdminPage) }));

    app.put('/admin/pages/:uniqueName', {
      config: ADMIN,
      schema: {
        tags: ['pages'], summary: 'Write a page: title, summary, markdown content, published or not (created when new) (admin)',
        params: z.object({ uniqueName: z.string().regex(NAME, 'uniqueName must be 1 to 80 lowercase letters, digits or hyphens') }),
        body: pageUpdateSchema, response: { 200: adminPageSchema, 201: adminPageSchema, ...denied },
      },
    }, async (req, reply) => {
      const name = req.params.uniqueName;
      const { row, created } = await pages.save(name, { ...req.body, summary: req.body.summary ?? null },
        (tx, before, after) => recordAudit(tx, auditOf(req, before === null ? 'page.create' : 'page.update', 'page', name, before, after)));
      return reply.code(created ? 201 : 200).send(toAdminPage(row));
    });
  };
}
