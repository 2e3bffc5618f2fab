// The error envelope of DESIGN.md: `{detail}` everywhere, 422 with field messages for invalid
// input, a JSON 404 for unknown API routes, 5xx bodies that never leak internals, and 503 with
// Retry-After while the database cannot be reached (docs/decisions/014-faults-and-retries.md).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_S, type FieldError } from '@aangan/contracts';
import { isConnectionError } from '@aangan/db';

export class HttpError extends Error {
  readonly statusCode: number;
  readonly detail: string | FieldError[];
  readonly headers: Record<string, string>;
  constructor(statusCode: number, detail: string | FieldError[], headers: Record<string, string> = {}) {
    super(typeof detail === 'string' ? detail : 'Validation error');
    this.statusCode = statusCode;
    this.detail = detail;
    this.headers = headers;
  }
}

/** One validation issue as a `{detail}` entry, located under where it was sent (body, query, path). */
export function issueDetail(where: string, path: readonly PropertyKey[], msg: string, type: string): FieldError {
  return { loc: [where, ...path.map((p) => (typeof p === 'number' ? p : String(p)))], msg, type };
}

/** One invalid field, in the shape the validator produces. */
export function fieldError(loc: (string | number)[], msg: string, status = 422): HttpError {
  return new HttpError(status, [{ loc, msg, type: 'value_error' }]);
}

/** The answer while the database is unavailable: 503 with Retry-After, the same text for every call. */
export function unavailable(): HttpError {
  return new HttpError(503, UNAVAILABLE_MESSAGE, { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_S) });
}

/** The forms API (POST /f/{formId}) answers in the form client's shape, `{errors}`, even when no route matched. */
export const isFormUrl = (url: string) => url.startsWith('/api/v1/f/');
export const NO_SUCH_FORM = { errors: [{ code: 'FORM_NOT_FOUND', message: 'This form does not exist' }] };

/**
 * Fastify's `frameworkErrors`: addresses the router cannot read (malformed percent-encoding, a
 * path segment over maxParamLength) in the envelope too, without echoing the address back.
 */
export function frameworkError(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  if (isFormUrl(req.url)) {
    void reply.code(404).send(NO_SUCH_FORM);
    return;
  }
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(414).send({ detail: 'A part of the address is too long' });
    return;
  }
  if (err.code === 'FST_ERR_BAD_URL') {
    void reply.code(400).send({ detail: 'The address is not valid (malformed percent-encoding)' });
    return;
  }
  void reply
    .code(err.statusCode && err.statusCode < 500 ? err.statusCode : 400)
    .send({ detail: 'The request could not be read' });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).headers(err.headers).send({ detail: err.detail });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const where = err.validationContext ?? 'body';
      const loc0 = where === 'querystring' ? 'query' : where === 'params' ? 'path' : where;
      const detail: FieldError[] = err.validation.map((v) => {
        const params = v.params as { issue?: { path?: PropertyKey[]; code?: string; message?: string } };
        return issueDetail(
          loc0,
          params.issue?.path ?? v.instancePath.split('/').filter(Boolean),
          v.message ?? 'Invalid value',
          params.issue?.code ?? 'value_error',
        );
      });
      return reply.code(422).send({ detail });
    }
    if (isConnectionError(err)) {
      // The database cannot be reached (down, restarting, out of connections, too slow).
      request.log.warn({ err }, 'database unavailable');
      const e = unavailable();
      return reply.code(e.statusCode).headers(e.headers).send({ detail: e.detail });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type, body too large).
      const detail = err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'Unsupported content type' : err.message;
      return reply.code(status).send({ detail });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ detail: 'Internal server error' });
  });
}
