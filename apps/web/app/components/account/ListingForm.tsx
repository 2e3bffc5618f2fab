import { useState, type ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { AMENITIES, FEATURES, PROPERTY_TYPES, PURPOSES } from '@aangan/contracts';
import { Field } from '../Field';
import { useI18n, type MessageKey } from '../../i18n';
import { useSession } from '../../lib/session';
import { suggestPlaces } from '../../lib/api-client';
import type { ListingFormValues } from '../../lib/listing-form';
import { LocationPicker, type Point } from './LocationPicker';

type Errors = Record<string, string>;

function Select({ label, name, value, options, error, onChange }: {
  label: string; name: string; value: string; options: [string, string][]; error?: string; onChange?: (v: string) => void;
}) {
  const { tm } = useI18n();
  const id = `f-${name}`;
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="field-box">
        <select id={id} name={name} defaultValue={value} onChange={(e) => onChange?.(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-err` : undefined}>
          {options.map(([v, l]) => <option key={v} value={v}>{l}</option>)}
        </select>
      </div>
      {error ? <p id={`${id}-err`} className="field-error">{tm(error)}</p> : null}
    </div>
  );
}

function Checks({ legend, name, all, chosen }: { legend: string; name: string; all: readonly string[]; chosen: string[] }) {
  return (
    <fieldset className="checks">
      <legend>{legend}</legend>
      {all.map((x) => <label key={x}><input type="checkbox" name={name} value={x} defaultChecked={chosen.includes(x)} /> {x}</label>)}
    </fieldset>
  );
}

/** Price and stay fields shown for one or more purposes (CSS shows the chosen purpose's, even without script). */
const ForPurpose = ({ purposes, children }: { purposes: string; children: ReactNode }) => <div className="for-purpose field-row" data-for={purposes}>{children}</div>;

/** Gazetteer places as the owner types (with script); without it the name is sent as typed. */
function LocalityField({ value, error }: { value: string; error?: string }) {
  const { t } = useI18n();
  const [options, setOptions] = useState<string[]>([]);
  return (
    <Field label={t('listing.locality')} name="locality" defaultValue={value} error={error} list="locality-options" autoComplete="off" required
      onChange={async (e) => {
        const items = await suggestPlaces(e.target.value);
        if (items) setOptions(items.map((i) => i.name));
      }}>
      <datalist id="locality-options">{options.map((o) => <option key={o} value={o} />)}</datalist>
    </Field>
  );
}

/** Create or edit a listing: every field of the spec with its defaults; photos come after the first save. */
export function ListingForm({ values, errors, listingId, status, signInFirst = false, draft }: {
  values: ListingFormValues; errors: Errors; listingId: number | null; status?: string;
  /** A visitor: the form is kept while they sign in, then submitted by them. */
  signInFirst?: boolean;
  /** The kept form this one was filled from (forgotten once the listing is created). */
  draft?: string;
}) {
  const { t } = useI18n();
  const { csrf } = useSession();
  const busy = useNavigation().state === 'submitting';
  const [point, setPoint] = useState<Point | null>(() => (values.latitude && values.longitude ? { lat: Number(values.latitude), lng: Number(values.longitude) } : null));
  const tx = (k: string) => t(k as MessageKey);
  const num = (name: keyof ListingFormValues, label: string, extra: Record<string, unknown> = {}) => (
    <Field label={label} name={name} defaultValue={values[name] as string} error={errors[name]} inputMode="numeric" {...extra} />
  );
  return (
    <Form method="post" replace preventScrollReset noValidate className="panel listing-form" data-testid="listing-form">
      <input type="hidden" name="intent" value="listing-save" />
      <input type="hidden" name="csrf" value={csrf ?? ''} />
      {listingId ? <input type="hidden" name="listing_id" value={listingId} /> : null}
      {draft ? <input type="hidden" name="draft" value={draft} /> : null}

      <h2>{t('listing.basics')}</h2>
      <Field label={t('listing.title')} name="title" defaultValue={values.title} error={errors.title} required maxLength={120} placeholder={t('listing.titleHint')} />
      <div className="field">
        <label htmlFor="f-description">{t('listing.description')}</label>
        <textarea id="f-description" name="description" defaultValue={values.description} rows={5} maxLength={5000} />
        {errors.description ? <p className="field-error">{errors.description}</p> : null}
      </div>
      <div className="field-row">
        <Select label={t('listing.purpose')} name="purpose" value={values.purpose} error={errors.purpose}
          options={PURPOSES.map((p) => [p, tx(`purpose.${p}`)])} />
        <Select label={t('listing.type')} name="property_type" value={values.property_type} error={errors.property_type}
          options={PROPERTY_TYPES.map((p) => [p, tx(`type.${p}`)])} />
      </div>

      <h2>{t('listing.price')}</h2>
      <ForPurpose purposes="commercial">
        <Select label={t('listing.priceType')} name="price_type" value={values.price_type} error={errors.price_type} options={[['sale', t('listing.forSale')], ['rent', t('listing.forRent')]]} />
      </ForPurpose>
      <ForPurpose purposes="buy commercial">{num('base_price', t('listing.salePrice'), { prefix: '₹' })}</ForPurpose>
      <ForPurpose purposes="rent pg commercial">
        {num('monthly_rent', t('listing.monthlyRent'), { prefix: '₹' })}
        {num('security_deposit', t('listing.deposit'), { prefix: '₹' })}
      </ForPurpose>
      <ForPurpose purposes="buy rent commercial">{num('maintenance_charges', t('listing.maintenance'), { prefix: '₹' })}</ForPurpose>
      <ForPurpose purposes="short_stay">
        {num('daily_rate', t('listing.dailyRate'), { prefix: '₹' })}
        {num('minimum_stay_days', t('listing.minStay'))}
        {num('max_occupancy', t('listing.maxGuests'))}
      </ForPurpose>
      <ForPurpose purposes="pg">
        <Select label={t('listing.sharing')} name="pg_sharing" value={values.pg_sharing} error={errors.pg_sharing}
          options={[['', '—'], ...['single', 'double', 'triple', 'dormitory'].map((s): [string, string] => [s, tx(`listing.sharing.${s}`)])]} />
        <Select label={t('listing.food')} name="pg_food_included" value={values.pg_food_included} options={[['', '—'], ['yes', t('listing.yes')], ['no', t('listing.no')]]} />
        <Select label={t('listing.pgFor')} name="pg_gender" value={values.pg_gender} error={errors.pg_gender}
          options={[['', '—'], ...['male', 'female', 'any'].map((s): [string, string] => [s, tx(`listing.gender.${s}`)])]} />
      </ForPurpose>

      <h2>{t('listing.details')}</h2>
      <div className="field-row">
        {num('bedrooms', t('listing.bhk'))}
        {num('bathrooms', t('listing.bathrooms'))}
        {num('balconies', t('listing.balconies'))}
      </div>
      <div className="field-row">
        {num('area_sqft', t('listing.area'))}
        <Select label={t('listing.areaType')} name="area_type" value={values.area_type} error={errors.area_type}
          options={['super_built_up', 'built_up', 'carpet', 'plot'].map((s) => [s, tx(`listing.areaType.${s}`)])} />
        <Select label={t('listing.furnishing')} name="furnishing" value={values.furnishing} error={errors.furnishing}
          options={[['', '—'], ...['furnished', 'semi_furnished', 'unfurnished'].map((s): [string, string] => [s, tx(`listing.furnishing.${s}`)])]} />
      </div>
      <div className="field-row">
        {num('floor_number', t('listing.floor'))}
        {num('total_floors', t('listing.totalFloors'))}
        {num('parking_spaces', t('listing.parking'))}
        {num('age_of_property', t('listing.age'))}
      </div>
      <Checks legend={t('listing.amenities')} name="amenities" all={AMENITIES} chosen={values.amenities} />
      <Checks legend={t('listing.features')} name="features" all={FEATURES} chosen={values.features} />

      <h2>{t('listing.location')}</h2>
      <LocalityField value={values.locality} error={errors.locality} />
      <div className="field-row">
        <Field label={t('listing.subLocality')} name="sub_locality" defaultValue={values.sub_locality} error={errors.sub_locality} />
        <Field label={t('listing.landmark')} name="landmark" defaultValue={values.landmark} error={errors.landmark} />
      </div>
      <Field label={t('listing.address')} name="full_address" defaultValue={values.full_address} error={errors.full_address} />
      <div className="field-row">
        <Field label={t('listing.city')} name="city" defaultValue={values.city} error={errors.city} />
        <Field label={t('listing.pincode')} name="pincode" defaultValue={values.pincode} error={errors.pincode} inputMode="numeric" maxLength={6} />
      </div>
      <input type="hidden" name="latitude" value={point ? point.lat : ''} />
      <input type="hidden" name="longitude" value={point ? point.lng : ''} />
      <LocationPicker value={point} onPick={setPoint} />

      <h2>{t('listing.contact')}</h2>
      <div className="field-row">
        <Field label={t('listing.phone')} name="owner_contact" type="tel" prefix="+91" defaultValue={values.owner_contact} error={errors.owner_contact} placeholder={t('listing.phoneHint')} />
        <Field label={t('listing.availableFrom')} name="available_from" type="date" defaultValue={values.available_from} error={errors.available_from} />
      </div>

      <div className="form-actions">
        {signInFirst ? <button type="submit" name="submit" value="1" className="btn btn-primary" disabled={busy}>{t('listing.signInSubmit')}</button> : null}
        {!signInFirst && (status === undefined || status === 'draft' || status === 'rejected')
          ? <button type="submit" name="submit" value="1" className="btn btn-primary" disabled={busy}>{t('listing.submitReview')}</button>
          : null}
        {signInFirst ? null : (
          <button type="submit" name="submit" value="0" className={`btn ${status && status !== 'draft' && status !== 'rejected' ? 'btn-primary' : 'btn-ghost'}`} disabled={busy}>
            {busy ? t('form.saving') : listingId ? t('listing.saveChanges') : t('listing.saveDraft')}
          </button>
        )}
      </div>
      {status === 'active' ? <p className="muted">{t('listing.reviewNote')}</p> : null}
    </Form>
  );
}
