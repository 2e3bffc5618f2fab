import { useEffect, useRef } from 'react';
import type { SubmissionResult } from '@conform-to/react';
import { Form, useActionData, useNavigation } from 'react-router';
import { visitFormSchema, type VisitSlots } from '@aangan/contracts';
import { useI18n } from '../../shared/i18n';
import { firstError, useSchemaForm } from '../../shared/form';
import { useSession } from '../../shared/session';
import { dismissToasts, toast } from '../../shared/ui/Toaster';
import { useSuccessRound } from '../../shared/ui/useResultToast';
import { VisitSlotPicker } from './VisitSlotPicker';

/**
 * "Schedule a Visit" on a listing: a day of the next two weeks, then one of its free slots (the
 * listing's visiting hours, India time, from the API), checked with the visit schema in the browser
 * and again in the page's action. A signed-out visitor never sees it: the page's one action for them
 * is to sign in (property.tsx).
 */
export function VisitForm({ slots }: { slots: VisitSlots | null }) {
  const { user } = useSession();
  return user ? <VisitBooking slots={slots} /> : null;
}

/** What the visit form's send answers: a message for the toast, and the form's reply when refused. */
export interface VisitActionData {
  ok: boolean;
  message: string;
  result?: SubmissionResult<string[]>;
}

/** The page's answer to the visit form; its other forms (contact, enquiry, report) answer with an intent. */
function useVisitResult() {
  const answer = useActionData() as (VisitActionData & { intent?: string }) | undefined;
  return answer && !answer.intent ? answer : undefined;
}

/**
 * One answer shown at a time: a refusal is a toast (the form keeps what was chosen) and the field's
 * message; a booking is said in the page, and takes the refusal's toast and message away with it.
 */
function useVisitAnswer(result: VisitActionData | undefined) {
  const { tm } = useI18n();
  useEffect(() => {
    if (!result) return;
    dismissToasts('visit');
    if (!result.ok && result.message) toast(tm(result.message), 'error', 'visit');
  }, [result, tm]);
  // A booking starts the form afresh (a new key): no earlier refusal survives it.
  return useSuccessRound(result);
}

function VisitBooking({ slots }: { slots: VisitSlots | null }) {
  const result = useVisitResult();
  const round = useVisitAnswer(result);
  return <VisitBookingForm key={round} slots={slots} result={result} />;
}

function VisitBookingForm({ slots, result }: { slots: VisitSlots | null; result: VisitActionData | undefined }) {
  const { t, tm } = useI18n();
  const { csrf } = useSession();
  const nav = useNavigation();
  const busy = nav.state === 'submitting' && nav.formData?.has('scheduled_date') === true;
  const ref = useRef<HTMLFormElement>(null);
  const refused = result && !result.ok ? result.result : undefined;
  const [form, fields] = useSchemaForm(visitFormSchema, refused, { id: 'visit-form' });
  return (
    <Form
      ref={ref}
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate
      method="post"
      replace
      preventScrollReset
      className="visit-form"
      aria-labelledby="visit-form-h"
    >
      <h2 id="visit-form-h">{t('visit.title')}</h2>
      <input type="hidden" name="csrf" value={csrf ?? ''} />
      <VisitSlotPicker
        slots={slots}
        error={firstError(fields.scheduled_date.errors)}
        chosen={refused ? (fields.scheduled_date.initialValue as string | undefined) : undefined}
      />
      <label htmlFor="visit-notes">{t('visit.requirements')}</label>
      <textarea
        id="visit-notes"
        name="special_requirements"
        rows={3}
        maxLength={1000}
        defaultValue={refused ? (fields.special_requirements.initialValue as string | undefined) : undefined}
      />
      <button type="submit" className="btn btn-ghost btn-block" disabled={busy}>
        {busy ? t('visit.scheduling') : t('visit.submit')}
      </button>
      {result?.ok ? (
        <p role="status" className="notice" data-testid="visit-booked">
          {tm(result.message)}
        </p>
      ) : null}
    </Form>
  );
}
