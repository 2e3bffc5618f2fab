import { renderListingPhoto } from './generate.ts';
import { perceptualHash, hammingDistance } from './phash.ts';
const kind = process.argv[2] as any; const N = Number(process.argv[3] ?? 400);
const h: string[] = [];
for (let i = 0; i < N; i++) h.push(await perceptualHash(await renderListingPhoto((i + 1) * 10, kind, 192)));
const out: [number, number, number][] = [];
for (let i = 0; i < h.length; i++) for (let j = i + 1; j < h.length; j++) { const d = hammingDistance(h[i]!, h[j]!); if (d <= 8) out.push([d, (i + 1) * 10, (j + 1) * 10]); }
out.sort((a, b) => a[0] - b[0]); console.log(out.slice(0, 12).map((x) => x.join(':')).join(' '));
