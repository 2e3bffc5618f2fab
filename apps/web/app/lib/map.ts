// Map tiles for every map of the site (OpenStreetMap's, with the credit their licence asks for).
import { DEFAULT_LOCATION } from '@aangan/contracts';

export const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
export const GURUGRAM = { lat: DEFAULT_LOCATION.lat, lng: DEFAULT_LOCATION.lng };
