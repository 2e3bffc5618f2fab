import { Link } from 'react-router';
import {
  formatIndianNumber,
  formatRupees,
  projectRatePerSqft,
  ratePerSqft,
  specificationRow,
  type Project,
} from '@aangan/contracts';
import { useI18n, type MessageKey } from '../../shared/i18n';
import { priceRange } from './projects';
import { formatLongDate, formatMonthYear } from '../../shared/time';
import { MapLink } from '../listings';
import type { GalleryPhoto } from '../listings';
import { ShareButton } from '../../shared/ui/ShareButton';
import { StickyBar } from '../../shared/ui/StickyBar';
import './projects.css';

// The parts of a project's page (/project/{slug}) besides its registration: the price per square
// foot, floor plans by configuration, specifications, the possession timeline, the address, the
// photos, and the ways to contact the builder (a box beside the page, a bar on phones).

/** A range of rupees: "₹9,850 – ₹12,400", one figure when they agree. */
function rupeeRange(r: { min: number; max: number }): string {
  const a = formatRupees(r.min)!,
    b = formatRupees(r.max)!;
  return a === b ? a : `${a} – ${b}`;
}

/** A range of rates per square foot: "₹9,850 – ₹12,400 per sq ft". */
function rateText(
  r: { min: number; max: number } | null,
  t: (k: MessageKey, v?: Record<string, string | number>) => string,
): string | null {
  return r ? t('projects.perSqftValue', { price: rupeeRange(r) }) : null;
}

/** The whole project's price per square foot (lowest to highest of its configurations). */
export function ProjectRate({ p }: { p: Pick<Project, 'configurations'> }) {
  const { t } = useI18n();
  return <>{rateText(projectRatePerSqft(p.configurations), t) ?? t('card.priceOnRequest')}</>;
}

/**
 * Floor plans, as the data has them: no drawings are stored for any project, so each configuration
 * is a row with its sizes, prices and price per square foot (decision 027), and the note says so.
 */
