import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE } from './constants.ts';
import { MAX_PRICE } from './field-rules.ts';
import { propertySchema } from './property.ts';

/**
 * A project's registration with the Haryana Real Estate Regulatory Authority, Gurugram:
 * registered (in force until its valid-until date), lapsed (that date passed without an
 * extension), revoked (the authority cancelled it), applied (no registration yet: never public).
 */
export const HRERA_STATUSES = ['registered', 'lapsed', 'revoked', 'applied'] as const;
export type HreraStatus = (typeof HRERA_STATUSES)[number];
/** Statuses that close a published project to new site visits and enquiries, with a warning. */
export const HRERA_CLOSED_STATUSES = ['lapsed', 'revoked'] as const satisfies readonly HreraStatus[];
export const isHreraClosed = (s: string): s is (typeof HRERA_CLOSED_STATUSES)[number] =>
  (HRERA_CLOSED_STATUSES as readonly string[]).includes(s);
/**
 * The authority's public list of Gurugram's registered projects. Its project pages are addressed
 * by the authority's own internal id, not by the registration number, so we link the list (where
 * the number can be searched); the address is the authority's and may change.
 */
export const HRERA_GURUGRAM_PROJECTS_URL = 'https://haryanarera.gov.in/admincontrol/registered_projects/2';

/** The answer (409) to a visit booked or moved to a listing of a project closed to contact, by why it is closed. */
export const PROJECT_CLOSED_VISIT_CODES = {
  lapsed: 'PROJECT_LAPSED',
  revoked: 'PROJECT_REVOKED',
  unpublished: 'PROJECT_UNPUBLISHED',
} as const;

export const projectSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  builder_name: z.string(),
  /** Always present on a public project: a project without one cannot be published. */
  rera_number: z.string(),
  hrera_status: z.enum(HRERA_STATUSES),
  /** YYYY-MM-DD, a date in India; null when the authority's date is not known. */
  hrera_valid_until: z.string().nullable(),
  /** False when the registration has lapsed or was revoked: no new site visits or enquiries. */
  accepts_enquiries: z.boolean(),
  description: z.string(),
  status: z.string(),
  locality: z.string().nullable(),
  sector: z.string().nullable(),
  city: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  configurations: z.array(
    z.object({
      label: z.string(),
      bhk: z.number().nullable(),
      area_min: z.number(),
      area_max: z.number(),
      price_min: z.number(),
      price_max: z.number(),
    }),
  ),
  price_min: z.number().nullable(),
  price_max: z.number().nullable(),
  possession_date: z.string().nullable(),
  total_units: z.number().nullable(),
  total_towers: z.number().nullable(),
  land_acres: z.number().nullable(),
  amenities: z.array(z.string()),
  cover_image_url: z.string().nullable(),
  listed_units: z.number(),
});
/**
 * The specification rows builders state, by the names our own forms and demo data give them: a
 * row with one of these names is shown under the reader's word for it; any other name stays as
 * the builder wrote it.
 */
export const SPECIFICATION_ROWS = {
  structure: 'Structure',
  flooring: 'Flooring',
  kitchen: 'Kitchen',
  doors_windows: 'Doors and windows',
  bathrooms: 'Bathrooms',
  electrical: 'Electrical',
  lifts: 'Lifts',
  safety: 'Safety',
} as const;
export type SpecificationRow = keyof typeof SPECIFICATION_ROWS;

/** Which of our rows a stated name is (case and spacing aside), or null for a builder's own. */
export function specificationRow(label: string): SpecificationRow | null {
  const name = label.trim().replace(/\s+/g, ' ').toLowerCase();
  const found = Object.entries(SPECIFICATION_ROWS).find(([, english]) => english.toLowerCase() === name);
  return found ? (found[0] as SpecificationRow) : null;
}

export const projectSchema = projectSummarySchema.extend({
  units: z.array(propertySchema),
  /** The builder's stated specifications (structure, flooring, kitchen ...), in their order; empty when none were stated. */
  specifications: z.array(z.object({ label: z.string(), value: z.string() })),
});
export const projectListSchema = z.object({
  items: z.array(projectSummarySchema),
  projects: z.array(projectSummarySchema),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  total_pages: z.number(),
});
export type Project = z.infer<typeof projectSchema>;
export type ProjectConfiguration = ProjectSummary['configurations'][number];

/**
 * Rupees per square foot of a configuration, from its cheapest unit (lowest price over smallest
 * area) to its dearest (highest price over largest area), rounded; null without an area.
 */
