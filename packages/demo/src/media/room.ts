// One-point-perspective room model for the interior photo illustrations.
// World coordinates in metres: X to the right (0 = left wall, RW = right wall), Y up (0 = floor),
// D = depth away from the camera (the back wall is at D = DB). The camera sits at (cx, eye, 0)
// looking straight down +D, so every plane parallel to the back wall projects to a rectangle.

import type { Col, Pt, V3 } from './svgkit.ts';
import { Svg, Rng, TAU, hex, lit, sat, poly, rect, circ, ell, lines, hull, op, n, path } from './svgkit.ts';

export type Box3 = { x0: number; x1: number; y0: number; y1: number; d0: number; d1: number };

export type RoomOpts = {
  rw: readonly [number, number];
  rh: readonly [number, number];
  db: readonly [number, number];
  /** Fraction of the frame width covered by the back wall. */
  k: readonly [number, number];
  eye: readonly [number, number];
  /** Horizontal / vertical position of the vanishing point as fractions of the frame. */
  vx?: readonly [number, number];
  vy?: readonly [number, number];
};

/** Night/evening skies are dark; windows then show lit towers and no daylight patches. */
export function isNight(sky: Col): boolean {
  return sky[2] < 40;
}

export class Room {
  svg: Svg;
  r: Rng;
  W: number;
  H: number;
  RW: number;
  RH: number;
  DB: number;
  DN = 0.25;
  f: number;
  cx: number;
  eye: number;
  x0: number;
  hz: number;
  items: Array<{ k: number; s: string }> = [];

  constructor(svg: Svg, r: Rng, W: number, H: number, o: RoomOpts) {
    this.svg = svg;
    this.r = r;
    this.W = W;
    this.H = H;
    this.RW = r.range(o.rw[0], o.rw[1]);
    this.RH = r.range(o.rh[0], o.rh[1]);
    this.DB = r.range(o.db[0], o.db[1]);
    const k = r.range(o.k[0], o.k[1]);
    this.f = (k * W * this.DB) / this.RW;
    this.cx = this.RW * r.range(0.28, 0.72);
    this.eye = r.range(o.eye[0], o.eye[1]);
    this.x0 = W * r.range(o.vx?.[0] ?? 0.38, o.vx?.[1] ?? 0.62);
    this.hz = H * r.range(o.vy?.[0] ?? 0.38, o.vy?.[1] ?? 0.56);
  }

  p(X: number, Y: number, D: number): Pt {
    const d = Math.max(D, 0.05);
    return [this.x0 + (this.f * (X - this.cx)) / d, this.hz - (this.f * (Y - this.eye)) / d];
  }
  /** Screen-space size of a length at depth D. */
  s(len: number, D: number): number {
    return (this.f * len) / Math.max(D, 0.05);
  }
  face(q: readonly V3[], fill: string, extra = ''): string {
    return poly(
      q.map((v) => this.p(v[0], v[1], v[2])),
      fill,
      extra,
    );
  }
  /** Axis-aligned screen rectangle of a patch on a plane at depth D. */
  frontRect(x0: number, x1: number, y0: number, y1: number, D: number, fill: string, extra = ''): string {
    const a = this.p(x0, y1, D);
    const b = this.p(x1, y0, D);
    return rect(a[0], a[1], b[0] - a[0], b[1] - a[1], fill, extra);
  }
  /** Visible faces of a box, flat-shaded. */
  box(b: Box3, c: Col, extra = ''): string {
    const { x0, x1, y0, y1, d0, d1 } = b;
    const out: string[] = [];
    if (this.cx < x0)
      out.push(
        this.face(
          [
            [x0, y0, d0],
            [x0, y0, d1],
            [x0, y1, d1],
            [x0, y1, d0],
          ],
          hex(lit(c, -9)),
          extra,
        ),
      );
    if (this.cx > x1)
      out.push(
        this.face(
          [
            [x1, y0, d0],
            [x1, y0, d1],
            [x1, y1, d1],
            [x1, y1, d0],
          ],
          hex(lit(c, -6)),
          extra,
        ),
      );
    if (y1 < this.eye)
      out.push(
        this.face(
          [
            [x0, y1, d0],
            [x1, y1, d0],
            [x1, y1, d1],
            [x0, y1, d1],
          ],
          hex(lit(c, 7)),
          extra,
        ),
      );
    if (y0 > this.eye)
      out.push(
        this.face(
          [
            [x0, y0, d0],
            [x1, y0, d0],
            [x1, y0, d1],
            [x0, y0, d1],
          ],
          hex(lit(c, -14)),
          extra,
        ),
      );
    out.push(this.frontRect(x0, x1, y0, y1, d0, hex(c), extra));
    return out.join('');
  }
  dist(X: number, Y: number, D: number): number {
    return Math.hypot(X - this.cx, Y - this.eye, D);
  }
  /** Queues a furniture group for painter's-order drawing (farthest first). */
  put(at: Box3, s: string): void {
    this.items.push({ k: this.dist((at.x0 + at.x1) / 2, (at.y0 + at.y1) / 2, (at.d0 + at.d1) / 2), s });
  }
  flush(): void {
    const sorted = this.items.map((it, i) => ({ ...it, i })).sort((a, b) => b.k - a.k || a.i - b.i);
    for (const it of sorted) this.svg.add(it.s);
    this.items = [];
  }

