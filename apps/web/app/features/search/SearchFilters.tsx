import { useEffect, useRef, useState } from 'react';
import { Form, Link, useNavigation, useSubmit } from 'react-router';
import {
  AMENITIES,
  FEATURES,
  POSTED_BY,
  PROPERTY_TYPES,
  PURPOSES,
  RADIUS_OPTIONS_KM,
  SORT_OPTIONS,
  DEFAULT_RADIUS_KM,
} from '@aangan/contracts';
import { useI18n, type MessageKey } from '../../shared/i18n';
import { TenantFilters } from './TenantFilters';
import { paths } from '../../shared/paths';
import { countResults } from '../../shared/api-client';
import { PlaceInput, usePlaceSuggestions } from './PlaceInput';
import {
  BedroomsMinField,
  DateField,
  formIssues,
  formParams,
  IssuesContext,
  type Issues,
  NumField,
  refuseSending,
  TextField,
} from './FilterFields';
import {
  activeFilters,
  apiQuery,
  effectiveSort,
  formFilters,
  formSearch,
  linkWithoutFilters,
  LOCATION_MAX,
  type Filters,
} from './search-url';
import './search.css';

const has = (v: string | string[] | undefined, x: string) => (Array.isArray(v) ? v.includes(x) : v === x);
const str = (v: string | string[] | undefined) => (Array.isArray(v) ? (v[0] ?? '') : (v ?? ''));

/** In the phone's sheet: the results now shown, the number of filters set as they change, and closing the sheet once the form is sent. */
export interface SheetMode {
  total: number;
  exact: boolean;
  onCount: (n: number) => void;
  onDone: () => void;
}

type Found = { total: number; exact: boolean } | null;

/** The filters that live behind "more filters": the section starts open when any of them is set. */
const ADVANCED_KEYS = [
  'bathrooms_min',
  'bathrooms_max',
  'area_min',
  'area_max',
  'city',
  'locality',
  'pincode',
  'parking_spaces_min',
  'floor_number_min',
  'floor_number_max',
  'age_max',
  'amenities',
  'features',
  'check_in',
  'check_out',
  'guests',
  'pg_sharing',
  'pg_food_included',
  'pg_gender',
] as const;

/**
 * Every search control as one GET form: submitting it is the URL, so the results are a
 * server-rendered page that works without script and can be shared. The one sort control is
 * here too: choosing an order applies it at once. In the phone's sheet its button counts the
 * results the filters chosen so far would show, asked of the API as they change.
 */
export function SearchFilters({ f, sheet }: { f: Filters; sheet?: SheetMode }) {
  const { t, href } = useI18n();
  const submit = useSubmit();
  const place = usePlace(f);
  const { found, recount } = useResultCount(sheet);
  const [issues, setIssues] = useState<Issues>({});
  const count = Object.keys(issues).length;
  return (
    <Form
      method="get"
      noValidate
      className={sheet ? 'search-filters in-sheet' : 'panel search-filters'}
      data-testid="search-filters"
      aria-label={t('search.filters')}
      onChange={(e) => {
        // A field's message goes as soon as what it asks for is done.
        if (count) setIssues(formIssues(e.currentTarget));
        if (!sheet) return;
        sheet.onCount(activeFilters(formFilters(formParams(e.currentTarget))));
        recount(e.currentTarget);
      }}
      onSubmit={(e) => {
        // With script the address carries only what is set (without script the browser sends every
        // field, read the same way, and the page leaves out what the search cannot use).
        e.preventDefault();
        const form = e.currentTarget;
        const refused = refuseSending(e);
        setIssues(refused);
        if (Object.keys(refused).length) return;
        submit(new URLSearchParams(formSearch(formParams(form))), { method: 'get', action: href(paths.properties) });
        sheet?.onDone();
      }}
    >
      <IssuesContext.Provider value={issues}>
        <SortField f={f} point={place.point} />
        <WhereRow f={f} place={place} />
        <CheckGroup legend={t('search.types')} name="property_type" values={PROPERTY_TYPES} f={f} />
        <PriceRow f={f} />
        <TenantFilters f={f} />
        <AdvancedFilters f={f} open={ADVANCED_KEYS.some((k) => issues[k])} />
      </IssuesContext.Provider>
      {count ? (
        <p className="field-error" role="alert" data-testid="filters-refused">
          {t('search.fixField', { n: count })}
        </p>
      ) : null}
      {sheet ? <SheetActions f={f} found={found} onDone={sheet.onDone} /> : <FormActions f={f} />}
    </Form>
  );
}

/** The place typed, the places the API suggests for it, and the point of the one picked (or of the page's search if unchanged). */
function usePlace(f: Filters) {
  const places = usePlaceSuggestions(f.location ?? '');
  const place = places.text;
  const chosen = places.options.find((o) => o.name === place);
  const point = chosen ?? (f.lat && f.lng && place === (f.location ?? '') ? { lat: f.lat, lng: f.lng } : null);
  return { places, place, point };
}

