import { useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { core, z, ZodType } from 'zod';
import { errorToken, fieldCodeErrorMap, fieldErrorFromIssue } from '@aangan/contracts';

// Forms validate with the schemas of packages/contracts through Conform: in the browser as
// people type, and again in the route's action (a browser without JavaScript skips the first
// check). Either way a refused field carries error tokens (errorToken: `TOO_SHORT?min=3`), the
// same codes the API answers, which the page words in its language (tm).

/** A form's fields parsed with a shared schema; each refused field gets its codes as tokens. */
export function parseForm<S extends ZodType>(formData: FormData | URLSearchParams, schema: S) {
  return parseWithZod(formData, {
    schema,
    // Issues the schema does not name a code for get the code zod's issue implies.
    error: fieldCodeErrorMap as never,
    formatError: (issues: core.$ZodIssue[]) => issues.map((issue) => errorToken(fieldErrorFromIssue(issue as never))),
  });
}

/**
 * Conform's form state for a shared schema, checked as on the account pages before: a field is
 * checked when it loses focus, then again on each keystroke; the first refused field takes the
 * focus when a send is stopped. `lastResult` is the action's reply (its errors and the values
 * typed, so nothing is lost when a send fails); `defaultValue` what the boxes hold at first.
 */
type FormShape = Record<string, any>;
export function useSchemaForm<S extends ZodType<FormShape, FormShape>>(
  schema: S,
  lastResult: SubmissionResult<string[]> | null | undefined,
  { id, defaultValue }: { id?: string; defaultValue?: Record<string, unknown> } = {},
) {
  return useForm<z.input<S>, z.output<S>, string[]>({
    id,
    defaultValue: defaultValue as never,
    lastResult,
    onValidate: ({ formData }) => parseForm(formData, schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
}

/** The first error of a field, as the token Field words. */
export const firstError = (errors: string[] | undefined): string | undefined => errors?.[0];

/** A posted field's text ('' when it is missing or a file). */
export const formText = (form: FormData, name: string): string => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};
