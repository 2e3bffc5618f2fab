import { useEffect, useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import {
  PROPERTY_TYPES,
  PURPOSES,
  accountDetailsFormSchema,
  addressFormSchema,
  passwordChangeFormSchema,
  type User,
} from '@aangan/contracts';
import { Field, keepFieldFocus } from '../Field';
import { useI18n, type MessageKey } from '../../i18n';
import { firstError, useSchemaForm } from '../../lib/form';
import { useSession } from '../../lib/session';
import { ProfileTab } from './ProfileTab';
import { useAccountResult, useAccountToast } from './useActionToast';

export function AccountForms({ tab, user }: { tab: string; user: User }) {
  useAccountToast();
  if (tab === 'profile') return <ProfileTab user={user} />;
  if (tab === 'address') return <AddressForm user={user} />;
  if (tab === 'details') return <DetailsForm user={user} />;
  if (tab === 'preferences') return <PreferencesForm user={user} />;
  return <PasswordForm />;
}

/** A form checked with a shared schema: Conform's form id and its submit handler. */
interface Checked {
  id: string;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
}

function Shell({
  intent,
  children,
  submit,
  form,
}: {
  intent: string;
  children: React.ReactNode;
  submit: string;
  form?: Checked;
}) {
  const { t } = useI18n();
  const { csrf } = useSession();
  const busy = useNavigation().state === 'submitting';
  const ref = useRef<HTMLFormElement>(null);
  const result = useAccountResult(intent);
  // A changed password is not left in the page.
  useEffect(() => {
    if (result?.ok && intent === 'password') ref.current?.reset();
  }, [result, intent]);
  return (
    <Form
      ref={ref}
      id={form?.id}
      onSubmit={form?.onSubmit}
      method="post"
      replace
      preventScrollReset
      className="panel"
      noValidate
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="csrf" value={csrf ?? ''} />
      {children}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy} onMouseDown={keepFieldFocus}>
          {busy ? t('form.saving') : submit}
        </button>
      </div>
    </Form>
  );
}

const useErrors = (intent: string) => {
  const r = useAccountResult(intent);
  return r && !r.ok ? r.errors : {};
};

/** The errors of a form checked with a shared schema, by field: the first of each, as a token. */
function useChecked(
  intent: string,
  schema: Parameters<typeof useSchemaForm>[0],
  defaultValue: Record<string, unknown>,
) {
  const [form, fields] = useSchemaForm(schema, useAccountResult(intent)?.result, { defaultValue });
  const error = (name: string) => firstError(fields[name]?.errors);
  const keyOf = (name: string) => fields[name]?.key;
  // What a box holds: what was typed before a refused send (also without JavaScript), else the default.
  const initial = (name: string) => fields[name]?.initialValue as string | undefined;
  return { form, error, keyOf, initial };
}

function AddressForm({ user }: { user: User }) {
  const { t } = useI18n();
  const { form, error, initial } = useChecked('address', addressFormSchema, {
    full_address: user.full_address ?? '',
    locality: user.locality ?? '',
    city: user.city ?? 'Gurugram',
    state: user.state ?? 'Haryana',
    pincode: user.pincode ?? '',
  });
  return (
    <Shell intent="address" submit={t('form.save')} form={form}>
      <Field
        label={t('address.full')}
        name="full_address"
        defaultValue={initial('full_address')}
        error={error('full_address')}
        autoComplete="address-line1"
      />
      <div className="field-row">
        <Field
          label={t('address.locality')}
          name="locality"
          defaultValue={initial('locality')}
          error={error('locality')}
        />
        <Field
          label={t('address.city')}
          name="city"
          defaultValue={initial('city')}
          error={error('city')}
          autoComplete="address-level2"
        />
      </div>
      <div className="field-row">
        <Field
          label={t('address.state')}
          name="state"
          defaultValue={initial('state')}
          error={error('state')}
          autoComplete="address-level1"
        />
        <Field
          label={t('address.pincode')}
          name="pincode"
          defaultValue={initial('pincode')}
          error={error('pincode')}
          inputMode="numeric"
          maxLength={6}
          autoComplete="postal-code"
        />
      </div>
    </Shell>
  );
}

