// A form's values checked with the API's own schema (from packages/contracts) before they are
// sent, where a form value has to become one of the API's choices (a reason, a kind of
// enquiry): the typed client takes only those. The refusal says what the API would say.

/** A contract's schema, as far as checking a body needs it. */
export interface BodySchema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export type Checked<T> = { ok: true; body: T } | { ok: false; errors: Record<string, string> };

/** The values as the API takes them, or the schema's message for each field it refuses (its first). */
export function checkedBody<T>(schema: BodySchema<T>, values: unknown): Checked<T> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.at(-1);
    if (typeof field === 'string' && issue.message) errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
