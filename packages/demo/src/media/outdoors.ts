// Exterior, shop front, balcony and plot illustrations.

import type { Col, Pt } from './svgkit.ts';
import {
  Rng,
  Svg,
  hex,
  lit,
  sat,
  hue,
  lines,
  op,
  circ,
  ell,
  rect,
  poly,
  path,
  n,
  GREENS,
  FABRICS,
  WOODS,
} from './svgkit.ts';
import { Room } from './room.ts';

type Sky = { top: Col; bottom: Col; sun: Col | null; sunY: number; dusk: boolean; cloud: number };

const SKY_KINDS = ['day', 'day', 'day', 'clear', 'golden', 'dusk', 'haze'] as const;

function makeSky(r: Rng): Sky {
  const k = r.pick(SKY_KINDS);
  if (k === 'day')
    return {
      top: r.col([
        [208, 62, 62],
        [212, 55, 58],
      ]),
      bottom: r.col([
        [200, 55, 86],
        [195, 45, 88],
      ]),
      sun: null,
      sunY: 0.2,
      dusk: false,
      cloud: 0.85,
    };
  if (k === 'clear')
    return {
      top: r.col([[215, 70, 55]]),
      bottom: r.col([[200, 60, 82]]),
      sun: [48, 100, 92],
      sunY: 0.18,
      dusk: false,
      cloud: 0.5,
    };
  return lateSky(r, k);
}

/** Golden hour, dusk and hazy skies: each with a sun low or veiled. */
function lateSky(r: Rng, k: (typeof SKY_KINDS)[number]): Sky {
  if (k === 'golden')
    return {
      top: r.col([[210, 45, 68]]),
      bottom: r.col([
        [35, 85, 80],
        [28, 80, 78],
      ]),
      sun: [42, 100, 85],
      sunY: 0.55,
      dusk: false,
      cloud: 0.6,
    };
  if (k === 'dusk')
    return {
      top: r.col([
        [230, 38, 30],
        [250, 30, 32],
      ]),
      bottom: r.col([
        [20, 80, 68],
        [10, 70, 66],
      ]),
      sun: [30, 100, 80],
      sunY: 0.75,
      dusk: true,
      cloud: 0.35,
    };
  return {
    top: r.col([[205, 20, 74]]),
    bottom: r.col([[40, 20, 88]]),
    sun: [45, 60, 92],
    sunY: 0.3,
    dusk: false,
    cloud: 0.25,
  };
}

function drawSky(svg: Svg, r: Rng, sky: Sky, x: number, y: number, w: number, h: number): void {
  svg.add(
    rect(
      x,
      y,
      w,
      h,
      svg.lin([
        [0, hex(sky.top)],
        [1, hex(sky.bottom)],
      ]),
    ),
  );
  if (sky.sun) {
    const sx = x + w * r.range(0.15, 0.85);
    const sy = y + h * sky.sunY;
    const rr = w * r.range(0.03, 0.05);
    svg.add(
      circ(
        sx,
        sy,
        rr * 4,
        svg.rad([
          [0, hex(sky.sun), 0.55],
          [1, hex(sky.sun), 0],
        ]),
      ),
      circ(sx, sy, rr, hex(lit(sky.sun, 6))),
    );
  }
  const clouds = Math.round(r.range(1, 5) * sky.cloud);
  for (let i = 0; i < clouds; i++) {
    const cx = x + w * r.next();
    const cy = y + h * r.range(0.08, 0.5);
    const s = w * r.range(0.04, 0.08);
    const c = sky.dusk ? '#f7c6a8' : '#ffffff';
    const a = r.range(0.55, 0.85);
    svg.add(
      `<g opacity="${n(a, 2)}">` +
        ell(cx, cy, s * 2.2, s * 0.55, c) +
        circ(cx - s * 0.8, cy - s * 0.3, s * 0.7, c) +
        circ(cx + s * 0.2, cy - s * 0.55, s * 0.9, c) +
        circ(cx + s * 1.1, cy - s * 0.2, s * 0.6, c) +
        '</g>',
    );
  }
}

/** Hazy distant skyline along a baseline. */
function skyline(
  svg: Svg,
  r: Rng,
  sky: Sky,
  x0: number,
  x1: number,
  base: number,
  maxH: number,
  count: number,
  a = 1,
): void {
  const c = lit(sat(sky.bottom, -35), sky.dusk ? -30 : -12);
  let s = '';
  for (let i = 0; i < count; i++) {
    const w = (x1 - x0) * r.range(0.03, 0.08);
    const x = x0 + (x1 - x0) * r.next() - w / 2;
    const h = maxH * r.range(0.3, 1);
    s += rect(x, base - h, w, h + 2, hex(lit(c, r.range(-5, 5))));
    if (r.chance(0.3)) s += rect(x + w * 0.3, base - h - maxH * 0.05, w * 0.4, maxH * 0.05, hex(c));
  }
  svg.add(`<g opacity="${n(a, 2)}">${s}</g>`);
}

function tree(r: Rng, x: number, y: number, h: number, green: Col, trunk: Col = [25, 30, 30]): string {
  let s = rect(x - h * 0.035, y - h * 0.55, h * 0.07, h * 0.55, hex(trunk));
  const blobs = r.int(4, 7);
  for (let i = 0; i < blobs; i++) {
    const a = (i / blobs) * Math.PI * 2;
    const rr = h * r.range(0.17, 0.26);
    s += circ(x + Math.cos(a) * h * 0.18, y - h * 0.68 + Math.sin(a) * h * 0.14, rr, hex(lit(green, r.range(-6, 6))));
  }
  s += circ(x - h * 0.05, y - h * 0.75, h * 0.2, hex(lit(green, 8)), op(0.7));
  return s;
}

function palm(r: Rng, x: number, y: number, h: number, green: Col): string {
  const lean = h * r.range(-0.12, 0.12);
  let s = path(
    `M${n(x - h * 0.025)} ${n(y)}Q${n(x + lean * 0.3)} ${n(y - h * 0.5)} ${n(x + lean)} ${n(y - h)}L${n(x + lean + h * 0.02)} ${n(y - h)}Q${n(x + lean * 0.3 + h * 0.04)} ${n(y - h * 0.5)} ${n(x + h * 0.025)} ${n(y)}Z`,
    '#8a6e4b',
  );
  const tx = x + lean;
  const ty = y - h;
  for (let i = 0; i < 9; i++) {
    const a = -Math.PI + (i / 8) * Math.PI + r.range(-0.15, 0.15);
    const len = h * r.range(0.28, 0.38);
    const ex = tx + Math.cos(a) * len;
    const ey = ty + Math.sin(a) * len * 0.6 + len * 0.25;
    const mx = tx + Math.cos(a) * len * 0.5;
    const my = ty + Math.sin(a) * len * 0.5 - len * 0.1;
    s += path(
      `M${n(tx)} ${n(ty)}Q${n(mx)} ${n(my - len * 0.12)} ${n(ex)} ${n(ey)}Q${n(mx)} ${n(my + len * 0.05)} ${n(tx)} ${n(ty)}Z`,
      hex(lit(green, r.range(-6, 6))),
    );
  }
  return s;
}

// ---------------------------------------------------------------------------------------------
// Exterior

const FACADES: readonly Col[] = [
  [40, 30, 90],
  [30, 22, 82],
  [0, 0, 94],
  [20, 38, 68],
  [210, 8, 76],
  [35, 35, 74],
  [200, 10, 60],
];
const ACCENT_FACADES: readonly Col[] = [
  [15, 45, 48],
  [210, 15, 30],
  [30, 40, 45],
  [40, 20, 60],
  [190, 25, 40],
];

function windowGlass(sky: Sky): Col {
  return sky.dusk ? [225, 25, 28] : [205, 35, 45];
}

