import type { ReactNode } from 'react';
import { Form, useSearchParams } from 'react-router';

// The filter bar above each back-office list: a GET form (so a filtered list has an address to
// share or reload) whose boxes start from that address. The back office is in English only.

export function Filters({ submit, children }: { submit: 'Search' | 'Show'; children: ReactNode }) {
  return (
    <Form method="get" className="admin-filters">
      {children}
      <button className="btn btn-primary" type="submit">
        {submit}
      </button>
    </Form>
  );
}

/** A words box. */
export function TextFilter({ name, label, placeholder }: { name: string; label: string; placeholder?: string }) {
  const [params] = useSearchParams();
  return (
    <label>
      {label} <input name={name} defaultValue={params.get(name) ?? ''} placeholder={placeholder} maxLength={100} />
    </label>
  );
}

/** A list to choose from; `any` (when given) is the first choice, sending nothing. Values are shown with spaces for underscores unless `show` says otherwise. */
export function ChoiceFilter<V extends string>(props: {
  name: string;
  label: string;
  values: readonly V[];
  any?: string;
  initial?: V;
  show?: (value: V) => string;
}) {
  const [params] = useSearchParams();
  const show = props.show ?? ((v: V) => v.replace(/_/g, ' '));
  return (
    <label>
      {props.label}{' '}
      <select name={props.name} defaultValue={params.get(props.name) ?? props.initial ?? ''}>
        {props.any === undefined ? null : <option value="">{props.any}</option>}
        {props.values.map((v) => (
          <option key={v} value={v}>
            {show(v)}
          </option>
        ))}
      </select>
    </label>
  );
}
