import { z } from 'zod';
import type { ErrorParams, FieldErrorCode } from './errors.ts';
import { idParamsSchema } from './errors.ts';
import { propertyImageSchema } from './property.ts';

// Listing photos: limits the upload form shows before sending and the API enforces.
export const PHOTO_LIMITS = {
  /** Bytes per file as sent (phones send 3–12 MB photos). */
  maxBytes: 15 * 1024 * 1024,
  /** Photos per listing, counting the ones it has. */
  perListing: 20,
  /** Smaller photos look blurred on a detail page. */
  minWidth: 480,
  minHeight: 320,
  /** Decoded size: a tiny file that decodes to gigapixels is refused before it is decoded. */
  maxPixels: 50_000_000,
} as const;

/** Widths (px) every listing photo is stored at, uploaded or demo; the largest is the original's stand-in. */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;

/** A refused photo as its field code, with the numbers its words name. */
export function photoRefusalError(refusal: PhotoRefusal, name: string): { code: FieldErrorCode; params: ErrorParams } {
  switch (refusal) {
    case 'too_big':
      return { code: 'PHOTO_TOO_BIG', params: { name, mb: PHOTO_LIMITS.maxBytes / 1024 / 1024 } };
    case 'heic':
      return { code: 'PHOTO_HEIC', params: { name } };
    case 'too_small':
      return {
        code: 'PHOTO_TOO_SMALL',
        params: { name, width: PHOTO_LIMITS.minWidth, height: PHOTO_LIMITS.minHeight },
      };
    case 'too_large':
      return { code: 'PHOTO_TOO_LARGE', params: { name, megapixels: PHOTO_LIMITS.maxPixels / 1_000_000 } };
    case 'same_picture':
      return { code: 'PHOTO_SAME_PICTURE', params: { name } };
    case 'too_many':
      return { code: 'PHOTO_TOO_MANY', params: { max: PHOTO_LIMITS.perListing } };
    default:
      return { code: 'PHOTO_NOT_IMAGE', params: { name } };
  }
}

/** Why a file was refused, for a page to say it in its own language (the reason says it in English). */
export const PHOTO_REFUSALS = [
  'not_image',
  'heic',
  'too_small',
  'too_large',
  'too_big',
  'too_many',
  'same_picture',
] as const;
export type PhotoRefusal = (typeof PHOTO_REFUSALS)[number];

/**
 * A listing's photos after a change, the files that were refused with the reason, and the files
 * that were already uploaded (the same bytes), with the photo each one already is.
 */
export const photoListSchema = z.object({
  images: z.array(propertyImageSchema),
  rejected: z.array(z.object({ file: z.string(), reason: z.string(), code: z.enum(PHOTO_REFUSALS) })),
  duplicates: z.array(z.object({ file: z.string(), image_id: z.number(), note: z.string() })),
});
export type PhotoList = z.infer<typeof photoListSchema>;

/** Reorder, pick the main photo and write captions in one call. */
export const photoArrangeSchema = z.object({
  order: z.array(z.number().int().positive()).min(1, 'ARRANGE_MISMATCH'),
  main_image_id: z.number().int().positive().optional(),
  captions: z.record(z.string(), z.string().trim().max(140).nullable()).optional(),
});
export type PhotoArrange = z.infer<typeof photoArrangeSchema>;

export const photoParamsSchema = idParamsSchema.extend({
  imageId: z.coerce.number().int().min(1).max(2147483647),
});
