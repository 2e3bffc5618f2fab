import { useI18n } from '../../../shared/i18n';
import { useCheckedSender } from '../../../shared/form-client';
import { NewsletterEmail, useNewsletterForm } from '../NewsletterEmail';
import { keepFieldFocus } from '../../../shared/ui/Field';
import '../content.css';

// The form is idle, then submitting (button disabled), then succeeded (the form gives way to 'Thanks for
// joining!') or failed (errors under the field). The address is checked with the forms API's own
// schema before it is sent. Without scripts the form posts to the forms API, which sends the
// browser on to /?subscribed=1.
export function NewsletterBlock({ subscribed = false }: { subscribed?: boolean }) {
  const { t } = useI18n();
  const { state, lastResult, onSubmit } = useCheckedSender('newsletter');
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
          <HomeNewsletterForm lastResult={lastResult} busy={state === 'submitting'} onSubmit={onSubmit} />
        )}
      </div>
    </section>
  );
}

type Sender = ReturnType<typeof useCheckedSender>;

function HomeNewsletterForm({
  lastResult,
  busy,
  onSubmit,
}: {
  lastResult: Sender['lastResult'];
  busy: boolean;
  onSubmit: Sender['onSubmit'];
}) {
  const { t } = useI18n();
  const { form, fields, error } = useNewsletterForm('home-newsletter-form', lastResult);
  return (
    <form
      id={form.id}
      method="post"
      action="/api/v1/f/newsletter"
      className="newsletter-form"
      noValidate
      onSubmit={onSubmit(form.onSubmit)}
    >
      <NewsletterEmail id="home-newsletter" field={fields.email} error={error} />
      <button type="submit" className="btn btn-accent" disabled={busy} onMouseDown={keepFieldFocus}>
        {busy ? t('post.sending') : t('footer.subscribe')}
      </button>
      {error ? (
        <p id="home-newsletter-err" role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
