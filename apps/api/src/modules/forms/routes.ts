// The form collection (spec section 7) in our own server: POST /f/{formId} with JSON or an HTML
// form's fields, answering {next} or {errors: [{field, code, message}]} with the spec's codes.
// Every accepted submission is stored for the back office; bots get the same answer as people.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkForm, FORMS } from '@aangan/contracts';
import { createLimiter } from '../../plugins/limiter.ts';
import type { FormRepository } from './repository.ts';

/** A field no person sees or fills (hidden by CSS); anything in it means a bot filled the form. */
export const HONEYPOT = '_gotcha';

const formError = z.object({ field: z.string().optional(), code: z.string(), message: z.string() });
const answer = { 200: z.object({ next: z.string() }), 404: z.object({ errors: z.array(formError) }), 422: z.object({ errors: z.array(formError) }), 429: z.object({ errors: z.array(formError) }) };

export function formRoutes(forms: FormRepository): FastifyPluginAsyncZod {
  const perAddress = createLimiter({ max: 10, windowMs: 60 * 60 * 1000, message: 'Too many forms sent from this network. Please try again later.' });
  return async (app) => {
    // An HTML form posts url-encoded fields; repeated names become lists.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      const params = new URLSearchParams(body as string);
      const out: Record<string, string | string[]> = {};
      for (const key of new Set(params.keys())) { const all = params.getAll(key); out[key] = all.length > 1 ? all : all[0]!; }
      done(null, out);
    });

    app.post('/f/:formId', {
      schema: {
        tags: ['forms'], summary: 'Send a form (post-property, ...): stored for our team',
        params: z.object({ formId: z.string().max(60) }), body: z.record(z.string(), z.unknown()).optional(), response: answer,
      },
    }, async (req, reply) => {
      const form = FORMS[req.params.formId];
      if (!form) return reply.code(404).send({ errors: [{ code: 'FORM_NOT_FOUND', message: 'This form does not exist' }] });
      const data = req.body ?? {};
      if (Object.keys(data).length === 0) return reply.code(422).send({ errors: [{ code: 'EMPTY', message: 'The form was empty' }] });
      const checked = checkForm(form, data);
      if ('errors' in checked) return reply.code(422).send({ errors: checked.errors });
      const spam = typeof data[HONEYPOT] === 'string' && data[HONEYPOT] !== '';
      if (!spam) {
        // Per form and address: a household can subscribe and send an enquiry in the same hour.
        const key = `${req.params.formId} ${req.ip}`;
        try { perAddress.check(key); } catch {
          return reply.code(429).send({ errors: [{ code: 'BLOCKED', message: 'Too many forms sent from this network. Please try again later.' }] });
        }
        perAddress.hit(key);
      }
      await forms.store({
        formId: req.params.formId, values: checked.values, userId: req.auth?.userId ?? null, spam,
        ip: req.ip, userAgent: req.headers['user-agent'] ?? null,
      }, form.oncePerEmail);
      // A plain HTML form (no script) is sent on to the next page, as hosted form services do.
      const htmlForm = String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded') && !String(req.headers.accept ?? '').includes('application/json');
      if (htmlForm) return reply.redirect(form.next, 303);
      return { next: form.next };
    });
  };
}
