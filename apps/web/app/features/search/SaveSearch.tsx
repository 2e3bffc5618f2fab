import { ALERT_FREQUENCIES, SAVED_SEARCH_NAME_MAX } from '@aangan/contracts';
import { Form, Link, useActionData, useLocation, useNavigation } from 'react-router';
import { useI18n, type MessageKey } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { useResultToast } from '../../shared/ui/useResultToast';
import { activeFilters, apiQuery, type Filters } from './search-url';

/** What the search page's action answers to "save this search". */
export interface SaveAnswer {
  ok: boolean;
  /** The name it is saved under, or the name typed (kept when the save is refused). */
  name: string;
  frequency: string;
  /** The refusal as a token (an error code), for the toast. */
  message: string;
  /** The name's refusal, shown at its box. */
  nameError?: string;
}

/**
 * "Save this search" under the filters in force: a name (the filters' place by default) and how
 * often alerts come; the form posts to the search page's action, so it works without script.
 * Signed out, a link to log in that comes back to the same search.
 */
export function SaveSearch({ f, suggested }: { f: Filters; suggested: string }) {
  const { t, href } = useI18n();
  const { user } = useSession();
  const location = useLocation();
  const answer = useActionData() as SaveAnswer | undefined;
  useResultToast(answer && !answer.ok && !answer.nameError ? answer : undefined);
  if (!activeFilters(f)) return null;
  if (!user) {
    const back = `${location.pathname}${location.search}`;
    return (
      <p className="save-search">
        <Link className="btn btn-ghost" to={`${href('/login')}?next=${encodeURIComponent(back)}`}>
          {t('saved.signIn')}
        </Link>
      </p>
    );
  }
  const failed = answer && !answer.ok;
  return (
    <div className="save-search">
      <details open={failed || undefined}>
        <summary className="btn btn-ghost">{t('saved.saveThis')}</summary>
        <SaveForm f={f} suggested={suggested} answer={answer} />
      </details>
      {answer?.ok ? (
        <p role="status" className="save-search-done">
          {t('saved.done', { name: answer.name })}
        </p>
      ) : null}
    </div>
  );
}

/** The name and the alerts' frequency; a refused save comes back with what was typed. */
function SaveForm({ f, suggested, answer }: { f: Filters; suggested: string; answer: SaveAnswer | undefined }) {
  const { t, tm } = useI18n();
  const { csrf } = useSession();
  const sending = useNavigation().state === 'submitting';
  const failed = answer && !answer.ok;
  return (
    <Form method="post" className="save-search-form" preventScrollReset>
      <input type="hidden" name="intent" value="save-search" />
      <input type="hidden" name="csrf" value={csrf ?? ''} />
      <input type="hidden" name="query" value={apiQuery(f)} />
      <label htmlFor="save-search-name">{t('saved.name')}</label>
      <input
        id="save-search-name"
        name="name"
        required
        maxLength={SAVED_SEARCH_NAME_MAX}
        defaultValue={failed ? answer.name : suggested}
        aria-invalid={answer?.nameError ? true : undefined}
        aria-describedby={answer?.nameError ? 'save-search-name-error' : undefined}
      />
      {answer?.nameError ? (
        <p id="save-search-name-error" className="field-error">
          {tm(answer.nameError)}
        </p>
      ) : null}
      <label htmlFor="save-search-alerts">{t('saved.alerts')}</label>
      <select id="save-search-alerts" name="frequency" defaultValue={failed ? answer.frequency : 'daily'}>
        {ALERT_FREQUENCIES.map((x) => (
          <option key={x} value={x}>
            {t(`saved.frequency.${x}` as MessageKey)}
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn-primary" disabled={sending}>
        {t('saved.saveButton')}
      </button>
    </Form>
  );
}
