// Deterministic, licence-clean demo photos for listings: flat-illustration SVGs generated from a
// seed and rasterised with sharp. Same (seed, kind, size, format) => byte-identical output for a
// given sharp/libvips build, so results can be rendered lazily and cached.

import sharp from 'sharp';
import type { Sharp } from 'sharp';
import { Rng, Svg } from './svgkit.ts';
import { livingRoom, bedroom, kitchen, bathroom, office } from './interiors.ts';
import { exterior, shop, balcony, plot } from './outdoors.ts';
import { panoramaScene } from './panorama-scene.ts';

export type PhotoKind =
  | 'exterior'
  | 'living'
  | 'bedroom'
  | 'kitchen'
  | 'bathroom'
  | 'balcony'
  | 'office'
  | 'shop'
  | 'plot';
export type PhotoFormat = 'webp' | 'avif' | 'jpeg';

export const PHOTO_KINDS: readonly PhotoKind[] = [
  'exterior',
  'living',
  'bedroom',
  'kitchen',
  'bathroom',
  'balcony',
  'office',
  'shop',
  'plot',
];
export const PANORAMA_WIDTH = 4096;
/** Bump when the drawings change, and include it in cache keys. */
export const MEDIA_GENERATOR_VERSION = 1;

const BUILDERS: Record<PhotoKind, (r: Rng, svg: Svg, W: number, H: number) => void> = {
  exterior,
  living: livingRoom,
  bedroom,
  kitchen,
  bathroom,
  balcony,
  office,
  shop,
  plot,
};

function checkSize(name: string, v: number, max: number): void {
  if (!Number.isInteger(v) || v < 16 || v > max)
    throw new RangeError(`${name} must be an integer in 16..${max}, got ${v}`);
}

/** A flat-illustration SVG of a space of the given kind; every proportion and colour follows the seed. */
export function listingPhotoSvg(seed: number, kind: PhotoKind, width: number, height: number): string {
  const build = BUILDERS[kind];
  if (!build) throw new RangeError(`unknown photo kind: ${String(kind)}`);
  checkSize('width', width, 8192);
  checkSize('height', height, 8192);
  const W = 1200;
  const H = (W * height) / width;
  const svg = new Svg();
  build(new Rng(seed, 'photo:' + kind), svg, W, H);
  return svg.doc(width, height, W, H);
}

function encode(img: Sharp, format: PhotoFormat): Sharp {
  if (format === 'webp') return img.webp({ quality: 72, effort: 4 });
  if (format === 'avif') return img.avif({ quality: 50, effort: 3 });
  return img.jpeg({ quality: 78, mozjpeg: true });
}

/** Renders a 4:3 listing photo (height = round(width * 3 / 4)); metadata is stripped. */
export async function renderListingPhoto(
  seed: number,
  kind: PhotoKind,
  width: number,
  format: PhotoFormat = 'webp',
): Promise<Buffer> {
  const height = Math.round((width * 3) / 4);
  const svg = listingPhotoSvg(seed, kind, width, height);
  return encode(sharp(Buffer.from(svg), { density: 72 }).removeAlpha(), format).toBuffer();
}

/**
 * An equirectangular (2:1) 360° panorama of a room, seamless at the left/right edges.
 * scene: 0 = living room, 1 = bedroom, 2 = kitchen, 3 = balcony view.
 */
export function panoramaSvg(seed: number, scene: number, width: number): string {
  if (!Number.isInteger(scene) || scene < 0 || scene > 3) throw new RangeError(`scene must be 0..3, got ${scene}`);
  checkSize('width', width, 16384);
  const height = Math.round(width / 2);
  const W = 4096;
  const H = 2048;
  const svg = new Svg();
  panoramaScene(new Rng(seed, 'pano:' + scene), svg, W, H, scene);
  return svg.doc(width, height, W, H);
}

/** JPEG (quality 80) equirectangular panorama, width x width/2. */
export async function renderPanorama(seed: number, scene: number, width: number): Promise<Buffer> {
  const svg = panoramaSvg(seed, scene, width);
  return sharp(Buffer.from(svg), { density: 72 }).removeAlpha().jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}