  // ------------------------------------------------------------------------- primitives

  disc(X: number, Y: number, D: number, rx: number, rd: number, segs = 24): V3[] {
    const out: V3[] = [];
    for (let i = 0; i < segs; i++) {
      const a = (i / segs) * TAU;
      out.push([X + Math.cos(a) * rx, Y, D + Math.sin(a) * rd]);
    }
    return out;
  }
  /** Vertical cylinder / frustum (pots, lamp shades, stools). */
  cyl(X: number, D: number, y0: number, y1: number, r0: number, r1: number, c: Col, capCol?: Col): string {
    const b = this.disc(X, y0, D, r0, r0).map((v) => this.p(v[0], v[1], v[2]));
    const t = this.disc(X, y1, D, r1, r1).map((v) => this.p(v[0], v[1], v[2]));
    const body = hull([...b, ...t]);
    const g = this.svg.lin(
      [
        [0, hex(lit(c, -8))],
        [0.45, hex(lit(c, 4))],
        [1, hex(lit(c, -12))],
      ],
      0,
      0,
      1,
      0,
    );
    let s = poly(body, g);
    if (y1 < this.eye) s += poly(t, hex(capCol ?? lit(c, 10)));
    else if (y0 > this.eye) s += poly(b, hex(capCol ?? lit(c, -14)));
    return s;
  }
  /** A plant: pot plus foliage. */
  plant(X: number, D: number, size: number, pot: Col, green: Col, style: 'bush' | 'leaves' | 'tall'): string {
    const ph = 0.28 * size + 0.12;
    const pr = 0.16 * size + 0.06;
    let s = this.cyl(X, D, 0, ph, pr * 0.8, pr, pot, lit(pot, -25));
    const base = this.p(X, ph, D);
    const sc = this.s(1, D);
    const r = this.r;
    if (style === 'bush') {
      const blobs = 7;
      for (let i = 0; i < blobs; i++) {
        const a = (i / blobs) * Math.PI + r.range(-0.2, 0.2);
        const rr = sc * size * r.range(0.18, 0.26);
        const cxp = base[0] + Math.cos(a) * sc * size * 0.22;
        const cyp = base[1] - Math.sin(a) * sc * size * 0.3 - sc * size * 0.12;
        s += circ(cxp, cyp, rr, hex(lit(green, r.range(-6, 8))));
      }
    } else if (style === 'leaves') {
      const leaves = 11;
      for (let i = 0; i < leaves; i++) {
        const a = -Math.PI * (0.12 + (0.76 * i) / (leaves - 1)) + r.range(-0.1, 0.1);
        const len = sc * size * r.range(0.32, 0.5);
        const cxp = base[0] + Math.cos(a) * len * 0.55;
        const cyp = base[1] + Math.sin(a) * len * 0.55;
        const deg = (a * 180) / Math.PI;
        s += ell(
          cxp,
          cyp,
          len * 0.55,
          len * 0.2,
          hex(lit(green, r.range(-6, 8))),
          ` transform="rotate(${n(deg)} ${n(cxp)} ${n(cyp)})"`,
        );
      }
    } else {
      const blades = 9;
      for (let i = 0; i < blades; i++) {
        const x = base[0] + (i - (blades - 1) / 2) * sc * size * 0.045;
        const hgt = sc * size * r.range(0.55, 0.95);
        const lean = (i - (blades - 1) / 2) * sc * size * 0.03;
        const w = sc * size * 0.05;
        s += poly(
          [
            [x - w, base[1]],
            [x + lean, base[1] - hgt],
            [x + w, base[1]],
          ],
          hex(lit(green, r.range(-8, 8))),
        );
      }
    }
    return s;
  }
  /** Soft contact shadow on the floor under a footprint. */
  shadow(x0: number, x1: number, d0: number, d1: number, a = 0.13): string {
    const m = 0.06;
    return this.face(
      [
        [x0 - m, 0.001, d0 - m],
        [x1 + m, 0.001, d0 - m],
        [x1 + m, 0.001, d1 + m],
        [x0 - m, 0.001, d1 + m],
      ],
      '#1b1408',
      op(a),
    );
  }

