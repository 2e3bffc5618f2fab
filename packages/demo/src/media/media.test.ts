import { describe, it, expect } from 'vitest';
import sharp from 'sharp';
import { PHOTO_WIDTHS } from '@aangan/contracts';
import {
  listingPhotoSvg,
  renderListingPhoto,
  panoramaSvg,
  renderPanorama,
  PHOTO_KINDS,
  PANORAMA_WIDTH,
} from './generate.ts';

describe('listing photos', () => {
  it('renders every kind as a 4:3 webp of the requested width, without metadata', async () => {
    for (const kind of PHOTO_KINDS) {
      const buf = await renderListingPhoto(11, kind, 320);
      const m = await sharp(buf).metadata();
      expect(m.format, kind).toBe('webp');
      expect(m.width, kind).toBe(320);
      expect(m.height, kind).toBe(240);
      expect(m.exif, kind).toBeUndefined();
      expect(m.icc, kind).toBeUndefined();
      expect(m.xmp, kind).toBeUndefined();
    }
  });

  it('supports jpeg and avif, and the standard size variants', async () => {
    const jpeg = await sharp(await renderListingPhoto(3, 'kitchen', 480, 'jpeg')).metadata();
    expect([jpeg.format, jpeg.width, jpeg.height]).toEqual(['jpeg', 480, 360]);
    const avif = await sharp(await renderListingPhoto(3, 'kitchen', 480, 'avif')).metadata();
    expect([avif.format, avif.width, avif.height]).toEqual(['heif', 480, 360]);
    expect(PHOTO_WIDTHS).toEqual([480, 960, 1600]);
    for (const w of PHOTO_WIDTHS) {
      const svg = listingPhotoSvg(3, 'living', w, (w * 3) / 4);
      expect(svg).toContain(`width="${w}" height="${(w * 3) / 4}"`);
    }
  });

  it('is deterministic: same seed, same bytes; different seed, different image', async () => {
    const a = await renderListingPhoto(42, 'exterior', 480);
    const b = await renderListingPhoto(42, 'exterior', 480);
    expect(a.equals(b)).toBe(true);
    expect(listingPhotoSvg(42, 'bedroom', 400, 300)).toBe(listingPhotoSvg(42, 'bedroom', 400, 300));
    const c = await renderListingPhoto(43, 'exterior', 480);
    expect(a.equals(c)).toBe(false);
  });

  it('contains no text and rejects bad input', () => {
    for (const kind of PHOTO_KINDS) expect(listingPhotoSvg(5, kind, 400, 300)).not.toMatch(/<text|<tspan|<image/);
    expect(() => listingPhotoSvg(1.5, 'living', 400, 300)).toThrow(RangeError);
    expect(() => listingPhotoSvg(1, 'living', 0, 300)).toThrow(RangeError);
  });
});

describe('panoramas', () => {
  it('are 2:1 jpegs whose left and right edge columns match (seamless)', async () => {
    expect(PANORAMA_WIDTH).toBe(4096);
    for (let scene = 0; scene < 4; scene++) {
      const buf = await renderPanorama(7, scene, 512);
      const { data, info } = await sharp(buf).raw().toBuffer({ resolveWithObject: true });
      expect((await sharp(buf).metadata()).format).toBe('jpeg');
      expect([info.width, info.height]).toEqual([512, 256]);
      const { width: W, height: H, channels: C } = info;
      let sum = 0;
      for (let y = 0; y < H; y++)
        for (let c = 0; c < C; c++) sum += Math.abs(data[y * W * C + c]! - data[(y * W + W - 1) * C + c]!);
      expect(sum / (H * C), `scene ${scene}`).toBeLessThan(3);
    }
  });

  it('are deterministic and validate the scene', () => {
    expect(panoramaSvg(5, 2, 1024)).toBe(panoramaSvg(5, 2, 1024));
    expect(panoramaSvg(5, 2, 1024)).not.toBe(panoramaSvg(6, 2, 1024));
    expect(() => panoramaSvg(5, 4, 1024)).toThrow(RangeError);
  });
});
