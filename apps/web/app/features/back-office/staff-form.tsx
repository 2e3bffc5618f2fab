import type { ZodType } from 'zod';
import type { SubmissionResult } from '@conform-to/react';
import { useI18n } from '../../shared/i18n';
import { firstError, useSchemaForm } from '../../shared/form';

// The back office's forms are checked with the contracts' schemas through Conform (decision
// 036), in the browser and again in the route's action. A page may hold many forms of one kind
// (a take-down form per listing): each has its own key, and shows only the answer to its own
// send.

/** What a back-office action answers, as far as its forms read it. */
export interface StaffAnswer {
  form?: string;
  ok?: boolean;
  result?: SubmissionResult<string[]>;
}

type Shape = Record<string, any>;

/**
 * Conform's state for the form `key` of a page: its id and submit handler (for `<Form>`), each
 * field's first error as a token, and what each box holds at first (what was typed before a
 * refused send, also without JavaScript, else `defaultValue`).
 */
export function useStaffForm<S extends ZodType<Shape, Shape>>(
  schema: S,
  answer: StaffAnswer | undefined,
  key: string,
  { id, defaultValue }: { id?: string; defaultValue?: Record<string, unknown> } = {},
) {
  const mine = answer?.form === key ? answer.result : undefined;
  const [form, fields] = useSchemaForm(schema, mine, {
    id: id ?? `form-${key.replace(/[^\w-]/g, '-')}`,
    defaultValue,
  });
  const f = fields as Record<string, { errors?: string[]; initialValue?: unknown; key?: string } | undefined>;
  return {
    form: { id: form.id, onSubmit: form.onSubmit },
    error: (name: string) => firstError(f[name]?.errors),
    initial: (name: string) => f[name]?.initialValue as string | undefined,
    keyOf: (name: string) => f[name]?.key,
  };
}

/** For a control without a Field frame (a box in a row): marks it refused and names its error. */
export const errorTie = (id: string, error: string | undefined) => ({
  'aria-invalid': error ? (true as const) : undefined,
  'aria-describedby': error ? `${id}-err` : undefined,
});

/** The error of a control tied with errorTie, worded in the page's language. */
export function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  const { tm } = useI18n();
  return error ? (
    <p id={`${id}-err`} className="field-error">
      {tm(error)}
    </p>
  ) : null;
}
