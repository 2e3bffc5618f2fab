import { useEffect, useRef, useState } from 'react';
import type { SubmissionResult } from '@conform-to/react';
import { Form, Link, useActionData, useLocation, useNavigation } from 'react-router';
import { VISIT_MIN_LEAD_MINUTES, visitFormSchema } from '@aangan/contracts';
import { useI18n } from '../i18n';
import { firstError, useSchemaForm } from '../lib/form';
import { earliestVisitInput } from '../lib/time';
import { useSession } from '../lib/session';
import { FieldFrame } from './Field';
import { useResultToast } from './useResultToast';

/**
 * "Schedule a Visit" on a listing, checked with the visit schema in the browser and again in the
 * page's action: 'Scheduling...' while it goes, then cleared and confirmed. A signed-out visitor
 * is asked to sign in first.
 */
export function VisitForm() {
  const { user } = useSession();
  return user ? <VisitBooking /> : <SignInToBook />;
}

function SignInToBook() {
  const { t, href } = useI18n();
  const location = useLocation();
  return (
    <div className="visit-form" id="visit-form">
      <h2>{t('visit.title')}</h2>
      <Link
        className="btn btn-primary btn-block"
        to={`${href('/login')}?next=${encodeURIComponent(location.pathname)}`}
      >
        {t('visit.loginToBook')}
      </Link>
    </div>
  );
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

function VisitBooking() {
  const { t, tm } = useI18n();
  const { csrf } = useSession();
  const result = useVisitResult();
  const nav = useNavigation();
  const busy = nav.state === 'submitting' && nav.formData?.has('scheduled_date') === true;
  const ref = useRef<HTMLFormElement>(null);
  const [form, fields] = useSchemaForm(visitFormSchema, result?.result, { id: 'visit-form' });
  // A refusal is a toast (the form keeps what was typed); a booking is said in the page, so it is
  // there too when the form was sent before the page's script took over.
  useResultToast(result?.ok ? undefined : result);
  useEffect(() => {
    if (result?.ok) ref.current?.reset();
  }, [result]);
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
    >
      <h2>{t('visit.title')}</h2>
      <input type="hidden" name="csrf" value={csrf ?? ''} />
      <VisitWhen
        key={fields.scheduled_date.key}
        error={firstError(fields.scheduled_date.errors)}
        initial={fields.scheduled_date.initialValue as string | undefined}
      />
      <FieldFrame
        id="visit-notes"
        label={t('visit.requirements')}
        name="special_requirements"
        boxed={false}
        error={firstError(fields.special_requirements.errors)}
        control={(tie) => (
          <textarea
            {...tie}
            key={fields.special_requirements.key}
            rows={3}
            maxLength={1000}
            defaultValue={fields.special_requirements.initialValue as string | undefined}
          />
        )}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
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

/** When the visit is to be, in India's time, no earlier than the first bookable time. */
function VisitWhen({ error, initial }: { error: string | undefined; initial: string | undefined }) {
  const { t, tm } = useI18n();
  // The earliest bookable time when the form was first shown (the server checks it again on sending).
  const [earliest] = useState(() => earliestVisitInput(Date.now(), VISIT_MIN_LEAD_MINUTES));
  return (
    <>
      <label htmlFor="visit-when">
        {t('visit.when')} <span className="muted">({t('visit.indiaTime')})</span>
      </label>
      {/* The page may be rendered a quarter hour before the browser takes it over: a differing min is expected. */}
      <input
        id="visit-when"
        type="datetime-local"
        name="scheduled_date"
        required
        min={earliest}
        defaultValue={initial}
        suppressHydrationWarning
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'visit-when-err' : undefined}
      />
      {error ? (
        <p id="visit-when-err" className="field-error">
          {tm(error)}
        </p>
      ) : null}
    </>
  );
}