  // ------------------------------------------------------------------------- shell

  shell(c: { back: Col | string; left: Col; right: Col; ceil: Col; floor: Col }): void {
    const { RW, RH, DB, svg } = this;
    // ceiling, floor, side walls, back wall
    svg.add(this.ceiling(c.ceil), this.floor(c.floor), this.leftWall(c.left), this.rightWall(c.right));
    const back =
      typeof c.back === 'string'
        ? c.back
        : svg.lin([
            [0, hex(lit(c.back, 3))],
            [1, hex(lit(c.back, -3))],
          ]);
    svg.add(this.frontRect(0, RW, 0, RH, DB, back));
    svg.add(this.cornerLines());
  }

  /** The ceiling, a little lighter towards the viewer. */
  private ceiling(col: Col): string {
    const { RW, RH, DB, DN, svg } = this;
    const tl = this.p(0, RH, DB);
    return this.face(
      [
        [0, RH, DB],
        [RW, RH, DB],
        [RW, RH, DN],
        [0, RH, DN],
      ],
      svg.lin(
        [
          [0, hex(lit(col, -4))],
          [1, hex(lit(col, 3))],
        ],
        0,
        tl[1],
        0,
        0,
        true,
      ),
    );
  }

  /** The floor, a little darker towards the viewer. */
  private floor(col: Col): string {
    const { RW, DB, DN, svg } = this;
    const br = this.p(RW, 0, DB);
    return this.face(
      [
        [0, 0, DB],
        [RW, 0, DB],
        [RW, 0, DN],
        [0, 0, DN],
      ],
      svg.lin(
        [
          [0, hex(lit(col, 3))],
          [1, hex(lit(col, -5))],
        ],
        0,
        br[1],
        0,
        this.H,
        true,
      ),
    );
  }

  private leftWall(col: Col): string {
    const { RH, DB, DN, svg } = this;
    const tl = this.p(0, RH, DB);
    return this.face(
      [
        [0, 0, DB],
        [0, RH, DB],
        [0, RH, DN],
        [0, 0, DN],
      ],
      svg.lin(
        [
          [0, hex(lit(col, -7))],
          [1, hex(lit(col, 2))],
        ],
        0,
        0,
        tl[0],
        0,
        true,
      ),
    );
  }

  private rightWall(col: Col): string {
    const { RW, RH, DB, DN, svg } = this;
    const br = this.p(RW, 0, DB);
    return this.face(
      [
        [RW, 0, DB],
        [RW, RH, DB],
        [RW, RH, DN],
        [RW, 0, DN],
      ],
      svg.lin(
        [
          [0, hex(lit(col, 1))],
          [1, hex(lit(col, -8))],
        ],
        br[0],
        0,
        this.W,
        0,
        true,
      ),
    );
  }

