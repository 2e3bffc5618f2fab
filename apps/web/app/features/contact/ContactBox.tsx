import { type ReactNode, useId } from 'react';
import { Form, Link, useActionData, useLocation, useNavigation } from 'react-router';
import {
  ENQUIRY_MESSAGE_MAX,
  ENQUIRY_MESSAGE_MIN,
  ENQUIRY_WANTS,
  REPORT_REASONS,
  enquiryCreateSchema,
  reportCreateSchema,
  type EnquiryWant,
  formatPhone,
  formatRupees,
  readErrorToken,
  type Property,
} from '@aangan/contracts';
import { useI18n, type MessageKey } from '../../shared/i18n';
import { firstError, useSchemaForm } from '../../shared/form';
import { useSession } from '../../shared/session';
import { paths } from '../../shared/paths';
import type { ContactActionData, ContactIntent } from './contact';
import { useResultToast, useSuccessRound } from '../../shared/ui/useResultToast';
import { ShareButton } from '../../shared/ui/ShareButton';
import { StickyBar } from '../../shared/ui/StickyBar';
import { priceUnitIn } from '../../shared/price';
import { FieldFrame } from '../../shared/ui/Field';
import './contact.css';

/** The page's last contact answer, for one form. */
function useContactResult(intent: ContactIntent): ContactActionData | undefined {
  const r = useActionData() as ContactActionData | { intent?: string } | undefined;
  return r && r.intent === intent ? (r as ContactActionData) : undefined;
}

function useBusy(intent: ContactIntent): boolean {
  const nav = useNavigation();
  return nav.state === 'submitting' && nav.formData?.get('intent') === intent;
}

/** Where signing in leads back to: this listing, at its contact box. */
export function useSignInHref(): string {
  const { href } = useI18n();
  const location = useLocation();
  return `${href('/login')}?next=${encodeURIComponent(`${location.pathname}${location.search}#contact`)}`;
}

/** Signed-out visitors are asked to log in first and come back here. */
function LoginFirst({ label }: { label: MessageKey }) {
  const { t, href } = useI18n();
  const location = useLocation();
  return (
    <Link className="btn btn-primary btn-block" to={`${href('/login')}?next=${encodeURIComponent(location.pathname)}`}>
      {t(label)}
    </Link>
  );
}

/**
 * After a refusal because the account's number was never proved (an account made before codes,
 * decision 042; reveals, enquiries and reports alike): the way to the account's mobile-number
 * panel, which proves it with a code.
 */
function ProveNumber({ message }: { message: string }) {
  const { t, href } = useI18n();
  if (readErrorToken(message)?.code !== 'PHONE_NOT_VERIFIED') return null;
  return <Link to={href(`${paths.account}?tab=profile#mobile-number`)}>{t('contact.verifyNumber')}</Link>;
}

/** "Show phone number": the number appears only after this explicit, recorded action. */
export function RevealNumber() {
  const { t, tm } = useI18n();
  const { user, csrf } = useSession();
  const result = useContactResult('reveal');
  const busy = useBusy('reveal');
  if (!user) return <LoginFirst label="contact.loginToContact" />;
  if (result?.ok && result.phone) {
    return (
      <p className="revealed-number" data-testid="revealed-number">
        {t('contact.numberIs')} <a href={`tel:${result.phone}`}>{formatPhone(result.phone)}</a>
      </p>
    );
  }
  return (
    <>
      <Form method="post" replace preventScrollReset>
        <input type="hidden" name="csrf" value={csrf ?? ''} />
        <button type="submit" name="intent" value="reveal" className="btn btn-ghost btn-block" disabled={busy}>
          {t('contact.reveal')}
        </button>
      </Form>
      {result && !result.ok ? (
        <p className="field-error" role="alert" data-testid="reveal-refused">
          {tm(result.message)} {result.capped ? <a href="#enquiry-form">{t('contact.enquireInstead')}</a> : null}
          <ProveNumber message={result.message} />
        </p>
      ) : (
        <p className="muted small">{t('contact.revealNote')}</p>
      )}
    </>
  );
}

