import { Form, Link } from 'react-router';
import { formatPhone, formatRupees, type Property, type VisitSlots } from '@aangan/contracts';
import { useI18n } from '../../../shared/i18n';
import { useSession } from '../../../shared/session';
import { formatLongDate } from '../../../shared/time';
import type { StayDates } from './stay';
import { VisitForm } from '../../visits';
import { RevealNumber, useSignInHref } from '../../contact';
import '../listings.css';

/** What the listing page knows of the seeker's stay: chosen dates, dates that make no stay, or none. */
export type Stay = StayDates | 'bad' | null;

/**
 * The contact box of the side card, by who is looking (decision 045): the listing's own advertiser
 * sees their number and nothing to press; a signed-out visitor one action, to sign in (and come
 * back here); a signed-in seeker one primary action (an enquiry: about a visit, or about their
 * dates for a short stay) with the number and, where a visit fits, the visit slots as secondary ones.
 */
export function ListingActions({
  p,
  mine,
  slots,
  stay,
}: {
  p: Property & { owner_contact?: string | null };
  mine: boolean;
  slots: VisitSlots | null;
  stay: Stay;
}) {
  const { t } = useI18n();
  const { user } = useSession();
  const shortStay = p.purpose === 'short_stay';
  return (
    <>
      <section className="contact-box" aria-labelledby="contact-title" id="contact">
        <h2 id="contact-title">{t('contact.advertiserTitle')}</h2>
        {p.owner_name || p.builder_name ? (
          <p className="advertiser-name" data-typed="">
            {p.builder_name ?? p.owner_name}
          </p>
        ) : null}
        {mine ? (
          <OwnNumber phone={p.owner_contact ?? null} />
        ) : user ? (
          <SeekerActions stay={shortStay} />
        ) : (
          <SignIn stay={shortStay} />
        )}
      </section>
      {!mine && shortStay ? <StayChooser p={p} stay={stay} /> : null}
      {!mine && user && !shortStay ? <VisitForm slots={slots} /> : null}
    </>
  );
}

function OwnNumber({ phone }: { phone: string | null }) {
  return phone ? (
    <p>
      <a href={`tel:${phone}`}>{formatPhone(phone)}</a>
    </p>
  ) : null;
}

/** The one action a signed-out visitor is offered, saying what it opens. */
function SignIn({ stay }: { stay: boolean }) {
  const { t } = useI18n();
  return (
    <>
      <Link className="btn btn-primary btn-block" to={useSignInHref()} data-testid="sign-in-to-contact">
        {t('contact.signInToContact')}
      </Link>
      <p className="muted small">{t(stay ? 'contact.signInNoteStay' : 'contact.signInNote')}</p>
    </>
  );
}

/** A signed-in seeker: the enquiry first, the number (revealed on request, recorded) second. */
function SeekerActions({ stay }: { stay: boolean }) {
  const { t } = useI18n();
  return (
    <>
      <a className="btn btn-primary btn-block" href="#enquiry-form">
        {t(stay ? 'enquiry.stayTitle' : 'contact.enquireInstead')}
      </a>
      <RevealNumber />
    </>
  );
}

/**
 * A short stay's dates: chosen here (or carried from the search), they fill the enquiry's message
 * and show the nights' price. A plain GET form, so it works before the page's script has loaded.
 * Nothing here books: the host answers the enquiry.
 */
function StayChooser({ p, stay }: { p: Property; stay: Stay }) {
  const { t, locale } = useI18n();
  const dates = stay && stay !== 'bad' ? stay : null;
  const total = dates && p.price !== null ? formatRupees(p.price * dates.nights) : null;
  return (
    <section className="stay-dates" aria-labelledby="stay-h" id="stay-dates">
      <h2 id="stay-h">{t('stay.title')}</h2>
      <Form method="get" preventScrollReset className="stay-form">
        <div className="field-row">
          <label>
            {t('stay.checkIn')}
            <input type="date" name="check_in" defaultValue={dates?.check_in} required />
          </label>
          <label>
            {t('stay.checkOut')}
            <input type="date" name="check_out" defaultValue={dates?.check_out} required />
          </label>
        </div>
        <button type="submit" className="btn btn-ghost btn-block">
          {t('stay.use')}
        </button>
      </Form>
      {stay === 'bad' ? (
        <p className="field-error" role="alert">
          {t('stay.badDates')}
        </p>
      ) : null}
      {dates ? (
        <p data-testid="stay-nights">
          {formatLongDate(dates.check_in, locale)} – {formatLongDate(dates.check_out, locale)}:{' '}
          {t('stay.nights', { n: dates.nights })}
          {total ? ` · ${t('stay.total', { total })}` : ''}
        </p>
      ) : null}
      <p className="muted small">{t('stay.note')}</p>
    </section>
  );
}