  /** Faint lines where the walls meet each other and the ceiling. */
  private cornerLines(): string {
    const { RW, RH, DB, DN } = this;
    const edge = '#000000';
    return lines(
      [
        [this.p(0, 0, DB), this.p(0, RH, DB)],
        [this.p(RW, 0, DB), this.p(RW, RH, DB)],
        [this.p(0, RH, DB), this.p(RW, RH, DB)],
        [this.p(0, RH, DB), this.p(0, RH, DN)],
        [this.p(RW, RH, DB), this.p(RW, RH, DN)],
      ],
      edge,
      1,
      op(0.08),
    );
  }

  skirting(c: Col, h = 0.09): void {
    const { RW, DB, DN } = this;
    const col = hex(c);
    this.svg.add(
      this.frontRect(0, RW, 0, h, DB - 0.005, col),
      this.face(
        [
          [0.01, 0, DB],
          [0.01, h, DB],
          [0.01, h, DN],
          [0.01, 0, DN],
        ],
        hex(lit(c, -6)),
      ),
      this.face(
        [
          [RW - 0.01, 0, DB],
          [RW - 0.01, h, DB],
          [RW - 0.01, h, DN],
          [RW - 0.01, 0, DN],
        ],
        hex(lit(c, -9)),
      ),
    );
  }

  floorTiles(size: number, stroke: string, a: number, offset = 0): void {
    const { RW, DB } = this;
    const segs: Array<[Pt, Pt]> = [];
    for (let x = offset % size; x < RW; x += size) if (x > 0.01) segs.push([this.p(x, 0, DB), this.p(x, 0, 0.3)]);
    for (let d = DB - size; d > 0.6; d -= size) segs.push([this.p(0, 0, d), this.p(RW, 0, d)]);
    this.svg.add(lines(segs, stroke, 1.4, op(a)));
  }

  floorPlanks(width: number, stroke: string, a: number): void {
    const { RW, DB, r } = this;
    const segs: Array<[Pt, Pt]> = [];
    for (let x = width; x < RW; x += width) {
      segs.push([this.p(x, 0, DB), this.p(x, 0, 0.3)]);
      let d = DB - r.range(0.2, 1.2);
      while (d > 0.8) {
        segs.push([this.p(x - width, 0, d), this.p(x, 0, d)]);
        d -= r.range(0.9, 1.4);
      }
    }
    this.svg.add(lines(segs, stroke, 1.1, op(a)));
  }

  ceilingLights(count: number, glow: string): void {
    const { RW, RH, DB, r } = this;
    for (let i = 0; i < count; i++) {
      const X = RW * ((i + 0.5) / count) + r.range(-0.1, 0.1);
      for (const D of [DB * 0.45, DB * 0.8]) {
        if (D < 1) continue;
        this.svg.add(this.face(this.disc(X, RH - 0.002, D, 0.07, 0.07, 14), glow));
      }
    }
  }

  // ------------------------------------------------------------------------- wall furniture

  /** Outdoor view inside a screen rect (used in windows). */
  outside(x: number, y: number, w: number, h: number, sky: Col): string {
    const { svg, r } = this;
    const clip = svg.clipRect(x, y, w, h);
    const night = isNight(sky);
    let s = rect(
      x,
      y,
      w,
      h,
      svg.lin(
        night
          ? [
              [0, hex(sky)],
              [1, hex([22, 45, 38])],
            ]
          : [
              [0, hex(sky)],
              [1, hex(lit(sat(sky, -20), 16))],
            ],
      ),
    );
    s += this.outsideTowers(x, y, w, h, sky);
    const trees = r.int(3, 7);
    for (let i = 0; i < trees; i++)
      s += circ(
        x + r.range(0, 1) * w,
        y + h * r.range(0.92, 1.05),
        h * r.range(0.12, 0.25),
        hex(lit([110, 28, night ? 18 : 52], r.range(-8, 6))),
        op(0.9),
      );
    s += poly(
      [
        [x + w * 0.15, y + h],
        [x + w * 0.45, y],
        [x + w * 0.6, y],
        [x + w * 0.3, y + h],
      ],
      '#ffffff',
      op(0.12),
    );
    return `<g clip-path="${clip}">${s}</g>`;
  }

