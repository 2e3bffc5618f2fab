// Demo new-build projects. Names and builders are fictional (labelled as demo data in the
// README); the places and the price bands are real (gazetteer.ts). RERA numbers follow the
// HRERA Gurugram registration format but are not real registrations. Most registrations are in
// force; one has lapsed and one was revoked (both stay public, with a warning, closed to visits),
// and one more project has only applied: it has no number and is not published.
import { SPECIFICATION_ROWS } from '@aangan/contracts';
import { places, priceBand } from './gazetteer.ts';
import { slugify } from './random.ts';

interface ProjectSeed {
  name: string;
  builder: string;
  sector: string;
  status: string;
  possession: string;
  units: number;
  towers: number;
  acres: number;
  bhks: number[];
  hrera?: 'lapsed' | 'revoked' | 'applied';
}

const PROJECTS: ProjectSeed[] = [
  {
    name: 'Aravali Heights',
    builder: 'Kesar Developers',
    sector: '65',
    status: 'under_construction',
    possession: '2028-06-30',
    units: 620,
    towers: 6,
    acres: 9.5,
    bhks: [3, 4],
  },
  {
    name: 'Sohna Greens',
    builder: 'Trivani Buildcon',
    sector: '36',
    status: 'new_launch',
    possession: '2030-03-31',
    units: 480,
    towers: 5,
    acres: 7.2,
    bhks: [2, 3],
  },
  {
    name: 'Skyline Residences',
    builder: 'Meridian Realty',
    sector: '62',
    status: 'under_construction',
    possession: '2028-12-31',
    units: 390,
    towers: 4,
    acres: 6.1,
    bhks: [3, 4, 5],
  },
  {
    name: 'Dwarka Vista',
    builder: 'Haritage Homes',
    sector: '106',
    status: 'under_construction',
    possession: '2027-09-30',
    units: 760,
    towers: 8,
    acres: 12,
    bhks: [2, 3, 4],
  },
  {
    name: 'Palm Court Phase II',
    builder: 'Kesar Developers',
    sector: '113',
    status: 'new_launch',
    possession: '2030-12-31',
    units: 540,
    towers: 6,
    acres: 8.4,
    bhks: [3, 4],
  },
  {
    name: 'Green Meadows',
    builder: 'Anant Infra',
    sector: '89',
    status: 'ready_to_move',
    possession: '2025-10-31',
    units: 350,
    towers: 5,
    acres: 10.3,
    bhks: [2, 3],
    hrera: 'lapsed',
  },
  {
    name: 'Crestview Towers',
    builder: 'Meridian Realty',
    sector: '79',
    status: 'under_construction',
    possession: '2028-03-31',
    units: 430,
    towers: 5,
    acres: 6.8,
    bhks: [3, 4],
    hrera: 'revoked',
  },
  {
    name: 'The Banyan',
    builder: 'Sattva Estates',
    sector: '70A',
    status: 'ready_to_move',
    possession: '2025-06-30',
    units: 280,
    towers: 4,
    acres: 5.2,
    bhks: [3, 4],
  },
  {
    name: 'Lakeside Enclave',
    builder: 'Haritage Homes',
    sector: '102',
    status: 'under_construction',
    possession: '2029-06-30',
    units: 610,
    towers: 7,
    acres: 11.1,
    bhks: [2, 3, 4],
  },
  {
    name: 'Orchid Square',
    builder: 'Anant Infra',
    sector: '67',
    status: 'new_launch',
    possession: '2031-03-31',
    units: 300,
    towers: 3,
    acres: 4.6,
    bhks: [3, 4],
  },
  {
    name: 'Cyber Park Residency',
    builder: 'Sattva Estates',
    sector: '37D',
    status: 'under_construction',
    possession: '2027-12-31',
    units: 520,
    towers: 6,
    acres: 8,
    bhks: [2, 3],
  },
  {
    name: 'Golf Vista Suites',
    builder: 'Trivani Buildcon',
    sector: '58',
    status: 'ready_to_move',
    possession: '2026-03-31',
    units: 210,
    towers: 3,
    acres: 4.1,
    bhks: [4, 5],
  },
  // Only in the back office: it cannot be published before it is registered.
  {
    name: 'Aravali Foothills',
    builder: 'Anant Infra',
    sector: '77',
    status: 'new_launch',
    possession: '2032-03-31',
    units: 260,
    towers: 3,
    acres: 4.4,
    bhks: [3, 4],
    hrera: 'applied',
  },
];
/** How many of them are public (published). */
export const PUBLIC_PROJECT_COUNT = PROJECTS.filter((p) => p.hrera !== 'applied').length;

const DAY = 86_400_000;
/** A date in India, `days` after `now`. */
const indiaDate = (now: Date, days: number) =>
  new Date(now.getTime() + 5.5 * 3_600_000 + days * DAY).toISOString().slice(0, 10);

