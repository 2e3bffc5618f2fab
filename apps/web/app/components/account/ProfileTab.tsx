import { useState } from 'react';
import { useNavigation } from 'react-router';
import { formatPhone, normaliseIndianMobile, type User } from '@aangan/contracts';
import { DIGITS_ONLY, Field, keepFieldFocus, MOBILE_INPUT } from '../Field';
import { CodeStep } from '../CodeStep';
import { roleLabel } from '../../lib/account-tabs';
import { phoneNumberFormSchema, profileEditSchema } from '../../lib/account-forms';
import { useSession } from '../../lib/session';
import { useI18n } from '../../i18n';
import { AccountForm, useChecked } from './AccountForm';
import { useAccountResult } from './useActionToast';

const fromUser = (u: User) => ({
  full_name: u.full_name,
  email: u.email ?? '',
  date_of_birth: u.date_of_birth ?? '',
  profile_image_url: u.profile_image_url ?? '',
});

/** View mode, and an edit mode that Cancel resets and a successful save leaves. */
export function ProfileTab({ user }: { user: User }) {
  const { t } = useI18n();
  const result = useAccountResult('profile');
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
    </>
  );
}

/** The profile's form, filled from the account each time it opens (so Cancel drops what was typed). */
function ProfileEdit({ user, onCancel }: { user: User; onCancel: () => void }) {
  const { t } = useI18n();
  const busy = useNavigation().state === 'submitting';
  const result = useAccountResult('profile');
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

/**
 * The number the account signs in with (and its listings give): proved or not, and changed only
 * through a code sent to the new number. "Change number" opens the number's form (a disclosure,
 * so it opens without scripts too); once a code is on its way, the code step takes its place.
 */
function PhonePanel({ user }: { user: User }) {
  const { t } = useI18n();
  const { csrf } = useSession();
  const busy = useNavigation().state === 'submitting';
  const last = useAccountResult('phone-code');
  const coding = last?.code ? last : undefined;
  const { form, box, keyOf } = useChecked(phoneNumberFormSchema, coding ? undefined : last?.result, {
    id: 'phone-number',
  });
  // The account's own number, never proved (made before codes existed), may be proved as it is.
  const own = user.phone_verified ? null : normaliseIndianMobile(user.phone);
  return (
    <section className="panel phone-panel" aria-labelledby="phone-title">
      <h2 id="phone-title">{t('phone.title')}</h2>
      <p>
        <span data-testid="phone-number">{formatPhone(user.phone)}</span>{' '}
        <span className={user.phone_verified ? 'phone-state is-verified' : 'phone-state'} data-testid="phone-state">
          {user.phone_verified ? t('phone.verified') : t('phone.unverified')}
        </span>
      </p>
      <p className="muted">{t('phone.lead')}</p>
      {coding?.code ? (
        <CodeStep
          formId="phone-code"
          step={coding.code}
          lead="code.sentTo"
          answer={coding}
          result={coding.result}
          carry={{ csrf: csrf ?? '', ...coding.times }}
          notice={coding.notice}
          back="code.otherNumber"
          intents={PHONE_INTENTS}
        />
      ) : (
        <>
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
            <AccountForm intent="phone-code" form={form}>
              <Field
                label={t('phone.new')}
                {...box('phone')}
                key={keyOf('phone')}
                {...MOBILE_INPUT}
                {...DIGITS_ONLY}
                placeholder="98XXXXXXXX"
              />
              <button type="submit" className="btn btn-primary" disabled={busy} onMouseDown={keepFieldFocus}>
                {t('phone.sendCode')}
              </button>
            </AccountForm>
          </details>
        </>
      )}
    </section>
  );
}
