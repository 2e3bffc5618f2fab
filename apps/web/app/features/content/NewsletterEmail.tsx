import type { SubmissionResult } from '@conform-to/react';
import { newsletterFormSchema } from '@aangan/contracts';
import { useI18n } from '../../shared/i18n';
import { firstError, useSchemaForm } from '../../shared/form';
import { withFieldName } from '../../shared/form-client';

// What the footer's and the home page's newsletter forms share: the form checked with the forms
// API's schema, its one refusal worded 'Email …' in the page's language, and the e-mail box.

/** The newsletter form's state and its refusal as the page shows it (empty when there is none). */
export function useNewsletterForm(id: string, lastResult: SubmissionResult<string[]> | null) {
  const { t, tm } = useI18n();
  const [form, fields] = useSchemaForm(newsletterFormSchema, lastResult, { id });
  const fieldError = firstError(fields.email.errors);
  const formError = firstError(form.errors);
  const error = fieldError ? withFieldName(t('contact.email'), tm(fieldError)) : formError ? tm(formError) : '';
  return { form, fields, error };
}

/** The e-mail box with its hidden label, tied to the refusal shown under the form (`${id}-err`). */
export function NewsletterEmail({
  id,
  field,
  error,
}: {
  id: string;
  field: ReturnType<typeof useNewsletterForm>['fields']['email'];
  error: string;
}) {
  const { t } = useI18n();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t('footer.newsletterPlaceholder')}
      </label>
      <input
        key={field.key}
        id={id}
        type="email"
        name="email"
        required
        defaultValue={field.initialValue as string | undefined}
        placeholder={t('footer.newsletterPlaceholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
      />
    </>
  );
}
