import { newsletterFormSchema } from '@aangan/contracts';
import { useI18n } from '../../i18n';
import { firstError, useSchemaForm } from '../../lib/form';
import { useCheckedSender, withFieldName } from '../../lib/form-client';
import { keepFieldFocus } from '../Field';

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
  const { t, tm } = useI18n();
  const [form, fields] = useSchemaForm(newsletterFormSchema, lastResult, { id: 'home-newsletter-form' });
  const fieldError = firstError(fields.email.errors);
  const formError = firstError(form.errors);
  const error = fieldError ? withFieldName(t('contact.email'), tm(fieldError)) : formError ? tm(formError) : '';
  return (
    <form
      id={form.id}
      method="post"
      action="/api/v1/f/newsletter"
      className="newsletter-form"
      noValidate
      onSubmit={onSubmit(form.onSubmit)}
    >
      <label htmlFor="home-newsletter" className="sr-only">
        {t('footer.newsletterPlaceholder')}
      </label>
      <input
        key={fields.email.key}
        id="home-newsletter"
        type="email"
        name="email"
        required
        defaultValue={fields.email.initialValue as string | undefined}
        placeholder={t('footer.newsletterPlaceholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'home-newsletter-err' : undefined}
      />
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
