import { data } from 'react-router';
import type { SubmissionResult } from '@conform-to/react';
import { codeCheckSchema, maskPhone, normaliseIndianMobile } from '@aangan/contracts';
import type { MessageKey } from '../../shared/i18n';

// A one-time code's step, wherever a page asks for one (sign-up, code sign-in, a new account
// number): the number the code went to and when another may be asked for. A page carries the
// times as hidden fields, so it can show the step again after a refused code.

/** The code step's form: the number the code went to (carried along) and the code, by the API's rules. */
export const codeFormSchema = codeCheckSchema.omit({ locale: true });

export interface CodeSentStep {
  /** The number as it was typed (sent again with the code) and as the page shows it, masked. */
  phone: string;
  sentTo: string;
  /** Seconds the code works for, and until another may be asked for. */
  expiresIn: number;
  resendIn: number;
}

/** The hidden fields that say when another code may be asked for and how long one works. */
export interface CodeTimes {
  resend_at: string;
  expires_in: string;
}

/** The times of a code the API just sent (its 202 answer), or of one it asks to wait `wait` seconds for. */
export function codeTimes(sent: { resend_in: number; expires_in: number }): CodeTimes {
  return { resend_at: String(Date.now() + sent.resend_in * 1000), expires_in: String(sent.expires_in) };
}

/** The code step for `phone`, from the times its page carried (and where the API said the code went). */
export function codeStepOf(phone: string, times: Partial<CodeTimes>, sentTo?: string): CodeSentStep {
  return {
    phone,
    sentTo: sentTo ?? maskPhone(normaliseIndianMobile(phone) ?? phone),
    expiresIn: Number(times.expires_in) || 600,
    resendIn: Math.max(0, Math.ceil((Number(times.resend_at) - Date.now()) / 1000)) || 0,
  };
}

/** A page's answer while it asks for a code: the step, the fields it carries, and why a code was refused. */
export interface CodeAnswer<C> {
  step: 'code';
  code: CodeSentStep;
  carry: C;
  result: SubmissionResult<string[]> | null;
  message: string | null;
  notice: MessageKey | null;
}

/** The code step for the number the code went to, carrying what asking again needs. */
export function codeAnswer<C extends Partial<CodeTimes>>(
  phone: string,
  carry: C,
  o: {
    init?: ResponseInit;
    sentTo?: string;
    result?: SubmissionResult<string[]> | null;
    message?: string | null;
    notice?: MessageKey | null;
  } = {},
) {
  const answer: CodeAnswer<C> = {
    step: 'code',
    code: codeStepOf(phone, carry, o.sentTo),
    carry,
    result: o.result ?? null,
    message: o.message ?? null,
    notice: o.notice ?? null,
  };
  return data(answer, o.init ?? {});
}

/** What the code step's form shows of a page's answer (CodeStep's props). */
export function codeStepProps<C extends Record<string, string>>(answer: CodeAnswer<C>) {
  const { code, result, carry, message, notice } = answer;
  return { step: code, answer, result, carry, message, notice };
}