/** What the enquiry is about: one of the wants, `start` chosen at first. */
function WantChoice({ start, error }: { start: string; error?: string }) {
  const { t, tm } = useI18n();
  return (
    <fieldset>
      <legend>{t('enquiry.want')}</legend>
      <div className="choice-row">
        {ENQUIRY_WANTS.map((w) => (
          <label key={w} className="choice">
            <input type="radio" name="want" value={w} required defaultChecked={start === w} />{' '}
            {t(`enquiry.want.${w}` as MessageKey)}
          </label>
        ))}
      </div>
      {error ? <p className="field-error">{tm(error)}</p> : null}
    </fieldset>
  );
}

/** After a send: a link to the new conversation, or why the send was refused. */
function EnquiryOutcome({ result }: { result: ContactActionData | undefined }) {
  const { t, tm, href } = useI18n();
  if (result?.ok && result.threadId)
    return (
      <p role="status" className="notice" data-testid="enquiry-sent">
        {t('enquiry.sent')}{' '}
        <Link to={href(`${paths.account}?tab=enquiries&thread=${result.threadId}`)}>{t('enquiry.seeThread')}</Link>
      </p>
    );
  if (result && !result.ok && result.message)
    return (
      <p className="field-error" role="alert">
        {tm(result.message)} <ProveNumber message={result.message} />
      </p>
    );
  return null;
}

/**
 * An enquiry to the one advertiser; what was typed stays when a send is refused. `want` is what
 * the form starts on (a project's "Book a site visit" opens it on a visit, with a first message).
 */
export function EnquiryForm({
  heading = 'enquiry.title',
  want = 'availability',
  message,
}: {
  heading?: MessageKey;
  want?: EnquiryWant;
  /** The message it starts with (a short stay's dates), instead of the want's own. */
  message?: string;
}) {
  const { t } = useI18n();
  const { user } = useSession();
  const result = useContactResult('enquiry');
  const id = useId();
  useResultToast(result, 'enquiry');
  // A sent enquiry starts the form afresh (a new key): no earlier refusal's message survives it.
  const round = useSuccessRound(result);
  return (
    <section className="enquiry-box" aria-labelledby={`${id}-h`} id="enquiry-form">
      <h2 id={`${id}-h`}>{t(heading)}</h2>
      {!user ? (
        <LoginFirst label="enquiry.loginToSend" />
      ) : (
        <EnquiryFields
          key={`${want}-${message ?? ''}-${round}`}
          id={id}
          want={want}
          message={message}
          result={result}
        />
      )}
    </section>
  );
}

function EnquiryFields({
  id,
  want,
  message,
  result,
}: {
  id: string;
  want: EnquiryWant;
  message: string | undefined;
  result: ContactActionData | undefined;
}) {
  const { t } = useI18n();
  const { csrf } = useSession();
  const busy = useBusy('enquiry');
  const v = result && !result.ok ? result.values : undefined;
  const [checked, fields] = useSchemaForm(enquiryCreateSchema, result && !result.ok ? result.result : undefined);
  const err = {
    want: firstError(fields.want.errors) ?? (result && !result.ok ? result.errors.want : undefined),
    message: firstError(fields.message.errors) ?? (result && !result.ok ? result.errors.message : undefined),
  };
  return (
    <Form
      id={checked.id}
      onSubmit={checked.onSubmit}
      noValidate
      method="post"
      replace
      preventScrollReset
      className="stack"
      data-testid="enquiry-form"
    >
      <input type="hidden" name="csrf" value={csrf ?? ''} />
      <WantChoice start={v?.want ?? want} error={err.want} />
      <MessageField
        id={id}
        start={v?.message ?? message ?? (want === 'visit' ? t('enquiry.visitMessage') : '')}
        error={err.message}
      />
      <SharePhoneField id={id} start={v?.share_phone ?? false} />
      <button type="submit" name="intent" value="enquiry" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? t('enquiry.sending') : t('enquiry.send')}
      </button>
      <EnquiryOutcome result={result} />
    </Form>
  );
}

