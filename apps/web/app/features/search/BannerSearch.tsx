import { useState } from 'react';
import { Form, Link } from 'react-router';
import { DEFAULT_RADIUS_KM, RADIUS_OPTIONS_KM } from '@aangan/contracts';
import { type MessageKey, useI18n } from '../../shared/i18n';
import { paths } from '../../shared/paths';
import { PlaceInput, usePlaceSuggestions } from './PlaceInput';
import { bannerSort, bannerType } from './search-url';
import {
  BedroomsMinField,
  formIssues,
  IssuesContext,
  type Issues,
  NumField,
  refuseSending,
  TextField,
} from './FilterFields';
import './search.css';

interface Place {
  name: string;
  lat: number;
  lng: number;
}

// The home banner's tabs are Rent, Buy and Sell: tab 0 is purpose rent, 1 buy, and 2 clears the
// purpose (an owner selling looks at what is for sale). It sends only purpose, lat, lng and radius
// once a place is picked; a place typed without picking one (or without script) goes as its name
// and the search page finds it.
const TABS = [
  { key: 'rent', purpose: 'rent' },
  { key: 'buy', purpose: 'buy' },
  { key: 'sell', purpose: '' },
] as const;
/** The banner's type choices, as people name them; `bannerType` turns each into the search's property type. */
const TYPES = ['Houses and Villa', 'Apartments', 'Builder Floor', 'Office', 'Shop', 'Plot'] as const;
/** The banner's type names (the specification's, sent through bannerType) in the page's language. */
const TYPE_LABELS: Record<(typeof TYPES)[number], MessageKey> = {
  'Houses and Villa': 'banner.type.houses',
  Apartments: 'banner.type.apartments',
  'Builder Floor': 'banner.type.builderFloor',
  Office: 'banner.type.office',
  Shop: 'banner.type.shop',
  Plot: 'banner.type.plot',
};

type Picker = ReturnType<typeof usePlacePicker>;

export function BannerSearch() {
  const { t } = useI18n();
  const [tab, setTab] = useState(0);
  const [general, setGeneral] = useState(false);
  // Kept here, not in the form, so the place typed survives switching modes.
  const picker = usePlacePicker();
  return (
    <div className="banner-search panel" data-testid="banner-search">
      <BannerTabs tab={tab} setTab={setTab} />
      <div role="tabpanel" id="banner-panel" aria-labelledby={`banner-tab-${tab}`}>
        <div className="banner-modes" role="group" aria-label={t('banner.mode')}>
          <button type="button" aria-pressed={!general} onClick={() => setGeneral(false)}>
            {t('banner.byLocation')}
          </button>
          <button type="button" aria-pressed={general} onClick={() => setGeneral(true)}>
            {t('banner.general')}
          </button>
        </div>
        {general ? <GeneralForm tab={tab} /> : <LocationForm tab={tab} picker={picker} />}
      </div>
    </div>
  );
}

/** The place box's suggestions, and the place its text names once one is picked. */
function usePlacePicker() {
  const places = usePlaceSuggestions();
  const [place, setPlace] = useState<Place | null>(null);
  const type = (v: string) => {
    setPlace(null);
    return places.type(v, setPlace);
  };
  const clear = () => {
    places.clear();
    setPlace(null);
  };
  return { places, text: places.text, place, type, clear };
}

/**
 * Tabs choose what the one form below searches: the chosen tab alone is in the Tab order, arrow
 * keys move between them (the ARIA tabs pattern).
 */
function BannerTabs({ tab, setTab }: { tab: number; setTab: (i: number) => void }) {
  const { t } = useI18n();
  return (
    <div
      role="tablist"
      aria-label={t('banner.tabs')}
      className="banner-tabs"
      onKeyDown={(e) => {
        const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
        if (!step) return;
        const next = (tab + step + TABS.length) % TABS.length;
        setTab(next);
        document.getElementById(`banner-tab-${next}`)?.focus();
      }}
    >
      {TABS.map((x, i) => (
        <button
          key={x.key}
          id={`banner-tab-${i}`}
          type="button"
          role="tab"
          aria-selected={tab === i}
          aria-controls="banner-panel"
          tabIndex={tab === i ? 0 : -1}
          className={tab === i ? 'is-on' : undefined}
          onClick={() => setTab(i)}
        >
          {t(`banner.${x.key}` as 'banner.rent')}
        </button>
      ))}
    </div>
  );
}

