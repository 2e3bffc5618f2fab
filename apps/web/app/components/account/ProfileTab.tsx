import { useState } from 'react';
import { useNavigation } from 'react-router';
import { profileFormSchema, type User } from '@aangan/contracts';
import { Field, keepFieldFocus } from '../Field';
import { roleLabel } from '../../lib/account-tabs';
import { useI18n } from '../../i18n';
import { AccountForm, useChecked } from './AccountForm';
import { useAccountResult } from './useActionToast';

const fromUser = (u: User) => ({
  full_name: u.full_name,
  email: u.email ?? '',
  phone: u.phone,
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

  if (editing) return <ProfileEdit user={user} onCancel={() => setEditing(false)} />;
  return (
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
  );
}

/** The profile's form, filled from the account each time it opens (so Cancel drops what was typed). */
function ProfileEdit({ user, onCancel }: { user: User; onCancel: () => void }) {
  const { t } = useI18n();
  const busy = useNavigation().state === 'submitting';
  const result = useAccountResult('profile');
  // Only a refusal is shown again: a saved profile opens from the account as it now is.
  const { form, box } = useChecked(profileFormSchema, result && !result.ok ? result.result : undefined, {
    defaultValue: fromUser(user),
  });
  return (
    <AccountForm intent="profile" form={form} className="panel">
      <Field label={t('profile.fullName')} {...box('full_name')} autoComplete="name" />
      <Field label={t('auth.email')} {...box('email')} type="email" autoComplete="email" />
      <Field label={t('auth.phone')} {...box('phone')} type="tel" autoComplete="tel" />
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
