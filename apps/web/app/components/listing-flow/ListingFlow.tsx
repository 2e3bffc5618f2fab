import { useEffect, useRef } from 'react';
import { Form, useNavigation, useRouteLoaderData } from 'react-router';
import { STEP_FIELDS, stepOfField } from '@aangan/contracts';
import { useI18n, type MessageKey } from '../../i18n';
import { LISTING_DEFAULTS, valuesOf } from '../../lib/listing-form';
import { LISTING_STEPS, STEP_TITLE, stepIndex, type ListingStep } from '../../lib/listing-flow';
import type { FlowActionData, FlowData } from '../../lib/listing-flow.server';
import { useSession, type RootData } from '../../lib/session';
import { PhotoManager } from './PhotoManager';
import { ReviewStep } from './ReviewStep';
import { FORM_ID, StepFields } from './StepFields';
import { TourEditor } from './TourEditor';

/**
 * The steps as a list: where the owner is (aria-current), what is before and after. Once a draft
 * is saved every step can be opened from here; each is a button of the step's form, so what was
 * typed on this step is checked and saved on the way.
 */
function FlowProgress({ step, open }: { step: ListingStep; open: boolean }) {
  const { t } = useI18n();
  const at = stepIndex(step);
  return (
    <nav className="flow-progress" aria-labelledby="flow-progress-h">
      <p id="flow-progress-h" className="flow-count">
        {t('flow.stepOf', { n: at + 1, total: LISTING_STEPS.length })}
      </p>
      <ol>
        {LISTING_STEPS.map((s, i) => {
          const label = (
            <>
              <span className="flow-dot" aria-hidden="true">
                {i < at ? '✓' : i + 1}
              </span>
              <span className="flow-label">{t(STEP_TITLE[s])}</span>
            </>
          );
          const state = i < at ? 'is-done' : i === at ? 'is-current' : 'is-next';
          return (
            <li key={s} className={state} aria-current={i === at ? 'step' : undefined}>
              {i !== at && open ? (
                <button type="submit" form={FORM_ID} name="go" value={s} className="flow-step">
                  {label}
                  <span className="sr-only">{i < at ? t('flow.done') : ''}</span>
                </button>
              ) : (
                <span className="flow-step">
                  {label}
                  <span className="sr-only">{i === at ? t('flow.current') : ''}</span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** Messages of this step's refusal, linked to their fields (and, on the review, to the steps that ask them). */
function ErrorSummary({
  errors,
  step,
  focusKey,
}: {
  errors: Record<string, string>;
  step: ListingStep;
  focusKey: unknown;
}) {
  const { t, tm } = useI18n();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (Object.keys(errors).length) box.current?.focus();
  }, [focusKey, errors]);
  const entries = Object.entries(errors);
  if (!entries.length) return null;
  return (
    <div ref={box} className="error-summary" role="alert" tabIndex={-1} aria-labelledby="error-summary-h">
      <p id="error-summary-h">
        <strong>{t(step === 'review' ? 'flow.stillNeeded' : 'flow.fixThese')}</strong>
      </p>
      <ul>
        {entries.map(([field, message]) => {
          const where = stepOfField(field);
          return (
            <li key={field}>
              {where && where !== step ? (
                <button type="submit" form={FORM_ID} name="go" value={where} className="link-button">
                  {tm(message)} ({t(STEP_TITLE[where])})
                </button>
              ) : (
                <a href={`#f-${field}`}>{tm(message)}</a>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The add-listing flow: six steps, one form each, saved on the server as the owner goes. */
export function ListingFlow({ data, result }: { data: FlowData; result: FlowActionData | undefined }) {
  const { t, tm } = useI18n();
  const { csrf } = useSession();
  const flash = (useRouteLoaderData('root') as RootData | undefined)?.flash;
  const nav = useNavigation();
  const { step, ref, listing } = data;
  const at = stepIndex(step);
  const own = result && result.step === step ? result : undefined;
  const values = own?.values ?? (listing ? valuesOf(listing) : LISTING_DEFAULTS);
  const errors = step === 'review' ? { ...data.missing, ...(own?.errors ?? {}) } : (own?.errors ?? {});
  const sending = nav.state === 'submitting' && nav.formData?.get('intent') !== 'photos-upload';
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  // A new step is announced from its heading (the page itself does not reload with script).
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const hidden: Record<string, string> = {
    step,
    csrf: csrf ?? '',
    ...(ref && 'listing' in ref ? { listing: String(ref.listing) } : ref ? { draft: ref.draft } : {}),
  };
  const hiddenInputs = Object.entries(hidden).map(([k, v]) => <input key={k} type="hidden" name={k} value={v} />);
  const next = LISTING_STEPS[at + 1];
  // Whose photos the media step edits; also the photo editor's key, so that another listing starts afresh.
  const images = ref && 'listing' in ref ? `listing-${ref.listing}` : ref ? `draft-${ref.draft}` : null;

  return (
    <div className="listing-flow">
      <FlowProgress step={step} open={ref !== null} />
      <h2 ref={heading} tabIndex={-1} className="flow-heading">
        {t(STEP_TITLE[step])}
      </h2>
      <p className="muted">{t(`flow.lead.${step}` as MessageKey)}</p>
      {/* What a plain photo form did (without script; with it, photos go up from the page itself). */}
      {step === 'media' && flash ? (
        <p className={flash.kind === 'error' ? 'field-error' : 'notice'} role="status">
          {tm(flash.message)}
        </p>
      ) : null}
      {own?.sendFailed ? (
        <p className="field-error" role="alert" data-testid="send-failed">
          {t('flow.sendFailed')}
        </p>
      ) : null}
      {own?.message ? (
        <p className="field-error" role="alert">
          {tm(own.message)}
        </p>
      ) : null}
      <ErrorSummary errors={errors} step={step} focusKey={result} />

      {step === 'media' && ref && images ? (
        <div className="panel flow-media">
          <PhotoManager key={images} owner={ref} initial={data.images} hidden={hidden} />
          {ref && 'listing' in ref ? (
            <TourEditor key={`tour-${ref.listing}`} listingId={ref.listing} initial={data.tour} />
          ) : (
            <section className="tour-editor" aria-labelledby="tour-h">
              <h3 id="tour-h">{t('tourEdit.title')}</h3>
              <p className="muted">{t('flow.tourAfterSignIn')}</p>
            </section>
          )}
        </div>
      ) : null}

      {step === 'review' && listing ? <ReviewStep data={data} listing={listing} hidden={hiddenInputs} /> : null}

      <Form
        id={FORM_ID}
        key={`${step}-${images ?? 'new'}`}
        method="post"
        replace
        noValidate
        className={`panel listing-form${STEP_FIELDS[step].length ? '' : ' flow-nav-only'}`}
        data-testid="listing-form"
        aria-labelledby={STEP_FIELDS[step].length ? 'flow-form-h' : undefined}
      >
        {STEP_FIELDS[step].length ? (
          <p id="flow-form-h" className="sr-only">
            {t(STEP_TITLE[step])}
          </p>
        ) : null}
        {hiddenInputs}
        <input type="hidden" name="intent" value="step" />
        {step === 'basics' || step === 'location' || step === 'price' ? (
          <p className="field-hint flow-required">{t('flow.requiredNote')}</p>
        ) : null}
        <StepFields step={step} values={values} errors={errors} user={data.user} />
        <div className="flow-nav">
          {/* Next comes first, so Enter in a box moves on; it shows on the right. */}
          {next ? (
            <button type="submit" name="go" value="next" className="btn btn-primary" disabled={sending}>
              {sending ? t('form.saving') : t('flow.next', { name: t(STEP_TITLE[next]) })}
            </button>
          ) : null}
          {at > 0 ? (
            <button type="submit" name="go" value="back" className="btn btn-ghost" disabled={sending}>
              {t('flow.back')}
            </button>
          ) : null}
        </div>
      </Form>
    </div>
  );
}
