// The error envelope of DESIGN.md: `{detail}` everywhere, 422 with field messages for invalid
// input, a JSON 404 for unknown API routes, and 5xx bodies that never leak internals.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FieldError } from '@aangan/contracts';

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

// Connection-level failures: the database is down or restarting, not the request's fault.
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);
export function isDatabaseUnavailable(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  const msg = (err as Error | null)?.message ?? '';
  return (code !== undefined && UNAVAILABLE_CODES.has(code)) || /Connection terminated|timeout exceeded when trying to connect/i.test(msg);
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
        return issueDetail(loc0, params.issue?.path ?? v.instancePath.split('/').filter(Boolean), v.message ?? 'Invalid value', params.issue?.code ?? 'value_error');
      });
      return reply.code(422).send({ detail });
    }
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send({ detail: 'Service temporarily unavailable, please retry shortly' });
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
