import type { FormEvent, InputHTMLAttributes, ReactNode } from 'react';
import { mobileBoxDigits } from '@aangan/contracts';
import { useI18n } from '../i18n';

/** What a field's control needs to be tied to its label and messages. */
export interface ControlProps {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The frame of a form field around any control (an input, a select, a text area): its label,
 * its hint and its error underneath, tied to the control for screen readers (`aria-describedby`
 * names the hint and the error, `aria-invalid` marks a refused value). `error` is a message or
 * an error token, worded in the page's language.
 */
export function FieldFrame({
  label,
  name,
  id: givenId,
  error,
  hint,
  boxed = true,
  prefix,
  after,
  errorMore,
  control,
}: {
  label: string;
  name: string;
  id?: string;
  error?: string;
  /** Said after the error, when there is one (a link to where it can be put right). */
  errorMore?: ReactNode;
  hint?: string;
  /** Wrap the control in the field's box (inputs and selects); a text area stands alone. */
  boxed?: boolean;
  prefix?: string;
  /** Shown in the box after the control (a button that shows a password). */
  after?: ReactNode;
  control: (props: ControlProps) => ReactNode;
}) {
  const { tm } = useI18n();
  const id = givenId ?? `f-${name}`;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-err` : ''].filter(Boolean).join(' ') || undefined;
  const input = control({ id, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': described });
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {boxed ? (
        <div className="field-box">
          {prefix ? (
            <span className="field-prefix" aria-hidden="true">
              {prefix}
            </span>
          ) : null}
          {input}
          {after}
        </div>
      ) : (
        input
      )}
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-err`} className="field-error">
          {tm(error)}
          {errorMore ? <> {errorMore}</> : null}
        </p>
      ) : null}
    </div>
  );
}

// A labelled input with its message underneath, tied together for screen readers.
export function Field({
  label,
  name,
  error,
  errorMore,
  prefix,
  children,
  ...input
}: {
  label: string;
  name: string;
  error?: string;
  errorMore?: ReactNode;
  prefix?: string;
  children?: ReactNode;
} & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame
      label={label}
      name={name}
      id={input.id}
      error={error}
      errorMore={errorMore}
      prefix={prefix}
      after={children}
      control={(tie) => <input {...tie} {...input} />}
    />
  );
}

/** A field people never see or fill; a bot that fills it is answered as usual and its form kept as spam. */
export function Honeypot() {
  const { t } = useI18n();
  return (
    <div className="hp" aria-hidden="true">
      <label>
        {t('form.leaveEmpty')} <input name="_gotcha" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}

/**
 * An Indian mobile number typed after a fixed +91: the national number's autofill token, which
 * HTML allows on a text input but not on type="tel" (tel-national is in the Text control group),
 * with the phone's digit keypad. The box keeps the number's ten digits of whatever is typed,
 * pasted or filled in ("+91 98100 00004" becomes 9810000004: the contracts' mobileBoxDigits); no
 * maxLength of 10, which would cut a pasted "+91 98100 00004" to "+91 98100 " before it is read.
 */
export const MOBILE_INPUT = {
  type: 'text',
  inputMode: 'numeric',
  autoComplete: 'tel-national',
  prefix: '+91',
  maxLength: 24,
  onInput: (e: FormEvent<HTMLInputElement>) => {
    const digits = mobileBoxDigits(e.currentTarget.value);
    if (digits !== e.currentTarget.value) e.currentTarget.value = digits;
  },
} as const;

/**
 * For a form's submit button: pressing it must not blur the field first, or the field's message
 * appears, pushes the button down, and the click lands beside it (the form is never sent).
 */
export const keepFieldFocus = (e: { preventDefault(): void }) => e.preventDefault();