export function ratePerSqft(
  c: Pick<ProjectConfiguration, 'area_min' | 'area_max' | 'price_min' | 'price_max'>,
): { min: number; max: number } | null {
  if (!(c.area_min > 0) || !(c.area_max > 0) || !(c.price_min > 0) || !(c.price_max > 0)) return null;
  const a = Math.round(c.price_min / c.area_min),
    b = Math.round(c.price_max / c.area_max);
  return { min: Math.min(a, b), max: Math.max(a, b) };
}

/** The same over a project's configurations: the lowest and highest rate of any of them; null without one. */
export function projectRatePerSqft(
  configs: readonly Pick<ProjectConfiguration, 'area_min' | 'area_max' | 'price_min' | 'price_max'>[],
): { min: number; max: number } | null {
  const rates = configs.map(ratePerSqft).filter((r): r is { min: number; max: number } => r !== null);
  return rates.length ? { min: Math.min(...rates.map((r) => r.min)), max: Math.max(...rates.map((r) => r.max)) } : null;
}
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

/** A project as the back office sees it: published or not, with or without a number. */
export const adminProjectSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  builder_name: z.string(),
  rera_number: z.string().nullable(),
  hrera_status: z.enum(HRERA_STATUSES),
  hrera_valid_until: z.string().nullable(),
  is_published: z.boolean(),
  accepts_enquiries: z.boolean(),
  listed_units: z.number(),
  updated_at: z.string(),
});
export const adminProjectListSchema = z.object({
  items: z.array(adminProjectSchema),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  total_pages: z.number(),
});
export type AdminProject = z.infer<typeof adminProjectSchema>;

/** A real calendar date written YYYY-MM-DD (2027-02-30 is not one). */
const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'DATE_INVALID')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && s >= '2000-01-01' && s <= '2100-12-31';
  }, 'DATE_NOT_REAL');

/** What an admin may change about a project's registration; only the fields sent change. */
export const projectHreraUpdateSchema = z
  .object({
    rera_number: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      z
        .string()
        .trim()
        .max(100)
        .regex(/^[A-Za-z0-9][A-Za-z0-9 /().,-]*$/, 'RERA_NUMBER_CHARACTERS')
        .nullable()
        .optional(),
    ),
    hrera_status: z.enum(HRERA_STATUSES).optional(),
    hrera_valid_until: z.preprocess((v) => (v === '' ? null : v), calendarDate.nullable().optional()),
    is_published: z.boolean().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'NOTHING_TO_CHANGE' });
/** The back office's form for a project's registration: every field is sent; an unticked box unpublishes. */
export const projectHreraFormSchema = z.object({
  rera_number: projectHreraUpdateSchema.shape.rera_number,
  hrera_status: z.enum(HRERA_STATUSES),
  hrera_valid_until: projectHreraUpdateSchema.shape.hrera_valid_until,
  is_published: z.boolean().default(false),
});
export type ProjectHreraUpdate = z.infer<typeof projectHreraUpdateSchema>;

/** The longest text a project search's keyword, locality or builder may be. */
export const PROJECT_TEXT_MAX = 100;
export const PROJECT_STAGES = ['new_launch', 'under_construction', 'ready_to_move'] as const;
export const PROJECT_SORTS = ['newest', 'price_low', 'price_high', 'possession', 'name'] as const;

const blank = (v: unknown) => (v === '' ? undefined : v);
const projectText = () => z.preprocess(blank, z.string().trim().max(PROJECT_TEXT_MAX).optional());

/** GET /projects: the project list's filters, order and page (the web page reads its URL with it too). */
export const projectListQuerySchema = z
  .object({
    q: projectText(),
    locality: projectText(),
    builder: projectText(),
    status: z.preprocess(blank, z.enum(PROJECT_STAGES).optional()),
    hrera_status: z.preprocess(blank, z.enum(HRERA_STATUSES).optional()),
    price_min: z.preprocess(blank, z.coerce.number().min(0).max(MAX_PRICE).optional()),
    price_max: z.preprocess(blank, z.coerce.number().min(0).max(MAX_PRICE).optional()),
    bhk: z.preprocess(blank, z.coerce.number().int().min(1).max(10).optional()),
    sort_by: z.preprocess(blank, z.enum(PROJECT_SORTS).default('newest')),
    page: z.preprocess(blank, z.coerce.number().int().min(1).max(10000).default(1)),
    limit: z.preprocess(blank, z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE)),
  })
  .refine((q) => q.price_min === undefined || q.price_max === undefined || q.price_min <= q.price_max, {
    message: 'MIN_ABOVE_MAX',
    path: ['price_max'],
  });
