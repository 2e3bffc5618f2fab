import { useState } from 'react';
import { useI18n } from '../../i18n';
import { newsletterError, useFormSender } from '../../lib/form-client';
import { keepFieldFocus } from '../Field';

// The form is idle, then submitting (button disabled), then succeeded (the form gives way to 'Thanks for
// joining!') or failed (errors under the field). Without scripts the form posts to the forms API,
// which sends the browser on to /?subscribed=1.
export function NewsletterBlock({ subscribed = false }: { subscribed?: boolean }) {
  const { t, tm } = useI18n();
  const [email, setEmail] = useState('');
  const { state, send, fields, formError } = useFormSender('newsletter');
  const error =
    state === 'failed' ? newsletterError({ ok: false, fields, form: formError }, tm, t('contact.email')) : '';
  return (
    <section className="newsletter-block" aria-labelledby="newsletter-title">
      <div className="container">
        <h2 id="newsletter-title">{t('home.newsletter.title')}</h2>
        <p>{t('home.newsletter.text')}</p>
        {state === 'succeeded' || subscribed ? (
          <p role="status" className="newsletter-thanks">
            {t('home.newsletter.thanks')}
          </p>
        ) : (
          <form
            method="post"
            action="/api/v1/f/newsletter"
            className="newsletter-form"
            onSubmit={(e) => {
              e.preventDefault();
              void send({ email });
            }}
          >
            <label htmlFor="home-newsletter" className="sr-only">
              {t('footer.newsletterPlaceholder')}
            </label>
            <input
              id="home-newsletter"
              type="email"
              name="email"
              required
              value={email}
              placeholder={t('footer.newsletterPlaceholder')}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'home-newsletter-err' : undefined}
              onChange={(e) => setEmail(e.target.value)}
            />
            <button
              type="submit"
              className="btn btn-accent"
              disabled={state === 'submitting'}
              onMouseDown={keepFieldFocus}
            >
              {state === 'submitting' ? t('post.sending') : t('footer.subscribe')}
            </button>
            {error ? (
              <p id="home-newsletter-err" role="alert" className="field-error">
                {error}
              </p>
            ) : null}
          </form>
        )}
      </div>
    </section>
  );
}
