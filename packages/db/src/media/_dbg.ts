import sharp from 'sharp';
import { renderPanorama } from './generate.ts';
const buf = await renderPanorama(1, 1, 1024);
const { data, info } = await sharp(buf).raw().toBuffer({ resolveWithObject: true });
const W = info.width, c = info.channels;
for (let y = 0; y < info.height; y += 16) {
  const a = [0,1,2].map(k => data[(y*W)*c+k]), b = [0,1,2].map(k => data[(y*W+W-1)*c+k]), a2=[0,1,2].map(k => data[(y*W+3)*c+k]), b2=[0,1,2].map(k => data[(y*W+W-4)*c+k]);
  console.log(y, a.join(','), '|', b.join(','), '   ', a2.join(','), '|', b2.join(','));
}
