import { renderListingPhoto } from './generate.ts';
import { perceptualHash, hammingDistance } from './phash.ts';
for (const [kind, off] of (process.argv[2] ? process.argv[2].split(',').map((k) => [k, 0]) : [['exterior', 0], ['living', 1], ['office', 0]]) as Array<[any, number]>) {
  const h: string[] = [];
  for (let i = 0; i < 400; i++) h.push(await perceptualHash(await renderListingPhoto((i + 1) * 10 + off, kind, 192)));
  const hist = new Array(65).fill(0);
  for (let i = 0; i < h.length; i++) for (let j = i + 1; j < h.length; j++) hist[hammingDistance(h[i]!, h[j]!)]++;
  const cum = (t: number) => hist.slice(0, t + 1).reduce((a: number, b: number) => a + b, 0);
  console.log(kind, 'pairs', h.length * (h.length - 1) / 2, 'min', hist.findIndex((x: number) => x > 0), '<=6:', cum(6), '<=8:', cum(8), '<=10:', cum(10), '<=12:', cum(12));
}
