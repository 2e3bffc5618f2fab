// Small toolkit shared by the photo and panorama generators: seeded PRNG, HSL colours,
// an SVG document builder and a few shape helpers. Everything here is deterministic.

export type Pt = readonly [number, number];
export type V3 = readonly [number, number, number];
/** HSL colour: hue in degrees, saturation and lightness in percent. */
export type Col = readonly [number, number, number];

export const TAU = Math.PI * 2;
export const clamp = (v: number, a: number, b: number): number => Math.min(b, Math.max(a, v));
export const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;

// ---------------------------------------------------------------------------------------------
// PRNG

function mix32(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function strHash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Maps any safe integer seed to a well-mixed 32-bit word (bijective on 0..2^32-1). */
function seedWord(seed: number): number {
  if (!Number.isSafeInteger(seed)) throw new RangeError(`seed must be a safe integer, got ${seed}`);
  const lo = seed >>> 0;
  const hi = Math.floor(seed / 4294967296) >>> 0;
  return mix32(lo ^ mix32(hi + 0x9e3779b9));
}

/** mulberry32 with a few convenience helpers. */
export class Rng {
  s: number;
  constructor(seed: number, salt: string) {
    this.s = mix32(seedWord(seed) ^ strHash(salt));
  }
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(a: number, b: number): number {
    return a + (b - a) * this.next();
  }
  int(a: number, b: number): number {
    return a + Math.floor(this.next() * (b - a + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    const v = items[Math.floor(this.next() * items.length)];
    if (v === undefined) throw new Error('pick from empty list');
    return v;
  }
  /** Picks a colour from a list and nudges it a little, so palettes never repeat exactly. */
  col(items: readonly Col[], dh = 6, ds = 5, dl = 4): Col {
    const c = this.pick(items);
    return [
      c[0] + this.range(-dh, dh),
      clamp(c[1] + this.range(-ds, ds), 0, 100),
      clamp(c[2] + this.range(-dl, dl), 0, 100),
    ];
  }
}

// ---------------------------------------------------------------------------------------------
// Colour

export function hex(c: Col): string {
  const h = ((c[0] % 360) + 360) % 360;
  const s = clamp(c[1], 0, 100) / 100;
  const l = clamp(c[2], 0, 100) / 100;
  const a = s * Math.min(l, 1 - l);
  const f = (m: number): number => {
    const k = (m + h / 30) % 12;
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  const to = (v: number): string =>
    Math.round(clamp(v, 0, 1) * 255)
      .toString(16)
      .padStart(2, '0');
  return '#' + to(f(0)) + to(f(8)) + to(f(4));
}

export const lit = (c: Col, d: number): Col => [c[0], c[1], clamp(c[2] + d, 0, 100)];
export const sat = (c: Col, d: number): Col => [c[0], clamp(c[1] + d, 0, 100), c[2]];
export const hue = (c: Col, d: number): Col => [c[0] + d, c[1], c[2]];

// ---------------------------------------------------------------------------------------------
// SVG

/** Formats a number compactly (1 decimal by default). */
export function n(v: number, digits = 1): string {
  const m = 10 ** digits;
  const r = Math.round(v * m) / m;
  return Object.is(r, -0) ? '0' : String(r);
}

export const pts = (p: readonly Pt[]): string => p.map((q) => n(q[0]) + ',' + n(q[1])).join(' ');
/** Per-shape transparency (fill/stroke opacity is much cheaper to render than `opacity`). */
export const op = (a: number): string => ` fill-opacity="${n(a, 3)}" stroke-opacity="${n(a, 3)}"`;

export function poly(p: readonly Pt[], fill: string, extra = ''): string {
  return `<polygon points="${pts(p)}" fill="${fill}"${extra}/>`;
}
export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}" fill="${fill}"${extra}/>`;
}
export function circ(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(Math.max(0, r))}" fill="${fill}"${extra}/>`;
}
export function ell(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(Math.max(0, rx))}" ry="${n(Math.max(0, ry))}" fill="${fill}"${extra}/>`;
}
export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}
/** Several line segments as one stroked path. */
export function lines(segs: ReadonlyArray<readonly [Pt, Pt]>, stroke: string, width: number, extra = ''): string {
  if (segs.length === 0) return '';
  const d = segs.map(([a, b]) => `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`).join('');
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${n(width, 2)}"${extra}/>`;
}
export function polyline(p: readonly Pt[], stroke: string, width: number, extra = ''): string {
  return `<polyline points="${pts(p)}" fill="none" stroke="${stroke}" stroke-width="${n(width, 2)}"${extra}/>`;
}

