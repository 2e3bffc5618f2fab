import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import type { SubmissionResult } from '@conform-to/react';
import { CODE_LENGTH } from '@aangan/contracts';
import { Field, keepFieldFocus } from '../../shared/ui/Field';
import { useI18n, type MessageKey } from '../../shared/i18n';
import { firstError, useSchemaForm } from '../../shared/form';
import { codeFormSchema, type CodeSentStep } from './code-step';
import './accounts.css';

// The second step of signing up or signing in with a one-time code (or of changing the account's
// number): the 6-digit code the SMS brought, checked by the API's own rule, and a way to ask for
// another once the API allows it (`resend_in`). Both forms post to the page's action: the verify
// intent with the code, the resend intent to send the first step again, the edit intent to go
// back to it. What they need of the first step travels as hidden fields (never a password: the
// sign-up keeps that server-side).

/** A one-time code's box: the phone's digit keypad, the SMS's code offered by the keyboard, digits only. */
export const CODE_INPUT = {
  type: 'text',
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  maxLength: CODE_LENGTH,
  onInput: (e: FormEvent<HTMLInputElement>) => {
    const digits = e.currentTarget.value.replace(/\D/g, '').slice(0, CODE_LENGTH);
    if (digits !== e.currentTarget.value) e.currentTarget.value = digits;
  },
} as const;

/**
 * Seconds until another code may be asked for, counted down from each answer of the page; null
 * before the page's scripts run (a page without them offers the button at once: pressed too
 * soon, the API refuses, the step stays, and the count starts from the wait it names).
 */
function useCountdown(seconds: number, answer: unknown): number | null {
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    void answer; // a new answer starts a new count
    const end = Date.now() + seconds * 1000;
    const tick = () => {
      const l = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setLeft(l);
      if (l === 0) clearInterval(timer);
    };
    const timer = setInterval(tick, 1000);
    tick();
    return () => clearInterval(timer);
  }, [seconds, answer]);
  return left;
}

const INTENTS = { verify: 'verify', resend: 'resend', edit: 'edit' };

/** The step replaces the form that was sent: the code's box takes the keyboard's focus on each answer. */
function useFocusOn(id: string, answer: unknown): void {
  useEffect(() => {
    void answer;
    document.getElementById(id)?.focus();
  }, [answer, id]);
}

export function CodeStep({
  step,
  lead,
  answer,
  result,
  carry,
  message,
  notice,
  back,
  formId,
  intents = INTENTS,
}: {
  step: CodeSentStep;
  /** The sentence that says where the code went (`{phone}`). */
  lead: MessageKey;
  /** The page's answer: each new one restarts the countdown. */
  answer: unknown;
  result: SubmissionResult<string[]> | null | undefined;
  /** Fields of the first step both forms carry, as hidden inputs (never a password). */
  carry: Record<string, string>;
  /** An error code token the API answered that belongs to no field. */
  message?: string | null;
  /** Something that went right: a new code is on its way. */
  notice?: MessageKey | null;
  /** The button back to the first step. */
  back: MessageKey;
  formId: string;
  /** The `intent` each button posts, when the page's action names them otherwise. */
  intents?: typeof INTENTS;
}) {
  const { t } = useI18n();
  const submitting = useNavigation().state === 'submitting';
  const [form, fields] = useSchemaForm(codeFormSchema, result, { id: formId });
  const left = useCountdown(step.resendIn, answer);
  const hidden = Object.entries(carry).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));

  useFocusOn(`${formId}-code`, answer);

  return (
    <div className="code-step" data-testid="code-step">
      <p className="muted">
        {t(lead, { phone: step.sentTo })} {t('code.validFor', { minutes: Math.round(step.expiresIn / 60) })}
      </p>
      <CodeNotes message={message} notice={notice} />
      <Form method="post" id={form.id} noValidate onSubmit={form.onSubmit} preventScrollReset>
        {hidden}
        <input type="hidden" name="phone" value={step.phone} />
        <input type="hidden" name="intent" value={intents.verify} />
        <Field
          label={t('code.label')}
          name="code"
          id={`${formId}-code`}
          {...CODE_INPUT}
          key={fields.code.key}
          defaultValue={fields.code.initialValue}
          error={firstError(fields.code.errors ?? fields.phone.errors)}
          placeholder="123456"
        />
        <button type="submit" className="btn btn-primary btn-block" disabled={submitting} onMouseDown={keepFieldFocus}>
          {submitting ? t('code.verifying') : t('code.verify')}
        </button>
      </Form>
      <CodeAgain hidden={hidden} phone={step.phone} intents={intents} left={left} submitting={submitting} back={back} />
    </div>
  );
}

/** What the API answered beside the code's box: a refusal that belongs to no field, or a new code sent. */
function CodeNotes({ message, notice }: { message?: string | null; notice?: MessageKey | null }) {
  const { t, tm } = useI18n();
  return (
    <>
      {message ? (
        <p className="field-error" role="alert">
          {tm(message)}
        </p>
      ) : null}
      {notice ? (
        <p className="code-notice" role="status">
          {t(notice)}
        </p>
      ) : null}
    </>
  );
}

/** Another code (once the countdown allows), or back to the first step. */
function CodeAgain(p: {
  hidden: ReactNode;
  phone: string;
  intents: typeof INTENTS;
  left: number | null;
  submitting: boolean;
  back: MessageKey;
}) {
  const { t } = useI18n();
  return (
    <Form method="post" className="code-again" preventScrollReset>
      {p.hidden}
      <input type="hidden" name="phone" value={p.phone} />
      <button
        type="submit"
        name="intent"
        value={p.intents.resend}
        className="btn btn-ghost"
        disabled={p.submitting || (p.left ?? 0) > 0}
      >
        {p.left ? t('code.resendIn', { seconds: p.left }) : t('code.resend')}
      </button>
      <button type="submit" name="intent" value={p.intents.edit} className="code-back" disabled={p.submitting}>
        {t(p.back)}
      </button>
    </Form>
  );
}
