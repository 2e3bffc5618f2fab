import { useState, type ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { formatPhone, normaliseIndianMobile, type User } from '@aangan/contracts';
import { Field, keepFieldFocus, MOBILE_INPUT } from '../../shared/ui/Field';
import { CodeStep } from './CodeStep';
import { roleLabel } from './account-tabs';
import { phoneNumberFormSchema, profileEditSchema } from './account-forms';
import type { ApiData } from '../../shared/api-result';
import { useSession } from '../../shared/session';
import { formatLongDate } from '../../shared/time';
import { useI18n } from '../../shared/i18n';
import { AccountForm, useChecked } from '../../shared/ui/AccountForm';
import { useAccountResult } from '../../shared/ui/useActionToast';
import type { AccountActionData } from './account-actions.server';
import './accounts.css';

const fromUser = (u: User) => ({
  full_name: u.full_name,
  email: u.email ?? '',
  date_of_birth: u.date_of_birth ?? '',
  profile_image_url: u.profile_image_url ?? '',
});

export type ContactNumber = ApiData<'getMeContactNumbers'>['items'][number];

/** View mode, and an edit mode that Cancel resets and a successful save leaves. */
export function ProfileTab({ user, contactNumbers }: { user: User; contactNumbers: ContactNumber[] | null }) {
  const { t } = useI18n();
  const result = useAccountResult<AccountActionData>('profile');
  const [editing, setEditing] = useState(false);

  // A successful save leaves edit mode (adjusted while rendering, once per answer).
  const [seen, setSeen] = useState(result);
  if (result !== seen) {
    setSeen(result);
    if (result?.ok) setEditing(false);
  }

  return (
    <>
      {editing ? (
        <ProfileEdit user={user} onCancel={() => setEditing(false)} />
      ) : (
        <div className="panel profile-view">
          <p className="role-label">{t(roleLabel(user.role))}</p>
          <dl>
            <dt>{t('profile.fullName')}</dt>
            <dd>{user.full_name}</dd>
            <dt>{t('auth.email')}</dt>
            <dd>{user.email ?? '—'}</dd>
            <dt>{t('auth.phone')}</dt>
            <dd>{user.phone}</dd>
            <dt>{t('profile.dob')}</dt>
            <dd>{user.date_of_birth ?? '—'}</dd>
          </dl>
          <button type="button" className="btn btn-primary" onClick={() => setEditing(true)}>
            {t('profile.edit')}
          </button>
        </div>
      )}
      <PhonePanel user={user} />
      <ContactNumbersPanel list={contactNumbers} />
    </>
  );
}

/** The profile's form, filled from the account each time it opens (so Cancel drops what was typed). */
function ProfileEdit({ user, onCancel }: { user: User; onCancel: () => void }) {
  const { t } = useI18n();
  const busy = useNavigation().state === 'submitting';
  const result = useAccountResult<AccountActionData>('profile');
  // Only a refusal is shown again: a saved profile opens from the account as it now is.
  const { form, box } = useChecked(profileEditSchema, result && !result.ok ? result.result : undefined, {
    defaultValue: fromUser(user),
  });
  return (
    <AccountForm intent="profile" form={form} className="panel">
      <Field label={t('profile.fullName')} {...box('full_name')} autoComplete="name" />
      <Field label={t('auth.email')} {...box('email')} type="email" autoComplete="email" />
      <Field label={t('profile.dob')} {...box('date_of_birth')} type="date" />
      <Field label={t('profile.photo')} {...box('profile_image_url')} type="url" placeholder="https://" />
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy} onMouseDown={keepFieldFocus}>
          {busy ? t('form.saving') : t('profile.save')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {t('form.cancel')}
        </button>
      </div>
    </AccountForm>
  );
}

const PHONE_INTENTS = { verify: 'phone-verify', resend: 'phone-resend', edit: 'phone-edit' };
const NUMBER_INTENTS = { verify: 'contact-verify', resend: 'contact-resend', edit: 'contact-edit' };

/**
 * Where a number is proved: once a code is on its way (`last` carries its step), the code step;
 * until then what `children` offer (the number's form).
 */
function CodeOr({
  last,
  formId,
  intents,
  children,
}: {
  last: AccountActionData | undefined;
  formId: string;
  intents: typeof PHONE_INTENTS;
  children: ReactNode;
}) {
  const { csrf } = useSession();
  if (!last?.code) return children;
  return (
    <CodeStep
      formId={formId}
      step={last.code}
      lead="code.sentTo"
      answer={last}
      result={last.result}
      carry={{ csrf: csrf ?? '', ...last.times }}
      notice={last.notice}
      back="code.otherNumber"
      intents={intents}
    />
  );
}

/** The number a code goes to, checked as the API checks it (a refusal, the API's too, at its box). */
function NumberForm({
  intent,
  formId,
  label,
  last,
  fieldId,
  ownNumber = true,
}: {
  intent: string;
  formId: string;
  label: string;
  last: AccountActionData | undefined;
  fieldId?: string;
  /** The account's own number (the browser may fill it in), or someone else's. */
  ownNumber?: boolean;
}) {
  const { t } = useI18n();
  const busy = useNavigation().state === 'submitting';
  const { form, box, keyOf } = useChecked(phoneNumberFormSchema, last?.code ? undefined : last?.result, {
    id: formId,
  });
  return (
    <AccountForm intent={intent} form={form}>
      <Field
        label={label}
        {...box('phone')}
        {...(fieldId ? { id: fieldId } : {})}
        key={keyOf('phone')}
        {...MOBILE_INPUT}
        autoComplete={ownNumber ? MOBILE_INPUT.autoComplete : 'off'}
        placeholder="98XXXXXXXX"
      />
      <button type="submit" className="btn btn-primary" disabled={busy} onMouseDown={keepFieldFocus}>
        {t('phone.sendCode')}
      </button>
    </AccountForm>
  );
}

/**
 * The number the account signs in with (and its listings give): proved or not, and changed only
 * through a code sent to the new number. "Change number" opens the number's form (a disclosure,
 * so it opens without scripts too); once a code is on its way, the code step takes its place.
 */
function PhonePanel({ user }: { user: User }) {
  const { t } = useI18n();
  const busy = useNavigation().state === 'submitting';
  const last = useAccountResult<AccountActionData>('phone-code');
  // The account's own number, never proved (made before codes existed), may be proved as it is.
  const own = user.phone_verified ? null : normaliseIndianMobile(user.phone);
  return (
    <section className="panel phone-panel" id="mobile-number" aria-labelledby="phone-title">
      <h2 id="phone-title">{t('phone.title')}</h2>
      <p>
        <span data-testid="phone-number">{formatPhone(user.phone)}</span>{' '}
        <span className={user.phone_verified ? 'phone-state is-verified' : 'phone-state'} data-testid="phone-state">
          {user.phone_verified ? t('phone.verified') : t('phone.unverified')}
        </span>
      </p>
      <p className="muted">{t('phone.lead')}</p>
      <CodeOr last={last} formId="phone-code" intents={PHONE_INTENTS}>
        {own ? (
          <AccountForm intent="phone-code">
            <input type="hidden" name="phone" value={own} />
            <button type="submit" className="btn btn-ghost" disabled={busy}>
              {t('phone.verifyThis')}
            </button>
          </AccountForm>
        ) : null}
        <details className="phone-change" open={last ? true : undefined}>
          <summary>{t('phone.change')}</summary>
          <NumberForm intent="phone-code" formId="phone-number" label={t('phone.new')} last={last} />
        </details>
      </CodeOr>
    </section>
  );
}

/**
 * The numbers the account's listings may give seekers (decision 043): its own once proved, and
 * others proved with a code sent to them. "Add a number" opens the number's form; once a code is
 * on its way, the code step takes its place, and the number joins the list when it is right.
 */
function ContactNumbersPanel({ list }: { list: ContactNumber[] | null }) {
  const { t, locale } = useI18n();
  const last = useAccountResult<AccountActionData>('contact-code');
  return (
    <section className="panel phone-panel" id="contact-numbers" aria-labelledby="numbers-title">
      <h2 id="numbers-title">{t('numbers.title')}</h2>
      <p className="muted">{t('numbers.lead')}</p>
      {list === null ? (
        <div className="skeleton" aria-busy="true" aria-label={t('account.loading')} style={{ height: 48 }} />
      ) : list.length ? (
        <ul className="contact-numbers" data-testid="contact-numbers">
          {list.map((n) => (
            <li key={n.phone}>
              <span className="contact-number">{formatPhone(n.phone)}</span>{' '}
              {n.own ? <span className="phone-state is-verified">{t('numbers.own')}</span> : null}{' '}
              <span className="muted">{t('numbers.verifiedOn', { date: formatLongDate(n.verified_at, locale) })}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('numbers.none')}</p>
      )}
      <CodeOr last={last} formId="contact-code" intents={NUMBER_INTENTS}>
        <details className="phone-change" open={last ? true : undefined}>
          <summary>{t('numbers.add')}</summary>
          <NumberForm
            intent="contact-code"
            formId="contact-number"
            label={t('numbers.new')}
            last={last}
            fieldId="contact-phone"
            ownNumber={false}
          />
        </details>
      </CodeOr>
    </section>
  );
}
