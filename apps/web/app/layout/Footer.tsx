import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { RECONFIRM_DAYS, SITE } from '@aangan/contracts';
import { useI18n, type MessageKey } from '../shared/i18n';
import { paths } from '../shared/paths';
import { useCheckedSender } from '../shared/form-client';
import { NewsletterEmail, useNewsletterForm } from '../features/content';
import { SocialLinks } from '../shared/ui/SocialLinks';

const GROUPS: { title: MessageKey; links: [MessageKey, string][] }[] = [
  {
    title: 'footer.services',
    links: [
      ['footer.link.search', paths.properties],
      ['footer.link.tours', paths.properties],
      ['footer.link.post', paths.postProperty],
      ['footer.link.map', paths.map],
      ['footer.link.projects', paths.projects],
    ],
  },
  {
    title: 'footer.company',
    links: [
      ['footer.link.listings', paths.properties],
      ['footer.link.about', paths.about],
      ['footer.link.blog', paths.blog],
      ['footer.link.emi', paths.emi],
    ],
  },
  {
    title: 'footer.support',
    links: [
      ['footer.link.help', paths.faq],
      ['footer.link.contact', paths.contact],
      ['footer.link.terms', paths.policy('terms-of-service')],
      ['footer.link.privacy', paths.policy('privacy-policy')],
    ],
  },
];
const ACTIONS: [MessageKey, string][] = [
  ['footer.action.search', paths.properties],
  ['footer.action.list', paths.postProperty],
  ['footer.action.projects', paths.projects],
  ['footer.action.account', paths.account],
  ['footer.action.experts', paths.contact],
];
// Only what the product does: moderation before publishing, private numbers, reconfirmed
// availability, tours and visit booking. No booking payments exist, so nothing about them.
const BADGES: MessageKey[] = [
  'footer.badge.verified',
  'footer.badge.private',
  'footer.badge.confirmed',
  'footer.badge.tours',
];

export function Footer() {
  const { t, href } = useI18n();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <FooterAbout />
        {GROUPS.map((g) => (
          <nav key={g.title} aria-label={t(g.title)}>
            <h2>{t(g.title)}</h2>
            <ul>
              {g.links.map(([k, to]) => (
                <li key={k}>
                  <Link to={href(to)}>{t(k)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section>
          <h2>{t('footer.newsletter')}</h2>
          <FooterNewsletter />
          <h2>{t('footer.quickActions')}</h2>
          <ul className="quick-actions">
            {ACTIONS.map(([k, to]) => (
              <li key={k}>
                <Link to={href(to)}>{t(k)}</Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="container trust-badges">
        <ul>
          {BADGES.map((b) => (
            <li key={b}>✓ {t(b, { rent: RECONFIRM_DAYS.rent, sale: RECONFIRM_DAYS.sale })}</li>
          ))}
        </ul>
      </div>
      <div className="container footer-bottom">
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        <p className="muted">
          {t('footer.osm')} · {t('footer.demo')}
        </p>
        <a className="btn btn-ghost" href={`mailto:${SITE.email}?subject=Help`}>
          {t('footer.help')}
        </a>
      </div>
    </footer>
  );
}

/** Who we are and how to reach us: the address, e-mail, phone and our social profiles. */
function FooterAbout() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="footer-about">
      <h2 id="footer-about" className="footer-logo">
        {t('site.name')}
      </h2>
      <p>{t('footer.description')}</p>
      <ul className="footer-contact">
        <li>{t('footer.address')}</li>
        <li>
          <a href={`mailto:${SITE.email}`} translate="no">
            {SITE.email}
          </a>
        </li>
        <li>
          <a href={`tel:${SITE.phone.replace(/\s/g, '')}`}>{SITE.phone}</a>
        </li>
      </ul>
      <SocialLinks className="social" label="Social" />
    </section>
  );
}

// The footer newsletter: disabled while empty, checked with the forms API's own schema, then
// stored through the forms API (an address sent twice is kept once); a stored address empties the
// box and is confirmed for 3 s. A refusal reads 'Email …' in the page's language.
function FooterNewsletter() {
  const { t } = useI18n();
  // Each stored address starts a fresh form (a new key), so nothing of the last send stays.
  const [round, setRound] = useState(0);
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => setDone(false), 3000);
    return () => clearTimeout(timer);
  }, [done, round]);
  const stored = () => {
    setRound((r) => r + 1);
    setDone(true);
  };
  return (
    <FooterNewsletterForm key={round} onStored={stored}>
      {done ? (
        <p role="status" className="ok">
          {t('footer.subscribed')}
        </p>
      ) : null}
    </FooterNewsletterForm>
  );
}

function FooterNewsletterForm({ onStored, children }: { onStored: () => void; children: ReactNode }) {
  const { t } = useI18n();
  const { state, lastResult, onSubmit } = useCheckedSender('newsletter');
  const { form, fields, error } = useNewsletterForm('footer-newsletter-form', lastResult);
  return (
    <form
      id={form.id}
      className="newsletter"
      method="post"
      action="/api/v1/f/newsletter"
      noValidate
      onSubmit={onSubmit(form.onSubmit, (r) => (r.ok ? onStored() : undefined))}
    >
      <NewsletterEmail id="footer-newsletter" field={fields.email} error={error} />
      <button type="submit" className="btn btn-primary" disabled={!fields.email.value || state === 'submitting'}>
        {t('footer.subscribe')}
      </button>
      {children}
      {error ? (
        <p id="footer-newsletter-err" role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
