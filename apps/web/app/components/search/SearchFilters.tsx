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
import { useI18n, type MessageKey } from '../../i18n';
import { paths } from '../../lib/paths';
import { countResults, suggestPlaces } from '../../lib/api-client';
import {
  activeFilters,
  apiQuery,
  effectiveSort,
  formFilters,
  formSearch,
  linkWithoutFilters,
  type Filters,
} from '../../lib/search-url';

const has = (v: string | string[] | undefined, x: string) => (Array.isArray(v) ? v.includes(x) : v === x);
const str = (v: string | string[] | undefined) => (Array.isArray(v) ? (v[0] ?? '') : (v ?? ''));

/** What the form would submit, as the page's URL would carry it. */
function formParams(form: HTMLFormElement): URLSearchParams {
  const q = new URLSearchParams();
  for (const [k, v] of new FormData(form)) if (typeof v === 'string') q.append(k, v);
  return q;
}

/** In the phone's sheet: the results now shown, the number of filters set as they change, and closing the sheet once the form is sent. */
export interface SheetMode {
  total: number;
  exact: boolean;
  onCount: (n: number) => void;
  onDone: () => void;
}

/**
 * Every control of the spec as one GET form: submitting it is the URL, so the results are a
 * server-rendered page that works without script and can be shared. The one sort control is
 * here too: choosing an order applies it at once. In the phone's sheet its button counts the
 * results the filters chosen so far would show, asked of the API as they change.
 */
