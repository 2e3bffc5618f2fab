import sharp from 'sharp';
import { renderListingPhoto, renderPanorama, listingPhotoSvg, panoramaSvg, PHOTO_KINDS } from './generate.ts';
console.log('sharp concurrency', sharp.concurrency(), 'threadpool', process.env.UV_THREADPOOL_SIZE ?? '(default 4)');
const med = (a: number[]) => a.sort((x, y) => x - y)[a.length >> 1]!;
await renderListingPhoto(1, 'living', 960); // warm-up
const all: number[] = [];
for (const kind of PHOTO_KINDS) {
  const t: number[] = [], ts: number[] = []; let size = 0;
  for (const seed of [101, 202, 303, 404, 505]) {
    let a = performance.now(); listingPhotoSvg(seed, kind, 960, 720); ts.push(performance.now() - a);
    a = performance.now(); const b = await renderListingPhoto(seed, kind, 960); t.push(performance.now() - a); size += b.length;
  }
  all.push(...t);
  console.log(kind.padEnd(9), '960 webp median', med(t).toFixed(0), 'ms  max', Math.max(...t).toFixed(0), 'ms  (svg build', med(ts).toFixed(1), 'ms)  avg', (size / 5 / 1024).toFixed(0), 'KiB');
}
console.log('all kinds 960 webp: median', med(all).toFixed(0), 'ms, max', Math.max(...all).toFixed(0), 'ms');
for (const w of [480, 1600]) { const a = performance.now(); for (const s of [1,2,3]) await renderListingPhoto(s, 'living', w); console.log(`living ${w} webp avg`, ((performance.now() - a) / 3).toFixed(0), 'ms'); }
for (const f of ['jpeg', 'avif'] as const) { const a = performance.now(); const b = await renderListingPhoto(1, 'living', 960, f); console.log(`living 960 ${f}`, (performance.now() - a).toFixed(0), 'ms', (b.length / 1024).toFixed(0), 'KiB'); }
for (let sc = 0; sc < 4; sc++) {
  const t: number[] = []; let size = 0; let svgT = 0;
  for (const seed of [11, 22, 33]) {
    let a = performance.now(); panoramaSvg(seed, sc, 4096); svgT += performance.now() - a;
    a = performance.now(); const b = await renderPanorama(seed, sc, 4096); t.push(performance.now() - a); size += b.length;
  }
  console.log('pano scene', sc, '4096 jpeg median', med(t).toFixed(0), 'ms  max', Math.max(...t).toFixed(0), 'ms  (svg build', (svgT / 3).toFixed(0), 'ms)  avg', (size / 3 / 1024).toFixed(0), 'KiB');
}
