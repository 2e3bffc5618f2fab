import { z } from 'zod';
import { propertySchema } from './property.ts';

export const projectSummarySchema = z.object({
  id: z.number(), slug: z.string(), name: z.string(), builder_name: z.string(), rera_number: z.string(),
  description: z.string(), status: z.string(), locality: z.string().nullable(), sector: z.string().nullable(),
  city: z.string(), latitude: z.number().nullable(), longitude: z.number().nullable(),
  configurations: z.array(z.object({ label: z.string(), bhk: z.number().nullable(), area_min: z.number(), area_max: z.number(), price_min: z.number(), price_max: z.number() })),
  price_min: z.number().nullable(), price_max: z.number().nullable(), possession_date: z.string().nullable(),
  total_units: z.number().nullable(), total_towers: z.number().nullable(), land_acres: z.number().nullable(),
  amenities: z.array(z.string()), cover_image_url: z.string().nullable(), listed_units: z.number(),
});
export const projectSchema = projectSummarySchema.extend({ units: z.array(propertySchema) });
export const projectListSchema = z.object({
  items: z.array(projectSummarySchema), projects: z.array(projectSummarySchema),
  page: z.number(), limit: z.number(), total: z.number(), total_pages: z.number(),
});
export type Project = z.infer<typeof projectSchema>;
export type ProjectSummary = z.infer<typeof projectSummarySchema>;
