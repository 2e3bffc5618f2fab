// What the web app makes of an API answer, on the server and in the browser alike. The typed
// client (openapi-fetch over the types generated from the API's OpenAPI document) gives either
// the operation's success body as `data` or its error body as `error`; these turn that into
// what forms and pages show, without restating the shape of any answer. An error is kept as its
// code token (errorToken: `PHONE_TAKEN`, `TOO_SHORT?min=3`), which the page words in its
// language with tm.
import { apiErrorToken } from '@aangan/contracts';
import type { operations } from './api-schema.gen';

type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type Success<R> = { [S in keyof R]: S extends 200 | 201 ? Json<R[S]> : never }[keyof R];

/** The JSON an operation answers with on success, named by its operationId (for types of props and state). */
export type ApiData<Id extends keyof operations> = Success<operations[Id]['responses']>;

/** An answer of the typed client: `data` of a 2xx, `error` of any other status (each undefined when it had no body). */
export interface Answer<D, E> {
  data?: D;
  error?: E;
  response: Response;
}

export type ApiResult<D, E> =
  | { ok: true; status: number; data: D | undefined; error?: undefined; message: '' }
  | { ok: false; status: number; data?: undefined; error: E | undefined; message: string };

/** The error answer's `detail` (a text or a list of field problems), when it has one. */
export function errorDetail(error: unknown): unknown {
  return error !== null && typeof error === 'object' && 'detail' in error ? error.detail : undefined;
}

/** An answer as a form shows it: ok, or the answer's error code as a token (`fallback` when it gave none). */
export function result<D, E>(r: Answer<D, E>, fallback = 'Request failed'): ApiResult<D, E> {
  const status = r.response.status;
  if (r.response.ok) return { ok: true, status, data: r.data, message: '' };
  return { ok: false, status, error: r.error, message: apiErrorToken(r.error, fallback) };
}

/** The seconds an answer's Retry-After asks to wait before trying again (0 when it names none). */
export function retryAfter(r: { response: Response }): number {
  return Math.max(0, Math.ceil(Number(r.response.headers.get('retry-after')) || 0));
}

export class ApiFailure extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** A successful answer's data; any other (or an empty one) becomes an ApiFailure carrying the answer's error code as a token. */
export async function dataOf<D, E>(call: Promise<Answer<D, E>>, fallback = 'Request failed'): Promise<D> {
  const r = await call;
  if (r.response.ok && r.data !== undefined) return r.data;
  throw new ApiFailure(r.response.status, apiErrorToken(r.error, fallback));
}
