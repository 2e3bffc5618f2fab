// Line icons for the home page's property types and counters, drawn inline (no icon font, and
// no emoji, which not every phone or font draws).
const PATHS: Record<string, string> = {
  apartment: 'M5 21V4h10v17M15 9h4v12M8 7h1M11 7h1M8 10h1M11 10h1M8 13h1M11 13h1M8 16h1M11 16h1M3 21h18',
  house: 'M3 11l9-7 9 7M5 10v11h14V10M10 21v-6h4v6',
  builder_floor: 'M4 21V6l8-3 8 3v15M4 11h16M4 16h16M9 21v-3h6v3',
  room: 'M3 18v-8M3 14h18v4M21 18v-5a3 3 0 0 0-3-3h-7v4M6 12h2',
  office: 'M4 8h16v12H4zM9 8V5h6v3M4 13h16',
  shop: 'M4 10v10h16V10M3 10l2-6h14l2 6zM9 20v-5h6v5',
  warehouse: 'M3 21V9l9-5 9 5v12M7 21v-8h10v8M7 17h10',
  plot: 'M4 20l4-14h8l4 14zM9 13h6',
  smile: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 14a5 5 0 0 0 8 0M9 9.5h.01M15 9.5h.01',
  home: 'M3 11l9-7 9 7M5 10v11h14V10',
  calendar: 'M4 6h16v15H4zM4 10h16M8 3v4M16 3v4',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M16 3.5a4 4 0 0 1 0 7.5M18 14a6 6 0 0 1 4 7',
  list: 'M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01',
  key: 'M15 8a5 5 0 1 0-4.6 5L4 19.5V22h3v-2h2v-2h2l1.6-1.6A5 5 0 0 0 15 8zM16 7h.01',
};

export function LineIcon({ name, size = 28 }: { name: string; size?: number }) {
  return (
    <svg className="line-icon" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d={PATHS[name] ?? PATHS.home}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
