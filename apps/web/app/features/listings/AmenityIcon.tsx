import './listings.css';
// Small line icons for a card's amenities, drawn in their tags. Drawn here: no icon font to load.
const PATHS: Record<string, string> = {
  parking: 'M7 20V4h6a5 5 0 0 1 0 10H7',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  dumbbell: 'M4 9v6M8 7v10M16 7v10M20 9v6M8 12h8',
  pool: 'M3 17c2 0 2-1.5 4.5-1.5S9.5 17 12 17s2.5-1.5 4.5-1.5S19 17 21 17M8 14V5a2 2 0 0 1 4 0M16 14V5',
  bolt: 'M13 3L5 14h6l-1 7 8-11h-6z',
  wifi: 'M2 9a15 15 0 0 1 20 0M5.5 12.5a10 10 0 0 1 13 0M9 16a5 5 0 0 1 6 0M12 19.5h.01',
  snow: 'M12 3v18M4.2 7.5l15.6 9M4.2 16.5l15.6-9',
  leaf: 'M5 19c0-9 6-14 15-14 0 9-5 15-14 15M5 19l7-7',
  phone: 'M6 3h4l2 5-3 2a11 11 0 0 0 5 5l2-3 5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 4 5a2 2 0 0 1 2-2',
  flame: 'M12 21c4 0 6-3 6-6 0-4-3-6-4-10-2 2-2 4-2 6-1-1-2-2-2-4-2 2-4 5-4 8 0 3 2 6 6 6',
  drop: 'M12 3c4 5 6 8 6 11a6 6 0 0 1-12 0c0-3 2-6 6-11',
};

/** An amenity's icon, drawn beside its name: decoration, so screen readers skip it. */
export function AmenityIcon({ name }: { name: string }) {
  return (
    <svg className="amenity-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <path
        d={PATHS[name] ?? ''}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