  /** Towers on the skyline of a window's view, with lit windows at night. */
  private outsideTowers(x: number, y: number, w: number, h: number, sky: Col): string {
    const { r } = this;
    const night = isNight(sky);
    let s = '';
    const towers = r.int(2, 5);
    for (let i = 0; i < towers; i++) {
      const tw = w * r.range(0.1, 0.22);
      const tx = x + r.range(-0.05, 0.95) * w;
      const th = h * r.range(0.25, 0.7);
      s += rect(
        tx,
        y + h - th,
        tw,
        th,
        night ? hex([230, 15, r.range(12, 20)]) : hex(lit(sat(sky, -25), r.range(2, 10))),
        op(0.85),
      );
      if (night) {
        const u = Math.max(3, tw / 7);
        for (let yy = y + h - th + u; yy < y + h - u; yy += u * 1.6)
          for (let xx = tx + u * 0.6; xx < tx + tw - u; xx += u * 1.5)
            if (r.chance(0.45)) s += rect(xx, yy, u * 0.6, u * 0.7, '#ffd27a', op(0.85));
      }
    }
    return s;
  }

  /** Window on the back wall with frame, mullions, sill and optional curtains. */
  backWindow(x0: number, x1: number, y0: number, y1: number, frame: Col, sky: Col, curtain: Col | null): void {
    const { DB, svg, r } = this;
    const t = 0.06;
    svg.add(this.frontRect(x0, x1, y0, y1, DB - 0.002, hex(frame)));
    const a = this.p(x0 + t, y1 - t, DB);
    const b = this.p(x1 - t, y0 + t, DB);
    svg.add(this.outside(a[0], a[1], b[0] - a[0], b[1] - a[1], sky));
    const panes = Math.max(2, Math.round((x1 - x0) / r.range(0.55, 0.8)));
    const segs: Array<[Pt, Pt]> = [];
    for (let i = 1; i < panes; i++) {
      const X = x0 + ((x1 - x0) * i) / panes;
      segs.push([this.p(X, y0, DB), this.p(X, y1, DB)]);
    }
    if (r.chance(0.5)) {
      const Y = y1 - (y1 - y0) * 0.28;
      segs.push([this.p(x0, Y, DB), this.p(x1, Y, DB)]);
    }
    svg.add(lines(segs, hex(frame), this.s(0.045, DB)));
    svg.add(this.box({ x0: x0 - 0.06, x1: x1 + 0.06, y0: y0 - 0.05, y1: y0, d0: DB - 0.1, d1: DB }, lit(frame, -4)));
    // daylight patch on the floor
    if (!isNight(sky)) {
      const fl = 0.001;
      const depth = Math.min(DB - 0.8, (y1 - y0) * 1.3);
      svg.add(
        this.face(
          [
            [x0, fl, DB],
            [x1, fl, DB],
            [x1 + 0.3, fl, DB - depth],
            [x0 + 0.3, fl, DB - depth],
          ],
          '#fffbe8',
          op(0.14),
        ),
      );
    }
    if (curtain) {
      const top = Math.min(this.RH - 0.08, y1 + 0.25);
      const bottom = r.chance(0.6) ? 0.02 : y0 - 0.15;
      for (const side of [0, 1]) {
        const cw = r.range(0.3, 0.45);
        const cx0 = side === 0 ? x0 - cw * 0.7 : x1 - cw * 0.3;
        const cx1 = cx0 + cw;
        const D = DB - 0.12;
        const col = curtain;
        svg.add(this.frontRect(cx0, cx1, bottom, top, D, hex(col)));
        const folds: Array<[Pt, Pt]> = [];
        for (let i = 1; i < 4; i++) {
          const X = cx0 + (cw * i) / 4;
          folds.push([this.p(X, bottom, D), this.p(X, top, D)]);
        }
        svg.add(lines(folds, hex(lit(col, -12)), this.s(0.03, D), op(0.6)));
      }
      svg.add(this.frontRect(x0 - 0.4, x1 + 0.4, top, top + 0.03, DB - 0.12, '#3a3532'));
    }
  }

