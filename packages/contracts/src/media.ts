import { z } from 'zod';
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

export const MEDIA_MESSAGES = {
  notMultipart: 'Send the photos as multipart/form-data in a field named files',
  noFiles: 'Choose at least one photo to upload',
  tooBig: (name: string) => `${name} is larger than ${PHOTO_LIMITS.maxBytes / 1024 / 1024} MB`,
  tooMany: `A listing can have at most ${PHOTO_LIMITS.perListing} photos`,
  notImage: (name: string) => `${name} is not a photo we can read (JPEG, PNG, WebP or AVIF)`,
  heic: (name: string) =>
    `${name} is a HEIC photo; please send it as JPEG (on iPhone: Settings › Camera › Formats › Most Compatible)`,
  tooSmall: (name: string) =>
    `${name} is too small; photos must be at least ${PHOTO_LIMITS.minWidth} × ${PHOTO_LIMITS.minHeight} pixels`,
  tooLarge: (name: string) => `${name} has too many pixels (at most ${PHOTO_LIMITS.maxPixels / 1_000_000} megapixels)`,
  /** The same picture in another file (decoded pixels match a photo the listing has). */
  samePicture: (name: string) => `${name} is already one of this listing's photos`,
  /** The very same file again (its SHA-256 matches): answered with the photo it already is. */
  alreadyUploaded: (name: string) => `${name} was already uploaded`,
  arrangeMismatch: 'The order must list every photo of this listing exactly once',
  unknownPhoto: 'Photo not found',
  unavailable: 'Media service not available',
} as const;

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
  order: z
    .array(z.number().int().positive(), { error: 'order must be a list of photo ids' })
    .min(1, MEDIA_MESSAGES.arrangeMismatch),
  main_image_id: z.number().int().positive().optional(),
  captions: z
    .record(z.string(), z.string().trim().max(140, 'A caption must be at most 140 characters').nullable())
    .optional(),
});
export type PhotoArrange = z.infer<typeof photoArrangeSchema>;

export const photoParamsSchema = idParamsSchema.extend({
  imageId: z.coerce
    .number({ error: 'imageId must be a number' })
    .int('imageId must be a whole number')
    .min(1, 'imageId must be positive')
    .max(2147483647, 'imageId is too large'),
});