function DetailsForm({ user }: { user: User }) {
  const { t } = useI18n();
  const { form, error, initial } = useChecked('details', accountDetailsFormSchema, {
    full_name: user.full_name,
    email: user.email ?? '',
  });
  return (
    <Shell intent="details" submit={t('form.save')} form={form}>
      <Field
        label={t('profile.fullName')}
        name="full_name"
        defaultValue={initial('full_name')}
        error={error('full_name')}
        autoComplete="name"
      />
      <Field
        label={t('auth.email')}
        name="email"
        type="email"
        defaultValue={initial('email')}
        error={error('email')}
        autoComplete="email"
      />
    </Shell>
  );
}

function PreferencesForm({ user }: { user: User }) {
  const { t } = useI18n();
  const { csrf } = useSession();
  const p = user.preferences;
  const e = useErrors('preferences');
  const [locating, setLocating] = useState(false);
  const locationForm = useRef<HTMLFormElement>(null);
  return (
    <>
      <Shell intent="preferences" submit={t('form.save')}>
        <fieldset>
          <legend>{t('prefs.purposes')}</legend>
          {PURPOSES.map((x) => (
            <label key={x} className="check">
              <input type="checkbox" name="purposes" value={x} defaultChecked={p.purposes.includes(x)} />{' '}
              {t(`purpose.${x}` as MessageKey)}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('prefs.types')}</legend>
          {PROPERTY_TYPES.map((x) => (
            <label key={x} className="check">
              <input type="checkbox" name="property_types" value={x} defaultChecked={p.property_types.includes(x)} />{' '}
              {t(`type.${x}` as MessageKey)}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('prefs.bhk')}</legend>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="check">
              <input type="checkbox" name="bhk" value={n} defaultChecked={p.bhk.includes(n)} /> {n} BHK
            </label>
          ))}
        </fieldset>
        <div className="field-row">
          <Field
            label={t('prefs.budgetMin')}
            name="budget_min"
            inputMode="numeric"
            defaultValue={p.budget_min ?? ''}
            error={e.budget_min}
          />
          <Field
            label={t('prefs.budgetMax')}
            name="budget_max"
            inputMode="numeric"
            defaultValue={p.budget_max ?? ''}
            error={e.budget_max}
          />
        </div>
        <Field
          label={t('prefs.localities')}
          name="localities"
          defaultValue={p.localities.join(', ')}
          error={e.localities}
          placeholder="Sector 56, DLF Phase 2"
        />
      </Shell>
      <Form ref={locationForm} method="post" replace preventScrollReset className="panel">
        <input type="hidden" name="intent" value="location" />
        <input type="hidden" name="csrf" value={csrf ?? ''} />
        <input type="hidden" name="latitude" defaultValue={user.latitude ?? ''} />
        <input type="hidden" name="longitude" defaultValue={user.longitude ?? ''} />
        <p>
          {user.latitude !== null
            ? t('prefs.locationSaved', { lat: user.latitude.toFixed(4), lng: (user.longitude ?? 0).toFixed(4) })
            : t('prefs.noLocation')}
        </p>
        <button
          type="button"
          className="btn btn-ghost"
          disabled={locating}
          onClick={() => {
            if (!navigator.geolocation) return;
            setLocating(true);
            navigator.geolocation.getCurrentPosition(
              (pos) => {
                const f = locationForm.current!;
                (f.elements.namedItem('latitude') as HTMLInputElement).value = String(pos.coords.latitude);
                (f.elements.namedItem('longitude') as HTMLInputElement).value = String(pos.coords.longitude);
                setLocating(false);
                f.requestSubmit();
              },
              () => setLocating(false),
              { enableHighAccuracy: true, timeout: 10_000, maximumAge: 300_000 },
            );
          }}
        >
          {locating ? t('prefs.locating') : t('prefs.useLocation')}
        </button>
      </Form>
    </>
  );
}

function PasswordForm() {
  const { t } = useI18n();
  const { form, error, keyOf } = useChecked('password', passwordChangeFormSchema, {});
  return (
    <Shell intent="password" submit={t('password.submit')} form={form}>
      <Field
        key={keyOf('current_password')}
        label={t('password.current')}
        name="current_password"
        type="password"
        autoComplete="current-password"
        error={error('current_password')}
      />
      <Field
        key={keyOf('new_password')}
        label={t('password.new')}
        name="new_password"
        type="password"
        autoComplete="new-password"
        error={error('new_password')}
      />
      <Field
        key={keyOf('confirm_password')}
        label={t('auth.confirmPassword')}
        name="confirm_password"
        type="password"
        autoComplete="new-password"
        error={error('confirm_password')}
      />
    </Shell>
  );
}
