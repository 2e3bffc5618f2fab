// The search's fields that take typed values (numbers, text, dates), each bounded as the search
// bounds its value and showing its own message when the form's check refuses it. Shared by the
// search page's filters and the home page's banner: both check what is typed with the search's
// rules (search-rules.ts in the contracts) before the search is asked for.
import { createContext, type FormEvent, type SelectHTMLAttributes, useContext } from 'react';
import { errorToken, SEARCH_NUMBERS, SEARCH_TEXT_MAX, searchFormIssues, type SearchNumberKey } from '@aangan/contracts';
import { useI18n, type MessageKey } from '../../shared/i18n';
import { formFilters, type Filters } from './search-url';
import './search.css';

const str = (v: string | string[] | undefined) => (Array.isArray(v) ? (v[0] ?? '') : (v ?? ''));

/** What a filter form would submit, as the page's URL would carry it. */
export function formParams(form: HTMLFormElement): URLSearchParams {
  const q = new URLSearchParams();
  for (const [k, v] of new FormData(form)) if (typeof v === 'string') q.append(k, v);
  return q;
}

/** What the filter form refuses, by field: its error token (code and bounds), worded by the field. */
export type Issues = Partial<Record<string, string>>;
export const IssuesContext = createContext<Issues>({});

/** The form's values checked with the search's own rules (search-rules.ts in the contracts). */
export function formIssues(form: HTMLFormElement): Issues {
  const values = Object.fromEntries(
    Object.entries(formFilters(formParams(form))).map(([k, v]) => [k, Array.isArray(v) ? v.at(-1) : v]),
  );
  const out: Issues = {};
  for (const issue of searchFormIssues(values)) out[issue.key] ??= errorToken(issue);
  return out;
}

/** The attributes tying a control to its message, and the message (none when the field is fine). */
function useIssue(name: string) {
  const { tm } = useI18n();
  const token = useContext(IssuesContext)[name];
  const id = `sf-${name}-error`;
  return {
    tie: { 'aria-invalid': token ? true : undefined, 'aria-describedby': token ? id : undefined },
    note: token ? (
      <span className="field-error" id={id}>
        {tm(token)}
      </span>
    ) : null,
  };
}

/**
 * A form about to be sent: its refused fields, with the first of them (in the form's order)
 * focused, whose message is its description. Nothing refused: an empty object.
 */
export function refuseSending(e: FormEvent<HTMLFormElement>): Issues {
  const form = e.currentTarget;
  const refused = formIssues(form);
  const first = [...form.elements].find((el) => refused[(el as HTMLInputElement).name]);
  if (first) {
    e.preventDefault();
    (first as HTMLElement).focus();
  }
  return refused;
}

/** A number box bounded as the search bounds its value (search-rules.ts), with its message. */
export function NumField({ f, name, label }: { f: Filters; name: SearchNumberKey & keyof Filters; label: MessageKey }) {
  const { t } = useI18n();
  const { tie, note } = useIssue(name);
  const bound = SEARCH_NUMBERS[name];
  return (
    <label className="sf-field">
      <span>{t(label)}</span>
      <input
        type="number"
        name={name}
        min={bound.min}
        max={bound.max}
        step={'int' in bound ? 1 : 'any'}
        defaultValue={str(f[name])}
        inputMode={'int' in bound ? 'numeric' : 'decimal'}
        {...tie}
      />
      {note}
    </label>
  );
}

/** A free-text filter, no longer than the search reads (search-rules.ts), with its message. */
export function TextField(props: {
  f: Filters;
  name: keyof typeof SEARCH_TEXT_MAX & keyof Filters;
  label: MessageKey;
  grow?: boolean;
  type?: 'search';
  placeholder?: string;
}) {
  const { t } = useI18n();
  const { tie, note } = useIssue(props.name);
  return (
    <label className={props.grow ? 'sf-field sf-grow' : 'sf-field'}>
      <span>{t(props.label)}</span>
      <input
        type={props.type}
        name={props.name}
        maxLength={SEARCH_TEXT_MAX[props.name]}
        defaultValue={str(props.f[props.name])}
        placeholder={props.placeholder}
        {...tie}
      />
      {note}
    </label>
  );
}

/** A stay's date, with its message (a check-out before the check-in, or one date without the other). */
export function DateField({ f, name, label }: { f: Filters; name: 'check_in' | 'check_out'; label: MessageKey }) {
  const { t } = useI18n();
  const { tie, note } = useIssue(name);
  return (
    <label className="sf-field">
      <span>{t(label)}</span>
      <input type="date" name={name} defaultValue={str(f[name])} {...tie} />
      {note}
    </label>
  );
}

/**
 * "At least n" (bedrooms, bathrooms): any, or 1+ to 4+. The select's own props say whether a form
 * sends it (name, defaultValue) or the page holds it (value, onChange: the near-me page).
 */
export function AtLeastField({ label, ...select }: { label: MessageKey } & SelectHTMLAttributes<HTMLSelectElement>) {
  const { t } = useI18n();
  return (
    <label className="sf-field">
      <span>{t(label)}</span>
      <select {...select}>
        <option value="">{t('search.any')}</option>
        {[1, 2, 3, 4].map((n) => (
          <option key={n} value={n}>
            {n}+
          </option>
        ))}
      </select>
    </label>
  );
}

/** "Min bedrooms" (the search page's filters and the home page's banner). */
export function BedroomsMinField({ f }: { f: Filters }) {
  return <AtLeastField label="search.bedsMin" name="bedrooms_min" defaultValue={str(f.bedrooms_min)} />;
}
