import { useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import {
  PROPERTY_TYPES,
  PURPOSES,
  accountDetailsFormSchema,
  addressFormSchema,
  passwordChangeFormSchema,
  preferencesFormSchema,
  type User,
} from '@aangan/contracts';
import { Field, keepFieldFocus } from '../../shared/ui/Field';
import { useI18n, type MessageKey } from '../../shared/i18n';
import { AccountForm, useChecked, type Checked } from '../../shared/ui/AccountForm';
import { ProfileTab, type ContactNumber } from './ProfileTab';
import { useAccountResult, useAccountToast } from '../../shared/ui/useActionToast';

export function AccountForms({
  tab,
  user,
  contactNumbers = null,
}: {
  tab: string;
  user: User;
  /** The profile tab's numbers a listing may give (null while they load). */
  contactNumbers?: ContactNumber[] | null;
}) {
  useAccountToast();
  if (tab === 'profile') return <ProfileTab user={user} contactNumbers={contactNumbers} />;
  if (tab === 'address') return <AddressForm user={user} />;
  if (tab === 'details') return <DetailsForm user={user} />;
  if (tab === 'preferences') return <PreferencesForm user={user} />;
  return <PasswordForm />;
}

/** A tab's form in its panel, with its submit button. */
function Shell({
  intent,
  children,
  submit,
  form,
}: {
  intent: string;
  children: React.ReactNode;
  submit: string;
  form: Checked;
}) {
  const { t } = useI18n();
  const busy = useNavigation().state === 'submitting';
  return (
    <AccountForm intent={intent} form={form} className="panel">
      {children}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy} onMouseDown={keepFieldFocus}>
          {busy ? t('form.saving') : submit}
        </button>
      </div>
    </AccountForm>
  );
}

/** A tab's form checked with its shared schema; the page's last answer to it fills it again. */
const useTabForm = (intent: string, schema: Parameters<typeof useChecked>[0], defaultValue: Record<string, unknown>) =>
  useChecked(schema, useAccountResult(intent)?.result, { defaultValue });

