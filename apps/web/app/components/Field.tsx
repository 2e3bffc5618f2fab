import type { InputHTMLAttributes, ReactNode } from 'react';
import { useI18n } from '../i18n';

// A labelled input with its message underneath, tied together for screen readers.
export function Field({
  label,
  name,
  error,
  prefix,
  children,
  ...input
}: {
  label: string;
  name: string;
  error?: string;
  prefix?: string;
  children?: ReactNode;
} & InputHTMLAttributes<HTMLInputElement>) {
  const { tm } = useI18n();
  const id = input.id ?? `f-${name}`;
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="field-box">
        {prefix ? (
          <span className="field-prefix" aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-err` : undefined}
          {...input}
        />
        {children}
      </div>
      {error ? (
        <p id={`${id}-err`} className="field-error">
          {tm(error)}
        </p>
      ) : null}
    </div>
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
 * with the phone's digit keypad.
 */
export const MOBILE_INPUT = {
  type: 'text',
  inputMode: 'numeric',
  autoComplete: 'tel-national',
  prefix: '+91',
} as const;

/**
 * For a form's submit button: pressing it must not blur the field first, or the field's message
 * appears, pushes the button down, and the click lands beside it (the form is never sent).
 */
export const keepFieldFocus = (e: { preventDefault(): void }) => e.preventDefault();
