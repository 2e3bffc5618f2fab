import sharp from 'sharp';
import { Rng, Svg } from './svgkit.ts';
import { livingRoom, bedroom, kitchen, bathroom, office } from './interiors.ts';
import { exterior, shop, balcony, plot } from './outdoors.ts';
const kinds = { living: livingRoom, bedroom, kitchen, bathroom, office, exterior, shop, balcony, plot } as const;
const which = (process.argv[2] ?? 'living,bedroom,kitchen,bathroom,office').split(',');
const seeds = (process.argv[3] ?? '1,2,3').split(',').map(Number);
for (const k of which) for (const seed of seeds) {
  const svg = new Svg(); const W = 1200, H = 900;
  (kinds as any)[k](new Rng(seed, 'photo:' + k), svg, W, H);
  const doc = svg.doc(640, 480, W, H);
  const t = performance.now();
  await sharp(Buffer.from(doc)).png().toFile(`/tmp/media-samples/${k}-${seed}.png`);
  console.log(k, seed, doc.length, (performance.now() - t).toFixed(0) + 'ms');
}
