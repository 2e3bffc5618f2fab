// The form collection in our own server, answering as hosted form services do: POST /f/{formId}
// with JSON or an HTML form's fields, answering {next} or {errors: [{field, code, message}]}.
// Every accepted submission is stored for the back office; bots get the same answer as people.
import { z } from 'zod';
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkForm, errorEnglish, FIELD_ERROR_CODES, FORMS, isFieldErrorCode, type ErrorCode } from '@aangan/contracts';
import { HttpError, NO_SUCH_FORM } from '../../../shared/errors.ts';
import type { Limiter } from '../../../shared/limiter.ts';
import type { FormRepository } from './repository.ts';
import { pageLocale } from '../../../shared/notifications/recipient.ts';
import { access } from '../../../shared/access.ts';

/** A field no person sees or fills (hidden by CSS); anything in it means a bot filled the form. */
export const HONEYPOT = '_gotcha';

const formError = z.object({
  field: z.string().optional(),
  code: z.string(),
  message: z.string(),
  /** For a field: why, as a field code (with its parameters) to choose the words by. */
  reason: z.enum(FIELD_ERROR_CODES).optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
/** A whole-form refusal: its code and English text from the list in contracts. */
const formRefusal = (code: ErrorCode) => ({ errors: [{ code, message: errorEnglish(code) }] });
const errors = z.object({ errors: z.array(formError) });
const answer = {
  200: z.object({ next: z.string() }),
  403: errors,
  404: errors,
  413: errors,
  415: errors,
  422: errors,
  429: errors,
};

/**
 * The plain zod validator: checkForm drops NUL bytes and mends lone surrogates rather than
 * refusing the form (shared/validation.ts refuses them everywhere else).
 */
const plainValidator = <S>(def: Parameters<FastifySchemaCompiler<S>>[0]) =>
  validatorCompiler({ ...def, schema: def.schema as unknown as z.ZodType });

/**
 * The form client reads `errors`, never `{detail}`, so whatever stops a form before the handler
 * (a body that is not an object, malformed JSON, another content type, a character that cannot
 * be stored, a formId no form has) answers in that shape too.
 */
function formErrorHandler(err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode ?? 500;
  if (status >= 500) throw err; // the app's handler logs it and answers without internals
  if (err.validationContext === 'params') return reply.code(404).send(NO_SUCH_FORM);
  if (err instanceof HttpError && Array.isArray(err.detail)) {
    return reply.code(status).send({
      errors: err.detail.map((d) => ({
        field: String(d.loc.at(-1) ?? ''),
        code: 'TYPE_TEXT',
        message: d.msg,
        ...(isFieldErrorCode(d.code) ? { reason: d.code, ...(d.params ? { params: d.params } : {}) } : {}),
      })),
    });
  }
  if (status === 400 || status === 422) return reply.code(422).send(formRefusal('INVALID_BODY'));
  if (status === 413) return reply.code(413).send(formRefusal('TOO_LARGE'));
  if (status === 415) return reply.code(415).send(formRefusal('FORM_CONTENT_TYPE'));
  return reply
    .code(status)
    .send({ errors: [{ code: status === 403 ? 'BLOCKED' : 'UNSPECIFIED', message: err.message }] });
}

/** `perAddress` counts each form per client address (its code, BLOCKED, is not used: forms answer in their own shape). */
export function formRoutes(forms: FormRepository, perAddress: Limiter): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, parseFormFields);
    app.post(
      '/f/:formId',
      {
        config: access('public'),
        errorHandler: formErrorHandler,
        validatorCompiler: plainValidator,
        schema: sendSchema,
      },
      (req, reply) => sendForm(forms, perAddress, req, reply),
    );
  };
}

/** An HTML form posts url-encoded fields; repeated names become lists. */
function parseFormFields(
  _req: FastifyRequest,
  body: string | Buffer,
  done: (err: Error | null, body?: unknown) => void,
) {
  const params = new URLSearchParams(body as string);
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    out[key] = all.length > 1 ? all : all[0]!;
  }
  done(null, out);
}

const formParams = z.object({ formId: z.string().max(60) });
const formBody = z.preprocess((v) => v ?? undefined, z.record(z.string(), z.unknown()).optional());
const sendSchema = {
  tags: ['forms'],
  summary: 'Send a form (post-property, ...): stored for our team',
  params: formParams,
  body: formBody,
  response: answer,
};

async function sendForm(
  forms: FormRepository,
  perAddress: Limiter,
  req: FastifyRequest<{ Params: z.infer<typeof formParams>; Body: z.infer<typeof formBody> }>,
  reply: FastifyReply,
) {
  const form = Object.hasOwn(FORMS, req.params.formId) ? FORMS[req.params.formId] : undefined; // not __proto__ or constructor
  if (!form) return reply.code(404).send(NO_SUCH_FORM);
  const data = req.body ?? {};
  if (Object.keys(data).length === 0) return reply.code(422).send(formRefusal('EMPTY'));
  const checked = checkForm(form, data);
  if ('errors' in checked) return reply.code(422).send({ errors: checked.errors });
  const spam = typeof data[HONEYPOT] === 'string' && data[HONEYPOT] !== '';
  if (!spam) {
    // Per form and address: a household can subscribe and send an enquiry in the same hour.
    const key = `${req.params.formId} ${req.ip}`;
    // Counted and judged in one step: sends in parallel cannot all pass a check made before any counts.
    const wait = await perAddress.take(key);
    if (wait) {
      return reply.code(429).header('retry-after', String(wait)).send(formRefusal('BLOCKED'));
    }
  }
  await forms.store(
    {
      formId: req.params.formId,
      values: checked.values,
      userId: req.auth?.userId ?? null,
      spam,
      ip: req.ip,
      userAgent: req.headers['user-agent'] ?? null,
      locale: pageLocale(req.headers.referer),
    },
    form.oncePerEmail,
  );
  // A plain HTML form (no script) is sent on to the next page, as hosted form services do.
  const htmlForm =
    String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded') &&
    !String(req.headers.accept ?? '').includes('application/json');
  if (htmlForm) return reply.redirect(form.next, 303);
  return { next: form.next };
}
