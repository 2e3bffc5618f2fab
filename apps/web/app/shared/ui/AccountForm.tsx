import type { ComponentProps, ReactNode } from 'react';
import { Form } from 'react-router';
import type { SubmissionResult } from '@conform-to/react';
import { firstError, useSchemaForm } from '../form';
import { useSession } from '../session';

// The account page's forms: each posts to the page's action with its intent and the session's
// CSRF token, and is checked with its shared schema through Conform (decision 036), in the
// browser and again in the action.

/** A form checked with a shared schema: Conform's form id and its submit handler. */
export interface Checked {
  id: string;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
}

/**
 * The state of a checked form: the first error of a field (a token Field words), and what its box
 * holds at first (what was typed before a refused send, also without JavaScript, else the default).
 */
export function useChecked(
  schema: Parameters<typeof useSchemaForm>[0],
  lastResult: SubmissionResult<string[]> | undefined,
  { id, defaultValue = {} }: { id?: string; defaultValue?: Record<string, unknown> } = {},
) {
  const [form, fields] = useSchemaForm(schema, lastResult, { id, defaultValue });
  const error = (name: string) => firstError(fields[name]?.errors);
  const initial = (name: string) => fields[name]?.initialValue as string | undefined;
  /** A group of check boxes: the values ticked at first (one ticked box comes back as a lone value). */
  const ticked = (name: string): string[] => [fields[name]?.initialValue ?? []].flat().map(String);
  /** What a Field needs of its box: its name, what it holds at first and its error. */
  const box = (name: string) => ({ name, defaultValue: initial(name), error: error(name) });
  /** Conform's key for a box it empties (a new key mounts it again, empty). */
  const keyOf = (name: string) => fields[name]?.key;
  return { form, error, initial, ticked, box, keyOf };
}

/** A form of the account page; `ids` names the record it acts on, in hidden boxes. */
export function AccountForm({
  intent,
  form,
  ids = {},
  children,
  ...props
}: {
  intent: string;
  form?: Checked;
  ids?: Record<string, string | number>;
  children: ReactNode;
} & Omit<ComponentProps<typeof Form>, 'id' | 'onSubmit' | 'method' | 'children'>) {
  const { csrf } = useSession();
  return (
    <Form method="post" replace preventScrollReset noValidate id={form?.id} onSubmit={form?.onSubmit} {...props}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="csrf" value={csrf ?? ''} />
      {Object.entries(ids).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </Form>
  );
}
