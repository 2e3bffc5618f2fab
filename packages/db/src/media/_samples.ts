import sharp from 'sharp';
import { renderListingPhoto, PHOTO_KINDS } from './generate.ts';
const seeds = (process.argv[2] ?? '101,102,103,104,105,106').split(',').map(Number);
for (const kind of PHOTO_KINDS) {
  const files: string[] = [];
  for (const s of seeds) {
    const f = `/tmp/media-samples/${kind}-${s}.png`;
    await sharp(await renderListingPhoto(s, kind, 960)).png().toFile(f);
    files.push(f);
  }
  const comps = await Promise.all(files.map(async (f, i) => ({ input: await sharp(f).resize(640, 480).toBuffer(), left: (i % 3) * 648, top: Math.floor(i / 3) * 488 })));
  await sharp({ create: { width: 3 * 648, height: Math.ceil(files.length / 3) * 488, channels: 3, background: '#fff' } }).composite(comps).png().toFile(`/tmp/media-samples/sheet-${kind}.png`);
}
