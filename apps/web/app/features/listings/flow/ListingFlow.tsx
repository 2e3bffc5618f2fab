import { useEffect, useMemo, useRef, type FormEventHandler, type ReactNode } from 'react';
import { Form, useNavigation, useRouteLoaderData } from 'react-router';
import { STEP_FIELDS, stepOfField } from '@aangan/contracts';
import { useI18n, type MessageKey } from '../../../shared/i18n';
import { firstError, useSchemaForm } from '../../../shared/form';
import { savedValues, stepFormSchema, type ListingFormValues } from './listing-form';
import { LISTING_STEPS, STEP_TITLE, stepIndex, type FlowRef, type ListingStep } from './listing-flow';
import type { FlowActionData, FlowData } from './listing-flow.server';
import { useSession, type RootData } from '../../../shared/session';
import { PhotoManager } from './PhotoManager';
import { ReviewStep } from './ReviewStep';
import { FORM_ID, StepFields } from './StepFields';
import { TourEditor } from './TourEditor';
import '../listings.css';

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
  const entries = Object.entries(errors);
  // Focused when a send comes back refused (the box is there only then), not as the owner
  // corrects the fields it names.
  useEffect(() => {
    box.current?.focus();
  }, [focusKey]);
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
  const { t } = useI18n();
  const { step, ref } = data;
  const heading = useStepHeading(step);
  // Whose photos the media step edits; also in the step's key, so that another listing starts afresh.
  const images = ref && 'listing' in ref ? `listing-${ref.listing}` : ref ? `draft-${ref.draft}` : null;
  return (
    <div className="listing-flow">
      <FlowProgress step={step} open={ref !== null} />
      <h2 ref={heading} tabIndex={-1} className="flow-heading">
        {t(STEP_TITLE[step])}
      </h2>
      <p className="muted">{t(`flow.lead.${step}` as MessageKey)}</p>
      {step === 'media' ? <PhotoFlash /> : null}
      <FlowStep
        key={`${step}-${images ?? 'new'}`}
        data={data}
        own={result && result.step === step ? result : undefined}
        focusKey={result}
        photosOf={images}
      />
    </div>
  );
}

/** A new step is announced from its heading (the page itself does not reload with script). */
function useStepHeading(step: ListingStep) {
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);
  return heading;
}

/** What a plain photo form did (without script; with it, photos go up from the page itself). */
function PhotoFlash() {
  const { tm } = useI18n();
  const flash = (useRouteLoaderData('root') as RootData | undefined)?.flash;
  if (!flash) return null;
  return (
    <p className={flash.kind === 'error' ? 'field-error' : 'notice'} role="status">
      {tm(flash.message)}
    </p>
  );
}

/** The fields every post of the flow carries: the step, the CSRF token and which draft it is. */
function useHiddenFields(step: ListingStep, ref: FlowRef): Record<string, string> {
  const { csrf } = useSession();
  return {
    step,
    csrf: csrf ?? '',
    ...(ref && 'listing' in ref ? { listing: String(ref.listing) } : ref ? { draft: ref.draft } : {}),
  };
}

/**
 * The step's form, checked with the step's schema (the API's rules) as the owner types and again
 * by the action; `own` is the action's answer to this step (its reply, or what the review still
 * needs), `focusKey` changes with each answer.
 */