  /** Window on a side wall (side 0 = left, 1 = right) spanning depths d0..d1. */
  sideWindow(side: 0 | 1, d0: number, d1: number, y0: number, y1: number, frame: Col, sky: Col): void {
    const X = side === 0 ? 0.003 : this.RW - 0.003;
    const { svg } = this;
    const q = (a: number, b: number, c: number, d: number): V3[] => [
      [X, a, c],
      [X, a, d],
      [X, b, d],
      [X, b, c],
    ];
    svg.add(this.face(q(y0, y1, d0, d1), hex(frame)));
    const t = 0.06;
    const night = isNight(sky);
    const glass = svg.lin([
      [0, hex(sky)],
      [1, night ? hex([22, 45, 38]) : hex(lit(sat(sky, -20), 18))],
    ]);
    svg.add(this.face(q(y0 + t, y1 - t, d0 + t, d1 - t), glass));
    const mid = (d0 + d1) / 2;
    svg.add(lines([[this.p(X, y0, mid), this.p(X, y1, mid)]], hex(frame), this.s(0.05, mid)));
    if (night) return;
    // light patch
    const inward = side === 0 ? 1 : -1;
    const reach = (y1 - y0) * 1.1;
    svg.add(
      this.face(
        [
          [X, 0.001, d0],
          [X, 0.001, d1],
          [X + inward * reach, 0.001, d1 - 0.3],
          [X + inward * reach, 0.001, d0 - 0.3],
        ],
        '#fffbe8',
        op(0.13),
      ),
    );
  }

  /** Framed abstract artwork on the back wall. */
  art(x0: number, x1: number, y0: number, y1: number, pal: readonly Col[]): void {
    const { DB, svg, r } = this;
    const D = DB - 0.02;
    const frame = r.pick<Col>([
      [0, 0, 12],
      [30, 40, 35],
      [40, 50, 55],
      [0, 0, 96],
    ]);
    svg.add(this.box({ x0, x1, y0, y1, d0: D - 0.02, d1: D }, frame));
    const m = Math.min(x1 - x0, y1 - y0) * 0.1;
    const a = this.p(x0 + m, y1 - m, D - 0.02);
    const b = this.p(x1 - m, y0 + m, D - 0.02);
    const w = b[0] - a[0];
    const h = b[1] - a[1];
    const clip = svg.clipRect(a[0], a[1], w, h);
    const bg = r.pick(pal);
    let s = rect(a[0], a[1], w, h, hex(lit(bg, 25)));
    const motif = r.int(0, 3);
    const c1 = hex(r.pick(pal));
    const c2 = hex(lit(r.pick(pal), -10));
    if (motif === 0) {
      s += circ(a[0] + w * r.range(0.3, 0.7), a[1] + h * r.range(0.3, 0.5), Math.min(w, h) * r.range(0.15, 0.3), c1);
      s += poly(
        [
          [a[0], a[1] + h],
          [a[0] + w * r.range(0.2, 0.5), a[1] + h * r.range(0.45, 0.7)],
          [a[0] + w, a[1] + h * r.range(0.6, 0.85)],
          [a[0] + w, a[1] + h],
        ],
        c2,
      );
    } else if (motif === 1) {
      const k = r.int(3, 6);
      for (let i = 0; i < k; i++) s += rect(a[0], a[1] + (h * i) / k, w, h / k / 2, i % 2 ? c1 : c2, op(0.8));
    } else if (motif === 2) {
      s += path(
        `M${n(a[0] + w * 0.2)} ${n(a[1] + h)}V${n(a[1] + h * 0.45)}A${n(w * 0.3)} ${n(w * 0.3)} 0 0 1 ${n(a[0] + w * 0.8)} ${n(a[1] + h * 0.45)}V${n(a[1] + h)}Z`,
        c1,
      );
      s += circ(a[0] + w * 0.5, a[1] + h * 0.25, Math.min(w, h) * 0.08, c2);
    } else {
      for (let i = 0; i < 5; i++)
        s += circ(
          a[0] + w * r.next(),
          a[1] + h * r.next(),
          Math.min(w, h) * r.range(0.1, 0.3),
          i % 2 ? c1 : c2,
          op(0.75),
        );
    }
    svg.add(`<g clip-path="${clip}">${s}</g>`);
  }
}
