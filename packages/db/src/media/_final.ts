import sharp from 'sharp';
import { renderListingPhoto, PHOTO_KINDS } from './generate.ts';
import { perceptualHash, hammingDistance } from './phash.ts';
for (const kind of PHOTO_KINDS) {
  const h: string[] = [];
  for (let i = 0; i < 400; i++) h.push(await perceptualHash(await renderListingPhoto((i + 1) * 10 + 1, kind, 192)));
  const hist = Array.from({ length: 65 }, () => 0);
  for (let i = 0; i < h.length; i++) for (let j = i + 1; j < h.length; j++) hist[hammingDistance(h[i]!, h[j]!)]!++;
  const cum = (t: number) => hist.slice(0, t + 1).reduce((a, b) => a + b, 0);
  let worst = 0;
  for (let s = 1; s <= 12; s++) {
    const a = await renderListingPhoto(s * 7, kind, 960);
    const ha = await perceptualHash(a);
    for (const b of [await sharp(a).resize(480).jpeg({ quality: 60 }).toBuffer(), await sharp(a).resize(320).jpeg({ quality: 40 }).toBuffer(), await renderListingPhoto(s * 7, kind, 1600), await renderListingPhoto(s * 7, kind, 480, 'avif')])
      worst = Math.max(worst, hammingDistance(ha, await perceptualHash(b)));
  }
  console.log(kind.padEnd(9), 'different-seed pairs', cum(64), 'min', hist.findIndex((x) => x > 0), '<=6:', cum(6), '<=8:', cum(8), '<=10:', cum(10), '| same image re-encoded worst:', worst);
}