function towerBlock(
  svg: Svg,
  r: Rng,
  sky: Sky,
  x: number,
  w: number,
  gy: number,
  floors: number,
  fh: number,
  body: Col,
  accent: Col,
  detail: number,
): void {
  const top = gy - floors * fh;
  const glass = windowGlass(sky);
  let s = rect(
    x,
    top,
    w,
    floors * fh,
    svg.lin(
      [
        [0, hex(lit(body, 3))],
        [1, hex(lit(body, -6))],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  const cols = r.int(3, 7);
  const bay = w / cols;
  const band = r.int(0, cols - 1);
  s += rect(x + band * bay, top - fh * 0.6, bay, floors * fh + fh * 0.6, hex(accent));
  const balcony = r.chance(0.7);
  s += towerFloors(r, sky, {
    x,
    w,
    top,
    fh,
    floors,
    cols,
    band,
    glass,
    slabs: balcony && detail > 0.5,
    edge: hex(lit(body, 8)),
  });
  s += towerRoof(r, x, w, top, fh, body, accent, detail);
  svg.add(s);
}

/** A tower's windows floor by floor (some lit at dusk), with balcony slabs and glass rails where it has them. */
function towerFloors(
  r: Rng,
  sky: Sky,
  t: {
    x: number;
    w: number;
    top: number;
    fh: number;
    floors: number;
    cols: number;
    band: number;
    glass: Col;
    slabs: boolean;
    edge: string;
  },
): string {
  const { x, w, top, fh, floors, cols, band, glass } = t;
  const bay = w / cols;
  let s = '';
  for (let f = 0; f < floors; f++) {
    const fy = top + f * fh;
    if (f === floors - 1 && r.chance(0.3)) continue;
    for (let c = 0; c < cols; c++) {
      if (c === band && r.chance(0.5)) continue;
      const wx = x + c * bay + bay * 0.15;
      const wy = fy + fh * 0.22;
      const glow = sky.dusk && r.chance(0.45);
      s += rect(wx, wy, bay * 0.7, fh * 0.6, glow ? hex([42, 90, 70]) : hex(lit(glass, r.range(-5, 8))));
    }
    if (t.slabs) {
      s += rect(x - 3, fy + fh * 0.82, w + 6, fh * 0.18, t.edge);
      s += rect(x - 3, fy + fh * 0.45, w + 6, fh * 0.37, '#dff0f5', op(0.28));
    }
  }
  return s;
}

/** Lift room, water tank, parapet and (on nearer towers) a crown of fins. */
function towerRoof(
  r: Rng,
  x: number,
  w: number,
  top: number,
  fh: number,
  body: Col,
  accent: Col,
  detail: number,
): string {
  let s = rect(x + w * 0.2, top - fh * 1.1, w * 0.35, fh * 1.1, hex(lit(body, -8)));
  if (r.chance(0.6)) s += rect(x + w * 0.62, top - fh * 0.7, w * 0.15, fh * 0.7, hex(lit(accent, 5)));
  s += rect(x - 4, top - 4, w + 8, 6, hex(lit(body, -12)));
  if (detail > 0.5 && r.chance(0.5)) {
    const crown: Array<[Pt, Pt]> = [];
    for (let i = 0; i <= 6; i++)
      crown.push([
        [x + (w * i) / 6, top - fh * 1.6],
        [x + (w * i) / 6, top],
      ]);
    crown.push([
      [x, top - fh * 1.6],
      [x + w, top - fh * 1.6],
    ]);
    s += lines(crown, hex(lit(accent, -5)), 3);
  }
  return s;
}

function builderFloor(svg: Svg, r: Rng, sky: Sky, x: number, w: number, gy: number, floors: number, fh: number): void {
  const body = r.col(FACADES);
  const stone = r.col([
    [30, 15, 55],
    [35, 25, 70],
    [20, 10, 35],
    [0, 0, 85],
  ]);
  const wood = r.col(WOODS);
  const glass = windowGlass(sky);
  const top = gy - floors * fh;
  const stoneX = x + w * r.range(0.0, 0.6);
  const stoneW = w * r.range(0.2, 0.35);
  let s = rect(x, top, w, floors * fh, hex(body));
  s += rect(stoneX, top - fh * 0.3, stoneW, floors * fh + fh * 0.3, hex(stone));
  const courses: Array<[Pt, Pt]> = [];
  for (let y = top; y < gy; y += fh / 6)
    courses.push([
      [stoneX, y],
      [stoneX + stoneW, y],
    ]);
  s += lines(courses, hex(lit(stone, -12)), 1.2, op(0.6));
  s += stiltFloor(r, x, w, gy, fh, body);
  const railGlass = r.chance(0.5);
  for (let f = 1; f < floors; f++)
    s += builderStorey(r, sky, { x, w, fy: gy - (f + 1) * fh, fh, body, glass, railGlass });
  s += builderTop(r, x, w, gy, top, fh, body, wood);
  svg.add(s);
}

/** The parking floor on stilts, with a car under it. */
function stiltFloor(r: Rng, x: number, w: number, gy: number, fh: number, body: Col): string {
  let s = rect(x + w * 0.04, gy - fh * 0.85, w * 0.92, fh * 0.85, '#2b2a2c');
  for (let i = 0; i <= 3; i++)
    s += rect(x + w * 0.04 + (w * 0.92 * i) / 3 - 6, gy - fh * 0.85, 12, fh * 0.85, hex(lit(body, -10)));
  const carC = r.col([
    [0, 0, 92],
    [0, 0, 20],
    [0, 65, 40],
    [210, 40, 40],
  ]);
  const cx = x + w * r.range(0.15, 0.5);
  s += path(
    `M${n(cx)} ${n(gy - 6)}l${n(w * 0.02)} ${n(-fh * 0.25)}l${n(w * 0.06)} ${n(-fh * 0.12)}h${n(w * 0.14)}l${n(w * 0.05)} ${n(fh * 0.12)}l${n(w * 0.03)} ${n(fh * 0.02)}v${n(fh * 0.23)}Z`,
    hex(carC),
  );
  s += circ(cx + w * 0.06, gy - 6, fh * 0.09, '#111') + circ(cx + w * 0.24, gy - 6, fh * 0.09, '#111');
  return s;
}

/** One upper floor of a builder floor: big openings, a balcony slab with its railing, and potted plants. */
function builderStorey(
  r: Rng,
  sky: Sky,
  b: { x: number; w: number; fy: number; fh: number; body: Col; glass: Col; railGlass: boolean },
): string {
  const { x, w, fy, fh, body, glass } = b;
  let s = '';
  // big openings
  const openings = r.int(2, 3);
  for (let k = 0; k < openings; k++) {
    const ow = (w * 0.8) / openings;
    const ox = x + w * 0.1 + k * ow + ow * 0.08;
    s += rect(ox, fy + fh * 0.18, ow * 0.84, fh * 0.72, hex(lit(glass, r.range(-4, 8))));
    s += lines(
      [
        [
          [ox + ow * 0.42, fy + fh * 0.18],
          [ox + ow * 0.42, fy + fh * 0.9],
        ],
      ],
      hex(lit(body, -25)),
      2,
    );
    if (sky.dusk && r.chance(0.5)) s += rect(ox, fy + fh * 0.18, ow * 0.84, fh * 0.72, '#ffd27a', op(0.55));
  }
  // balcony slab + railing
  const bx = x - w * 0.03;
  const bw = w * r.range(0.55, 1.06);
  s += rect(bx, fy + fh * 0.92, bw, fh * 0.1, hex(lit(body, 6)));
  if (b.railGlass)
    s += rect(bx, fy + fh * 0.6, bw, fh * 0.32, '#d7ecf2', op(0.45)) + rect(bx, fy + fh * 0.58, bw, 4, '#5b5e62');
  else {
    const bars: Array<[Pt, Pt]> = [];
    for (let xx = bx + 6; xx < bx + bw; xx += 10)
      bars.push([
        [xx, fy + fh * 0.6],
        [xx, fy + fh * 0.92],
      ]);
    s += lines(bars, '#3c3b3d', 2) + rect(bx, fy + fh * 0.58, bw, 4, '#3c3b3d');
  }
  for (let p = 0; p < r.int(1, 3); p++) {
    const px = bx + bw * r.range(0.05, 0.95);
    const g = r.col(GREENS);
    s +=
      circ(px - fh * 0.08, fy + fh * 0.56, fh * 0.11, hex(g)) +
      circ(px + fh * 0.08, fy + fh * 0.56, fh * 0.11, hex(lit(g, -5))) +
      circ(px, fy + fh * 0.48, fh * 0.12, hex(lit(g, 6)));
  }
  return s;
}

/** A wooden louvre panel on some, the parapet, and a pergola on the roof. */
function builderTop(r: Rng, x: number, w: number, gy: number, top: number, fh: number, body: Col, wood: Col): string {
  let s = '';
  // wooden louvre panel
  if (r.chance(0.6)) {
    const lx = x + w * r.range(0.65, 0.85);
    const lw = w * 0.1;
    const louv: Array<[Pt, Pt]> = [];
    for (let xx = lx; xx < lx + lw; xx += 6)
      louv.push([
        [xx, top + fh * 0.2],
        [xx, gy - fh * 1.1],
      ]);
    s +=
      rect(lx, top + fh * 0.2, lw, gy - fh * 1.1 - top - fh * 0.2, hex(lit(wood, -10))) +
      lines(louv, hex(lit(wood, 8)), 3);
  }
  s += rect(x - 6, top - fh * 0.22, w + 12, fh * 0.22, hex(lit(body, -8)));
  // roof pergola
  const pg: Array<[Pt, Pt]> = [];
  const px = x + w * r.range(0.05, 0.4);
  for (let i = 0; i < 8; i++)
    pg.push([
      [px + i * w * 0.06, top - fh * 0.75],
      [px + i * w * 0.06, top - fh * 0.22],
    ]);
  s += lines(pg, hex(wood), 5) + rect(px - 6, top - fh * 0.82, w * 0.48, 8, hex(wood));
  return s;
}

function villa(svg: Svg, r: Rng, sky: Sky, x: number, w: number, gy: number, fh: number): void {
  const body = r.col(FACADES);
  const accent = r.col(ACCENT_FACADES);
  const glass = windowGlass(sky);
  const wood = r.col(WOODS);
  let s = '';
  // ground floor (wider), first floor (offset), cantilever slab
  const g0 = x;
  const g1 = x + w;
  const f0 = x + w * r.range(0.05, 0.35);
  const f1 = f0 + w * r.range(0.55, 0.7);
  s += rect(g0, gy - fh, g1 - g0, fh, hex(body));
  s += rect(f0, gy - 2 * fh, f1 - f0, fh, hex(lit(accent, r.chance(0.5) ? 0 : 30)));
  s += rect(g0 - w * 0.03, gy - fh - fh * 0.12, w * 1.06, fh * 0.12, hex(lit(body, 6)));
  s += rect(f0 - w * 0.04, gy - 2 * fh - fh * 0.14, f1 - f0 + w * 0.08, fh * 0.14, hex(lit(body, 4)));
  // glazing
  const gx = g0 + w * r.range(0.08, 0.5);
  const gw = w * r.range(0.3, 0.42);
  s += rect(gx, gy - fh * 0.8, gw, fh * 0.8, hex(glass));
  const mull: Array<[Pt, Pt]> = [];
  for (let i = 1; i < 4; i++)
    mull.push([
      [gx + (gw * i) / 4, gy - fh * 0.8],
      [gx + (gw * i) / 4, gy],
    ]);
  s += lines(mull, '#2b2b2b', 3);
  s += rect(f0 + (f1 - f0) * 0.1, gy - 2 * fh + fh * 0.2, (f1 - f0) * 0.45, fh * 0.6, hex(lit(glass, 5)));
  if (sky.dusk) s += rect(gx, gy - fh * 0.8, gw, fh * 0.8, '#ffd27a', op(0.5));
  // wood door + louvres
  const dx = gx + gw + w * 0.05 < g1 - w * 0.12 ? gx + gw + w * 0.05 : g0 + w * 0.03;
  s += rect(dx, gy - fh * 0.75, w * 0.08, fh * 0.75, hex(wood));
  const lx = f0 + (f1 - f0) * 0.62;
  const louv: Array<[Pt, Pt]> = [];
  for (let xx = lx; xx < f1 - (f1 - f0) * 0.06; xx += 7)
    louv.push([
      [xx, gy - 2 * fh + fh * 0.15],
      [xx, gy - fh - fh * 0.15],
    ]);
  s += lines(louv, hex(wood), 4);
  svg.add(s);
}

export function exterior(r: Rng, svg: Svg, W: number, H: number): void {
  const mirror = r.chance(0.5);
  const sky = makeSky(r);
  const gy = H * r.range(0.72, 0.86);
  drawSky(svg, r, sky, 0, 0, W, gy + 2);
  skyline(svg, r, sky, 0, W, gy, H * r.range(0.15, 0.32), r.int(5, 14), 0.75);
  const type = r.pick(['tower', 'tower', 'builder', 'builder', 'villa'] as const);
  const greens = r.col(GREENS);
  // lawn + road
  svg.add(rect(0, gy - 2, W, H - gy + 2, hex(lit(greens, 12))));
  const scene = { r, svg, sky, W, H, gy };
  if (type === 'tower') towers(scene);
  else if (type === 'builder') builderFloors(scene);
  else {
    const fh = H * r.range(0.15, 0.2);
    const w = W * r.range(0.5, 0.75);
    const x = W * r.range(0.1, 0.9) - w / 2;
    villa(svg, r, sky, x, w, gy, fh);
  }
  // boundary wall + gate (low-rise)
  if (type !== 'tower') boundaryWall(scene);
  frontTrees(scene);
  street(scene);
  if (sky.dusk) svg.add(rect(0, 0, W, H, '#1a1040', op(0.12)));
  if (mirror) {
    svg.body = [`<g transform="matrix(-1 0 0 1 ${n(W)} 0)">${svg.body.join('')}</g>`];
  }
}

/** What an outdoor view is drawn with: the random stream, the drawing, its sky, its size and the ground line. */
interface Scene {
  r: Rng;
  svg: Svg;
  sky: Sky;
  W: number;
  H: number;
  gy: number;
}

/** One to three towers, farther ones smaller and hazier, on a podium. */
function towers({ r, svg, sky, W, H, gy }: Scene): void {
  const count = r.int(1, 3);
  for (let i = count - 1; i >= 0; i--) {
    const depth = i / Math.max(1, count);
    const w = W * r.range(0.18, 0.32) * (1 - depth * 0.35);
    const x = W * r.range(0.05, 0.95) - w / 2;
    const fh = H * r.range(0.022, 0.034) * (1 - depth * 0.3);
    const floors = Math.max(8, Math.min(30, Math.floor((gy - H * r.range(0.04, 0.3)) / fh)));
    const body = i === 0 ? r.col(FACADES) : lit(sat(r.col(FACADES), -10), -8 + (sky.dusk ? -15 : 0));
    towerBlock(svg, r, sky, x, w, gy, floors, fh, body, r.col(ACCENT_FACADES), 1 - depth);
  }
  // podium / boundary
  svg.add(rect(0, gy - H * 0.035, W, H * 0.035, hex(lit(r.col(FACADES), -10))));
}

/** A builder floor, often between neighbouring ones (simpler and a little darker). */
function builderFloors({ r, svg, sky, W, H, gy }: Scene): void {
  const floors = r.int(4, 5);
  const fh = Math.min(H * r.range(0.1, 0.13), (gy - H * 0.1) / (floors + 0.8));
  const w = W * r.range(0.42, 0.66);
  const x = W * r.range(0.08, 0.92) - w / 2;
  if (r.chance(0.6)) {
    const glass = hex(lit(windowGlass(sky), 6));
    const nb = (x0: number, x1: number, top: number, c: Col): void => {
      if (x1 - x0 < 10) return;
      let s = rect(x0, top, x1 - x0, gy - top, hex(c));
      for (let y = top + fh * 0.25; y < gy - fh; y += fh)
        for (let xx = x0 + fh * 0.3; xx < x1 - fh * 0.6; xx += fh * 1.1)
          s += rect(xx, y, fh * 0.6, fh * 0.5, glass, op(0.85));
      svg.add(s);
    };
    nb(x + w + W * 0.02, W, gy - floors * fh * 0.95, lit(sat(r.col(FACADES), -15), -12));
    nb(0, x - W * 0.02, gy - (floors - 1) * fh, lit(sat(r.col(FACADES), -15), -8));
  }
  builderFloor(svg, r, sky, x, w, gy, floors, fh);
}

function boundaryWall({ r, svg, W, H, gy }: Scene): void {
  const wallC = r.col(FACADES);
  const wh = H * r.range(0.04, 0.07);
  const gx = W * r.range(0.2, 0.7);
  const gw = W * r.range(0.14, 0.22);
  svg.add(rect(0, gy - wh, gx, wh, hex(lit(wallC, -6))), rect(gx + gw, gy - wh, W - gx - gw, wh, hex(lit(wallC, -6))));
  const bars: Array<[Pt, Pt]> = [];
  for (let xx = gx + 4; xx < gx + gw; xx += 9)
    bars.push([
      [xx, gy - wh * 1.5],
      [xx, gy],
    ]);
  svg.add(lines(bars, '#2d2c2e', 3), rect(gx, gy - wh * 1.5, gw, 5, '#2d2c2e'));
}

/** Trees (some palms) in front of the building. */
function frontTrees({ r, svg, H, W, gy }: Scene): void {
  const trees = r.int(2, 5);
  for (let i = 0; i < trees; i++) {
    const tx = W * r.next();
    const th = H * r.range(0.18, 0.38);
    svg.add(
      r.chance(0.3)
        ? palm(r, tx, gy + H * 0.02, th * 1.3, r.col(GREENS))
        : tree(r, tx, gy + H * 0.02, th, r.col(GREENS)),
    );
  }
}

/** Pavement and road, with its centre line. */
function street({ r, svg, W, H, gy }: Scene): void {
  const py = gy + (H - gy) * r.range(0.3, 0.5);
  svg.add(rect(0, py, W, H - py, '#b9b3aa'), rect(0, py, W, 5, '#8d877f'));
  const ry = py + (H - py) * r.range(0.35, 0.6);
  svg.add(rect(0, ry, W, H - ry, '#4a4b4f'));
  const dash: Array<[Pt, Pt]> = [];
  for (let xx = r.range(0, 60); xx < W; xx += 120)
    dash.push([
      [xx, ry + (H - ry) * 0.55],
      [xx + 60, ry + (H - ry) * 0.55],
    ]);
  svg.add(lines(dash, '#e9e6df', 5, op(0.8)));
}

// ---------------------------------------------------------------------------------------------
// Shop front (SCO building)

export function shop(r: Rng, svg: Svg, W: number, H: number): void {
  const mirror = r.chance(0.5);
  const sky = makeSky(r);
  const gy = H * r.range(0.74, 0.86);
  const scene = { r, svg, sky, W, H, gy };
  const shopTop = gy - H * r.range(0.36, 0.5);
  const bTop = H * r.range(-0.1, 0.2);
  drawSky(svg, r, sky, 0, 0, W, Math.max(20, bTop + 20));
  const facade = r.col([
    [0, 0, 90],
    [210, 8, 62],
    [30, 20, 78],
    [20, 30, 55],
    [200, 15, 35],
    [40, 25, 85],
  ]);
  svg.add(rect(0, bTop, W, gy - bTop, hex(facade)));
  svg.add(upperFloors(scene, facade, bTop, shopTop));
  // shop units
  const units = r.int(2, 3);
  const uw = W / (units - 0.6 + r.range(0, 0.4));
  const ux0 = -uw * r.range(0.1, 0.6);
  for (let u = 0; u <= units; u++) {
    const x = ux0 + u * uw;
    if (x > W) break;
    shopUnit(scene, x, uw, shopTop, lit(facade, -12));
  }
  // canopy slab over shop level
  svg.add(rect(0, shopTop - H * 0.02, W, H * 0.025, hex(lit(facade, -18))));
  shopPavement(scene);
  if (sky.dusk) svg.add(rect(0, 0, W, H, '#1a1040', op(0.1)));
  if (mirror) svg.body = [`<g transform="matrix(-1 0 0 1 ${n(W)} 0)">${svg.body.join('')}</g>`];
}

/** Upper floors over the shops: curtain glass (with an accent panel) or punched windows. */
function upperFloors({ r, sky, W }: Scene, facade: Col, bTop: number, shopTop: number): string {
  const glass = windowGlass(sky);
  const fh = (shopTop - bTop) / r.int(2, 3);
  const curtain = r.chance(0.5);
  const bays = r.int(3, 6);
  const bw = W / bays;
  let s = '';
  for (let y = bTop + fh * 0.1; y < shopTop - fh * 0.5; y += fh) {
    for (let b = 0; b < bays; b++) {
      if (curtain) s += rect(b * bw + 4, y, bw - 8, fh * 0.8, hex(lit(glass, r.range(-6, 8))));
      else
        s +=
          rect(b * bw + bw * 0.18, y + fh * 0.15, bw * 0.64, fh * 0.55, hex(lit(glass, r.range(-6, 8)))) +
          rect(b * bw + bw * 0.15, y + fh * 0.7, bw * 0.7, fh * 0.06, hex(lit(facade, -10)));
    }
    s += rect(0, y + fh * 0.82, W, fh * 0.18, hex(lit(facade, -6)));
  }
  if (curtain) {
    const acp = r.col(ACCENT_FACADES);
    s += rect(W * r.range(0, 0.7), bTop, W * r.range(0.08, 0.16), shopTop - bTop, hex(acp));
  }
  return s;
}

/** One shop: its branded fascia, the opening (goods on shelves behind glass, or a shutter part or all the way down), maybe an awning, its pillar and maybe a planter. */
function shopUnit(scene: Scene, x: number, uw: number, shopTop: number, pillar: Col): void {
  const { r, svg, H, gy } = scene;
  const brand = r.col([
    [0, 70, 45],
    [210, 70, 40],
    [140, 50, 35],
    [45, 90, 55],
    [280, 40, 40],
    [190, 60, 38],
    [25, 85, 52],
    [0, 0, 15],
  ]);
  const fascia = shopTop + H * 0.01;
  const fH = H * r.range(0.06, 0.09);
  let us = rect(x + 10, fascia, uw - 20, fH, hex(brand));
  us += shopEmblem(r, x + uw * r.range(0.25, 0.75), fascia + fH / 2, fH, brand);
  us += rect(x + 10, fascia + fH, uw - 20, 4, '#ffffff', op(0.5));
  const oTop = fascia + fH + 4;
  const o = { oX: x + 18, oTop, oW: uw - 36, oH: gy - oTop };
  us += shopInterior(scene, o);
  us += shopFront(scene, o);
  // awning
  if (r.chance(0.35)) us += awning(r, o);
  svg.add(us);
  svg.add(rect(x - 10, shopTop, 20, gy - shopTop, hex(pillar)), rect(x - 14, shopTop, 28, 10, hex(lit(pillar, -8))));
  if (r.chance(0.5)) planter(scene, x);
}

/** An emblem on the fascia (no text): one of four simple marks. */
function shopEmblem(r: Rng, ex: number, ey: number, fH: number, brand: Col): string {
  const mark = r.int(0, 3);
  const mc = hex(lit(hue(brand, 180), brand[2] < 30 ? 60 : 40));
  if (mark === 0) return circ(ex, ey, fH * 0.3, mc) + circ(ex + fH * 0.1, ey, fH * 0.18, hex(brand));
  if (mark === 1)
    return poly(
      [
        [ex - fH * 0.3, ey + fH * 0.25],
        [ex, ey - fH * 0.3],
        [ex + fH * 0.3, ey + fH * 0.25],
      ],
      mc,
    );
  if (mark === 2)
    return (
      rect(ex - fH * 0.6, ey - fH * 0.06, fH * 1.2, fH * 0.12, mc) +
      rect(ex - fH * 0.35, ey - fH * 0.25, fH * 0.7, fH * 0.08, mc)
    );
  return ell(ex, ey, fH * 0.35, fH * 0.22, mc, ` transform="rotate(-30 ${n(ex)} ${n(ey)})"`);
}

/** The shop's opening: where it is and how big. */
type Opening = { oX: number; oTop: number; oW: number; oH: number };

/** The inside seen through the opening: a lit back wall, shelves of goods and a counter. */
function shopInterior({ r, svg, gy }: Scene, { oX, oTop, oW, oH }: Opening): string {
  const interior = r.col([
    [40, 40, 88],
    [30, 20, 80],
    [0, 0, 92],
    [200, 10, 85],
  ]);
  let us = rect(
    oX,
    oTop,
    oW,
    oH,
    svg.lin([
      [0, hex(lit(interior, 5))],
      [1, hex(lit(interior, -10))],
    ]),
  );
  const shelves = r.int(2, 4);
  for (let k = 0; k < shelves; k++) {
    const sy = oTop + oH * (0.2 + 0.18 * k);
    us += rect(oX + oW * 0.05, sy, oW * 0.9, 5, hex(lit(interior, -30)));
    for (let xx = oX + oW * 0.06; xx < oX + oW * 0.92; xx += oW * r.range(0.03, 0.06)) {
      const ph = oH * r.range(0.06, 0.12);
      us += rect(xx, sy - ph, oW * 0.025, ph, hex(r.col(FABRICS, 20, 20, 10)));
    }
  }
  us += rect(oX + oW * 0.15, gy - oH * 0.28, oW * 0.7, oH * 0.28, hex(r.col(WOODS)));
  return us;
}

/** Open (glass doors with handles and a reflection), or a rolling shutter part or all the way down. */
function shopFront({ r, gy }: Scene, { oX, oTop, oW, oH }: Opening): string {
  const state = r.pick(['open', 'open', 'half', 'closed'] as const);
  if (state !== 'open') return shutter(r, { oX, oTop, oW, oH }, state === 'closed');
  let us = rect(oX, oTop, oW, oH, '#dff1f6', op(0.22));
  us += lines(
    [
      [
        [oX + oW / 2, oTop],
        [oX + oW / 2, gy],
      ],
      [
        [oX + oW * 0.25, oTop],
        [oX + oW * 0.25, gy],
      ],
      [
        [oX + oW * 0.75, oTop],
        [oX + oW * 0.75, gy],
      ],
    ],
    '#4a4d52',
    4,
  );
  us +=
    rect(oX + oW * 0.5 - 14, gy - oH * 0.55, 6, oH * 0.22, '#c8c8c8') +
    rect(oX + oW * 0.5 + 8, gy - oH * 0.55, 6, oH * 0.22, '#c8c8c8');
  us += poly(
    [
      [oX + oW * 0.55, oTop],
      [oX + oW * 0.7, oTop],
      [oX + oW * 0.45, gy],
      [oX + oW * 0.3, gy],
    ],
    '#ffffff',
    op(0.12),
  );
  return us;
}

/** A ribbed rolling shutter, all the way down when closed. */
function shutter(r: Rng, { oX, oTop, oW, oH }: Opening, closed: boolean): string {
  const shutterC = r.col([
    [210, 5, 62],
    [200, 25, 45],
    [0, 0, 75],
    [30, 15, 55],
  ]);
  const sh = closed ? oH : oH * r.range(0.3, 0.6);
  let us = rect(oX, oTop, oW, sh, hex(shutterC));
  const ribs: Array<[Pt, Pt]> = [];
  for (let y = oTop + 8; y < oTop + sh; y += 9)
    ribs.push([
      [oX, y],
      [oX + oW, y],
    ]);
  us += lines(ribs, hex(lit(shutterC, -14)), 2);
  us += rect(oX, oTop + sh - 8, oW, 8, hex(lit(shutterC, -22)));
  return us;
}

/** A striped awning over the opening. */
function awning(r: Rng, { oX, oTop, oW, oH }: Opening): string {
  const ac = r.col([
    [0, 60, 50],
    [140, 40, 40],
    [210, 50, 45],
    [40, 80, 55],
  ]);
  const ay = oTop + 4;
  const aw: Pt[] = [
    [oX - 10, ay],
    [oX + oW + 10, ay],
    [oX + oW + 30, ay + oH * 0.18],
    [oX - 30, ay + oH * 0.18],
  ];
  let us = poly(aw, '#f4efe6');
  const stripes = 8;
  for (let k = 0; k < stripes; k += 2) {
    const t0 = k / stripes;
    const t1 = (k + 1) / stripes;
    const A = (t: number, top: boolean): Pt =>
      top ? [oX - 10 + (oW + 20) * t, ay] : [oX - 30 + (oW + 60) * t, ay + oH * 0.18];
    us += poly([A(t0, true), A(t1, true), A(t1, false), A(t0, false)], hex(ac));
  }
  return us;
}

/** A potted shrub beside the shop's pillar. */
function planter({ r, svg, gy }: Scene, x: number): void {
  const px = x + 30 + r.range(0, 20);
  svg.add(
    poly(
      [
        [px - 16, gy],
        [px + 16, gy],
        [px + 20, gy - 34],
        [px - 20, gy - 34],
      ],
      hex(
        r.col([
          [18, 45, 45],
          [0, 0, 25],
          [0, 0, 90],
        ]),
      ),
    ),
    circ(px, gy - 52, 30, hex(r.col(GREENS))),
    circ(px - 14, gy - 62, 20, hex(lit(r.col(GREENS), 6))),
  );
}

/** The tiled sidewalk in perspective, the curb and the road. */
function shopPavement({ r, svg, W, H, gy }: Scene): void {
  const vx = W * r.range(0.3, 0.7);
  const tileC = r.col([
    [30, 10, 70],
    [0, 0, 75],
    [20, 25, 60],
    [40, 15, 80],
  ]);
  svg.add(rect(0, gy, W, H - gy, hex(tileC)));
  const tl: Array<[Pt, Pt]> = [];
  for (let k = -12; k <= 12; k++)
    tl.push([
      [vx + k * 40, gy],
      [vx + k * 160, H],
    ]);
  for (let y = gy + 14, step = 14; y < H; step *= 1.35, y += step)
    tl.push([
      [0, y],
      [W, y],
    ]);
  svg.add(lines(tl, hex(lit(tileC, -18)), 1.5, op(0.6)));
  const cy = gy + (H - gy) * r.range(0.55, 0.8);
  svg.add(rect(0, cy, W, 10, '#e8e4dc'), rect(0, cy + 10, W, H - cy, '#4b4c50'));
}

// ---------------------------------------------------------------------------------------------
// Balcony (looking out over the city)

export function balcony(r: Rng, svg: Svg, W: number, H: number): void {
  const rm = new Room(svg, r, W, H, {
    rw: [2.6, 4.6],
    rh: [2.8, 3.0],
    db: [2.4, 3.4],
    k: [0.45, 0.75],
    eye: [1.25, 1.6],
  });
  const { RH, DB } = rm;
  const sky = makeSky(r);
  const open0 = rm.p(0, RH, DB);
  drawSky(svg, r, sky, 0, 0, W, rm.hz + 2);
  cityView(rm, sky);
  // balcony shell: ceiling slab, side walls, floor
  const wall = r.col(FACADES);
  const floor = r.col([
    [30, 30, 55],
    [25, 35, 40],
    [0, 0, 70],
    [35, 20, 78],
    [20, 30, 50],
  ]);
  balconyShell(rm, wall, floor, open0);
  const deck = r.chance(0.5);
  if (deck) rm.floorPlanks(0.14, hex(lit(floor, -20)), 0.5);
  else rm.floorTiles(r.pick([0.4, 0.6]), hex(lit(floor, -20)), 0.45);
  wallLamp(rm, sky);
  railing(rm, wall);
  planters(rm);
  seating(rm);
  if (r.chance(0.5)) acUnit(rm);
  rm.flush();
  if (sky.dusk) svg.add(rect(0, 0, W, H, '#1a1040', op(0.12)));
}

/** The city below the horizon: ground, maybe hills, a skyline, nearer towers with windows, and trees. */
function cityView(rm: Room, sky: Sky): void {
  const { r, svg, W, H } = rm;
  // city below the horizon
  const groundC = sky.dusk
    ? ([230, 15, 28] as Col)
    : r.col([
        [90, 15, 62],
        [60, 12, 70],
        [100, 12, 55],
      ]);
  svg.add(
    rect(
      0,
      rm.hz,
      W,
      H - rm.hz,
      svg.lin([
        [0, hex(lit(groundC, 12))],
        [1, hex(groundC)],
      ]),
    ),
  );
  if (r.chance(0.5)) {
    const hill = lit(sat(sky.bottom, -40), sky.dusk ? -25 : -18);
    let d = `M0 ${n(rm.hz)}`;
    for (let x = 0; x <= W; x += W / 8) d += `L${n(x)} ${n(rm.hz - H * r.range(0.01, 0.06))}`;
    svg.add(path(d + `L${n(W)} ${n(rm.hz)}Z`, hex(hill), op(0.7)));
  }
  skyline(svg, r, sky, 0, W, rm.hz + H * 0.02, H * 0.12, r.int(8, 16), 0.8);
  // nearer towers with windows
  const towers = r.int(2, 5);
  for (let i = 0; i < towers; i++) {
    const tw = W * r.range(0.06, 0.13);
    const tx = W * r.next();
    const base = rm.hz + H * r.range(0.05, 0.35);
    const th = H * r.range(0.25, 0.55);
    const c = sky.dusk ? lit(r.col(FACADES), -35) : r.col(FACADES);
    let s = rect(tx, base - th, tw, th, hex(c));
    const wc = sky.dusk ? '#ffd27a' : hex(windowGlass(sky));
    for (let y = base - th + 8; y < base - 8; y += 14)
      for (let x = tx + 5; x < tx + tw - 8; x += 12)
        if (!sky.dusk || r.chance(0.4)) s += rect(x, y, 6, 7, wc, op(0.85));
    svg.add(s);
  }
  for (let i = 0; i < 12; i++)
    svg.add(
      circ(
        W * r.next(),
        rm.hz + H * r.range(0.2, 0.5),
        H * r.range(0.03, 0.07),
        hex(lit(r.col(GREENS), sky.dusk ? -20 : 5)),
      ),
    );
}

/** Ceiling slab, its edge, side walls and floor of the balcony. */
function balconyShell(rm: Room, wall: Col, floor: Col, open0: Pt): void {
  const { RW, RH, DB, svg } = rm;
  const ceil = lit(wall, 4);
  const DN = rm.DN;
  svg.add(
    rm.face(
      [
        [0, RH, DB],
        [RW, RH, DB],
        [RW, RH, DN],
        [0, RH, DN],
      ],
      hex(ceil),
    ),
    rm.face(
      [
        [0, RH - 0.18, DB + 0.12],
        [RW, RH - 0.18, DB + 0.12],
        [RW, RH, DB + 0.12],
        [0, RH, DB + 0.12],
      ],
      hex(lit(wall, -6)),
    ),
    ...balconySides(rm, wall, open0),
    rm.face(
      [
        [0, 0, DB + 0.12],
        [RW, 0, DB + 0.12],
        [RW, 0, DN],
        [0, 0, DN],
      ],
      hex(floor),
    ),
  );
}

/** The side walls, darker towards the viewer. */
function balconySides(rm: Room, wall: Col, open0: Pt): string[] {
  const { RW, RH, DB, DN, svg, W } = rm;
  return [
    rm.face(
      [
        [0, 0, DB + 0.12],
        [0, RH, DB + 0.12],
        [0, RH, DN],
        [0, 0, DN],
      ],
      svg.lin(
        [
          [0, hex(lit(wall, -12))],
          [1, hex(lit(wall, -2))],
        ],
        0,
        0,
        open0[0],
        0,
        true,
      ),
    ),
    rm.face(
      [
        [RW, 0, DB + 0.12],
        [RW, RH, DB + 0.12],
        [RW, RH, DN],
        [RW, 0, DN],
      ],
      svg.lin(
        [
          [0, hex(lit(wall, -4))],
          [1, hex(lit(wall, -14))],
        ],
        rm.p(RW, 0, DB)[0],
        0,
        W,
        0,
        true,
      ),
    ),
  ];
}

/** A wall lamp, glowing more at dusk. */
function wallLamp(rm: Room, sky: Sky): void {
  const { DB, svg } = rm;
  // wall lamp
  const lamp = rm.p(0.02, 2.1, DB - 0.8);
  svg.add(
    circ(
      lamp[0],
      lamp[1],
      rm.s(0.45, DB - 0.8),
      svg.rad([
        [0, '#fff0c0', sky.dusk ? 0.8 : 0.35],
        [1, '#fff0c0', 0],
      ]),
    ),
    rm.box({ x0: 0, x1: 0.06, y0: 2.05, y1: 2.18, d0: DB - 0.84, d1: DB - 0.76 }, [38, 45, 45]),
  );
}

/** The railing at the balcony's edge: glass, bars or a solid parapet. */
function railing(rm: Room, wall: Col): void {
  const { RW, DB, r } = rm;
  // railing at D = DB
  const style = r.pick(['glass', 'bars', 'solid'] as const);
  const rc = r.col([
    [0, 0, 18],
    [210, 5, 60],
    [30, 30, 35],
  ]);
  const parapetH = style === 'solid' ? r.range(0.9, 1.05) : r.range(0.15, 0.45);
  const rail: string[] = [];
  rail.push(rm.box({ x0: 0, x1: RW, y0: 0, y1: parapetH, d0: DB, d1: DB + 0.12 }, lit(wall, -3)));
  if (style === 'glass') {
    rail.push(rm.frontRect(0, RW, parapetH, 1.1, DB + 0.03, '#cfe9f1', op(0.3)));
    rail.push(rm.box({ x0: 0, x1: RW, y0: 1.08, y1: 1.12, d0: DB, d1: DB + 0.06 }, rc));
    rail.push(
      rm.face(
        [
          [RW * 0.3, parapetH + 0.1, DB + 0.03],
          [RW * 0.42, parapetH + 0.1, DB + 0.03],
          [RW * 0.52, 1.05, DB + 0.03],
          [RW * 0.4, 1.05, DB + 0.03],
        ],
        '#ffffff',
        op(0.2),
      ),
    );
  } else if (style === 'bars') {
    const bars: Array<[Pt, Pt]> = [];
    for (let x = 0.06; x < RW; x += 0.11) bars.push([rm.p(x, parapetH, DB + 0.04), rm.p(x, 1.08, DB + 0.04)]);
    rail.push(lines(bars, hex(rc), rm.s(0.02, DB)));
    rail.push(rm.box({ x0: 0, x1: RW, y0: 1.06, y1: 1.12, d0: DB, d1: DB + 0.06 }, rc));
  } else {
    rail.push(
      rm.box(
        { x0: -0.02, x1: RW + 0.02, y0: parapetH, y1: parapetH + 0.05, d0: DB - 0.03, d1: DB + 0.14 },
        lit(wall, 8),
      ),
    );
  }
  rm.put({ x0: 0, x1: RW, y0: 0, y1: 1.1, d0: DB, d1: DB + 0.12 }, rail.join(''));
}

/** Planters along the railing. */
function planters(rm: Room): void {
  const { RW, DB, r } = rm;
  // planters along the railing
  const pots = r.int(1, 4);
  for (let i = 0; i < pots; i++) {
    const X = r.range(0.3, RW - 0.3);
    const D = DB - r.range(0.2, 0.35);
    rm.put(
      { x0: X - 0.2, x1: X + 0.2, y0: 0, y1: 0.8, d0: D - 0.2, d1: D + 0.2 },
      rm.plant(
        X,
        D,
        r.range(0.7, 1.2),
        r.col([
          [18, 45, 48],
          [0, 0, 92],
          [0, 0, 25],
          [35, 30, 70],
        ]),
        r.col(GREENS),
        r.pick(['bush', 'leaves', 'tall'] as const),
      ),
    );
  }
}

/** A bistro set or a hanging egg chair. */
function seating(rm: Room): void {
  const { RW, DB, r } = rm;
  // bistro set or swing chair
  const cx = r.range(0.6, RW - 0.6);
  const cd = DB - r.range(0.8, 1.1);
  const fabric = r.col(FABRICS);
  const frame = r.col([
    [0, 0, 15],
    [30, 40, 45],
    [0, 0, 92],
  ]);
  if (r.chance(0.6)) bistroSet(rm, cx, cd, fabric, frame);
  else eggChair(rm, cx, cd, fabric);
}

/** A round table and two chairs (those that fit between the walls). */
function bistroSet(rm: Room, cx: number, cd: number, fabric: Col, frame: Col): void {
  const { RW, r } = rm;
  const tbl =
    rm.cyl(cx, cd, 0.68, 0.71, 0.3, 0.3, r.col([...WOODS, [0, 0, 95]])) + rm.cyl(cx, cd, 0, 0.68, 0.03, 0.03, frame);
  rm.put(
    { x0: cx - 0.3, x1: cx + 0.3, y0: 0, y1: 0.71, d0: cd - 0.3, d1: cd + 0.3 },
    rm.shadow(cx - 0.3, cx + 0.3, cd - 0.3, cd + 0.3) + rm.cyl(cx, cd, 0, 0.68, 0.03, 0.03, frame) + tbl,
  );
  for (const dx of [-0.6, 0.6]) {
    const X = cx + dx;
    if (X < 0.25 || X > RW - 0.25) continue;
    const seat = { x0: X - 0.22, x1: X + 0.22, y0: 0.42, y1: 0.48, d0: cd - 0.22, d1: cd + 0.22 };
    const back =
      dx < 0
        ? { x0: X - 0.24, x1: X - 0.2, y0: 0.48, y1: 0.9, d0: cd - 0.22, d1: cd + 0.22 }
        : { x0: X + 0.2, x1: X + 0.24, y0: 0.48, y1: 0.9, d0: cd - 0.22, d1: cd + 0.22 };
    const legs = [
      { x0: X - 0.2, x1: X - 0.17, y0: 0, y1: 0.42, d0: cd - 0.2, d1: cd - 0.17 },
      { x0: X + 0.17, x1: X + 0.2, y0: 0, y1: 0.42, d0: cd - 0.2, d1: cd - 0.17 },
      { x0: X - 0.2, x1: X - 0.17, y0: 0, y1: 0.42, d0: cd + 0.17, d1: cd + 0.2 },
      { x0: X + 0.17, x1: X + 0.2, y0: 0, y1: 0.42, d0: cd + 0.17, d1: cd + 0.2 },
    ];
    rm.put(seat, legs.map((l) => rm.box(l, frame)).join('') + rm.box(back, frame) + rm.box(seat, fabric));
  }
}

/** A rattan egg chair hanging from the ceiling, with cushions. */
function eggChair(rm: Room, cx: number, cd: number, fabric: Col): void {
  const { RH, r } = rm;
  const top = rm.p(cx, RH, cd);
  const ring = rm.p(cx, 1.75, cd);
  const rattan = r.col([
    [35, 40, 58],
    [30, 35, 45],
    [40, 25, 75],
    [0, 0, 20],
  ]);
  const sx = rm.s(1, cd);
  const eggY = ring[1] + sx * 0.55;
  let s = lines([[top, ring]], '#3a3532', rm.s(0.02, cd));
  s += ell(ring[0], eggY, sx * 0.45, sx * 0.6, hex(rattan));
  const weave: Array<[Pt, Pt]> = [];
  for (let k = -3; k <= 3; k++)
    weave.push([
      [ring[0] + k * sx * 0.1, eggY - sx * 0.55],
      [ring[0] + k * sx * 0.12, eggY + sx * 0.55],
    ]);
  s += lines(weave, hex(lit(rattan, -12)), 1.2, op(0.6));
  s += ell(ring[0], eggY + sx * 0.08, sx * 0.34, sx * 0.42, hex(lit(rattan, -22)));
  s += ell(ring[0], eggY + sx * 0.3, sx * 0.3, sx * 0.14, hex(fabric));
  s += ell(ring[0], eggY + sx * 0.02, sx * 0.26, sx * 0.2, hex(lit(fabric, 8)), op(0.9));
  rm.put({ x0: cx - 0.4, x1: cx + 0.4, y0: 0.4, y1: RH, d0: cd - 0.4, d1: cd + 0.4 }, s);
}

/** An air conditioner's outdoor unit against one side wall. */
function acUnit(rm: Room): void {
  const { RW, DB, r } = rm;
  // AC outdoor unit against a side wall
  const left = r.chance(0.5);
  const b = left
    ? { x0: 0, x1: 0.3, y0: 0.05, y1: 0.6, d0: DB - 1.7, d1: DB - 0.9 }
    : { x0: RW - 0.3, x1: RW, y0: 0.05, y1: 0.6, d0: DB - 1.7, d1: DB - 0.9 };
  const fx = left ? b.x1 : b.x0;
  const c = rm.p(fx, 0.33, b.d0 + 0.45);
  rm.put(b, rm.box(b, [40, 10, 90]) + ell(c[0], c[1], rm.s(0.1, b.d0 + 0.45), rm.s(0.2, b.d0 + 0.45), '#5b5e62'));
}

// ---------------------------------------------------------------------------------------------
// Plot: open land with a boundary, seen from the road

export function plot(r: Rng, svg: Svg, W: number, H: number): void {
  const rm = new Room(svg, r, W, H, { rw: [10, 10], rh: [3, 3], db: [10, 10], k: [1, 1], eye: [1.6, 2.3] });
  rm.f = W * r.range(0.55, 0.9);
  rm.cx = 0;
  rm.x0 = W * r.range(0.4, 0.6);
  rm.hz = H * r.range(0.34, 0.5);
  const sky = makeSky(r);
  drawSky(svg, r, sky, 0, 0, W, rm.hz + 2);
  plotHorizon(rm, sky);
  // plot geometry (X left/right of the camera, D away from it)
  const pw = r.range(12, 26);
  const px0 = -r.range(0.2, 0.8) * pw;
  const px1 = px0 + pw;
  const d0 = r.range(7, 11);
  const d1 = d0 + r.range(16, 34);
  const lot = { pw, px0, px1, d0, d1 };
  // road in front
  const road = r.range(2.5, 6);
  svg.add(ground(rm, -200, 200, 0.5, road, '#55565a'), ground(rm, -200, 200, road, road + 0.4, '#c9c3b8'));
  const dash: Array<[Pt, Pt]> = [];
  for (let x = -60; x < 60; x += 3.5) dash.push([rm.p(x, 0, road * 0.5), rm.p(x + 1.6, 0, road * 0.5)]);
  svg.add(lines(dash, '#eeeae2', 3, op(0.75)));
  plotSurface(rm, lot);
  neighbours(rm, lot, sky);
  plotTrees(rm, lot);
  boundary(rm, lot);
  const top = electricPole(rm, lot, road);
  rm.flush();
  svg.add(
    path(
      `M-10 ${n(top[1] - 20)}Q${n(top[0])} ${n(top[1] + 30)} ${n(W + 10)} ${n(top[1] - 5)}`,
      'none',
      ` stroke="#2b2b2b" stroke-width="1.5" opacity="0.7"`,
    ),
  );
  if (sky.dusk) svg.add(rect(0, 0, W, H, '#1a1040', op(0.12)));
}

/** The plot: its sides along X (`px0`..`px1`, `pw` wide) and its depth from the camera (`d0`..`d1`). */
type Lot = { pw: number; px0: number; px1: number; d0: number; d1: number };

/** A flat stretch of ground, between two X and two D. */
function ground(rm: Room, x0: number, x1: number, a: number, b: number, fill: string, extra = ''): string {
  return rm.face(
    [
      [x0, 0, a],
      [x1, 0, a],
      [x1, 0, b],
      [x0, 0, b],
    ],
    fill,
    extra,
  );
}

/** Maybe hills, a low skyline, the land up to the horizon and distant trees on it. */
function plotHorizon(rm: Room, sky: Sky): void {
  const { r, svg, W, H } = rm;
  if (r.chance(0.6)) {
    const hill = lit(sat(sky.bottom, -45), sky.dusk ? -28 : -20);
    let d = `M0 ${n(rm.hz)}`;
    for (let x = 0; x <= W; x += W / 6) d += `L${n(x)} ${n(rm.hz - H * r.range(0.01, 0.07))}`;
    svg.add(path(d + `L${n(W)} ${n(rm.hz)}Z`, hex(hill), op(0.7)));
  }
  skyline(svg, r, sky, 0, W, rm.hz + 1, H * r.range(0.05, 0.16), r.int(4, 12), 0.7);
  const land = r.col([
    [75, 30, 55],
    [45, 30, 62],
    [90, 25, 45],
    [35, 35, 58],
  ]);
  svg.add(
    rect(
      0,
      rm.hz,
      W,
      H - rm.hz,
      svg.lin([
        [0, hex(lit(land, 8))],
        [1, hex(lit(land, -6))],
      ]),
    ),
  );
  // distant trees on the horizon
  for (let i = 0; i < 14; i++)
    svg.add(
      circ(
        W * r.next(),
        rm.hz - H * 0.005,
        H * r.range(0.008, 0.025),
        hex(lit(r.col(GREENS), sky.dusk ? -15 : 0)),
        op(0.85),
      ),
    );
}

/** The plot's bare soil with patches of grass and darker earth. */
function plotSurface(rm: Room, { px0, px1, d0, d1 }: Lot): void {
  const { r, svg } = rm;
  // plot surface
  const soil = r.col([
    [30, 35, 48],
    [25, 30, 40],
    [40, 30, 60],
    [80, 25, 45],
  ]);
  svg.add(ground(rm, px0, px1, d0, d1, hex(soil)));
  for (let i = 0; i < 22; i++) {
    const X = r.range(px0 + 0.5, px1 - 0.5);
    const D = r.range(d0 + 0.5, d1 - 0.5);
    const g = r.chance(0.6) ? lit(r.col(GREENS), 10) : lit(soil, r.range(-8, 8));
    svg.add(rm.face(rm.disc(X, 0.01, D, r.range(0.6, 2.2), r.range(0.4, 1.6), 16), hex(g), op(0.7)));
  }
}

/** Buildings on the neighbouring plots behind. */
function neighbours(rm: Room, { pw, px0, d1 }: Lot, sky: Sky): void {
  const { r } = rm;
  // neighbours behind
  const nb = r.int(2, 4);
  for (let i = 0; i < nb; i++) {
    const w = r.range(8, 14);
    const X = px0 + (pw + 10) * (i / nb) - 5 + r.range(-2, 2);
    const D = d1 + r.range(3, 9);
    const h = r.range(6, 13);
    const c = r.col(FACADES);
    const b = { x0: X, x1: X + w, y0: 0, y1: h, d0: D, d1: D + 10 };
    let s = rm.box(b, c);
    for (let y = 1.2; y < h - 1.5; y += 3)
      for (let x = X + 1; x < X + w - 1.5; x += 2.6)
        s += rm.frontRect(x, x + 1.3, y, y + 1.4, D - 0.01, hex(windowGlass(sky)));
    s += rm.frontRect(X - 0.3, X + w + 0.3, h, h + 0.3, D - 0.05, hex(lit(c, -10)));
    rm.put(b, s);
  }
}

/** Trees on the plot and around it, with their shadows. */
function plotTrees(rm: Room, { px0, px1, d0, d1 }: Lot): void {
  const { r } = rm;
  // trees
  const trees = r.int(2, 6);
  for (let i = 0; i < trees; i++) {
    const inside = r.chance(0.35);
    const X = inside ? r.range(px0 + 2, px1 - 2) : r.chance(0.5) ? px0 - r.range(2, 8) : px1 + r.range(2, 8);
    const D = inside ? r.range(d0 + 5, d1 - 3) : r.range(d0, d1 + 5);
    const h = r.range(4, 9);
    const b = rm.p(X, 0, D);
    const s = rm.s(h, D);
    rm.put(
      { x0: X - 1, x1: X + 1, y0: 0, y1: h, d0: D - 1, d1: D + 1 },
      rm.face(rm.disc(X, 0.01, D, h * 0.3, h * 0.3, 14), '#1b1408', op(0.15)) + tree(r, b[0], b[1], s, r.col(GREENS)),
    );
  }
}

/** The boundary: brick, plaster or a wire fence on posts, with a gap for the gate, corner pillars and gate posts. */
function boundary(rm: Room, { px0, px1, d0, d1 }: Lot): void {
  const { r } = rm;
  // boundary
  const style = r.pick(['brick', 'plaster', 'fence'] as const);
  const wh = style === 'fence' ? 1.5 : r.range(0.9, 1.8);
  const wc: Col =
    style === 'brick'
      ? r.col([
          [12, 45, 45],
          [15, 40, 50],
        ])
      : r.col([
          [40, 25, 85],
          [30, 15, 75],
          [0, 0, 88],
          [35, 30, 65],
        ]);
  const t = 0.23;
  const gateX = r.range(px0 + 1, px1 - 6);
  const gateW = r.range(3.5, 5);
  const segs = [
    { x0: px0 - t, x1: px1 + t, y0: 0, y1: wh, d0: d1, d1: d1 + t },
    { x0: px0 - t, x1: px0, y0: 0, y1: wh, d0: d0, d1: d1 },
    { x0: px1, x1: px1 + t, y0: 0, y1: wh, d0: d0, d1: d1 },
  ];
  const frontH = r.range(0.45, 0.75);
  if (style === 'fence' || r.chance(0.35))
    segs.push(
      { x0: px0 - t, x1: gateX, y0: 0, y1: style === 'fence' ? wh : frontH, d0: d0 - t, d1: d0 },
      { x0: gateX + gateW, x1: px1 + t, y0: 0, y1: style === 'fence' ? wh : frontH, d0: d0 - t, d1: d0 },
    );
  for (const b of segs) rm.put(b, style === 'fence' ? fence(rm, b, wh) : wall(rm, b, wc, style === 'brick'));
  // corner pillars with paint bands
  for (const [X, D] of [
    [px0 - t, d0 - t],
    [px1, d0 - t],
    [px0 - t, d1],
    [px1, d1],
  ] as const) {
    const b = { x0: X - 0.08, x1: X + t + 0.08, y0: 0, y1: wh + 0.35, d0: D - 0.08, d1: D + t + 0.08 };
    rm.put(b, rm.box(b, [0, 0, 92]) + rm.box({ ...b, y0: wh + 0.05, y1: wh + 0.2 }, [5, 60, 50]));
  }
  // gate posts
  for (const X of [gateX - 0.3, gateX + gateW]) {
    const b = { x0: X, x1: X + 0.3, y0: 0, y1: wh + 0.4, d0: d0 - 0.3, d1: d0 };
    rm.put(b, rm.box(b, lit(wc, 4)));
  }
}

type Box = { x0: number; x1: number; y0: number; y1: number; d0: number; d1: number };

/** Pillars every ~3 m and wire strands between them. */
function fence(rm: Room, b: Box, wh: number): string {
  let s = '';
  // pillars every ~3m plus wire strands
  const along = b.x1 - b.x0 > b.d1 - b.d0;
  const len = along ? b.x1 - b.x0 : b.d1 - b.d0;
  const k = Math.max(1, Math.round(len / 3));
  const strands: Array<[Pt, Pt]> = [];
  for (const y of [0.5, 0.9, 1.3])
    strands.push(along ? [rm.p(b.x0, y, b.d0), rm.p(b.x1, y, b.d0)] : [rm.p(b.x1, y, b.d0), rm.p(b.x1, y, b.d1)]);
  s += lines(strands, '#6b6b6b', 1.2);
  for (let i = k; i >= 0; i--) {
    const X = along ? b.x0 + (len * i) / k : b.x0;
    const D = along ? b.d0 : b.d0 + (len * i) / k;
    s += rm.box({ x0: X, x1: X + 0.2, y0: 0, y1: wh, d0: D, d1: D + 0.2 }, [0, 0, 85]);
  }
  return s;
}

/** A wall with its coping; a brick one shows its courses. */
function wall(rm: Room, b: Box, wc: Col, brick: boolean): string {
  let s = '';
  s +=
    rm.box(b, wc) +
    rm.box(
      { x0: b.x0 - 0.03, x1: b.x1 + 0.03, y0: b.y1, y1: b.y1 + 0.08, d0: b.d0 - 0.03, d1: b.d1 + 0.03 },
      lit(wc, brick ? 25 : 8),
    );
  if (brick) {
    const face = b.x1 - b.x0 > b.d1 - b.d0;
    const c: Array<[Pt, Pt]> = [];
    for (let y = 0.15; y < b.y1; y += 0.15)
      c.push(
        face
          ? [rm.p(b.x0, y, b.d0), rm.p(b.x1, y, b.d0)]
          : b.x1 <= 0 || b.x0 < rm.cx
            ? [rm.p(b.x1, y, b.d0), rm.p(b.x1, y, b.d1)]
            : [rm.p(b.x0, y, b.d0), rm.p(b.x0, y, b.d1)],
      );
    s += lines(c, hex(lit(wc, -12)), 1, op(0.5));
  }
  return s;
}

/** An electric pole by the road; returns the top its wires hang from. */
function electricPole(rm: Room, { px0, px1 }: Lot, road: number): Pt {
  const { r } = rm;
  // electric pole + wires along the road
  const poleX = r.chance(0.5) ? px0 + r.range(-3, 3) : px1 + r.range(-3, 3);
  const poleD = road + 0.8;
  const pb = { x0: poleX, x1: poleX + 0.18, y0: 0, y1: 8, d0: poleD, d1: poleD + 0.18 };
  const top = rm.p(poleX + 0.09, 7.6, poleD);
  rm.put(
    pb,
    rm.box(pb, [0, 0, 60]) +
      rm.box({ x0: poleX - 0.6, x1: poleX + 0.8, y0: 7.4, y1: 7.5, d0: poleD, d1: poleD + 0.1 }, [0, 0, 35]),
  );
  return top;
}
