import { useEffect, useRef, useState } from 'react';
import { Form, Link, useActionData, useLocation, useNavigation } from 'react-router';
import { VISIT_MIN_LEAD_MINUTES } from '@aangan/contracts';
import { useI18n } from '../i18n';
import { earliestVisitInput } from '../lib/time';
import { useSession } from '../lib/session';
import { useResultToast } from './useResultToast';

/** "Schedule a Visit" on a listing: 'Scheduling...' while it goes, then cleared and confirmed (spec). */
export function VisitForm() {
  const { t, tm, href } = useI18n();
  const { user, csrf } = useSession();
  const location = useLocation();
  // The page's other forms (contact, enquiry, report) answer with an intent; the visit form's does not.
  const answer = useActionData() as
    | { ok: boolean; message: string; errors: Record<string, string>; intent?: string }
    | undefined;
  const result = answer && !answer.intent ? answer : undefined;
  const nav = useNavigation();
  const busy = nav.state === 'submitting' && nav.formData?.has('scheduled_date') === true;
  const form = useRef<HTMLFormElement>(null);
  // The earliest bookable time when the form was first shown (the server checks it again on sending).
  const [earliest] = useState(() => earliestVisitInput(Date.now(), VISIT_MIN_LEAD_MINUTES));

  useResultToast(result);
  useEffect(() => {
    if (result?.ok) form.current?.reset();
  }, [result]);

  if (!user) {
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
  const err = result && !result.ok ? result.errors.scheduled_date : undefined;
  return (
    <Form ref={form} method="post" replace preventScrollReset className="visit-form" id="visit-form">
      <h2>{t('visit.title')}</h2>
      <input type="hidden" name="csrf" value={csrf ?? ''} />
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
        suppressHydrationWarning
        aria-invalid={err ? true : undefined}
        aria-describedby={err ? 'visit-when-err' : undefined}
      />
      {err ? (
        <p id="visit-when-err" className="field-error">
          {tm(err)}
        </p>
      ) : null}
      <label htmlFor="visit-notes">{t('visit.requirements')}</label>
      <textarea id="visit-notes" name="special_requirements" rows={3} maxLength={1000} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? t('visit.scheduling') : t('visit.submit')}
      </button>
    </Form>
  );
}
