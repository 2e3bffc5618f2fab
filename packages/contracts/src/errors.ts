import { z } from 'zod';

// Error envelope of every API answer that is not a success (DESIGN.md): `detail` is a string,
// or for invalid input a list of field errors.
export const fieldErrorSchema = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorSchema = z.object({ detail: z.union([z.string(), z.array(fieldErrorSchema)]) });
export type ApiError = z.infer<typeof errorSchema>;

/** Spec section 8: a list joins msg/message with commas; an object uses msg/message; a string as is. */
export function errorText(detail: unknown, fallback = 'Something went wrong'): string {
  if (typeof detail === 'string' && detail) return detail;
  if (Array.isArray(detail)) {
    const parts = detail
      .map((d) =>
        d && typeof d === 'object'
          ? ((d as { msg?: string; message?: string }).msg ?? (d as { message?: string }).message)
          : undefined,
      )
      .filter((m): m is string => typeof m === 'string' && m.length > 0);
    return parts.length ? parts.join(', ') : fallback;
  }
  if (detail && typeof detail === 'object') {
    const d = detail as { msg?: unknown; message?: unknown };
    if (typeof d.msg === 'string') return d.msg;
    if (typeof d.message === 'string') return d.message;
  }
  return fallback;
}

/** A numeric id in a path (/properties/{id}, /visits/{id}): a positive 32-bit integer. */
export const idParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'id must be a number' })
    .int('id must be a whole number')
    .min(1, 'id must be positive')
    .max(2147483647, 'id is too large'),
});

/**
 * What every call that needs the database answers while it cannot be reached (503, with a
 * Retry-After of UNAVAILABLE_RETRY_AFTER_S seconds): a pause, not a fault of the request.
 */
export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
export const UNAVAILABLE_RETRY_AFTER_S = 5;