/** The registration as of `now`: registered ones stay valid a year or more after seeding. */
function hrera(p: ProjectSeed, i: number, now: Date) {
  const number = `RC/REP/HARERA/GGM/${700 + i * 7}/${432 + i * 5}/${2022 + (i % 4)}/${20 + i}`;
  switch (p.hrera) {
    case 'applied':
      return { reraNumber: null, hreraStatus: 'applied' as const, hreraValidUntil: null, isPublished: false };
    case 'lapsed':
      return {
        reraNumber: number,
        hreraStatus: 'lapsed' as const,
        hreraValidUntil: indiaDate(now, -40),
        isPublished: true,
      };
    case 'revoked':
      return {
        reraNumber: number,
        hreraStatus: 'revoked' as const,
        hreraValidUntil: indiaDate(now, 500),
        isPublished: true,
      };
    default:
      return {
        reraNumber: number,
        hreraStatus: 'registered' as const,
        hreraValidUntil: indiaDate(now, 400 + i * 61),
        isPublished: true,
      };
  }
}

const AREA: Record<number, [number, number]> = { 2: [1150, 1450], 3: [1650, 2250], 4: [2550, 3400], 5: [3900, 5200] };
const AMENITIES = [
  'Clubhouse',
  'Swimming Pool',
  'Gym',
  'Children\u2019s Play Area',
  'Jogging Track',
  'Power Backup',
  'Security',
  'Visitor Parking',
  'EV Charging',
];

/**
 * What a builder states about how the homes are built and finished: demo text in the terms
 * Gurugram's builders use, varied by project (marble and wood where the homes are larger).
 */
function specifications(p: ProjectSeed, i: number): { label: string; value: string }[] {
  const large = Math.min(...p.bhks) >= 3;
  return [
    { label: SPECIFICATION_ROWS.structure, value: 'RCC framed structure designed for seismic zone IV' },
    {
      label: SPECIFICATION_ROWS.flooring,
      value: large
        ? 'Imported marble in living and dining; laminated wooden flooring in the master bedroom; vitrified tiles in other bedrooms'
        : 'Vitrified tiles in living, dining and bedrooms; anti-skid ceramic tiles in balconies and toilets',
    },
    {
      label: SPECIFICATION_ROWS.kitchen,
      value:
        i % 2
          ? 'Modular kitchen with granite counter, stainless steel sink, chimney and hob'
          : 'Granite counter with stainless steel sink; provision for a modular kitchen and water purifier',
    },
    {
      label: SPECIFICATION_ROWS.doors_windows,
      value: large
        ? 'UPVC double-glazed windows; engineered wood main door with digital lock'
        : 'UPVC windows; flush doors with hardwood frames',
    },
    {
      label: SPECIFICATION_ROWS.bathrooms,
      value: 'Branded sanitary ware and chrome-plated fittings; hot and cold water in every bathroom',
    },
    {
      label: SPECIFICATION_ROWS.electrical,
      value: `Modular switches and copper wiring; ${large ? '100 %' : 'partial'} power backup for homes, full backup for common areas`,
    },
    {
      label: SPECIFICATION_ROWS.lifts,
      value: `${large ? 3 : 2} lifts per tower, one of them a stretcher-size service lift`,
    },
    {
      label: SPECIFICATION_ROWS.safety,
      value: 'CCTV in common areas, video door phone, fire detection and sprinklers as the fire code requires',
    },
  ];
}

export function generateProjects(now = new Date()) {
  return PROJECTS.map((p, i) => {
    const place =
      places.find((q) => q.kind === 'sector' && q.sector === p.sector) ?? places.find((q) => q.sector === p.sector);
    const band = priceBand(place ?? { lat: 28.4595, lng: 77.0266, sector: p.sector });
    const configurations = p.bhks.map((bhk) => {
      const [amin, amax] = AREA[bhk]!;
      return {
        label: `${bhk} BHK`,
        bhk,
        area_min: amin,
        area_max: amax,
        price_min: Math.round((amin * band.min) / 100000) * 100000,
        price_max: Math.round((amax * band.max) / 100000) * 100000,
      };
    });
    return {
      slug: slugify(`${p.name} sector ${p.sector}`),
      name: p.name,
      builderName: p.builder,
      ...hrera(p, i, now),
      description: `${p.name} by ${p.builder}: ${p.towers} towers on ${p.acres} acres in Sector ${p.sector}, Gurugram, with ${p.bhks.map((b) => `${b} BHK`).join(', ')} homes. ${p.status === 'ready_to_move' ? 'Ready to move in.' : `Possession expected by ${new Date(p.possession).toLocaleDateString('en-IN', { month: 'long', year: 'numeric' })}.`}`,
      status: p.status,
      locality: `Sector ${p.sector}`,
      sector: p.sector,
      latitude: place?.lat ?? null,
      longitude: place?.lng ?? null,
      configurations,
      priceMin: Math.min(...configurations.map((c) => c.price_min)),
      priceMax: Math.max(...configurations.map((c) => c.price_max)),
      possessionDate: p.possession,
      totalUnits: p.units,
      totalTowers: p.towers,
      landAcres: p.acres,
      amenities: AMENITIES.slice(0, 5 + (i % 5)),
      specifications: specifications(p, i),
      // The unpublished project has no cover: only public pages' images are ever drawn.
      coverImageUrl: p.hrera === 'applied' ? null : `/media/demo/photo/${90000 + i}-exterior-960.webp`,
    };
  });
}
