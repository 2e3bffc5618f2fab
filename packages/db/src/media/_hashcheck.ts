import sharp from 'sharp';
import { renderListingPhoto, PHOTO_KINDS } from './generate.ts';
import { perceptualHash, hammingDistance } from './phash.ts';
const kinds = process.argv[2] ? process.argv[2].split(',') : PHOTO_KINDS;
const N = Number(process.argv[3] ?? 20);
const width = Number(process.argv[4] ?? 256);
const t0 = performance.now();
for (const k of kinds) {
  const hashes: string[] = [];
  for (let s = 1; s <= N; s++) hashes.push(await perceptualHash(await renderListingPhoto(s, k as any, width)));
  let min = 99, bad: string[] = [], hist: number[] = [];
  for (let i = 0; i < N; i++) for (let j = i + 1; j < N; j++) { const d = hammingDistance(hashes[i]!, hashes[j]!); hist.push(d); if (d < min) min = d; if (d <= 10) bad.push(`${i+1}-${j+1}:${d}`); }
  hist.sort((a,b)=>a-b);
  // robustness: re-encode
  let worst = 0;
  for (let s = 1; s <= 5; s++) {
    const a = await renderListingPhoto(s, k as any, 960);
    const b = await sharp(a).resize(400).jpeg({ quality: 40 }).toBuffer();
    worst = Math.max(worst, hammingDistance(await perceptualHash(a), await perceptualHash(b)));
  }
  console.log(k.padEnd(9), 'min', min, 'p5', hist[Math.floor(hist.length*0.05)], 'median', hist[hist.length>>1], 'bad', bad.length, bad.slice(0, 8).join(' '), 'reencode worst', worst);
}
console.log('time', (performance.now() - t0).toFixed(0));
