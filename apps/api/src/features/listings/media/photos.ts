// Uploaded listing photos. The type comes from the bytes, never from the file name or the
// browser's claim; every photo is decoded, turned upright and re-encoded, so nothing of the
// original file survives: no EXIF (a phone photo's GPS position is the owner's home), no
// embedded scripts, no odd colour profiles. What is stored: responsive WebP and AVIF sizes.
import { createHash } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import {
  errorEnglish,
  PANORAMA_LIMITS,
  PHOTO_LIMITS,
  PHOTO_WIDTHS,
  photoRefusalError,
  type ErrorParams,
  type FieldErrorCode,
  type PhotoRefusal,
} from '@aangan/contracts';
import { perceptualHash } from './phash.ts';

export type ImageType = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic';

/** The image format a file really is, from its first bytes; null for anything else. */
export function sniffImage(b: Uint8Array): ImageType | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (b.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  // ISO media files (HEIF family): a 'ftyp' box whose brand says which.
  if (b.length >= 12 && ascii(4, 8) === 'ftyp') {
    const brand = ascii(8, 12);
    if (brand === 'avif' || brand === 'avis') return 'avif';
    if (['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'].includes(brand)) return 'heic';
  }
  return null;
}

export interface EncodedFile {
  name: string;
  body: Buffer;
  contentType: string;
}

export interface ProcessedPhoto {
  width: number;
  height: number;
  phash: string;
  /** Stored files: `<digest>-<width>.webp` and `.avif`, named by content so they can be cached forever. */
  files: EncodedFile[];
  /** Width → file name, per format. */
  webp: Record<string, string>;
  avif: Record<string, string>;
}

export class PhotoRefused extends Error {
  readonly code: PhotoRefusal;
  /** The field code (and its parameters) an error answer names this refusal by. */
  readonly field: { code: FieldErrorCode; params: ErrorParams };
  constructor(name: string, code: PhotoRefusal = 'not_image', field = photoRefusalError(code, name)) {
    super(errorEnglish(field.code, field.params));
    this.code = code;
    this.field = field;
  }
}

/**
 * Decodes, checks and re-encodes one photo. Throws PhotoRefused with a message for the owner
 * (naming the file) when it is not a readable photo of a usable size.
 */
export async function processPhoto(name: string, bytes: Buffer): Promise<ProcessedPhoto> {
  const type = sniffImage(bytes);
  if (type === 'heic') throw new PhotoRefused(name, 'heic');
  if (!type) throw new PhotoRefused(name);
  let upright: { data: Buffer; info: OutputInfo };
  try {
    const meta = await sharp(bytes).metadata();
    if ((meta.width ?? 0) * (meta.height ?? 0) > PHOTO_LIMITS.maxPixels) throw new PhotoRefused(name, 'too_large');
    // rotate() applies the EXIF orientation; the raw pixels carry no metadata at all.
    upright = await sharp(bytes, { limitInputPixels: PHOTO_LIMITS.maxPixels })
      .rotate()
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    if (err instanceof PhotoRefused) throw err;
    throw new PhotoRefused(name); // a truncated or corrupt file
  }
  const { width, height, channels } = upright.info;
  if (width < PHOTO_LIMITS.minWidth || height < PHOTO_LIMITS.minHeight) throw new PhotoRefused(name, 'too_small');
  const raw = () => sharp(upright.data, { raw: { width, height, channels } });
  const digest = createHash('sha256').update(upright.data).digest('hex').slice(0, 16);
  // Never enlarge: the sizes up to the photo's own width, and the photo itself when it falls between.
  const widths = [...new Set([...PHOTO_WIDTHS.filter((w) => w <= width), Math.min(width, PHOTO_WIDTHS.at(-1)!)])];
  const files: EncodedFile[] = [];
  const webp: Record<string, string> = {};
  const avif: Record<string, string> = {};
  for (const w of widths) {
    const resized = raw().resize({ width: w });
    const [a, b] = await Promise.all([
      resized.clone().webp({ quality: 78 }).toBuffer(),
      // effort 2: a tenth of the default's encoding time for a file a few per cent larger.
      resized.clone().avif({ quality: 50, effort: 2 }).toBuffer(),
    ]);
    webp[w] = `${digest}-${w}.webp`;
    avif[w] = `${digest}-${w}.avif`;
    files.push(
      { name: webp[w], body: a, contentType: 'image/webp' },
      { name: avif[w], body: b, contentType: 'image/avif' },
    );
  }
  const phash = await perceptualHash(await raw().png({ compressionLevel: 0 }).toBuffer());
  return { width, height, phash, files, webp, avif };
}

export interface ProcessedPanorama {
  width: number;
  height: number;
  file: EncodedFile;
}

/**
 * One room of a 360° tour: an equirectangular panorama (twice as wide as high), stored upright,
 * without metadata, as a JPEG at most 4096 pixels wide (what a phone can hold as one texture).
 */
export async function processPanorama(name: string, bytes: Buffer): Promise<ProcessedPanorama> {
  const type = sniffImage(bytes);
  if (type === 'heic') throw new PhotoRefused(name, 'heic');
  if (!type) throw new PhotoRefused(name);
  let w = 0,
    h = 0;
  try {
    const meta = await sharp(bytes).metadata();
    // Orientations 5-8 swap the sides once turned upright.
    [w, h] = (meta.orientation ?? 1) >= 5 ? [meta.height ?? 0, meta.width ?? 0] : [meta.width ?? 0, meta.height ?? 0];
  } catch {
    throw new PhotoRefused(name);
  }
  if (w * h > PANORAMA_LIMITS.maxPixels) throw new PhotoRefused(name, 'too_large');
  if (Math.abs(w / h - 2) > 2 * PANORAMA_LIMITS.ratioTolerance)
    throw new PhotoRefused(name, 'not_image', { code: 'NOT_PANORAMA', params: { name, width: w, height: h } });
  if (w < PANORAMA_LIMITS.minWidth)
    throw new PhotoRefused(name, 'not_image', {
      code: 'PANORAMA_TOO_NARROW',
      params: { name, width: PANORAMA_LIMITS.minWidth },
    });
  const width = Math.min(w, PANORAMA_LIMITS.storedWidth);
  let body: Buffer;
  try {
    body = await sharp(bytes, { limitInputPixels: PANORAMA_LIMITS.maxPixels })
      .rotate()
      .toColourspace('srgb')
      .resize({ width, height: width / 2, fit: 'fill' })
      .jpeg({ quality: 82, progressive: true, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new PhotoRefused(name);
  }
  const digest = createHash('sha256').update(body).digest('hex').slice(0, 16);
  return { width, height: width / 2, file: { name: `${digest}-pano.jpg`, body, contentType: 'image/jpeg' } };
}