export function SearchFilters({ f, sheet }: { f: Filters; sheet?: SheetMode }) {
  const { t, href } = useI18n();
  const loading = useNavigation().state === 'loading';
  const submit = useSubmit();
  const [advanced, setAdvanced] = useState(() =>
    [
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
    ].some((k) => f[k as keyof Filters] !== undefined),
  );
  const [place, setPlace] = useState(f.location ?? '');
  const [options, setOptions] = useState<{ name: string; lat: number; lng: number }[]>([]);
  const chosen = options.find((o) => o.name === place);
  const point = chosen ?? (f.lat && f.lng && place === (f.location ?? '') ? { lat: f.lat, lng: f.lng } : null);
  const count = activeFilters(f);
  const [found, setFound] = useState<{ total: number; exact: boolean } | null>(
    sheet ? { total: sheet.total, exact: sheet.exact } : null,
  );
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const asking = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      asking.current?.abort();
    },
    [],
  );
  /** Counts again a moment after the last change; an older answer arriving late is dropped. */
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
  const showLabel = !found
    ? t('search.showAny')
    : found.exact
      ? t('search.showResults', { n: found.total })
      : t('search.showAbout', { n: found.total });
  const num = (name: keyof Filters, label: MessageKey, min = 0) => (
    <label className="sf-field">
      <span>{t(label)}</span>
      <input type="number" name={name} min={min} defaultValue={str(f[name])} inputMode="numeric" />
    </label>
  );
  return (
    <Form
      method="get"
      className={sheet ? 'search-filters in-sheet' : 'panel search-filters'}
      data-testid="search-filters"
      aria-label={t('search.filters')}
      onChange={
        sheet
          ? (e) => {
              sheet.onCount(activeFilters(formFilters(formParams(e.currentTarget))));
              recount(e.currentTarget);
            }
          : undefined
      }
      onSubmit={(e) => {
        // With script the address carries only what is set (without script the browser sends every field, read the same way).
        e.preventDefault();
        submit(new URLSearchParams(formSearch(formParams(e.currentTarget))), {
          method: 'get',
          action: href(paths.properties),
        });
        sheet?.onDone();
      }}
    >
      <label className="sf-field sf-sort">
        <span>{t('search.sort')}</span>
        {/* The one sort control, showing the order the results are really in; choosing another applies it at once (back to page 1). */}
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
      <div className="sf-row">
        <label className="sf-field sf-grow">
          <span>{t('search.keyword')}</span>
          <input type="search" name="q" defaultValue={str(f.q)} placeholder={t('search.keywordHint')} />
        </label>
        <label className="sf-field sf-grow">
          <span>{t('search.location')}</span>
          <input
            name="location"
            value={place}
            list="search-places"
            autoComplete="off"
            placeholder={t('search.locationHint')}
            onChange={async (e) => {
              setPlace(e.target.value);
              const items = await suggestPlaces(e.target.value);
              if (items) setOptions(items);
            }}
          />
          <datalist id="search-places">
            {options.map((o) => (
              <option key={o.name} value={o.name} />
            ))}
          </datalist>
        </label>
        {point ? (
          <>
            <input type="hidden" name="lat" value={point.lat} />
            <input type="hidden" name="lng" value={point.lng} />
          </>
        ) : null}
        <label className="sf-field">
          <span>{t('search.purpose')}</span>
          <select name="purpose" defaultValue={str(f.purpose)}>
            <option value="">{t('search.anyPurpose')}</option>
            {PURPOSES.map((p) => (
              <option key={p} value={p}>
                {t(`purpose.${p}` as MessageKey)}
              </option>
            ))}
          </select>
        </label>
        {point || place ? (
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
      <fieldset className="checks">
        <legend>{t('search.types')}</legend>
        {PROPERTY_TYPES.map((p) => (
          <label key={p}>
            <input type="checkbox" name="property_type" value={p} defaultChecked={has(f.property_type, p)} />{' '}
            {t(`type.${p}` as MessageKey)}
          </label>
        ))}
      </fieldset>
      <div className="sf-row">
        {num('price_min', 'search.priceMin')}
        {num('price_max', 'search.priceMax')}
        <label className="sf-field">
          <span>{t('search.bedsMin')}</span>
          <select name="bedrooms_min" defaultValue={str(f.bedrooms_min)}>
            <option value="">{t('search.any')}</option>
            {[1, 2, 3, 4].map((n) => (
              <option key={n} value={n}>
                {n}+
              </option>
            ))}
          </select>
        </label>
        {num('bedrooms_max', 'search.bedsMax')}
        <label className="sf-field">
          <span>{t('search.postedBy')}</span>
          <select name="posted_by" defaultValue={str(f.posted_by)}>
            <option value="">{t('search.postedByAny')}</option>
            {POSTED_BY.map((w) => (
              <option key={w} value={w}>
                {t(`card.postedBy.${w}` as MessageKey)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {/* A <details> opens and closes without script too. */}
      <details className="sf-advanced" open={advanced} onToggle={(e) => setAdvanced(e.currentTarget.open)}>
        <summary className="btn btn-ghost">{advanced ? t('search.hideAdvanced') : t('search.showAdvanced')}</summary>
        <div className="sf-row">
          {num('bathrooms_min', 'search.bathsMin')}
          {num('bathrooms_max', 'search.bathsMax')}
          {num('area_min', 'search.areaMin')}
          {num('area_max', 'search.areaMax')}
        </div>
        <div className="sf-row">
          <label className="sf-field">
            <span>{t('listing.city')}</span>
            <input name="city" defaultValue={str(f.city)} />
          </label>
          <label className="sf-field">
            <span>{t('search.locality')}</span>
            <input name="locality" defaultValue={str(f.locality)} />
          </label>
          <label className="sf-field">
            <span>{t('listing.pincode')}</span>
            <input name="pincode" defaultValue={str(f.pincode)} inputMode="numeric" maxLength={6} />
          </label>
        </div>
        <div className="sf-row">
          {num('parking_spaces_min', 'search.parkingMin')}
          {num('floor_number_min', 'search.floorMin')}
          {num('floor_number_max', 'search.floorMax')}
          {num('age_max', 'search.ageMax')}
        </div>
        <fieldset className="checks">
          <legend>{t('listing.amenities')}</legend>
          {AMENITIES.map((a) => (
            <label key={a}>
              <input type="checkbox" name="amenities" value={a} defaultChecked={has(f.amenities, a)} /> {a}
            </label>
          ))}
        </fieldset>
        <fieldset className="checks">
          <legend>{t('listing.features')}</legend>
          {FEATURES.map((a) => (
            <label key={a}>
              <input type="checkbox" name="features" value={a} defaultChecked={has(f.features, a)} /> {a}
            </label>
          ))}
        </fieldset>
        <div className="sf-row" data-for="short_stay">
          <label className="sf-field">
            <span>{t('search.checkIn')}</span>
            <input type="date" name="check_in" defaultValue={str(f.check_in)} />
          </label>
          <label className="sf-field">
            <span>{t('search.checkOut')}</span>
            <input type="date" name="check_out" defaultValue={str(f.check_out)} />
          </label>
          {num('guests', 'search.guests', 1)}
        </div>
        <div className="sf-row" data-for="pg">
          <label className="sf-field">
            <span>{t('listing.sharing')}</span>
            <select name="pg_sharing" defaultValue={str(f.pg_sharing)}>
              <option value="">{t('search.any')}</option>
              {['single', 'double', 'triple', 'dormitory'].map((s) => (
                <option key={s} value={s}>
                  {t(`listing.sharing.${s}` as MessageKey)}
                </option>
              ))}
            </select>
          </label>
          <label className="sf-field">
            <span>{t('listing.food')}</span>
            <select name="pg_food_included" defaultValue={str(f.pg_food_included)}>
              <option value="">{t('search.any')}</option>
              <option value="true">{t('listing.yes')}</option>
              <option value="false">{t('listing.no')}</option>
            </select>
          </label>
          <label className="sf-field">
            <span>{t('listing.pgFor')}</span>
            <select name="pg_gender" defaultValue={str(f.pg_gender)}>
              <option value="">{t('search.any')}</option>
              {['male', 'female', 'any'].map((s) => (
                <option key={s} value={s}>
                  {t(`listing.gender.${s}` as MessageKey)}
                </option>
              ))}
            </select>
          </label>
        </div>
      </details>
      {sheet ? (
        <div className="form-actions sheet-actions">
          <Link
            className="btn btn-ghost"
            to={href(`${paths.properties}${linkWithoutFilters(f)}`)}
            onClick={sheet.onDone}
          >
            {t('search.clearAll')}
          </Link>
          <button type="submit" className="btn btn-primary" disabled={loading} data-testid="show-results">
            {showLabel}
          </button>
          <span className="sr-only" role="status">
            {showLabel}
          </span>
        </div>
      ) : (
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
      )}
    </Form>
  );
}
