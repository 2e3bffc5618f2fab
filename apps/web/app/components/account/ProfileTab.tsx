import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import type { User } from '@aangan/contracts';
import { Field, keepFieldFocus } from '../Field';
import { roleLabel } from '../../lib/account-tabs';
import { useI18n } from '../../i18n';
import { useSession } from '../../lib/session';
import { validateProfile, type ProfileValues } from '../../lib/validate';
import { useAccountResult } from './useActionToast';

const fromUser = (u: User) => ({
  full_name: u.full_name,
  email: u.email ?? '',
  phone: u.phone,
  date_of_birth: u.date_of_birth ?? '',
  profile_image_url: u.profile_image_url ?? '',
});

/** View mode, and an edit mode that Cancel resets and a successful save leaves (spec). */
export function ProfileTab({ user }: { user: User }) {
  const { t } = useI18n();
  const { csrf } = useSession();
  const result = useAccountResult('profile');
  const busy = useNavigation().state === 'submitting';
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState(() => fromUser(user));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const local = validateProfile(values as ProfileValues);
  const server = result && !result.ok ? result.errors : {};

  // A successful save leaves edit mode (adjusted while rendering, once per answer).
  const [seen, setSeen] = useState(result);
  if (result !== seen) {
    setSeen(result);
    if (result?.ok) {
      setEditing(false);
      setTouched({});
    }
  }

  if (!editing) {
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
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            setValues(fromUser(user));
            setEditing(true);
          }}
        >
          {t('profile.edit')}
        </button>
      </div>
    );
  }
  const err = (k: keyof ProfileValues) => (touched[k] ? local[k] : undefined) ?? server[k];
  const set = (k: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [k]: e.target.value }));
  return (
    <Form
      method="post"
      replace
      preventScrollReset
      noValidate
      className="panel"
      onSubmit={(e) => {
        if (Object.keys(local).length) {
          e.preventDefault();
          setTouched({ full_name: true, email: true, phone: true });
        }
      }}
    >
      <input type="hidden" name="intent" value="profile" />
      <input type="hidden" name="csrf" value={csrf ?? ''} />
      <Field
        label={t('profile.fullName')}
        name="full_name"
        value={values.full_name}
        error={err('full_name')}
        onChange={set('full_name')}
        onBlur={() => setTouched((x) => ({ ...x, full_name: true }))}
        autoComplete="name"
      />
      <Field
        label={t('auth.email')}
        name="email"
        type="email"
        value={values.email}
        error={err('email')}
        onChange={set('email')}
        onBlur={() => setTouched((x) => ({ ...x, email: true }))}
        autoComplete="email"
      />
      <Field
        label={t('auth.phone')}
        name="phone"
        type="tel"
        value={values.phone}
        error={err('phone')}
        onChange={set('phone')}
        onBlur={() => setTouched((x) => ({ ...x, phone: true }))}
        autoComplete="tel"
      />
      <Field
        label={t('profile.dob')}
        name="date_of_birth"
        type="date"
        value={values.date_of_birth}
        error={server.date_of_birth}
        onChange={set('date_of_birth')}
      />
      <Field
        label={t('profile.photo')}
        name="profile_image_url"
        type="url"
        value={values.profile_image_url}
        error={server.profile_image_url}
        onChange={set('profile_image_url')}
        placeholder="https://"
      />
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy} onMouseDown={keepFieldFocus}>
          {busy ? t('form.saving') : t('profile.save')}
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => {
            setValues(fromUser(user));
            setTouched({});
            setEditing(false);
          }}
        >
          {t('form.cancel')}
        </button>
      </div>
    </Form>
  );
}
