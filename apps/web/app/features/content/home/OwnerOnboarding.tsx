import { Link } from 'react-router';
import { ownerOnboardingFormSchema } from '@aangan/contracts';
import { useI18n, type MessageKey } from '../../../shared/i18n';
import { firstError, useSchemaForm } from '../../../shared/form';
import { useCheckedSender } from '../../../shared/form-client';
import { paths } from '../../../shared/paths';
import { FormError } from '../ContactForm';
import { Field, FieldFrame, keepFieldFocus, MOBILE_INPUT, Honeypot } from '../../../shared/ui/Field';
import '../content.css';

// The home page's owner onboarding form: full name, a phone number to call back on, e-mail,
// property address and the terms are required, notes optional, a hidden source. It is checked
// with the forms API's schema (a field when it is left, all of them on sending) and stored
// through the forms API for the team to call back. Without scripts it posts to the forms API.
const FORM_ID = 'owner-onboarding';
type TextField = 'full_name' | 'phone' | 'email' | 'address';

export function OwnerOnboarding({ source, done = false }: { source: string; done?: boolean }) {
  const { t } = useI18n();
  const { state, lastResult, onSubmit } = useCheckedSender(FORM_ID);
  const [form, fields] = useSchemaForm(ownerOnboardingFormSchema, lastResult, { id: 'onboard' });
  if (state === 'succeeded' || done) return <OnboardingThanks />;
  const field = (k: TextField, extra: Record<string, unknown> = {}) => (
    <Field
      key={fields[k].key}
      id={`onboard-${k}`}
      label={t(`home.onboard.${k}` as MessageKey)}
      name={k}
      defaultValue={fields[k].initialValue as string | undefined}
      error={firstError(fields[k].errors)}
      {...extra}
    />
  );
  return (
    <form
      id={form.id}
      method="post"
      action={`/api/v1/f/${FORM_ID}`}
      noValidate
      className="panel onboard-form"
      data-testid="onboarding-form"
      onSubmit={onSubmit(form.onSubmit)}
    >
      <Honeypot />
      <input type="hidden" name="source" value={source} />
      <FormError error={firstError(form.errors)} />
      {field('full_name', { autoComplete: 'name' })}
      {field('phone', MOBILE_INPUT)}
      {field('email', { type: 'email', autoComplete: 'email' })}
      {field('address', { autoComplete: 'address-line1' })}
      <FieldFrame
        id="onboard-message"
        label={t('home.onboard.message')}
        name="message"
        boxed={false}
        control={(tie) => (
          <textarea
            {...tie}
            key={fields.message.key}
            rows={3}
            defaultValue={fields.message.initialValue as string | undefined}
          />
        )}
      />
      <Terms
        key={fields.terms_agreement.key}
        error={firstError(fields.terms_agreement.errors)}
        checked={fields.terms_agreement.initialValue === 'true'}
      />
      <button type="submit" className="btn btn-primary" disabled={state === 'submitting'} onMouseDown={keepFieldFocus}>
        {state === 'submitting' ? t('post.sending') : t('home.onboard.send')}
      </button>
    </form>
  );
}

function OnboardingThanks() {
  const { t } = useI18n();
  return (
    <div className="panel" role="status" data-testid="onboarding-thanks">
      <h3>{t('home.onboard.thanksTitle')}</h3>
      <p>{t('home.onboard.thanks')}</p>
    </div>
  );
}

/** The terms box, with its error tied to it. */
function Terms({ error, checked }: { error: string | undefined; checked: boolean }) {
  const { t, tm, href } = useI18n();
  return (
    <div className={`field check${error ? ' has-error' : ''}`}>
      <label>
        <input
          type="checkbox"
          defaultChecked={checked}
          name="terms_agreement"
          value="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'onboard-terms-err' : undefined}
        />{' '}
        {t('home.onboard.terms')} <Link to={href(paths.policy('terms-of-service'))}>{t('footer.link.terms')}</Link>
      </label>
      {error ? (
        <p id="onboard-terms-err" className="field-error">
          {tm(error)}
        </p>
      ) : null}
    </div>
  );
}
