// Editing the policy pages and other public pages (admin): all of them listed with their
// translations, one written by its uniqueName, in English (the original, created when new) or,
// with ?locale=hi-IN, its Hindi version (decision 030). updated_at moves with every save, which
// the policy pages show as their date. Audited.
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPageSchema, errorSchema, localeQuerySchema, pageUpdateSchema } from '@aangan/contracts';
import { auditOf, recordAudit } from '../../../shared/audit.ts';
import { iso } from '../../../shared/dates.ts';
import type { AdminPageRow, PageRepository } from './repository.ts';
import { access } from '../../../shared/access.ts';
import { HttpError, errorAnswers } from '../../../shared/errors.ts';

/** Checked before the request is read (shared/access.ts). */
const ADMIN = access('admin');

const NAME = /^[a-z0-9-]{1,80}$/;
const denied = errorAnswers(401, 403, 422);
const toAdminPage = (r: AdminPageRow) => ({
  unique_name: r.unique_name,
  title: r.title,
  summary: r.summary,
  content: r.content,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
  locale: r.locale,
  is_published: r.is_published,
  translations: r.translations.map((t) => ({ ...t, created_at: iso(t.created_at), updated_at: iso(t.updated_at) })),
});

export function pageAdminRoutes(pages: PageRepository): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/admin/pages', { config: ADMIN, schema: listSchema }, async () => ({
      items: (await pages.all()).map(toAdminPage),
    }));
    app.put('/admin/pages/:uniqueName', { config: ADMIN, schema: writeSchema }, (req, reply) =>
      writePage(pages, req, reply),
    );
  };
}

const listSchema = {
  tags: ['pages'],
  summary: 'Every page, published or not, by uniqueName, with its translations (admin)',
  response: { 200: z.object({ items: z.array(adminPageSchema) }), ...denied },
};

const pageParams = z.object({
  uniqueName: z.string().regex(NAME, 'PAGE_NAME_FORMAT'),
});

const writeSchema = {
  tags: ['pages'],
  summary: 'Write a page: title, summary, markdown content, published or not (admin)',
  description:
    'Without ?locale= or with locale=en-IN, the English original, created when new. With locale=hi-IN, its Hindi version ' +
    '(created when new; published on its own, and shown only while the English page is published); the English page must exist first (404).',
  params: pageParams,
  querystring: localeQuerySchema,
  body: pageUpdateSchema,
  response: { 200: adminPageSchema, 201: adminPageSchema, 404: errorSchema, ...denied },
};

async function writePage(
  pages: PageRepository,
  req: FastifyRequest & {
    params: z.output<typeof pageParams>;
    query: z.output<typeof localeQuerySchema>;
    body: z.output<typeof pageUpdateSchema>;
  },
  reply: FastifyReply,
) {
  const name = req.params.uniqueName;
  const { locale } = req.query;
  const fields = { ...req.body, summary: req.body.summary ?? null };
  const saved =
    locale === 'en-IN'
      ? await pages.save(name, fields, (tx, before, after) =>
          recordAudit(tx, auditOf(req, before === null ? 'page.create' : 'page.update', 'page', name, before, after)),
        )
      : await pages.saveTranslation(name, locale, fields, (tx, before, after) =>
          recordAudit(
            tx,
            auditOf(
              req,
              before === null ? 'page.translation_create' : 'page.translation_update',
              'page',
              name,
              before,
              after,
            ),
          ),
        );
  if (!saved) throw new HttpError('PAGE_NEEDS_ENGLISH');
  return reply.code(saved.created ? 201 : 200).send(toAdminPage(saved.row));
}