/** General mode: keyword, type, budget and bedrooms, sent to the search page as its filters. */
function GeneralForm({ tab }: { tab: number }) {
  const { t, href } = useI18n();
  const purpose = TABS[tab]!.purpose;
  const [issues, setIssues] = useState<Issues>({});
  return (
    <Form
      method="get"
      action={href(paths.properties)}
      className="banner-form"
      noValidate
      onSubmit={(e) => setIssues(refuseSending(e))}
      onChange={(e) => {
        if (Object.keys(issues).length) setIssues(formIssues(e.currentTarget));
      }}
    >
      <IssuesContext.Provider value={issues}>
        {purpose ? <input type="hidden" name="purpose" value={purpose} /> : null}
        <input type="hidden" name="sort_by" value={bannerSort(false, false)} />
        <TextField f={{}} name="q" label="search.keyword" grow type="search" placeholder={t('search.keywordHint')} />
        <label className="sf-field">
          <span>{t('search.types')}</span>
          <select name="property_type" defaultValue="">
            <option value="">{t('search.any')}</option>
            {TYPES.map((x) => (
              <option key={x} value={bannerType(x)}>
                {t(TYPE_LABELS[x])}
              </option>
            ))}
          </select>
        </label>
        <NumField f={{}} name="price_min" label="search.priceMin" />
        <NumField f={{}} name="price_max" label="search.priceMax" />
        <BedroomsMinField f={{}} />
      </IssuesContext.Provider>
      <BannerActions tab={tab} />
    </Form>
  );
}

/** Location mode: a place (with its point once picked from the suggestions) and a radius. */
function LocationForm({ tab, picker }: { tab: number; picker: Picker }) {
  const { t, href } = useI18n();
  const purpose = TABS[tab]!.purpose;
  const { place } = picker;
  return (
    <Form method="get" action={href(paths.properties)} className="banner-form">
      {purpose ? <input type="hidden" name="purpose" value={purpose} /> : null}
      {/* Once a place is picked it is sent as its point, so the name field is left out of the form. */}
      <PlaceInput
        places={picker.places}
        onType={picker.type}
        listId="banner-places"
        name={place ? undefined : 'location'}
        grow
      />
      {place ? (
        <>
          <input type="hidden" name="lat" value={place.lat} />
          <input type="hidden" name="lng" value={place.lng} />
        </>
      ) : null}
      <label className="sf-field">
        <span>{t('search.radius')}</span>
        <select name="radius" defaultValue={String(DEFAULT_RADIUS_KM)}>
          {RADIUS_OPTIONS_KM.map((r) => (
            <option key={r} value={r}>
              {t('search.km', { n: r })}
            </option>
          ))}
        </select>
      </label>
      <BannerActions tab={tab} onClear={picker.text ? picker.clear : undefined} />
    </Form>
  );
}

/** Search, clear the place typed (when there is one), and view everything for the tab's purpose. */
function BannerActions({ tab, onClear }: { tab: number; onClear?: () => void }) {
  const { t, href } = useI18n();
  const purpose = TABS[tab]!.purpose;
  return (
    <div className="banner-actions">
      <button type="submit" className="btn btn-primary">
        {tab === 0 ? t('banner.searchRentals') : t('banner.searchProperties')}
      </button>
      {onClear ? (
        <button type="button" className="btn btn-ghost" onClick={onClear}>
          {t('banner.clearLocation')}
        </button>
      ) : null}
      <Link className="btn btn-ghost" to={href(`${paths.properties}${purpose ? `?purpose=${purpose}` : ''}`)}>
        {t('banner.viewAll')}
      </Link>
    </div>
  );
}