function AddressForm({ user }: { user: User }) {
  const { t } = useI18n();
  const { form, box } = useTabForm('address', addressFormSchema, {
    full_address: user.full_address ?? '',
    locality: user.locality ?? '',
    city: user.city ?? 'Gurugram',
    state: user.state ?? 'Haryana',
    pincode: user.pincode ?? '',
  });
  return (
    <Shell intent="address" submit={t('form.save')} form={form}>
      <Field label={t('address.full')} {...box('full_address')} autoComplete="address-line1" />
      <div className="field-row">
        <Field label={t('address.locality')} {...box('locality')} />
        <Field label={t('address.city')} {...box('city')} autoComplete="address-level2" />
      </div>
      <div className="field-row">
        <Field label={t('address.state')} {...box('state')} autoComplete="address-level1" />
        <Field
          label={t('address.pincode')}
          {...box('pincode')}
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
  const { form, box } = useTabForm('details', accountDetailsFormSchema, {
    full_name: user.full_name,
    email: user.email ?? '',
  });
  return (
    <Shell intent="details" submit={t('form.save')} form={form}>
      <Field label={t('profile.fullName')} {...box('full_name')} autoComplete="name" />
      <Field label={t('auth.email')} {...box('email')} type="email" autoComplete="email" />
    </Shell>
  );
}

/** A group of check boxes, one per value, ticked as the form holds them. */
function Checks({
  legend,
  name,
  values,
  label,
  ticked,
  error,
}: {
  legend: string;
  name: string;
  values: readonly (string | number)[];
  label: (value: string | number) => string;
  ticked: string[];
  error?: string;
}) {
  const { tm } = useI18n();
  return (
    <fieldset aria-describedby={error ? `f-${name}-err` : undefined}>
      <legend>{legend}</legend>
      {values.map((x) => (
        <label key={x} className="check">
          <input type="checkbox" name={name} value={x} defaultChecked={ticked.includes(String(x))} /> {label(x)}
        </label>
      ))}
      {error ? (
        <p id={`f-${name}-err`} className="field-error">
          {tm(error)}
        </p>
      ) : null}
    </fieldset>
  );
}

function PreferencesForm({ user }: { user: User }) {
  const { t } = useI18n();
  const p = user.preferences;
  const { form, box, ticked, error } = useTabForm('preferences', preferencesFormSchema, {
    purposes: p.purposes,
    property_types: p.property_types,
    bhk: p.bhk.map(String),
    budget_min: p.budget_min?.toString() ?? '',
    budget_max: p.budget_max?.toString() ?? '',
    localities: p.localities.join(', '),
  });
  const checks = (name: string) => ({ name, ticked: ticked(name), error: error(name) });
  return (
    <>
      <Shell intent="preferences" submit={t('form.save')} form={form}>
        <Checks
          legend={t('prefs.purposes')}
          values={PURPOSES}
          label={(x) => t(`purpose.${x}` as MessageKey)}
          {...checks('purposes')}
        />
        <Checks
          legend={t('prefs.types')}
          values={PROPERTY_TYPES}
          label={(x) => t(`type.${x}` as MessageKey)}
          {...checks('property_types')}
        />
        <Checks legend={t('prefs.bhk')} values={[1, 2, 3, 4, 5]} label={(n) => `${n} BHK`} {...checks('bhk')} />
        <div className="field-row">
          <Field label={t('prefs.budgetMin')} {...box('budget_min')} inputMode="numeric" />
          <Field label={t('prefs.budgetMax')} {...box('budget_max')} inputMode="numeric" />
        </div>
        <Field label={t('prefs.localities')} {...box('localities')} placeholder="Sector 56, DLF Phase 2" />
      </Shell>
      <LocationForm user={user} />
    </>
  );
}

/** Saves where the person is, as the browser gives it, for "near me" suggestions. */
function LocationForm({ user }: { user: User }) {
  const { t } = useI18n();
  const [locating, setLocating] = useState(false);
  const ref = useRef<HTMLFormElement>(null);
  const locate = () => {
    if (!navigator.geolocation) return;
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        const f = ref.current!;
        (f.elements.namedItem('latitude') as HTMLInputElement).value = String(pos.coords.latitude);
        (f.elements.namedItem('longitude') as HTMLInputElement).value = String(pos.coords.longitude);
        setLocating(false);
        f.requestSubmit();
      },
      () => setLocating(false),
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 300_000 },
    );
  };
  return (
    <AccountForm ref={ref} intent="location" className="panel">
      <input type="hidden" name="latitude" defaultValue={user.latitude ?? ''} />
      <input type="hidden" name="longitude" defaultValue={user.longitude ?? ''} />
      <p>
        {user.latitude !== null
          ? t('prefs.locationSaved', { lat: user.latitude.toFixed(4), lng: (user.longitude ?? 0).toFixed(4) })
          : t('prefs.noLocation')}
      </p>
      <button type="button" className="btn btn-ghost" disabled={locating} onClick={locate}>
        {locating ? t('prefs.locating') : t('prefs.useLocation')}
      </button>
    </AccountForm>
  );
}

function PasswordForm() {
  const { t } = useI18n();
  const { form, error, keyOf } = useTabForm('password', passwordChangeFormSchema, {});
  // A changed password is not left in the page: the action's reply empties the form.
  const secret = (name: string, label: MessageKey, autoComplete: string) => (
    <Field
      key={keyOf(name)}
      label={t(label)}
      name={name}
      type="password"
      autoComplete={autoComplete}
      error={error(name)}
    />
  );
  return (
    <Shell intent="password" submit={t('password.submit')} form={form}>
      {secret('current_password', 'password.current', 'current-password')}
      {secret('new_password', 'password.new', 'new-password')}
      {secret('confirm_password', 'auth.confirmPassword', 'new-password')}
    </Shell>
  );
}
