// The error envelope: `{code, detail}` everywhere (detail is the code's English text, or for
// invalid input a list of field errors, each with its own code), a JSON 404 for unknown API
// routes, 5xx bodies that never leak internals, and 503 with Retry-After while the database
// cannot be reached (docs/decisions/014-faults-and-retries.md, 032-error-codes.md).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  ERRORS,
  UNAVAILABLE_RETRY_AFTER_S,
  errorEnglish,
  fieldErrorEntry,
  fieldErrorFromIssue,
  isErrorCode,
  type AnyErrorCode,
  type ApiError,
  type ErrorCode,
  type ErrorParams,
  type FieldError,
  errorSchema,
} from '@aangan/contracts';
import { isConnectionError } from '@aangan/db';

export interface HttpErrorOptions {
  params?: ErrorParams;
  /** The refused fields (a VALIDATION answer, or a conflict tied to a field such as PHONE_TAKEN). */
  fields?: FieldError[];
  headers?: Record<string, string>;
  /** Only for codes that stand for a family of statuses (Fastify's own 4xx). */
  status?: number;
}

/** An error answer by code: its status and English text come from the list in contracts. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly params: ErrorParams | undefined;
  readonly detail: string | FieldError[];
  readonly headers: Record<string, string>;
  constructor(code: ErrorCode, opts: HttpErrorOptions = {}) {
    const text = errorEnglish(code, opts.params);
    super(text);
    this.code = code;
    this.statusCode = opts.status ?? ERRORS[code].status;
    this.params = opts.params && Object.keys(opts.params).length ? opts.params : undefined;
    this.detail = opts.fields ?? text;
    this.headers = opts.headers ?? {};
  }

  /** The body every error answer has. */
  get body(): ApiError {
    return this.params
      ? { code: this.code, detail: this.detail, params: this.params }
      : { code: this.code, detail: this.detail };
  }
}

/** One validation issue as a `{detail}` entry, located under where it was sent (body, query, path). */
export function issueDetail(
  where: string,
  path: readonly PropertyKey[],
  issue: Parameters<typeof fieldErrorFromIssue>[0],
): FieldError {
  const { code, params } = fieldErrorFromIssue(issue);
  return fieldErrorEntry(
    [where, ...path.map((p) => (typeof p === 'number' ? p : String(p)))],
    code,
    params,
    issue.code,
  );
}

/** A route's error answers for its response list: each status has the `{code, detail}` body. */
export function errorAnswers<const S extends number>(...statuses: S[]): Record<S, typeof errorSchema> {
  return Object.fromEntries(statuses.map((s) => [s, errorSchema])) as Record<S, typeof errorSchema>;
}

/** Invalid input: 422 VALIDATION with these field errors. */
export function invalid(fields: FieldError[]): HttpError {
  return new HttpError('VALIDATION', { fields });
}

/**
 * One refused field. A field code answers 422 VALIDATION; an answer's code tied to a field
 * (PHONE_TAKEN, RERA_TAKEN) answers with that code and its own status.
 */
export function fieldError(loc: (string | number)[], code: AnyErrorCode, params?: ErrorParams): HttpError {
  const fields = [fieldErrorEntry(loc, code, params)];
  return isErrorCode(code) ? new HttpError(code, { fields, params }) : invalid(fields);
}

/** The answer while the database is unavailable: 503 with Retry-After, the same text for every call. */
export function unavailable(): HttpError {
  return new HttpError('UNAVAILABLE', { headers: { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_S) } });
}

/** A JSON 404 for an address no API route answers. */
export function notFound(req: FastifyRequest): ApiError {
  return new HttpError('NOT_FOUND', { params: { method: req.method, path: req.url.split('?')[0] ?? '' } }).body;
}

/** The forms API (POST /f/{formId}) answers in the form client's shape, `{errors}`, even when no route matched. */
export const isFormUrl = (url: string) => url.startsWith('/api/v1/f/');
export const NO_SUCH_FORM = { errors: [{ code: 'FORM_NOT_FOUND', message: 'This form does not exist' }] };

function send(reply: FastifyReply, err: HttpError) {
  return reply.code(err.statusCode).headers(err.headers).send(err.body);
}

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
    void send(reply, new HttpError('ADDRESS_TOO_LONG'));
    return;
  }
  if (err.code === 'FST_ERR_BAD_URL') {
    void send(reply, new HttpError('ADDRESS_INVALID'));
    return;
  }
  void send(
    reply,
    new HttpError('BAD_REQUEST', { status: err.statusCode && err.statusCode < 500 ? err.statusCode : 400 }),
  );
}

/** Fastify's own client errors (malformed JSON, wrong content type, body too large) by code. */
function clientError(err: FastifyError, status: number): HttpError {
  if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return new HttpError('UNSUPPORTED_CONTENT_TYPE', { status });
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new HttpError('BODY_TOO_LARGE', { status });
  return new HttpError('BAD_REQUEST', { status });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) return send(reply, err);
    if (hasZodFastifySchemaValidationErrors(err)) {
      const where = err.validationContext ?? 'body';
      const loc0 = where === 'querystring' ? 'query' : where === 'params' ? 'path' : where;
      const fields: FieldError[] = err.validation.map((v) => {
        const issue = (v.params as { issue?: { path?: PropertyKey[]; code: string; message?: string } }).issue;
        return issueDetail(
          loc0,
          issue?.path ?? v.instancePath.split('/').filter(Boolean),
          issue ?? { code: 'custom', message: v.message },
        );
      });
      return send(reply, invalid(fields));
    }
    if (isConnectionError(err)) {
      // The database cannot be reached (down, restarting, out of connections, too slow).
      request.log.warn({ err }, 'database unavailable');
      return send(reply, unavailable());
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) return send(reply, clientError(err, status));
    request.log.error({ err }, 'unhandled error');
    return send(reply, new HttpError('INTERNAL'));
  });
}
