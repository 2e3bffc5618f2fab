// The duplicate-photo hash on the demo photos: it must see through re-encoding, and the demo
// generator's different seeds must never look like duplicates to it (or seeded listings would
// be flagged as copies of each other).
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { PHOTO_KINDS, renderListingPhoto } from '@aangan/demo/media/generate';
import { hammingDistance, perceptualHash } from './phash.ts';

describe('perceptual hash of listing photos', () => {
  it('pHash survives re-encoding at another size and quality (distance <= 8)', async () => {
    for (const [seed, kind] of [
      [1, 'living'],
      [2, 'exterior'],
      [3, 'bathroom'],
      [4, 'plot'],
    ] as const) {
      const original = await renderListingPhoto(seed, kind, 960);
      const reencoded = await sharp(original).resize(480).jpeg({ quality: 55 }).toBuffer();
      expect(
        hammingDistance(await perceptualHash(original), await perceptualHash(reencoded)),
        kind,
      ).toBeLessThanOrEqual(8);
    }
  });

  it('different seeds of the same kind are never perceptual duplicates (distance > 10)', async () => {
    for (const kind of PHOTO_KINDS) {
      const hashes: string[] = [];
      for (let seed = 1; seed <= 20; seed++)
        hashes.push(await perceptualHash(await renderListingPhoto(seed, kind, 192)));
      let min = Infinity;
      let pair = '';
      for (let i = 0; i < hashes.length; i++)
        for (let j = i + 1; j < hashes.length; j++) {
          const d = hammingDistance(hashes[i]!, hashes[j]!);
          if (d < min) [min, pair] = [d, `${i + 1}/${j + 1}`];
        }
      expect(min, `${kind}: closest seeds ${pair}`).toBeGreaterThan(10);
    }
  });
});

describe('perceptual hash', () => {
  it('is 16 hex chars and the Hamming distance counts differing bits', async () => {
    const h = await perceptualHash(await renderListingPhoto(9, 'shop', 256));
    expect(h).toMatch(/^[0-9a-f]{16}$/);
    expect(hammingDistance(h, h)).toBe(0);
    expect(hammingDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hammingDistance('0000000000000000', '8000000000000001')).toBe(2);
    expect(() => hammingDistance('00', '000')).toThrow(RangeError);
  });
});
