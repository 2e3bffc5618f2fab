import { useState, type ReactNode } from 'react';
import {
  AMENITIES,
  LISTING_FEATURES,
  PROPERTY_TYPES,
  PURPOSES,
  type ListingStep,
  type Purpose,
} from '@aangan/contracts';
import { Field, FieldFrame } from '../Field';
import { useI18n, type MessageKey } from '../../i18n';
import { suggestPlaces } from '../../lib/api-client';
import { choiceKey } from '../../lib/choices';
import type { ListingFormValues } from '../../lib/listing-form';
import { formatLongDate } from '../../lib/time';
import { LocationPicker, type Point } from './LocationPicker';

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

/** dd/mm/yyyy, as dates are written in India. */
/** The id of the step's form, which buttons outside it (the step list, the review's edit links) submit. */
export const FORM_ID = 'step-form';

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

/** The fields one step asks for, filled with what is saved (or was typed). */
export function StepFields({
  step,
  values,
  errors,
  user,
}: {
  step: ListingStep;
  values: ListingFormValues;
  errors: Errors;
  user: { name: string; email: string | null; phone: string } | null;
}) {
  const { t, tm } = useI18n();
  const tx = (k: string) => t(k as MessageKey);
  const [point, setPoint] = useState<Point | null>(() =>
    values.latitude && values.longitude ? { lat: Number(values.latitude), lng: Number(values.longitude) } : null,
  );
  const num = (name: keyof ListingFormValues, label: string, extra: Record<string, unknown> = {}) => (
    <Field
      label={label}
      name={name}
      defaultValue={values[name] as string}
      error={errors[name]}
      inputMode="numeric"
      {...extra}
    />
  );
  const purpose = values.purpose as Purpose;

  switch (step) {
    case 'basics':
      return (
        <>
          <Row>
            <Select
              label={t('listing.purpose')}
              name="purpose"
              value={values.purpose}
              error={errors.purpose}
              options={PURPOSES.map((p) => [p, tx(`purpose.${p}`)])}
            />
            <Select
              label={t('listing.type')}
              name="property_type"
              value={values.property_type}
              error={errors.property_type}
              options={PROPERTY_TYPES.map((p) => [p, tx(`type.${p}`)])}
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
    case 'location':
      return (
        <>
          <LocalityField value={values.locality} error={errors.locality} />
          <Row>
            <Field
              label={t('listing.subLocality')}
              name="sub_locality"
              defaultValue={values.sub_locality}
              error={errors.sub_locality}
            />
            <Field
              label={t('listing.landmark')}
              name="landmark"
              defaultValue={values.landmark}
              error={errors.landmark}
            />
          </Row>
          <Field
            label={t('listing.address')}
            name="full_address"
            defaultValue={values.full_address}
            error={errors.full_address}
            autoComplete="street-address"
          />
          <Row>
            <Field label={t('listing.city')} name="city" defaultValue={values.city} error={errors.city} />
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
    case 'details':
      return (
        <>
          <Row>
            {num('bedrooms', t('listing.bhk'))}
            {num('bathrooms', t('listing.bathrooms'))}
            {num('balconies', t('listing.balconies'))}
          </Row>
          <Row>
            {num('area_sqft', t('listing.area'))}
            <Select
              label={t('listing.areaType')}
              name="area_type"
              value={values.area_type}
              error={errors.area_type}
              options={['super_built_up', 'built_up', 'carpet', 'plot'].map((s) => [s, tx(`listing.areaType.${s}`)])}
            />
          </Row>
          {/* Asked once: the matching feature follows this answer (search filters on it). */}
          <Select
            label={t('listing.furnishing')}
            name="furnishing"
            value={values.furnishing}
            error={errors.furnishing}
            options={[
              ['', t('flow.notSaying')],
              ...['furnished', 'semi_furnished', 'unfurnished'].map((s): [string, string] => [
                s,
                tx(`listing.furnishing.${s}`),
              ]),
            ]}
          />
          <Row>
            {num('floor_number', t('listing.floor'))}
            {num('total_floors', t('listing.totalFloors'))}
            {num('parking_spaces', t('listing.parking'))}
            {num('age_of_property', t('listing.age'))}
          </Row>
          {purpose === 'pg' ? (
            <Row>
              <Select
                label={t('listing.sharing')}
                name="pg_sharing"
                value={values.pg_sharing}
                error={errors.pg_sharing}
                options={[
                  ['', t('flow.notSaying')],
                  ...['single', 'double', 'triple', 'dormitory'].map((s): [string, string] => [
                    s,
                    tx(`listing.sharing.${s}`),
                  ]),
                ]}
              />
              <Select
                label={t('listing.food')}
                name="pg_food_included"
                value={values.pg_food_included}
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
                options={[
                  ['', t('flow.notSaying')],
                  ...['male', 'female', 'any'].map((s): [string, string] => [s, tx(`listing.gender.${s}`)]),
                ]}
              />
            </Row>
          ) : null}
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
    case 'price': {
      const commercial = purpose === 'commercial';
      return (
        <>
          {commercial ? (
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
          <Row>
            {purpose === 'buy' || commercial
              ? num('base_price', `${t('listing.salePrice')}${commercial ? '' : ' *'}`, { prefix: '₹' })
              : null}
            {purpose === 'rent' || purpose === 'pg' || commercial
              ? num('monthly_rent', `${t('listing.monthlyRent')}${commercial ? '' : ' *'}`, { prefix: '₹' })
              : null}
            {purpose === 'short_stay' ? num('daily_rate', `${t('listing.dailyRate')} *`, { prefix: '₹' }) : null}
          </Row>
          <Row>
            {purpose === 'rent' || purpose === 'pg' || commercial
              ? num('security_deposit', t('listing.deposit'), { prefix: '₹' })
              : null}
            {purpose === 'buy' || purpose === 'rent' || commercial
              ? num('maintenance_charges', t('listing.maintenance'), { prefix: '₹' })
              : null}
            {purpose === 'short_stay' ? (
              <>
                {num('minimum_stay_days', t('listing.minStay'))}
                {num('max_occupancy', t('listing.maxGuests'))}
              </>
            ) : null}
          </Row>
          <DateField
            label={t('listing.availableFrom')}
            name="available_from"
            value={values.available_from}
            error={errors.available_from}
          />
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
                type="tel"
                prefix="+91"
                defaultValue={values.owner_contact}
                error={errors.owner_contact}
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={14}
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
              maxLength={254}
              placeholder={user?.email ?? undefined}
            />
          </fieldset>
        </>
      );
    }
    default:
      return null;
  }
}
