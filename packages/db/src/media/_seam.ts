import sharp from 'sharp';
import { renderPanorama } from './generate.ts';
for (const w of [512, 4096]) for (const seed of [1, 2, 3, 4, 5]) for (const sc of [0, 1, 2, 3]) {
  if (w === 4096 && seed > 1) continue;
  const t = performance.now();
  const buf = await renderPanorama(seed, sc, w);
  const ms = performance.now() - t;
  const { data, info } = await sharp(buf).raw().toBuffer({ resolveWithObject: true });
  const W = info.width, H = info.height, c = info.channels;
  let d = 0, mx = 0, dm = 0;
  for (let y = 0; y < H; y++) for (let k = 0; k < c; k++) {
    const a = data[(y * W) * c + k]!, b = data[(y * W + W - 1) * c + k]!, m = data[(y * W + W / 2) * c + k]!;
    d += Math.abs(a - b); mx = Math.max(mx, Math.abs(a - b)); dm += Math.abs(a - m);
  }
  // neighbouring interior columns for reference
  let dn = 0;
  for (let y = 0; y < H; y++) for (let k = 0; k < c; k++) dn += Math.abs(data[(y * W + 100) * c + k]! - data[(y * W + 101) * c + k]!);
  console.log(w, seed, sc, `${W}x${H}`, 'edge mean', (d / H / c).toFixed(2), 'max', mx, 'adjacent-cols mean', (dn / H / c).toFixed(2), 'vs middle', (dm / H / c).toFixed(1), ms.toFixed(0) + 'ms', buf.length);
}
