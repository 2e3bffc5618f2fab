import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  AMENITIES,
  EMAIL_MAX_LENGTH,
  LISTING_FEATURES,
  mobileBoxDigits,
  PROPERTY_TYPES,
  PURPOSES,
  readErrorToken,
  type ListingStep,
  type Purpose,
} from '@aangan/contracts';
import { Field, FieldFrame, MOBILE_INPUT } from '../../../shared/ui/Field';
import { useI18n, type MessageKey } from '../../../shared/i18n';
import { suggestPlaces } from '../../../shared/api-client';
import { choiceKey } from '../../../shared/choices';
import { PURPOSE_FIELDS, type ListingFormValues } from './listing-form';
import { paths } from '../../../shared/paths';
import { formatLongDate } from '../../../shared/time';
import { LocationPicker, type Point } from './LocationPicker';
import { VisitingHours } from './VisitingHours';
import { TenantFields } from './TenantFields';
import '../listings.css';

type Errors = Record<string, string>;

function Select({
  label,
  name,
  value,
  options,
  error,
  hint,
}: {
  label: string;
  name: string;
  value: string;
  options: [string, string][];
  error?: string;
  hint?: string;
}) {
  return (
    <FieldFrame
      label={label}
      name={name}
      error={error}
      hint={hint}
      control={(tie) => (
        <select {...tie} defaultValue={value}>
          {options.map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </select>
      )}
    />
  );
}

function Checks({
  legend,
  name,
  all,
  chosen,
  kind,
}: {
  legend: string;
  name: string;
  all: readonly string[];
  chosen: string[];
  kind: 'amenity' | 'feature';
}) {
  const { t } = useI18n();
  return (
    <fieldset className="checks">
      <legend>{legend}</legend>
      {all.map((x) => (
        <label key={x}>
          <input type="checkbox" name={name} value={x} defaultChecked={chosen.includes(x)} /> {t(choiceKey(kind, x))}
        </label>
      ))}
    </fieldset>
  );
}

/** A text box of several lines, labelled, with its message underneath. */
function TextArea({
  label,
  name,
  value,
  error,
  hint,
  max,
}: {
  label: string;
  name: string;
  value: string;
  error?: string;
  hint?: string;
  max: number;
}) {
  return (
    <FieldFrame
      label={label}
      name={name}
      error={error}
      hint={hint}
      boxed={false}
      control={(tie) => <textarea {...tie} defaultValue={value} rows={5} maxLength={max} />}
    />
  );
}

/** The id of the step's form, which buttons outside it (the step list, the review's edit links) submit. */
export const FORM_ID = 'step-form';

/** dd/mm/yyyy, as dates are written in India. */
export const indianDate = (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso.split('-').reverse().join('/') : '');

/**
 * A date picker with the chosen date written out beside it, the Indian way (05/06/2026 — 5 June
 * 2026): the picker itself shows the browser's own format, which need not be India's.
 */
function DateField({ label, name, value, error }: { label: string; name: string; value: string; error?: string }) {
  const { t, tm, locale } = useI18n();
  const [date, setDate] = useState(value);
  const id = `f-${name}`;
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="field-box">
        <input
          id={id}
          name={name}
          type="date"
          defaultValue={value}
          onChange={(e) => setDate(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-said${error ? ` ${id}-err` : ''}`}
        />
      </div>
      <p id={`${id}-said`} className="field-hint" data-testid="date-said">
        {indianDate(date)
          ? t('flow.dateSaid', { date: indianDate(date), long: formatLongDate(date, locale) })
          : t('flow.dateFormat')}
      </p>
      {error ? (
        <p id={`${id}-err`} className="field-error">
          {tm(error)}
        </p>
      ) : null}
    </div>
  );
}

/** Gazetteer places as the owner types (with script); without it the name is sent as typed. */
function LocalityField({ value, error }: { value: string; error?: string }) {
  const { t } = useI18n();
  const [options, setOptions] = useState<string[]>([]);
  return (
    <Field
      label={`${t('listing.locality')} *`}
      name="locality"
      defaultValue={value}
      error={error}
      list="locality-options"
      autoComplete="off"
      aria-required="true"
      onChange={async (e) => {
        const items = await suggestPlaces(e.target.value);
        if (items) setOptions(items.map((i) => i.name));
      }}
    >
      <datalist id="locality-options">
        {options.map((o) => (
          <option key={o} value={o} />
        ))}
      </datalist>
    </Field>
  );
}

const Row = ({ children }: { children: ReactNode }) => <div className="field-row">{children}</div>;

type User = { name: string; email: string | null; phone: string } | null;
/** What every step's fields are drawn from: the values to show and each field's error token. */
interface StepProps {
  values: ListingFormValues;
  errors: Errors;
}

/** The fields one step asks for, filled with what is saved (or was typed). */
export function StepFields({ step, values, errors, user }: StepProps & { step: ListingStep; user: User }) {
  switch (step) {
    case 'basics':
      return <BasicsFields values={values} errors={errors} />;
    case 'location':
      return <LocationFields values={values} errors={errors} />;
    case 'details':
      return <DetailsFields values={values} errors={errors} />;
    case 'price':
      return <PriceFields values={values} errors={errors} user={user} />;
    default:
      return null;
  }
}

/** A whole number's box (a count, an area, an amount of rupees with `prefix`). */
function NumberField({
  name,
  label,
  values,
  errors,
  prefix,
}: StepProps & { name: keyof ListingFormValues; label: string; prefix?: string }) {
  return (
    <Field
      label={label}
      name={name}
      defaultValue={values[name] as string}
      error={errors[name]}
      inputMode="numeric"
      prefix={prefix}
    />
  );
}

/** A select's choices: `''` (not saying) first, then each value worded by its message key. */
function useChoices(keys: readonly string[], prefix: string, notSaying = true): [string, string][] {
  const { t } = useI18n();
  const worded = keys.map((k): [string, string] => [k, t(`${prefix}${k}` as MessageKey)]);
  return notSaying ? [['', t('flow.notSaying')], ...worded] : worded;
}

function BasicsFields({ values, errors }: StepProps) {
  const { t } = useI18n();
  return (
    <>
      <Row>
        <Select
          label={t('listing.purpose')}
          name="purpose"
          value={values.purpose}
          error={errors.purpose}
          options={useChoices(PURPOSES, 'purpose.', false)}
        />
        <Select
          label={t('listing.type')}
          name="property_type"
          value={values.property_type}
          error={errors.property_type}
          options={useChoices(PROPERTY_TYPES, 'type.', false)}
        />
      </Row>
      <Field
        label={`${t('listing.title')} *`}
        name="title"
        defaultValue={values.title}
        error={errors.title}
        aria-required="true"
        maxLength={120}
        placeholder={t('listing.titleHint')}
      />
      <TextArea
        label={t('listing.description')}
        name="description"
        value={values.description}
        error={errors.description}
        hint={t('flow.descriptionHint')}
        max={5000}
      />
    </>
  );
}

function LocationFields({ values, errors }: StepProps) {
  const { t, tm } = useI18n();
  const [point, setPoint] = useState<Point | null>(() =>
    values.latitude && values.longitude ? { lat: Number(values.latitude), lng: Number(values.longitude) } : null,
  );
  const text = (name: 'sub_locality' | 'landmark' | 'city', label: MessageKey) => (
    <Field label={t(label)} name={name} defaultValue={values[name]} error={errors[name]} />
  );
  return (
    <>
      <LocalityField value={values.locality} error={errors.locality} />
      <Row>
        {text('sub_locality', 'listing.subLocality')}
        {text('landmark', 'listing.landmark')}
      </Row>
      <Field
        label={t('listing.address')}
        name="full_address"
        defaultValue={values.full_address}
        error={errors.full_address}
        autoComplete="street-address"
      />
      <Row>
        {text('city', 'listing.city')}
        <Field
          label={t('listing.pincode')}
          name="pincode"
          defaultValue={values.pincode}
          error={errors.pincode}
          inputMode="numeric"
          maxLength={6}
          autoComplete="postal-code"
        />
      </Row>
      <input type="hidden" name="latitude" value={point ? point.lat : ''} />
      <input type="hidden" name="longitude" value={point ? point.lng : ''} />
      <LocationPicker value={point} onPick={setPoint} />
      {errors.longitude ? <p className="field-error">{tm(errors.longitude)}</p> : null}
    </>
  );
}

function DetailsFields({ values, errors }: StepProps) {
  const { t } = useI18n();
  const num = (name: keyof ListingFormValues, label: MessageKey) => (
    <NumberField name={name} label={t(label)} values={values} errors={errors} />
  );
  return (
    <>
      <Row>
        {num('bedrooms', 'listing.bhk')}
        {num('bathrooms', 'listing.bathrooms')}
        {num('balconies', 'listing.balconies')}
      </Row>
      <Row>
        {num('area_sqft', 'listing.area')}
        <Select
          label={t('listing.areaType')}
          name="area_type"
          value={values.area_type}
          error={errors.area_type}
          options={useChoices(['super_built_up', 'built_up', 'carpet', 'plot'], 'listing.areaType.', false)}
        />
      </Row>
      {/* Asked once: the matching feature follows this answer (search filters on it). */}
      <Select
        label={t('listing.furnishing')}
        name="furnishing"
        value={values.furnishing}
        error={errors.furnishing}
        options={useChoices(['furnished', 'semi_furnished', 'unfurnished'], 'listing.furnishing.')}
      />
      <Row>
        {num('floor_number', 'listing.floor')}
        {num('total_floors', 'listing.totalFloors')}
        {num('parking_spaces', 'listing.parking')}
        {num('age_of_property', 'listing.age')}
      </Row>
      {values.purpose === 'pg' ? <PgFields values={values} errors={errors} /> : null}
      <TenantFields values={values} errors={errors} />
      <Checks
        legend={t('listing.amenities')}
        name="amenities"
        all={AMENITIES}
        chosen={values.amenities}
        kind="amenity"
      />
      <Checks
        legend={t('listing.features')}
        name="features"
        all={LISTING_FEATURES}
        chosen={values.features}
        kind="feature"
      />
    </>
  );
}

/** What a paying guest is offered: the sharing, the food, who the rooms are for. */
function PgFields({ values, errors }: StepProps) {
  const { t } = useI18n();
  return (
    <Row>
      <Select
        label={t('listing.sharing')}
        name="pg_sharing"
        value={values.pg_sharing}
        error={errors.pg_sharing}
        options={useChoices(['single', 'double', 'triple', 'dormitory'], 'listing.sharing.')}
      />
      <Select
        label={t('listing.food')}
        name="pg_food_included"
        value={values.pg_food_included}
        error={errors.pg_food_included}
        options={[
          ['', t('flow.notSaying')],
          ['yes', t('listing.yes')],
          ['no', t('listing.no')],
        ]}
      />
      <Select
        label={t('listing.pgFor')}
        name="pg_gender"
        value={values.pg_gender}
        error={errors.pg_gender}
        options={useChoices(['male', 'female', 'any'], 'listing.gender.')}
      />
    </Row>
  );
}

function PriceFields({ values, errors, user }: StepProps & { user: User }) {
  const { t } = useI18n();
  return (
    <>
      {values.purpose === 'commercial' ? (
        <Select
          label={t('listing.priceType')}
          name="price_type"
          value={values.price_type}
          error={errors.price_type}
          options={[
            ['sale', t('listing.forSale')],
            ['rent', t('listing.forRent')],
          ]}
          hint={t('flow.commercialHint')}
        />
      ) : null}
      <PriceAmounts values={values} errors={errors} />
      <DateField
        label={t('listing.availableFrom')}
        name="available_from"
        value={values.available_from}
        error={errors.available_from}
      />
      <ContactFields values={values} errors={errors} user={user} />
      {values.purpose === 'short_stay' ? null : <VisitingHours values={values} errors={errors} />}
    </>
  );
}

/** The purpose's own amounts: a sale price, a rent, a daily rate, and what goes with them. */
function PriceAmounts({ values, errors }: StepProps) {
  const { t } = useI18n();
  const purpose = values.purpose as Purpose;
  const commercial = purpose === 'commercial';
  const asks = (name: keyof ListingFormValues) => PURPOSE_FIELDS[purpose]?.includes(name) ?? false;
  // The purpose's one price is required; a commercial space asks for one of two, by its price type.
  const required = commercial ? '' : ' *';
  const num = (name: keyof ListingFormValues, label: string, prefix?: string) =>
    asks(name) ? <NumberField name={name} label={label} values={values} errors={errors} prefix={prefix} /> : null;
  return (
    <>
      <Row>
        {num('base_price', `${t('listing.salePrice')}${required}`, '₹')}
        {num('monthly_rent', `${t('listing.monthlyRent')}${required}`, '₹')}
        {num('daily_rate', `${t('listing.dailyRate')} *`, '₹')}
      </Row>
      <Row>
        {num('security_deposit', t('listing.deposit'), '₹')}
        {num('maintenance_charges', t('listing.maintenance'), '₹')}
        {num('minimum_stay_days', t('listing.minStay'))}
        {num('max_occupancy', t('listing.maxGuests'))}
      </Row>
    </>
  );
}

/** Who to call about the listing; left empty, the account's own name, number and e-mail. */
function ContactFields({ values, errors, user }: StepProps & { user: User }) {
  const { t, href } = useI18n();
  // A number neither the account's nor proved by it: the account's panel proves one with a code.
  const unproved = readErrorToken(errors.owner_contact ?? '')?.code === 'CONTACT_NOT_VERIFIED';
  return (
    <fieldset className="flow-group">
      <legend>{t('flow.contact')}</legend>
      <p className="field-hint">{t('flow.contactHint')}</p>
      <Row>
        <Field
          label={t('flow.contactName')}
          name="owner_name"
          defaultValue={values.owner_name}
          error={errors.owner_name}
          autoComplete="name"
          maxLength={120}
          placeholder={user?.name || undefined}
        />
        <Field
          label={t('listing.phone')}
          name="owner_contact"
          {...MOBILE_INPUT}
          defaultValue={values.owner_contact ? mobileBoxDigits(values.owner_contact) : values.owner_contact}
          error={errors.owner_contact}
          errorMore={
            unproved ? (
              <Link to={href(`${paths.account}?tab=profile#contact-numbers`)}>{t('numbers.manage')}</Link>
            ) : null
          }
          placeholder={user ? user.phone.replace(/^\+91/, '') : undefined}
        />
      </Row>
      <Field
        label={t('flow.contactEmail')}
        name="contact_email"
        type="email"
        defaultValue={values.contact_email}
        error={errors.contact_email}
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        placeholder={user?.email ?? undefined}
      />
    </fieldset>
  );
}
