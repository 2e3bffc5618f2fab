// Classic DCT perceptual hash (pHash): 32x32 greyscale, 2-D DCT-II, top-left 8x8 block,
// each bit = coefficient > median of the 63 AC coefficients. 64 bits as 16 hex characters.

import sharp from 'sharp';

const N = 32;
const K = 8;

// Orthonormal DCT-II basis, rows u = 0..7, columns x = 0..31.
const BASIS: Float64Array = (() => {
  const b = new Float64Array(K * N);
  for (let u = 0; u < K; u++) {
    const a = u === 0 ? Math.sqrt(1 / N) : Math.sqrt(2 / N);
    for (let x = 0; x < N; x++) b[u * N + x] = a * Math.cos(((2 * x + 1) * u * Math.PI) / (2 * N));
  }
  return b;
})();

/** 64-bit DCT perceptual hash of an encoded image (any format sharp reads), as 16 hex chars. */
export async function perceptualHash(image: Buffer): Promise<string> {
  const { data, info } = await sharp(image)
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(N, N, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const ch = info.channels;
  const px = new Float64Array(N * N);
  for (let i = 0; i < N * N; i++) px[i] = data[i * ch]!;
  // Separable DCT, keeping only the 8 lowest frequencies in each direction.
  const rows = new Float64Array(N * K); // [y][u]
  for (let y = 0; y < N; y++)
    for (let u = 0; u < K; u++) {
      let s = 0;
      for (let x = 0; x < N; x++) s += px[y * N + x]! * BASIS[u * N + x]!;
      rows[y * K + u] = s;
    }
  const coef = new Float64Array(K * K); // [v][u]
  for (let v = 0; v < K; v++)
    for (let u = 0; u < K; u++) {
      let s = 0;
      for (let y = 0; y < N; y++) s += rows[y * K + u]! * BASIS[v * N + y]!;
      coef[v * K + u] = s;
    }
  const ac = Array.from(coef.subarray(1)).sort((a, b) => a - b);
  const median = ac[31]!; // 63 values: the middle one
  let hex = '';
  for (let nib = 0; nib < 16; nib++) {
    let v = 0;
    for (let b = 0; b < 4; b++) v = (v << 1) | (coef[nib * 4 + b]! > median ? 1 : 0);
    hex += v.toString(16);
  }
  return hex;
}

const POP = [0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4];

/** Number of differing bits between two hex hashes of equal length. */
export function hammingDistance(a: string, b: string): number {
  if (a.length !== b.length) throw new RangeError(`hash lengths differ: ${a.length} vs ${b.length}`);
  let d = 0;
  for (let i = 0; i < a.length; i++) {
    const x = parseInt(a[i]!, 16);
    const y = parseInt(b[i]!, 16);
    if (Number.isNaN(x) || Number.isNaN(y)) throw new RangeError('hashes must be hexadecimal');
    d += POP[x ^ y]!;
  }
  return d;
}