/** The enquiry's message, with its length hint and its error. */
function MessageField({ id, start, error }: { id: string; start: string; error: string | undefined }) {
  const { t } = useI18n();
  return (
    <FieldFrame
      label={t('enquiry.message')}
      name="message"
      id={`${id}-msg`}
      error={error}
      hint={t('enquiry.messageHint', { min: ENQUIRY_MESSAGE_MIN, max: ENQUIRY_MESSAGE_MAX })}
      boxed={false}
      control={(p) => (
        <textarea
          {...p}
          rows={4}
          required
          minLength={ENQUIRY_MESSAGE_MIN}
          maxLength={ENQUIRY_MESSAGE_MAX}
          defaultValue={start}
        />
      )}
    />
  );
}

/** Whether the advertiser may see the sender's phone number. */
function SharePhoneField({ id, start }: { id: string; start: boolean }) {
  const { t } = useI18n();
  return (
    <>
      <label className="choice">
        <input type="checkbox" name="share_phone" defaultChecked={start} aria-describedby={`${id}-share-hint`} />{' '}
        {t('enquiry.sharePhone')}
      </label>
      <p id={`${id}-share-hint`} className="muted small">
        {t('enquiry.sharePhoneHint')}
      </p>
    </>
  );
}

/** "Report this listing", folded away until asked for. */
export function ReportForm() {
  const { t, tm } = useI18n();
  const { user, csrf } = useSession();
  const result = useContactResult('report');
  const busy = useBusy('report');
  const id = useId();
  const [checked, fields] = useSchemaForm(reportCreateSchema, result && !result.ok ? result.result : undefined);
  useResultToast(result, 'report');
  if (!user) return null;
  if (result?.ok)
    return (
      <p role="status" className="muted small" data-testid="report-sent">
        {t('report.thanks')}
      </p>
    );
  const v = result?.values;
  const err = {
    reason: firstError(fields.reason.errors) ?? (result && !result.ok ? result.errors.reason : undefined),
    details: firstError(fields.details.errors) ?? (result && !result.ok ? result.errors.details : undefined),
  };
  return (
    <details className="report-box" open={Boolean(result && !result.ok)}>
      <summary>{t('report.title')}</summary>
      <Form
        id={checked.id}
        onSubmit={checked.onSubmit}
        noValidate
        method="post"
        replace
        preventScrollReset
        className="stack"
        data-testid="report-form"
      >
        <input type="hidden" name="csrf" value={csrf ?? ''} />
        <ReasonField start={v?.reason} error={err.reason} />
        <DetailsField id={id} start={v?.details ?? ''} error={err.details} />
        <button type="submit" name="intent" value="report" className="btn btn-ghost btn-block" disabled={busy}>
          {t('report.send')}
        </button>
        {result && !result.ok && result.message ? (
          <p className="field-error" role="alert" data-testid="report-refused">
            {tm(result.message)} <ProveNumber message={result.message} />
          </p>
        ) : null}
      </Form>
    </details>
  );
}

/** Why the listing is reported: one of the fixed reasons. */
function ReasonField({ start, error }: { start: string | undefined; error: string | undefined }) {
  const { t, tm } = useI18n();
  return (
    <fieldset>
      <legend>{t('report.reason')}</legend>
      {REPORT_REASONS.map((r) => (
        <label key={r} className="choice">
          <input type="radio" name="reason" value={r} required defaultChecked={start === r} />{' '}
          {t(`report.reason.${r}` as MessageKey)}
        </label>
      ))}
      {error ? <p className="field-error">{tm(error)}</p> : null}
    </fieldset>
  );
}