/** In the sheet: the number of results the form would show, counted again a moment after the last change; an older answer arriving late is dropped. */
function useResultCount(sheet: SheetMode | undefined) {
  const [found, setFound] = useState<Found>(sheet ? { total: sheet.total, exact: sheet.exact } : null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const asking = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      asking.current?.abort();
    },
    [],
  );
  const recount = (form: HTMLFormElement) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      asking.current?.abort();
      const ask = new AbortController();
      asking.current = ask;
      const next = formFilters(formParams(form));
      // A place typed but not picked is looked up when the form is sent: no number before that.
      const answer =
        next.location && !(next.lat && next.lng) ? null : await countResults(apiQuery(next, 1), ask.signal);
      if (!ask.signal.aborted) setFound(answer);
    }, 250);
  };
  return { found, recount };
}

/** The one sort control, showing the order the results are really in; choosing another applies it at once (back to page 1). */
function SortField({ f, point }: { f: Filters; point: unknown }) {
  const { t } = useI18n();
  return (
    <label className="sf-field sf-sort">
      <span>{t('search.sort')}</span>
      <select
        name="sort_by"
        defaultValue={effectiveSort(f)}
        key={effectiveSort(f)}
        onChange={(e) => e.currentTarget.form?.requestSubmit()}
      >
        {SORT_OPTIONS.filter((s) => s !== 'distance' || point).map((s) => (
          <option key={s} value={s}>
            {t(`sort.${s}` as MessageKey)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Keyword, place (with its point and radius) and purpose. */
function WhereRow({ f, place }: { f: Filters; place: ReturnType<typeof usePlace> }) {
  const { t } = useI18n();
  const { point } = place;
  return (
    <div className="sf-row">
      <TextField f={f} name="q" label="search.keyword" grow type="search" placeholder={t('search.keywordHint')} />
      <PlaceInput
        places={place.places}
        onType={place.places.type}
        listId="search-places"
        name="location"
        maxLength={LOCATION_MAX}
        grow
      />
      {point ? (
        <>
          <input type="hidden" name="lat" value={point.lat} />
          <input type="hidden" name="lng" value={point.lng} />
        </>
      ) : null}
      <OptionsField
        f={f}
        name="purpose"
        label="search.purpose"
        any="search.anyPurpose"
        values={PURPOSES}
        prefix="purpose"
      />
      {point || place.place ? (
        <label className="sf-field">
          <span>{t('search.radius')}</span>
          <select name="radius" defaultValue={str(f.radius) || String(DEFAULT_RADIUS_KM)}>
            {RADIUS_OPTIONS_KM.map((r) => (
              <option key={r} value={r}>
                {t('search.km', { n: r })}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
}

function PriceRow({ f }: { f: Filters }) {
  return (
    <div className="sf-row">
      <NumField f={f} name="price_min" label="search.priceMin" />
      <NumField f={f} name="price_max" label="search.priceMax" />
      <BedroomsMinField f={f} />
      <NumField f={f} name="bedrooms_max" label="search.bedsMax" />
      <OptionsField
        f={f}
        name="posted_by"
        label="search.postedBy"
        any="search.postedByAny"
        values={POSTED_BY}
        prefix="card.postedBy"
      />
    </div>
  );
}

/** The rarer filters; a <details> opens and closes without script too. */
function AdvancedFilters({ f, open }: { f: Filters; open: boolean }) {
  const { t } = useI18n();
  const [advanced, setAdvanced] = useState(() => ADVANCED_KEYS.some((k) => f[k] !== undefined));
  // A refused field in here keeps the section open, so its message is seen and the field focused.
  return (
    <details className="sf-advanced" open={advanced || open} onToggle={(e) => setAdvanced(e.currentTarget.open)}>
      <summary className="btn btn-ghost">{advanced ? t('search.hideAdvanced') : t('search.showAdvanced')}</summary>
      <div className="sf-row">
        <NumField f={f} name="bathrooms_min" label="search.bathsMin" />
        <NumField f={f} name="bathrooms_max" label="search.bathsMax" />
        <NumField f={f} name="area_min" label="search.areaMin" />
        <NumField f={f} name="area_max" label="search.areaMax" />
      </div>
      <AddressRow f={f} />
      <div className="sf-row">
        <NumField f={f} name="parking_spaces_min" label="search.parkingMin" />
        <NumField f={f} name="floor_number_min" label="search.floorMin" />
        <NumField f={f} name="floor_number_max" label="search.floorMax" />
        <NumField f={f} name="age_max" label="search.ageMax" />
      </div>
      <CheckGroup legend={t('listing.amenities')} name="amenities" values={AMENITIES} f={f} />
      <CheckGroup legend={t('listing.features')} name="features" values={FEATURES} f={f} />
      <StayRow f={f} />
      <PgRow f={f} />
    </details>
  );
}

function AddressRow({ f }: { f: Filters }) {
  const { t } = useI18n();
  return (
    <div className="sf-row">
      <TextField f={f} name="city" label="listing.city" />
      <TextField f={f} name="locality" label="search.locality" />
      <label className="sf-field">
        <span>{t('listing.pincode')}</span>
        <input name="pincode" defaultValue={str(f.pincode)} inputMode="numeric" maxLength={6} />
      </label>
    </div>
  );
}

/** Dates and guests, for short stays. */
function StayRow({ f }: { f: Filters }) {
  return (
    <div className="sf-row" data-for="short_stay">
      <DateField f={f} name="check_in" label="search.checkIn" />
      <DateField f={f} name="check_out" label="search.checkOut" />
      <NumField f={f} name="guests" label="search.guests" />
    </div>
  );
}

/** Sharing, food and who the rooms are for, for paying-guest listings. */
function PgRow({ f }: { f: Filters }) {
  const { t } = useI18n();
  return (
    <div className="sf-row" data-for="pg">
      <OptionsField
        f={f}
        name="pg_sharing"
        label="listing.sharing"
        any="search.any"
        values={['single', 'double', 'triple', 'dormitory']}
        prefix="listing.sharing"
      />
      <label className="sf-field">
        <span>{t('listing.food')}</span>
        <select name="pg_food_included" defaultValue={str(f.pg_food_included)}>
          <option value="">{t('search.any')}</option>
          <option value="true">{t('listing.yes')}</option>
          <option value="false">{t('listing.no')}</option>
        </select>
      </label>
      <OptionsField
        f={f}
        name="pg_gender"
        label="listing.pgFor"
        any="search.any"
        values={['male', 'female', 'any']}
        prefix="listing.gender"
      />
    </div>
  );
}

/** A select of fixed values with an "any" first; each value worded by the message `${prefix}.${value}`. */
function OptionsField(props: {
  f: Filters;
  name: keyof Filters;
  label: MessageKey;
  any: MessageKey;
  values: readonly string[];
  prefix: string;
}) {
  const { t } = useI18n();
  const { f, name, values, prefix } = props;
  return (
    <label className="sf-field">
      <span>{t(props.label)}</span>
      <select name={name} defaultValue={str(f[name])}>
        <option value="">{t(props.any)}</option>
        {values.map((v) => (
          <option key={v} value={v}>
            {t(`${prefix}.${v}` as MessageKey)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Check boxes of one multi-valued filter; property types are worded, amenities and features shown as they are. */
function CheckGroup(props: {
  legend: string;
  name: 'property_type' | 'amenities' | 'features';
  values: readonly string[];
  f: Filters;
}) {
  const { t } = useI18n();
  const { name, f } = props;
  return (
    <fieldset className="checks">
      <legend>{props.legend}</legend>
      {props.values.map((v) => (
        <label key={v}>
          <input type="checkbox" name={name} value={v} defaultChecked={has(f[name], v)} />{' '}
          {name === 'property_type' ? t(`type.${v}` as MessageKey) : v}
        </label>
      ))}
    </fieldset>
  );
}

/** The sheet's buttons: clear every filter, or show the results counted so far (also told to screen readers). */
function SheetActions({ f, found, onDone }: { f: Filters; found: Found; onDone: () => void }) {
  const { t, href } = useI18n();
  const loading = useNavigation().state === 'loading';
  const showLabel = !found
    ? t('search.showAny')
    : found.exact
      ? t('search.showResults', { n: found.total })
      : t('search.showAbout', { n: found.total });
  return (
    <div className="form-actions sheet-actions">
      <Link className="btn btn-ghost" to={href(`${paths.properties}${linkWithoutFilters(f)}`)} onClick={onDone}>
        {t('search.clearAll')}
      </Link>
      <button type="submit" className="btn btn-primary" disabled={loading} data-testid="show-results">
        {showLabel}
      </button>
      <span className="sr-only" role="status">
        {showLabel}
      </span>
    </div>
  );
}

/** The side panel's buttons: search (with the number of filters set) and clear. */
function FormActions({ f }: { f: Filters }) {
  const { t, href } = useI18n();
  const loading = useNavigation().state === 'loading';
  const count = activeFilters(f);
  return (
    <div className="form-actions">
      <button type="submit" className="btn btn-primary" disabled={loading}>
        {t('search.submit')}
        {count ? (
          <>
            <span className="count-badge" aria-hidden="true">
              {count}
            </span>
            <span className="sr-only"> ({t('search.activeCount', { n: count })})</span>
          </>
        ) : null}
      </button>
      <Link className="btn btn-ghost" to={href(paths.properties)}>
        {t('search.clear')}
      </Link>
    </div>
  );
}
