import { HRERA_GURUGRAM_PROJECTS_URL, isHreraClosed, type ProjectSummary } from '@aangan/contracts';
import { useI18n, type MessageKey } from '../../shared/i18n';
import { formatLongDate } from '../../shared/time';
import './projects.css';

// A project's HRERA registration where people find the project: its number, status and date,
// the authority and a way to check it there; a warning when the registration lapsed or was
// revoked (such projects take no visits or enquiries).
type Registration = Pick<ProjectSummary, 'rera_number' | 'hrera_status' | 'hrera_valid_until'>;

const statusKey = (s: ProjectSummary['hrera_status']) => `hrera.status.${s}` as MessageKey;

/** The warning at the top of a lapsed or revoked project's page; nothing otherwise. */
export function HreraWarning({ p }: { p: Registration }) {
  const { t } = useI18n();
  const s = p.hrera_status;
  if (!isHreraClosed(s)) return null;
  return (
    <section className="hrera-warning" aria-labelledby="hrera-warning-title" data-testid="hrera-warning">
      <h2 id="hrera-warning-title">
        <span aria-hidden="true">⚠ </span>
        {t(`hrera.warning.${s}`)}
      </h2>
      <p>{t(`hrera.warningBody.${s}`)}</p>
    </section>
  );
}

/** The registration's facts on the project page, with the authority and a link to check them. */
export function HreraFacts({ p }: { p: Registration }) {
  const { t, locale } = useI18n();
  const closed = isHreraClosed(p.hrera_status);
  return (
    <section className="detail-section" aria-labelledby="hrera-title" data-testid="project-hrera">
      <h2 id="hrera-title">{t('hrera.registration')}</h2>
      <dl className="facts">
        <div className="wide">
          <dt>{t('hrera.number')}</dt>
          <dd translate="no">{p.rera_number}</dd>
        </div>
        <div>
          <dt>{t('hrera.statusLabel')}</dt>
          <dd className={closed ? 'hrera-bad' : 'hrera-ok'}>{t(statusKey(p.hrera_status))}</dd>
        </div>
        <div>
          <dt>{t('hrera.validUntil')}</dt>
          <dd>{p.hrera_valid_until ? formatLongDate(p.hrera_valid_until, locale) : t('hrera.notStated')}</dd>
        </div>
      </dl>
      <p className="hrera-authority">{t('hrera.authority')}</p>
      <p>
        <a href={HRERA_GURUGRAM_PROJECTS_URL} target="_blank" rel="noopener noreferrer">
          {t('hrera.check')} <span className="sr-only">{t('hrera.newTab')}</span>
          <span aria-hidden="true">↗</span>
        </a>
        <br />
        <span className="muted">{t('hrera.checkHint')}</span>
      </p>
    </section>
  );
}

/** The registration on a project card: number, then status and date, or why it is closed. */
export function HreraCardLines({ p }: { p: Registration }) {
  const { t, locale } = useI18n();
  const closed = isHreraClosed(p.hrera_status);
  return (
    <>
      <p className="muted hrera-line">
        {t('projects.rera')} <span translate="no">{p.rera_number}</span>
      </p>
      {closed ? (
        <p className="hrera-line hrera-bad">
          <span aria-hidden="true">⚠ </span>
          {t(statusKey(p.hrera_status))} · {t('hrera.closed')}
        </p>
      ) : (
        <p className="hrera-line">
          {t(statusKey(p.hrera_status))}
          {p.hrera_valid_until ? ` · ${t('hrera.until', { date: formatLongDate(p.hrera_valid_until, locale) })}` : ''}
        </p>
      )}
    </>
  );
}
