import { useRef, useState } from 'react';
import { useI18n } from '../../shared/i18n';
import { suggestPlaces, type Suggestion } from '../../shared/api-client';

// The place box of every search (the home banner, the filters, homes near you, the map): the
// text typed, with the places the API suggests for it as the input's datalist. A suggestion's
// name typed in full (or picked from the list, which types it) names that place.

/**
 * The text typed, the places suggested for it, and `type`, which takes a new text and calls
 * `onPlace` with the place it names: at once when a suggestion shown already has that name, else
 * when the suggestions for it arrive. The list keeps narrowing either way ("Sector 4" is a
 * place, and so are "Sector 45" and "Sector 46").
 */
export function usePlaceSuggestions(initial = '') {
  const [text, setText] = useState(initial);
  const [options, setOptions] = useState<Suggestion[]>([]);
  const typed = useRef(initial);
  const type = async (value: string, onPlace?: (place: Suggestion) => void) => {
    typed.current = value;
    setText(value);
    const known = options.find((o) => o.name === value);
    if (known) onPlace?.(known);
    const items = await suggestPlaces(value);
    if (!items || typed.current !== value) return; // none, or an answer for an older text
    setOptions(items);
    const hit = known ? undefined : items.find((o) => o.name === value);
    if (hit) onPlace?.(hit);
  };
  /** Empties the box; a suggestion still on its way for the old text is then dropped. */
  const clear = () => {
    typed.current = '';
    setText('');
  };
  return { text, options, type, clear };
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