export type Stop = readonly [offset: number, color: string, opacity?: number];

export class Svg {
  defs: string[] = [];
  body: string[] = [];
  seq = 0;
  id(): string {
    this.seq += 1;
    return 'k' + this.seq.toString(36);
  }
  add(...s: string[]): void {
    for (const x of s) if (x) this.body.push(x);
  }
  private stops(st: readonly Stop[]): string {
    return st
      .map(
        ([o, c, a]) =>
          `<stop offset="${n(o, 3)}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${n(a, 3)}"`}/>`,
      )
      .join('');
  }
  /** Linear gradient; coordinates are bounding-box fractions unless user is true. Returns a paint. */
  lin(st: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false): string {
    const id = this.id();
    const d = user ? 1 : 3;
    this.defs.push(
      `<linearGradient id="${id}" x1="${n(x1, d)}" y1="${n(y1, d)}" x2="${n(x2, d)}" y2="${n(y2, d)}"${user ? ' gradientUnits="userSpaceOnUse"' : ''}>${this.stops(st)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  rad(st: readonly Stop[]): string {
    const id = this.id();
    this.defs.push(`<radialGradient id="${id}">${this.stops(st)}</radialGradient>`);
    return `url(#${id})`;
  }
  clipRect(x: number, y: number, w: number, h: number): string {
    const id = this.id();
    this.defs.push(`<clipPath id="${id}">${rect(x, y, w, h, '#000')}</clipPath>`);
    return `url(#${id})`;
  }
  clipPoly(p: readonly Pt[]): string {
    const id = this.id();
    this.defs.push(`<clipPath id="${id}">${poly(p, '#000')}</clipPath>`);
    return `url(#${id})`;
  }
  doc(width: number, height: number, W: number, H: number): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${n(W)} ${n(H)}" preserveAspectRatio="none">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    );
  }
}

/** Andrew's monotone chain convex hull. */
export function hull(points: readonly Pt[]): Pt[] {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (p.length < 3) return p;
  const cross = (o: Pt, a: Pt, b: Pt): number => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Pt[] = [];
  for (const q of p) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, q) <= 0) lower.pop();
    lower.push(q);
  }
  const upper: Pt[] = [];
  for (let i = p.length - 1; i >= 0; i--) {
    const q = p[i]!;
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, q) <= 0) upper.pop();
    upper.push(q);
  }
  upper.pop();
  lower.pop();
  return lower.concat(upper);
}

// ---------------------------------------------------------------------------------------------
// Palettes (HSL). Tuned for a warm, airy, Indian-apartment look.

export const WALL_NEUTRALS: readonly Col[] = [
  [40, 35, 91], // warm white
  [35, 22, 86], // ivory
  [30, 12, 80], // greige
  [45, 30, 84], // cream
  [200, 12, 86], // cool grey
  [20, 25, 88], // blush white
];
export const WALL_ACCENTS: readonly Col[] = [
  [150, 18, 68], // sage
  [205, 28, 72], // dusty blue
  [12, 45, 70], // blush terracotta
  [214, 35, 30], // navy
  [160, 25, 30], // forest
  [18, 48, 52], // terracotta
  [42, 62, 62], // mustard
  [190, 30, 42], // teal
  [280, 12, 62], // mauve grey
  [30, 18, 58], // taupe
];
export const FABRICS: readonly Col[] = [
  [185, 38, 38], // teal
  [42, 66, 52], // mustard
  [220, 8, 56], // grey
  [216, 38, 32], // navy
  [15, 52, 46], // rust
  [150, 28, 32], // bottle green
  [35, 25, 74], // oat
  [345, 30, 55], // rose
  [30, 35, 40], // cognac
  [200, 15, 80], // pale grey
];
export const WOODS: readonly Col[] = [
  [30, 42, 62], // oak
  [24, 42, 40], // walnut
  [35, 35, 75], // ash
  [18, 40, 30], // teak dark
  [28, 30, 52], // smoked oak
];
export const GREENS: readonly Col[] = [
  [110, 35, 35],
  [130, 30, 28],
  [95, 40, 40],
  [145, 35, 30],
  [80, 35, 38],
];
