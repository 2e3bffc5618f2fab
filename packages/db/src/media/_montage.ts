import sharp from 'sharp';
const [out, ...files] = process.argv.slice(2);
const cols = 3, w = 640, h = 480;
const rows = Math.ceil(files.length / cols);
const comps = await Promise.all(files.map(async (f, i) => ({ input: await sharp(f).resize(w, h, { fit: 'fill' }).toBuffer(), left: (i % cols) * (w + 8), top: Math.floor(i / cols) * (h + 8) })));
await sharp({ create: { width: cols * (w + 8), height: rows * (h + 8), channels: 3, background: '#fff' } }).composite(comps).png().toFile(out!);
