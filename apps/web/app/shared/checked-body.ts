// A form's values checked with the API's own schema (from packages/contracts) before they are
// sent, where a form value has to become one of the API's choices (a reason, a kind of
// enquiry): the typed client takes only those. The refusal says what the API would say: each
// field's error code (checked with the API's error map), as a token the page words (tm).
import { errorToken, fieldCodeErrorMap, fieldErrorFromIssue } from '@aangan/contracts';

/** A zod issue as this needs it: where it is and what fieldErrorFromIssue reads. */
export type SchemaIssue = Parameters<typeof fieldErrorFromIssue>[0] & { path: readonly PropertyKey[] };

/** A contract's schema, as far as checking a value needs it. */
export interface BodySchema<T> {
  safeParse(
    value: unknown,
    params?: { error?: typeof fieldCodeErrorMap },
  ): { success: true; data: T } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

/** One issue as an error code token (`REQUIRED`, `NOT_ONE_OF?options=…`). */
export const issueToken = (issue: SchemaIssue): string => errorToken(fieldErrorFromIssue(issue));

export type Checked<T> = { ok: true; body: T } | { ok: false; errors: Record<string, string> };

/** The values as the API takes them, or the error code token of each field it refuses (its first). */
export function checkedBody<T>(schema: BodySchema<T>, values: unknown): Checked<T> {
  const parsed = schema.safeParse(values, { error: fieldCodeErrorMap });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.at(-1);
    if (typeof field === 'string') errors[field] ??= issueToken(issue);
  }
  return { ok: false, errors };
}