function FlowStep({
  data,
  own,
  focusKey,
  photosOf,
}: {
  data: FlowData;
  own: FlowActionData | undefined;
  focusKey: unknown;
  photosOf: string | null;
}) {
  const { step, ref, listing } = data;
  const values = own?.values ?? savedValues(listing);
  const schema = useMemo(() => stepFormSchema(step, listing), [step, listing]);
  const [form, fields] = useSchemaForm(schema as never, own?.result, { id: FORM_ID, defaultValue: values });
  // The step's schema is built per listing, so its fields are looked up by name.
  const byName = fields as unknown as Record<string, { errors?: string[] } | undefined>;
  const errorOf = (name: string) => firstError(byName[name]?.errors);
  const errors = Object.fromEntries(
    STEP_FIELDS[step].flatMap((name) => (errorOf(name) ? [[name, errorOf(name)!]] : [])),
  );
  // The summary names what the last send was refused for, as long as it still is.
  const refused = Object.keys(own?.result?.error ?? {}).flatMap((name) =>
    errorOf(name) ? [[name, errorOf(name)!]] : [],
  );
  const summary = step === 'review' ? { ...data.missing, ...(own?.errors ?? {}) } : Object.fromEntries(refused);
  const hidden = useHiddenFields(step, ref);
  return (
    <>
      <StepMessages own={own} />
      <ErrorSummary errors={summary} step={step} focusKey={focusKey} />
      {step === 'media' && ref && photosOf ? (
        <MediaPanel data={data} owner={ref} photosOf={photosOf} hidden={hidden} />
      ) : null}
      {step === 'review' && listing ? (
        <ReviewStep data={data} listing={listing} hidden={<HiddenInputs fields={hidden} />} />
      ) : null}
      <StepForm step={step} hidden={hidden} onSubmit={form.onSubmit}>
        <StepFields step={step} values={values as ListingFormValues} errors={errors} user={data.user} />
      </StepForm>
    </>
  );
}

const HiddenInputs = ({ fields }: { fields: Record<string, string> }) =>
  Object.entries(fields).map(([k, v]) => <input key={k} type="hidden" name={k} value={v} />);

/** A send that could not go (no connection), or the server's own message. */
function StepMessages({ own }: { own: FlowActionData | undefined }) {
  const { t, tm } = useI18n();
  return (
    <>
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
    </>
  );
}

/** The media step: the photos, and the 360° tour (which a visitor's draft gets after signing in). */
function MediaPanel({
  data,
  owner,
  photosOf,
  hidden,
}: {
  data: FlowData;
  owner: NonNullable<FlowRef>;
  photosOf: string;
  hidden: Record<string, string>;
}) {
  const { t } = useI18n();
  return (
    <div className="panel flow-media">
      <PhotoManager key={photosOf} owner={owner} initial={data.images} hidden={hidden} />
      {'listing' in owner ? (
        <TourEditor key={`tour-${owner.listing}`} listingId={owner.listing} initial={data.tour} />
      ) : (
        <section className="tour-editor" aria-labelledby="tour-h">
          <h3 id="tour-h">{t('tourEdit.title')}</h3>
          <p className="muted">{t('flow.tourAfterSignIn')}</p>
        </section>
      )}
    </div>
  );
}

/** The step's form: its fields, the hidden fields of the flow, and Next and Back. */
function StepForm({
  step,
  hidden,
  onSubmit,
  children,
}: {
  step: ListingStep;
  hidden: Record<string, string>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const asks = STEP_FIELDS[step].length > 0;
  return (
    <Form
      id={FORM_ID}
      onSubmit={onSubmit}
      method="post"
      replace
      noValidate
      className={`panel listing-form${asks ? '' : ' flow-nav-only'}`}
      data-testid="listing-form"
      aria-labelledby={asks ? 'flow-form-h' : undefined}
    >
      {asks ? (
        <p id="flow-form-h" className="sr-only">
          {t(STEP_TITLE[step])}
        </p>
      ) : null}
      <HiddenInputs fields={hidden} />
      <input type="hidden" name="intent" value="step" />
      {step === 'basics' || step === 'location' || step === 'price' ? (
        <p className="field-hint flow-required">{t('flow.requiredNote')}</p>
      ) : null}
      {children}
      <FlowNav step={step} />
    </Form>
  );
}

/** Next comes first, so Enter in a box moves on; it shows on the right. */
function FlowNav({ step }: { step: ListingStep }) {
  const { t } = useI18n();
  const nav = useNavigation();
  const sending = nav.state === 'submitting' && nav.formData?.get('intent') !== 'photos-upload';
  const at = stepIndex(step);
  const next = LISTING_STEPS[at + 1];
  return (
    <div className="flow-nav">
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
  );
}
