// The one-click reconfirm link's calls (decision 024). Public: the signed token is the owner's
// permission, for this one listing and this one question, so no sign-in is needed. Reading a
// link (GET) never changes anything, so mail scanners and link previews that follow it are
// harmless; only the owner's button press (POST) acts.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, reconfirmAnswerSchema, reconfirmLinkSchema, reconfirmResultSchema } from '@aangan/contracts';
import { HttpError } from '../../shared/errors.ts';
import { access } from '../../shared/access.ts';
import type { Availability, LinkRefusal } from './availability.ts';

const params = z.object({ token: z.string().min(1).max(200) });

function refuse(r: LinkRefusal): never {
  if (r.refused === 'expired') throw new HttpError('LINK_EXPIRED');
  if (r.refused === 'cannot') throw r.error;
  throw new HttpError('LINK_INVALID');
}

export function reconfirmRoutes(availability: Availability): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/reconfirm/:token',
      {
        config: access('public'),
        schema: {
          tags: ['listings'],
          summary: 'What a one-click reconfirm link is about (changes nothing)',
          description:
            'The listing, what closing it is called (rented or sold), until when the link works, and the answer already given through it, if any. 404 for a link that is not ours, 410 for an expired one.',
          params,
          response: { 200: reconfirmLinkSchema, 404: errorSchema, 410: errorSchema, 422: errorSchema },
        },
      },
      async (req) => {
        const r = await availability.describe(req.params.token);
        if ('refused' in r) refuse(r);
        return r;
      },
    );

    app.post(
      '/reconfirm/:token',
      {
        config: access('public'),
        schema: {
          tags: ['listings'],
          summary:
            'Answer a reconfirm link: still available (a fresh period) or closed (rented or sold, out of search)',
          description:
            "Done as the listing's owner, without sign-in. A link answers once: using it again returns the first answer with `already: true` and changes nothing. 409 when the listing cannot make that move now (taken down, held for reports, already closed).",
          params,
          body: reconfirmAnswerSchema,
          response: {
            200: reconfirmResultSchema,
            404: errorSchema,
            409: errorSchema,
            410: errorSchema,
            422: errorSchema,
          },
        },
      },
      async (req) => {
        const r = await availability.answer(req.params.token, req.body.answer, { ip: req.ip, requestId: req.id });
        if ('refused' in r) refuse(r);
        return r;
      },
    );
  };
}
