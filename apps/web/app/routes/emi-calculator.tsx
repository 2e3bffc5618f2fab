import { useState } from 'react';
import { Form, Link } from 'react-router';
import { computeEmi, EMI_DEFAULTS, EMI_LIMITS, formatRupees } from '@aangan/contracts';
import type { Route } from './+types/emi-calculator';
import { localeFromPath, translate, useI18n, type MessageKey } from '../i18n';
import { paths } from '../lib/paths';
import { seo } from '../lib/seo';

// /emi-calculator (spec: EMI calculator). Results follow every change in the page; without
// script the form's Calculate EMI answers from the server with the same formula.
type Values = { amount: number; rate: number; years: number };
const KEYS = ['amount', 'rate', 'years'] as const;

function read(search: URLSearchParams): Values {
  const v = { ...EMI_DEFAULTS } as Values;
  for (const k of KEYS) {
    const n = Number(search.get(k));
    if (search.get(k) && Number.isFinite(n)) v[k] = Math.min(EMI_LIMITS[k].max, Math.max(EMI_LIMITS[k].min, n));
  }
  return v;
}

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { locale: localeFromPath(url.pathname), values: read(url.searchParams) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as { origin: string } | undefined;
  const locale = loaderData?.locale ?? 'en-IN';
  return seo({
    title: translate(locale, 'emi.title'),
    description: translate(locale, 'emi.description'),
    path: paths.emi,
    locale,
    origin: root?.origin ?? '',
  });
}

const rupees = (n: number) => formatRupees(Math.round(n)) ?? '₹0';

export default function EmiCalculator({ loaderData }: Route.ComponentProps) {
  const { t, href } = useI18n();
  const [v, setV] = useState<Values>(loaderData.values);
  const result = computeEmi(v.amount, v.rate, v.years);
  const input = (k: (typeof KEYS)[number], label: MessageKey, unit: string) => {
    const lim = EMI_LIMITS[k];
    const set = (raw: string) => setV((x) => ({ ...x, [k]: raw === '' ? 0 : Number(raw) }));
    return (
      <div className="emi-input">
        <label htmlFor={`emi-${k}`}>
          {t(label)} <span className="muted">{unit}</span>
        </label>
        <input
          type="range"
          min={lim.min}
          max={lim.max}
          step={lim.step}
          value={v[k]}
          onChange={(e) => set(e.target.value)}
          aria-label={t(label)}
        />
        <input
          id={`emi-${k}`}
          type="number"
          name={k}
          min={lim.min}
          max={lim.max}
          step={lim.step}
          value={v[k] || ''}
          onChange={(e) => set(e.target.value)}
          inputMode="decimal"
        />
      </div>
    );
  };
  return (
    <main id="main" className="container emi-page">
      <h1>{t('emi.title')}</h1>
      <div className="emi-layout">
        <Form method="get" className="panel emi-form" aria-labelledby="loan-h">
          <h2 id="loan-h">{t('emi.loanDetails')}</h2>
          {input('amount', 'emi.amount', '₹')}
          {input('rate', 'emi.rate', '%')}
          {input('years', 'emi.years', t('emi.yearsUnit'))}
          <div className="form-actions">
            <button type="submit" className="btn btn-primary">
              {t('emi.calculate')}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setV({ ...EMI_DEFAULTS })}>
              {t('emi.reset')}
            </button>
          </div>
        </Form>
        <section className="panel emi-results" aria-live="polite" aria-labelledby="result-h" data-testid="emi-results">
          <h2 id="result-h">{t('emi.results')}</h2>
          {result ? (
            <>
              <p className="emi-main">
                <span>{t('emi.monthly')}</span>
                <strong data-testid="emi">{rupees(result.emi)}</strong>
              </p>
              <dl className="facts">
                <div>
                  <dt>{t('emi.totalInterest')}</dt>
                  <dd data-testid="interest">{rupees(result.totalInterest)}</dd>
                </div>
                <div>
                  <dt>{t('emi.totalPayment')}</dt>
                  <dd data-testid="total">{rupees(result.totalPayment)}</dd>
                </div>
                <div>
                  <dt>{t('emi.tenure')}</dt>
                  <dd>{t('emi.months', { n: result.months })}</dd>
                </div>
              </dl>
              <h3>{t('emi.breakdown')}</h3>
              <div
                className="emi-bar"
                role="img"
                aria-label={t('emi.barLabel', {
                  p: result.principalShare.toFixed(1),
                  i: result.interestShare.toFixed(1),
                })}
              >
                <span className="emi-principal" style={{ width: `${result.principalShare}%` }} />
                <span className="emi-interest" style={{ width: `${result.interestShare}%` }} />
              </div>
              <p className="emi-legend">
                <span className="dot emi-principal" /> {t('emi.principal')} {result.principalShare.toFixed(1)}% ·{' '}
                <span className="dot emi-interest" /> {t('emi.interest')} {result.interestShare.toFixed(1)}%
              </p>
            </>
          ) : (
            <p className="muted">{t('emi.enter')}</p>
          )}
        </section>
      </div>
      <section className="detail-section">
        <h2>{t('emi.whatTitle')}</h2>
        <p>{t('emi.what')}</p>
        <h2>{t('emi.tipsTitle')}</h2>
        <ul>
          {(['credit', 'tenure', 'prepay', 'compare'] as const).map((k) => (
            <li key={k}>{t(`emi.tip.${k}` as MessageKey)}</li>
          ))}
        </ul>
      </section>
      <section className="panel emi-cta">
        <h2>{t('emi.ctaTitle')}</h2>
        <p>
          <Link className="btn btn-primary" to={href(paths.properties)}>
            {t('emi.browse')}
          </Link>{' '}
          <Link className="btn btn-ghost" to={href(paths.contact)}>
            {t('emi.contact')}
          </Link>
        </p>
      </section>
    </main>
  );
}
