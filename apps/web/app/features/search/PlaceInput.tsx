import { useRef, useState } from 'react';
import { useI18n } from '../../shared/i18n';
import { suggestPlaces, type Suggestion } from '../../shared/api-client';

// The place box of every search (the home banner, the filters, homes near you, the map): the
// text typed, with the places the API suggests for it as the input's datalist. A suggestion's
// name typed in full (or picked from the list, which types it) names that place.

/** The text typed, the places suggested for it, and `type`, which answers the place the text names (or null). */
export function usePlaceSuggestions(initial = '') {
  const [text, setText] = useState(initial);
  const [options, setOptions] = useState<Suggestion[]>([]);
  const typed = useRef(initial);
  const type = async (value: string): Promise<Suggestion | null> => {
    typed.current = value;
    setText(value);
    const hit = options.find((o) => o.name === value);
    if (hit) return hit;
    const items = await suggestPlaces(value);
    if (!items || typed.current !== value) return null; // none, or an answer for an older text
    setOptions(items);
    return items.find((o) => o.name === value) ?? null;
  };
  return { text, setText, options, type };
}

export type PlaceSuggestions = ReturnType<typeof usePlaceSuggestions>;

/** The labelled place box; `name` is left out when the form sends the place another way. */
export function PlaceInput(props: {
  places: PlaceSuggestions;
  onType: (value: string) => void;
  listId: string;
  name?: string;
  maxLength?: number;
  grow?: boolean;
}) {
  const { t } = useI18n();
  const { places } = props;
  return (
    <label className={props.grow ? 'sf-field sf-grow' : 'sf-field'}>
      <span>{t('search.location')}</span>
      <input
        name={props.name}
        maxLength={props.maxLength}
        value={places.text}
        list={props.listId}
        autoComplete="off"
        placeholder={t('search.locationHint')}
        onChange={(e) => props.onType(e.target.value)}
      />
      <datalist id={props.listId}>
        {places.options.map((o) => (
          <option key={o.name} value={o.name} />
        ))}
      </datalist>
    </label>
  );
}
