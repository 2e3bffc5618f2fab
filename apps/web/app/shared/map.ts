// Map tiles for every map of the site: OpenStreetMap's by default (with the credit their licence
// asks for), or a provider set by MAP_TILE_URL / MAP_TILE_ATTRIBUTION at start (root loader).
import { useRouteLoaderData } from 'react-router';
import { DEFAULT_LOCATION, DEFAULT_TILE_URL } from '@aangan/contracts';

export const TILE_URL = DEFAULT_TILE_URL;
export const TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export interface Tiles {
  url: string;
  attribution: string;
}

/** The tiles the server was configured with. */
export function useTiles(): Tiles {
  const root = useRouteLoaderData('root') as { tiles?: Tiles } | undefined;
  return root?.tiles ?? { url: TILE_URL, attribution: TILE_ATTRIBUTION };
}
export const GURUGRAM = { lat: DEFAULT_LOCATION.lat, lng: DEFAULT_LOCATION.lng };