function DetailsField({ id, start, error }: { id: string; start: string; error: string | undefined }) {
  const { t } = useI18n();
  return (
    <FieldFrame
      label={t('report.details')}
      name="details"
      id={`${id}-details`}
      error={error}
      boxed={false}
      control={(p) => <textarea {...p} rows={3} maxLength={1000} defaultValue={start} />}
    />
  );
}

/**
 * On a phone the listing's main actions stay at the bottom of the screen: its price, like and
 * share, and its contact actions as the side box has them (decision 045): one to sign in for a
 * signed-out visitor; an enquiry first for a seeker, then the number (revealed on request) and a
 * visit where one fits (not a short stay). The page keeps room below its content for the bar
 * (StickyBar), so it never covers what it needs to show. Wider screens have the side box.
 */
/** The listing's sticky contact bar; `like` is the listing page's like button (likes are the listings feature's). */
export function ContactBar({ p, like }: { p: Property; like: ReactNode }) {
  const { t } = useI18n();
  const { user } = useSession();
  const signIn = useSignInHref();
  const price = formatRupees(p.price);
  return (
    <StickyBar label={t('contact.bar')} testId="contact-bar">
      <div className="contact-bar-top">
        <p className="contact-bar-price">
          {price ? (
            <>
              {price}
              <small>{priceUnitIn(t, p)}</small>
            </>
          ) : (
            t('card.priceOnRequest')
          )}
        </p>
        <div className="contact-bar-icons">
          {like}
          <ShareButton title={p.title} compact />
        </div>
      </div>
      <div className="contact-bar-actions">
        {user ? (
          <SeekerBar shortStay={p.purpose === 'short_stay'} />
        ) : (
          <Link className="btn btn-primary" to={signIn}>
            {t('contact.barSignIn')}
          </Link>
        )}
      </div>
    </StickyBar>
  );
}

/** A signed-in seeker's bar: the enquiry, the number, and a visit where one fits. */
function SeekerBar({ shortStay }: { shortStay: boolean }) {
  const { t } = useI18n();
  const { csrf } = useSession();
  const revealed = useContactResult('reveal');
  const busy = useBusy('reveal');
  return (
    <>
      <a className="btn btn-primary" href="#enquiry-form">
        {t(shortStay ? 'contact.barAskDates' : 'contact.barEnquire')}
      </a>
      {revealed?.ok && revealed.phone ? (
        <a className="btn btn-ghost" href={`tel:${revealed.phone}`}>
          {t('contact.barCall')}
        </a>
      ) : (
        <Form method="post" replace preventScrollReset>
          <input type="hidden" name="csrf" value={csrf ?? ''} />
          <button type="submit" name="intent" value="reveal" className="btn btn-ghost" disabled={busy}>
            {t('contact.barNumber')}
          </button>
        </Form>
      )}
      {shortStay ? null : (
        <a className="btn btn-ghost" href="#visit-form">
          {t('contact.barVisit')}
        </a>
      )}
    </>
  );
}

/**
 * "Still available?": one tap asks the advertiser a ready-made question; the answer comes to the
 * bell. Signed-in seekers only (the page shows it to them).
 */
export function StillAvailable() {
  const { t, tm } = useI18n();
  const { csrf } = useSession();
  const result = useContactResult('still-available');
  const busy = useBusy('still-available');
  if (result?.ok)
    return (
      <p role="status" className="still-available-done" data-testid="still-available-done">
        {result.message}
      </p>
    );
  return (
    <Form method="post" replace preventScrollReset className="still-available">
      <input type="hidden" name="csrf" value={csrf ?? ''} />
      <button type="submit" name="intent" value="still-available" className="btn btn-ghost" disabled={busy}>
        {t('stillAvailable.ask')}
      </button>
      {result && !result.ok && result.message ? (
        <p className="field-error" role="alert">
          {tm(result.message)} <ProveNumber message={result.message} />
        </p>
      ) : null}
    </Form>
  );
}
