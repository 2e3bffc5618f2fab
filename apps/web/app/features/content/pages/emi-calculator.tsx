import { useState } from 'react';
import { Form, Link } from 'react-router';
import type { SubmissionResult } from '@conform-to/react';
import { computeEmi, EMI_DEFAULTS, EMI_LIMITS, emiFormSchema, formatRupees, type EmiValues } from '@aangan/contracts';
import type { Route } from './+types/emi-calculator';
import { localeFromPath, translate, useI18n, type MessageKey } from '../../../shared/i18n';
import { firstError, parseForm, useSchemaForm } from '../../../shared/form';
import { paths } from '../../../shared/paths';
import { seo, rootMeta } from '../../../shared/seo';
import '../content.css';

// /emi-calculator: results follow every change in the page; the inputs are checked with the
// calculator's schema (their limits) as people type, once every box holds a positive number.
// Without script the form's Calculate EMI answers from the server with the same formula and check.
const KEYS = ['amount', 'rate', 'years'] as const;
type Key = (typeof KEYS)[number];

/** The values in an address as given (a missing or unreadable one is the default). */
function read(search: URLSearchParams): EmiValues {
  const v: EmiValues = { ...EMI_DEFAULTS };
  for (const k of KEYS) {
    const n = Number(search.get(k));
    if (search.get(k) && Number.isFinite(n)) v[k] = n;
  }
  return v;
}

/**
 * Whether every input is above zero. Until then the calculator shows no result and no message
 * (the specification's rule: a box being emptied to type a new amount is not an error); once
 * all are, a value outside the calculator's limits is named at its box (decision 047).
 */
export const allPositive = (v: EmiValues) => KEYS.every((k) => v[k] > 0);

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const values = read(url.searchParams);
  const asked = KEYS.some((k) => url.searchParams.has(k)) && allPositive(values);
  // The values as read (text that is no number is the default, not an error at a box showing it).
  const submission = asked
    ? parseForm(new URLSearchParams(KEYS.map((k) => [k, String(values[k])])), emiFormSchema)
    : null;
  const result = submission && submission.status !== 'success' ? submission.reply() : null;
  return { locale: localeFromPath(url.pathname), values, result };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootMeta(matches);
  const locale = loaderData?.locale ?? 'en-IN';
  return seo({
    title: translate(locale, 'emi.title'),
    description: translate(locale, 'emi.description'),
    path: paths.emi,
    locale,
    origin: root.origin,
  });
}

const rupees = (n: number) => formatRupees(Math.round(n)) ?? '₹0';

export default function EmiCalculator({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const [v, setV] = useState<EmiValues>(loaderData.values);
  // Reset starts the form afresh: the defaults, and no error from before.
  const [round, setRound] = useState(0);
  const reset = () => {
    setV({ ...EMI_DEFAULTS });
    setRound((n) => n + 1);
  };
  return (
    <main id="main" className="container emi-page">
      <h1>{t('emi.title')}</h1>
      <div className="emi-layout">
        <EmiForm key={round} values={v} onChange={setV} onReset={reset} lastResult={round ? null : loaderData.result} />
        <EmiResults values={v} />
      </div>
      <EmiAbout />
    </main>
  );
}

function EmiForm({
  values,
  onChange,
  onReset,
  lastResult,
}: {
  values: EmiValues;
  onChange: (v: EmiValues) => void;
  onReset: () => void;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const { t } = useI18n();
  const [form, fields] = useSchemaForm(emiFormSchema, lastResult, { id: 'emi' });
  const named = allPositive(values);
  const input = (k: Key, label: MessageKey, unit: string) => (
    <EmiInput
      name={k}
      label={t(label)}
      unit={unit}
      value={values[k]}
      error={named ? firstError(fields[k].errors) : undefined}
      onChange={(n) => onChange({ ...values, [k]: n })}
    />
  );
  return (
    <Form
      method="get"
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate
      className="panel emi-form"
      aria-labelledby="loan-h"
    >
      <h2 id="loan-h">{t('emi.loanDetails')}</h2>
      {input('amount', 'emi.amount', '₹')}
      {input('rate', 'emi.rate', '%')}
      {input('years', 'emi.years', t('emi.yearsUnit'))}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary">
          {t('emi.calculate')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onReset}>
          {t('emi.reset')}
        </button>
      </div>
    </Form>
  );
}

/** One input as a slider and a number box, with the box's error under it. */
function EmiInput({
  name,
  label,
  unit,
  value,
  error,
  onChange,
}: {
  name: Key;
  label: string;
  unit: string;
  value: number;
  error: string | undefined;
  onChange: (n: number) => void;
}) {
  const { tm } = useI18n();
  const lim = EMI_LIMITS[name];
  const set = (raw: string) => onChange(raw === '' ? 0 : Number(raw));
  const id = `emi-${name}`;
  return (
    <div className={`emi-input${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>
        {label} <span className="muted">{unit}</span>
      </label>
      <input
        type="range"
        min={lim.min}
        max={lim.max}
        step={lim.step}
        value={value}
        onChange={(e) => set(e.target.value)}
        aria-label={label}
      />
      <input
        id={id}
        type="number"
        name={name}
        min={lim.min}
        max={lim.max}
        step={lim.step}
        value={value || ''}
        onChange={(e) => set(e.target.value)}
        inputMode="decimal"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
      />
      {error ? (
        <p id={`${id}-err`} className="field-error">
          {tm(error)}
        </p>
      ) : null}
    </div>
  );
}

function EmiResults({ values }: { values: EmiValues }) {
  const { t } = useI18n();
  const result = allPositive(values) ? computeEmi(values.amount, values.rate, values.years) : null;
  return (
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
          <EmiBreakdown principal={result.principalShare} interest={result.interestShare} />
        </>
      ) : (
        <p className="muted">{t('emi.enter')}</p>
      )}
    </section>
  );
}

/** How the total payment splits into the loan and its interest, as a bar and in words. */
function EmiBreakdown({ principal, interest }: { principal: number; interest: number }) {
  const { t } = useI18n();
  return (
    <>
      <h3>{t('emi.breakdown')}</h3>
      <div
        className="emi-bar"
        role="img"
        aria-label={t('emi.barLabel', { p: principal.toFixed(1), i: interest.toFixed(1) })}
      >
        <span className="emi-principal" style={{ width: `${principal}%` }} />
        <span className="emi-interest" style={{ width: `${interest}%` }} />
      </div>
      <p className="emi-legend">
        <span className="dot emi-principal" /> {t('emi.principal')} {principal.toFixed(1)}% ·{' '}
        <span className="dot emi-interest" /> {t('emi.interest')} {interest.toFixed(1)}%
      </p>
    </>
  );
}

function EmiAbout() {
  const { t, href } = useI18n();
  return (
    <>
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
    </>
  );
}