export function FloorPlans({ p }: { p: Pick<Project, 'configurations'> }) {
  const { t, locale } = useI18n();
  if (!p.configurations.length) return null;
  return (
    <section className="detail-section" aria-labelledby="plans-h" data-testid="floor-plans">
      <h2 id="plans-h">{t('projects.floorPlans')}</h2>
      {/* Focusable: on the narrowest phones the table may scroll sideways, also by keyboard. */}
      <div className="plans-scroll" tabIndex={0} role="region" aria-label={t('projects.floorPlansTable')}>
        <table className="config-table">
          <caption className="muted">{t('projects.floorPlansNote')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('projects.config')}</th>
              <th scope="col">{t('projects.area')}</th>
              <th scope="col">{t('detail.price')}</th>
              <th scope="col">{t('detail.perSqft')}</th>
            </tr>
          </thead>
          <tbody>
            {p.configurations.map((c) => (
              <tr key={c.label}>
                <th scope="row">{c.label}</th>
                <td>
                  {c.area_min === c.area_max
                    ? formatIndianNumber(c.area_min)
                    : `${formatIndianNumber(c.area_min)} – ${formatIndianNumber(c.area_max)}`}
                </td>
                <td>{priceRange(c.price_min, c.price_max, locale)}</td>
                <td>{ratePerSqft(c) ? rupeeRange(ratePerSqft(c)!) : null}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** What the builder states about how the homes are built and finished. */
export function Specifications({ p }: { p: Pick<Project, 'specifications'> }) {
  const { t } = useI18n();
  // A row we name is named in the page's language; the builder's own names and words stay as written.
  const name = (label: string) => {
    const row = specificationRow(label);
    return row ? t(`projects.spec.${row}`) : label;
  };
  return (
    <section className="detail-section" aria-labelledby="specs-h" data-testid="specifications">
      <h2 id="specs-h">{t('projects.specifications')}</h2>
      {p.specifications.length ? (
        <dl className="facts specs" data-typed="">
          {p.specifications.map((s) => (
            <div key={s.label} className="wide">
              <dt>{name(s.label)}</dt>
              <dd>{s.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="muted">{t('projects.noSpecifications')}</p>
      )}
    </section>
  );
}

const STAGES = ['new_launch', 'under_construction', 'ready_to_move'] as const;

/**
 * Launch, construction, possession: the stages passed, the one the project is in, the one to
 * come, with the possession date the builder gives and how long the registration is in force.
 */
export function PossessionTimeline({ p }: { p: Pick<Project, 'status' | 'possession_date' | 'hrera_valid_until'> }) {
  const { t, locale } = useI18n();
  const now = Math.max(
    0,
    STAGES.findIndex((s) => s === p.status),
  );
  const when = p.possession_date ? formatMonthYear(p.possession_date, locale) : null;
  const detail: (string | null)[] = [
    null,
    null,
    when
      ? t(now === 2 ? 'projects.possessionSince' : 'projects.possessionBy', { date: when })
      : t('projects.possessionUnknown'),
  ];
  return (
    <section className="detail-section" aria-labelledby="timeline-h" data-testid="possession-timeline">
      <h2 id="timeline-h">{t('projects.timeline')}</h2>
      <ol className="timeline">
        {STAGES.map((s, i) => (
          <li
            key={s}
            className={i < now ? 'is-done' : i === now ? 'is-now' : 'is-next'}
            aria-current={i === now ? 'step' : undefined}
          >
            <span className="timeline-dot" aria-hidden="true" />
            <span className="timeline-name">{t(`projects.stage.${s}` as MessageKey)}</span>
            <span className="timeline-state">
              {t(i < now ? 'projects.stageDone' : i === now ? 'projects.stageNow' : 'projects.stageNext')}
            </span>
            {detail[i] ? <span className="timeline-when">{detail[i]}</span> : null}
          </li>
        ))}
      </ol>
      {p.hrera_valid_until ? (
        <p className="muted small">{t('projects.hreraUntil', { date: formatLongDate(p.hrera_valid_until, locale) })}</p>
      ) : null}
    </section>
  );
}

/**
 * Where the project is, written out (every project is registered with Haryana's authority, so it
 * is in Haryana), on a map, and as a link with its coordinates for when the map cannot load.
 */
export function ProjectAddress({ p }: { p: Pick<Project, 'locality' | 'sector' | 'city' | 'latitude' | 'longitude'> }) {
  const { t } = useI18n();
  const address = [p.locality ?? (p.sector ? t('projects.sector', { n: p.sector }) : null), p.city, 'Haryana']
    .filter(Boolean)
    .join(', ');
  const has = p.latitude !== null && p.longitude !== null;
  const bbox = has
    ? `${p.longitude! - 0.01},${p.latitude! - 0.006},${p.longitude! + 0.01},${p.latitude! + 0.006}`
    : null;
  return (
    <section className="detail-section" aria-labelledby="address-h">
      <h2 id="address-h">{t('detail.address')}</h2>
      <p data-testid="project-address">{address}</p>
      {bbox ? (
        <iframe
          className="detail-map"
          title={t('detail.mapTitle')}
          loading="lazy"
          src={`https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${p.latitude},${p.longitude}`}
        />
      ) : null}
      {has ? <MapLink lat={p.latitude!} lng={p.longitude!} /> : null}
    </section>
  );
}

/** The project's photos: its cover, then the main photo of each home of it listed here. */
export function projectPhotos(
  p: Pick<Project, 'name' | 'cover_image_url' | 'units'>,
  coverCaption: string,
  titleOf: (title: string) => string,
): GalleryPhoto[] {
  const out: GalleryPhoto[] = [];
  const seen = new Set<string>();
  if (p.cover_image_url) {
    seen.add(p.cover_image_url);
    out.push({
      key: 'cover',
      src: p.cover_image_url,
      thumb: p.cover_image_url,
      large: p.cover_image_url,
      alt: coverCaption,
      caption: coverCaption,
    });
  }
  for (const u of p.units) {
    if (!u.main_image_url || seen.has(u.main_image_url)) continue;
    seen.add(u.main_image_url);
    out.push({
      key: `unit-${u.id}`,
      src: u.main_image_url,
      thumb: u.thumbnail ?? u.main_image_url,
      large: u.main_image_url,
      alt: titleOf(u.title),
      caption: titleOf(u.title),
    });
  }
  return out;
}

/** The two ways to reach the builder: an enquiry, or one that asks for a site visit. */
export function ContactLinks({ block = false }: { block?: boolean }) {
  const { t } = useI18n();
  const b = block ? ' btn-block' : '';
  return (
    <>
      <Link className={`btn btn-primary${b}`} to="?want=availability#enquiry-form">
        {t('projects.enquire')}
      </Link>
      <Link className={`btn btn-ghost${b}`} to="?want=visit#enquiry-form">
        {t('projects.bookVisit')}
      </Link>
    </>
  );
}

/** On phones: the price band and the builder's contacts at the bottom of the screen. */
export function ProjectBar({ p }: { p: Pick<Project, 'name' | 'price_min' | 'price_max'> }) {
  const { t, locale } = useI18n();
  return (
    <StickyBar label={t('projects.bar')} testId="project-bar">
      <div className="contact-bar-top">
        <p className="contact-bar-price">{priceRange(p.price_min, p.price_max, locale) ?? t('card.priceOnRequest')}</p>
        <div className="contact-bar-icons">
          <ShareButton title={p.name} compact />
        </div>
      </div>
      <div className="contact-bar-actions">
        <ContactLinks />
      </div>
    </StickyBar>
  );
}
