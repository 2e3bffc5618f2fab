import sharp from 'sharp';
import { panoramaSvg } from './generate.ts';
const seeds = (process.argv[2] ?? '1').split(',').map(Number);
const scenes = (process.argv[3] ?? '0,1,2,3').split(',').map(Number);
const width = Number(process.argv[4] ?? 2048);
for (const seed of seeds) for (const sc of scenes) {
  const t = performance.now();
  const svg = panoramaSvg(seed, sc, width);
  const t1 = performance.now();
  await sharp(Buffer.from(svg)).png().toFile(`/tmp/media-samples/pano-${sc}-${seed}.png`);
  console.log(seed, sc, svg.length, (t1 - t).toFixed(0), (performance.now() - t1).toFixed(0));
}
