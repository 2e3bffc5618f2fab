// Equirectangular 360° room panoramas. The viewer stands at the origin (eye height `eye`), X to
// the right, Y up, Z forward; longitude 0 (straight ahead, +Z) is the image centre and the seam
// (left/right edge) is directly behind. Every 3-D polygon is densified, projected, unwrapped and,
// when it crosses the seam, drawn a second time shifted by one image width, so the left and right
// edges meet without a visible seam.

import type { Col, Pt, V3 } from './svgkit.ts';
import {
  Rng,
  Svg,
  TAU,
  hex,
  lit,
  sat,
  poly,
  rect,
  circ,
  op,
  n,
  clamp,
  WALL_NEUTRALS,
  WALL_ACCENTS,
  FABRICS,
  WOODS,
  GREENS,
} from './svgkit.ts';

type ABox = { x0: number; x1: number; y0: number; y1: number; z0: number; z1: number };
type Item = { b: ABox; s: string };
type Wall = {
  p0: readonly [number, number];
  dir: readonly [number, number];
  nrm: readonly [number, number];
  len: number;
};

const MAX_STEP = (1.2 * Math.PI) / 180;

class Pano {
  svg: Svg;
  r: Rng;
  W: number;
  H: number;
  eye: number;
  items: Item[] = [];
  /** Rotation of the whole scene about the vertical axis (radians). */
  yaw = 0;
  /** Dry-run bookkeeping used to pick a seam direction: vertical-edge x positions, opaque wall spans. */
  edges: number[] | null = null;
  opaque: Array<[number, number]> | null = null;

  constructor(svg: Svg, r: Rng, W: number, H: number, eye: number) {
    this.svg = svg;
    this.r = r;
    this.W = W;
    this.H = H;
    this.eye = eye;
  }

  proj(v: V3): Pt {
    const dy = v[1] - this.eye;
    let th = Math.atan2(v[0], v[2]) - this.yaw;
    if (th <= -Math.PI) th += TAU;
    if (th > Math.PI) th -= TAU;
    const ph = Math.atan2(dy, Math.hypot(v[0], v[2]));
    return [((th + Math.PI) / TAU) * this.W, (0.5 - ph / Math.PI) * this.H];
  }

  private angle(a: V3, b: V3): number {
    const ax = a[0];
    const ay = a[1] - this.eye;
    const az = a[2];
    const bx = b[0];
    const by = b[1] - this.eye;
    const bz = b[2];
    const la = Math.hypot(ax, ay, az) || 1e-9;
    const lb = Math.hypot(bx, by, bz) || 1e-9;
    return Math.acos(clamp((ax * bx + ay * by + az * bz) / (la * lb), -1, 1));
  }

  /** Densifies a 3-D path, projects it and unwraps longitudes so it is continuous. */
  path3(vs: readonly V3[], closed: boolean): Pt[] {
    const out: Pt[] = [];
    const m = closed ? vs.length : vs.length - 1;
    for (let i = 0; i < m; i++) {
      const a = vs[i]!;
      const b = vs[(i + 1) % vs.length]!;
      const k = Math.max(1, Math.ceil(this.angle(a, b) / MAX_STEP));
      for (let j = 0; j < k; j++) {
        const t = j / k;
        out.push(this.proj([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]));
      }
    }
    if (!closed) out.push(this.proj(vs[vs.length - 1]!));
    const W = this.W;
    const res: Pt[] = [];
    let prev = NaN;
    for (const p of out) {
      let x = p[0];
      if (!Number.isNaN(prev)) {
        while (x - prev > W / 2) x -= W;
        while (prev - x > W / 2) x += W;
      }
      res.push([x, p[1]]);
      prev = x;
    }
    return res;
  }

  /** Emits a shape for the projected points, repeated across the seam when needed. */
  wrap(p: readonly Pt[], mk: (q: readonly Pt[]) => string): string {
    let lo = Infinity;
    let hi = -Infinity;
    for (const q of p) {
      lo = Math.min(lo, q[0]);
      hi = Math.max(hi, q[0]);
    }
    const offs: number[] = [];
    for (let k = -2; k <= 2; k++) if (hi + k * this.W > 0 && lo + k * this.W < this.W) offs.push(k * this.W);
    return offs.map((o) => mk(o === 0 ? p : p.map((q) => [q[0] + o, q[1]] as Pt))).join('');
  }

  private note(p: readonly Pt[], opaque: boolean): void {
    if (!this.edges) return;
    let lo = Infinity;
    let hi = -Infinity;
    for (const q of p) {
      lo = Math.min(lo, q[0]);
      hi = Math.max(hi, q[0]);
    }
    const W = this.W;
    this.edges.push(((lo % W) + W) % W, ((hi % W) + W) % W);
    if (opaque) this.opaque?.push([lo, hi]);
  }
  face(vs: readonly V3[], fill: string, extra = ''): string {
    const p = this.path3(vs, true);
    this.note(p, false);
    return this.wrap(p, (q) => poly(q, fill, extra));
  }
  /** An opaque, full-height wall: a candidate place for the seam. */
  wallFace(vs: readonly V3[], fill: string): string {
    const p = this.path3(vs, true);
    this.note(p, true);
    return this.wrap(p, (q) => poly(q, fill));
  }
  /** Picks the yaw that puts the seam on an opaque wall as far as possible from any vertical edge. */
  seamYaw(): number {
    const W = this.W;
    const edges = this.edges ?? [];
    const opaque = this.opaque ?? [];
    const margin = W * 0.004;
    let best = 0;
    let bestScore = -1;
    for (let i = 0; i < 720; i++) {
      const x = ((i + 0.5) * W) / 720;
      const inside = opaque.some(([a, b]) => [-W, 0, W].some((o) => x + o > a + margin && x + o < b - margin));
      if (!inside) continue;
      let d = Infinity;
      for (const e of edges) {
        const dd = Math.abs(x - e);
        d = Math.min(d, dd, W - dd);
      }
      if (d > bestScore) {
        bestScore = d;
        best = x;
      }
    }
    return (best / W) * TAU;
  }
  /** Shifts a flat (2-D, pixel-space) x position by the current yaw. */
  sx(x: number): number {
    const W = this.W;
    const v = x - (this.yaw / TAU) * W;
    return ((v % W) + W) % W;
  }
  /** Repeats a pixel-space snippet across the seam when it spans lo..hi outside the image. */
  dup(s: string, lo: number, hi: number): string {
    let out = s;
    if (lo < 0) out += `<g transform="translate(${this.W} 0)">${s}</g>`;
    if (hi > this.W) out += `<g transform="translate(${-this.W} 0)">${s}</g>`;
    return out;
  }
  line(vs: readonly V3[], stroke: string, width: number, extra = ''): string {
    const p = this.path3(vs, false);
    this.note(p, false);
    return this.wrap(
      p,
      (q) =>
        `<polyline points="${q.map((p) => n(p[0]) + ',' + n(p[1])).join(' ')}" fill="none" stroke="${stroke}" stroke-width="${n(width, 2)}"${extra}/>`,
    );
  }
  /** A flat disc/ellipse lying in a horizontal plane. */
  disc(x: number, y: number, z: number, rx: number, rz: number, segs = 20): V3[] {
    const out: V3[] = [];
    for (let i = 0; i < segs; i++) {
      const a = (i / segs) * TAU;
      out.push([x + Math.cos(a) * rx, y, z + Math.sin(a) * rz]);
    }
    return out;
  }

  box(b: ABox, c: Col, extra = ''): string {
    return [...this.boxSides(b, c, extra), ...this.boxCaps(b, c, extra)].join('');
  }

  /** A box's side faces that face the viewer (at the origin). */
  private boxSides(b: ABox, c: Col, extra: string): string[] {
    const { x0, x1, y0, y1, z0, z1 } = b;
    const out: string[] = [];
    if (0 < x0)
      out.push(
        this.face(
          [
            [x0, y0, z0],
            [x0, y0, z1],
            [x0, y1, z1],
            [x0, y1, z0],
          ],
          hex(lit(c, -8)),
          extra,
        ),
      );
    if (0 > x1)
      out.push(
        this.face(
          [
            [x1, y0, z0],
            [x1, y0, z1],
            [x1, y1, z1],
            [x1, y1, z0],
          ],
          hex(lit(c, -3)),
          extra,
        ),
      );
    if (0 < z0)
      out.push(
        this.face(
          [
            [x0, y0, z0],
            [x1, y0, z0],
            [x1, y1, z0],
            [x0, y1, z0],
          ],
          hex(lit(c, -5)),
          extra,
        ),
      );
    if (0 > z1)
      out.push(
        this.face(
          [
            [x0, y0, z1],
            [x1, y0, z1],
            [x1, y1, z1],
            [x0, y1, z1],
          ],
          hex(c),
          extra,
        ),
      );
    return out;
  }

  /** A box's top or bottom, whichever the eye sees. */
  private boxCaps(b: ABox, c: Col, extra: string): string[] {
    const { x0, x1, y0, y1, z0, z1 } = b;
    const e = this.eye;
    const out: string[] = [];
    if (e > y1)
      out.push(
        this.face(
          [
            [x0, y1, z0],
            [x1, y1, z0],
            [x1, y1, z1],
            [x0, y1, z1],
          ],
          hex(lit(c, 8)),
          extra,
        ),
      );
    if (e < y0)
      out.push(
        this.face(
          [
            [x0, y0, z0],
            [x1, y0, z0],
            [x1, y0, z1],
            [x0, y0, z1],
          ],
          hex(lit(c, -14)),
          extra,
        ),
      );
    return out;
  }

  /** Region around the vertical axis bounded by an axis-aligned rectangle at height y. */
  band(x0: number, x1: number, z0: number, z1: number, y: number, fill: string, extra = ''): string {
    const W = this.W;
    const H = this.H;
    const ths: number[] = [];
    const N = 1024;
    for (let i = 0; i <= N; i++) ths.push(-Math.PI + (TAU * i) / N);
    for (const [cx, cz] of [
      [x0, z0],
      [x1, z0],
      [x1, z1],
      [x0, z1],
    ] as const) {
      let th = Math.atan2(cx, cz) - this.yaw;
      while (th <= -Math.PI) th += TAU;
      while (th > Math.PI) th -= TAU;
      ths.push(th);
    }
    ths.sort((a, b) => a - b);
    const p: Pt[] = [];
    for (const th of ths) {
      const s = Math.sin(th + this.yaw);
      const c = Math.cos(th + this.yaw);
      let d = Infinity;
      if (s > 1e-9) d = Math.min(d, x1 / s);
      if (s < -1e-9) d = Math.min(d, x0 / s);
      if (c > 1e-9) d = Math.min(d, z1 / c);
      if (c < -1e-9) d = Math.min(d, z0 / c);
      const ph = Math.atan2(y - this.eye, d);
      p.push([((th + Math.PI) / TAU) * W, (0.5 - ph / Math.PI) * H]);
    }
    const edge = y < this.eye ? H + 1 : -1;
    p.push([W, edge], [0, edge]);
    return poly(p, fill, extra);
  }

  /** A floor/ceiling rectangle: a band if it surrounds the viewer, else a projected polygon. */
  flat(x0: number, x1: number, z0: number, z1: number, y: number, fill: string, extra = ''): string {
    if (x0 < 0 && x1 > 0 && z0 < 0 && z1 > 0) return this.band(x0, x1, z0, z1, y, fill, extra);
    return this.face(
      [
        [x0, y, z0],
        [x1, y, z0],
        [x1, y, z1],
        [x0, y, z1],
      ],
      fill,
      extra,
    );
  }

  /** Vertical cylinder / frustum approximated by a ring of quads (lamp shades, pots, stools). */
  cyl(x: number, z: number, y0: number, y1: number, r0: number, r1: number, c: Col): string {
    const segs = 14;
    const faces: Array<{ d: number; s: string }> = [];
    for (let i = 0; i < segs; i++) {
      const a0 = (i / segs) * TAU;
      const a1 = ((i + 1) / segs) * TAU;
      const am = (a0 + a1) / 2;
      const nx = Math.cos(am);
      const nz = Math.sin(am);
      const cx = x + nx * r0;
      const cz = z + nz * r0;
      if (nx * (0 - cx) + nz * (0 - cz) <= 0) continue;
      const shade = lit(c, Math.round(nx * 6 - nz * 4));
      faces.push({
        d: Math.hypot(cx, cz),
        s: this.face(
          [
            [x + Math.cos(a0) * r0, y0, z + Math.sin(a0) * r0],
            [x + Math.cos(a1) * r0, y0, z + Math.sin(a1) * r0],
            [x + Math.cos(a1) * r1, y1, z + Math.sin(a1) * r1],
            [x + Math.cos(a0) * r1, y1, z + Math.sin(a0) * r1],
          ],
          hex(shade),
        ),
      });
    }
    faces.sort((a, b) => b.d - a.d);
    let s = faces.map((f) => f.s).join('');
    if (this.eye > y1) s += this.face(this.disc(x, y1, z, r1, r1, segs), hex(lit(c, 9)));
    else if (this.eye < y0) s += this.face(this.disc(x, y0, z, r0, r0, segs), hex(lit(c, -12)));
    return s;
  }

  put(b: ABox, s: string): void {
    this.items.push({ b, s });
  }

  /** Painter's order: separating-plane constraints between boxes, farthest first otherwise. */
  flush(): void {
    const it = this.items;
    const m = it.length;
    const dist = it.map(({ b }) => Math.hypot((b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2 - this.eye, (b.z0 + b.z1) / 2));
    const after: number[][] = it.map(() => []);
    const indeg = Array.from({ length: m }, () => 0);
    const eye = [0, this.eye, 0];
    const lo = (b: ABox, a: number): number => (a === 0 ? b.x0 : a === 1 ? b.y0 : b.z0);
    const hi = (b: ABox, a: number): number => (a === 0 ? b.x1 : a === 1 ? b.y1 : b.z1);
    const eps = 1e-6;
    const rel = (A: ABox, B: ABox): number => {
      for (let a = 0; a < 3; a++) {
        const e = eye[a]!;
        if (hi(A, a) <= lo(B, a) + eps) {
          if (e >= lo(B, a)) return -1;
          if (e <= hi(A, a)) return 1;
          return 0;
        }
        if (hi(B, a) <= lo(A, a) + eps) {
          if (e >= lo(A, a)) return 1;
          if (e <= hi(B, a)) return -1;
          return 0;
        }
      }
      return 0;
    };
    for (let i = 0; i < m; i++)
      for (let j = i + 1; j < m; j++) {
        const v = rel(it[i]!.b, it[j]!.b);
        if (v < 0) {
          after[i]!.push(j);
          indeg[j]!++;
        } else if (v > 0) {
          after[j]!.push(i);
          indeg[i]!++;
        }
      }
    const done = Array.from({ length: m }, () => false);
    for (let k = 0; k < m; k++) {
      let best = -1;
      for (let i = 0; i < m; i++) if (!done[i] && indeg[i] === 0 && (best < 0 || dist[i]! > dist[best]!)) best = i;
      if (best < 0) for (let i = 0; i < m; i++) if (!done[i] && (best < 0 || dist[i]! > dist[best]!)) best = i;
      done[best] = true;
      this.svg.add(it[best]!.s);
      for (const j of after[best]!) indeg[j]!--;
    }
    this.items = [];
  }
}

// ---------------------------------------------------------------------------------------------
// Room scaffolding

type RoomGeo = { x0: number; x1: number; z0: number; z1: number; RH: number; walls: Wall[] };

function makeWalls(x0: number, x1: number, z0: number, z1: number): Wall[] {
  const c: Array<readonly [number, number]> = [
    [x0, z0],
    [x1, z0],
    [x1, z1],
    [x0, z1],
  ];
  const walls: Wall[] = [];
  for (let i = 0; i < 4; i++) {
    const a = c[i]!;
    const b = c[(i + 1) % 4]!;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const dir = [(b[0] - a[0]) / len, (b[1] - a[1]) / len] as const;
    walls.push({ p0: a, dir, nrm: [-dir[1], dir[0]], len });
  }
  return walls;
}

function wp(w: Wall, u: number, v: number, y: number): V3 {
  return [w.p0[0] + w.dir[0] * u + w.nrm[0] * v, y, w.p0[1] + w.dir[1] * u + w.nrm[1] * v];
}

function wquad(w: Wall, u0: number, u1: number, y0: number, y1: number, v = 0.004): V3[] {
  return [wp(w, u0, v, y0), wp(w, u1, v, y0), wp(w, u1, v, y1), wp(w, u0, v, y1)];
}

function wbox(w: Wall, u0: number, u1: number, v0: number, v1: number, y0: number, y1: number): ABox {
  const a = wp(w, u0, v0, y0);
  const b = wp(w, u1, v1, y1);
  return {
    x0: Math.min(a[0], b[0]),
    x1: Math.max(a[0], b[0]),
    y0,
    y1,
    z0: Math.min(a[2], b[2]),
    z1: Math.max(a[2], b[2]),
  };
}

function union(bs: readonly ABox[]): ABox {
  return {
    x0: Math.min(...bs.map((b) => b.x0)),
    x1: Math.max(...bs.map((b) => b.x1)),
    y0: Math.min(...bs.map((b) => b.y0)),
    y1: Math.max(...bs.map((b) => b.y1)),
    z0: Math.min(...bs.map((b) => b.z0)),
    z1: Math.max(...bs.map((b) => b.z1)),
  };
}

/** Keeps furniture from swallowing the camera. */
function clearOfViewer(b: ABox, margin = 0.6): boolean {
  return !(b.x0 - margin < 0 && b.x1 + margin > 0 && b.z0 - margin < 0 && b.z1 + margin > 0);
}

class Slots {
  used: Array<Array<[number, number]>> = [[], [], [], []];
  take(r: Rng, walls: readonly Wall[], i: number, w: number, pad = 0.2): number | null {
    const wall = walls[i]!;
    if (wall.len - w - 2 * pad <= 0) return null;
    for (let k = 0; k < 40; k++) {
      const u = r.range(pad, wall.len - w - pad);
      if (this.used[i]!.every(([a, b]) => u + w + 0.08 < a || u > b + 0.08)) {
        this.used[i]!.push([u, u + w]);
        return u;
      }
    }
    return null;
  }
  block(i: number, a: number, b: number): void {
    this.used[i]!.push([a, b]);
  }
}

function shell(
  P: Pano,
  g: RoomGeo,
  wallCols: readonly Col[],
  floor: Col,
  ceil: Col,
  floorKind: 'tiles' | 'planks',
): void {
  const { svg, W, H } = P;
  const { RH, walls } = g;
  svg.add(rect(0, 0, W, H / 2 + 1, hex(ceil)), rect(0, H / 2 - 1, W, H / 2 + 1, hex(floor)));
  floorPattern(P, g, floor, floorKind);
  falseCeiling(P, g, ceil);
  walls.forEach((w, i) => {
    const c = wallCols[i]!;
    svg.add(P.wallFace(wquad(w, 0, w.len, 0, RH, 0), hex(c)));
  });
  // corner shading + skirting
  const skirt = hex(lit(floor, -10));
  walls.forEach((w) => {
    svg.add(P.face(wquad(w, 0, w.len, 0, 0.09, 0.002), skirt));
    svg.add(P.line([wp(w, 0, 0, 0), wp(w, 0, 0, RH)], '#000000', 2, op(0.08)));
    svg.add(P.line([wp(w, 0, 0, RH), wp(w, w.len, 0, RH)], '#000000', 2, op(0.06)));
  });
}

/** Tiles or planks drawn on the floor. */
function floorPattern(P: Pano, g: RoomGeo, floor: Col, floorKind: 'tiles' | 'planks'): void {
  const { svg, r } = P;
  const { x0, x1, z0, z1 } = g;
  // floor pattern
  const line = hex(lit(floor, -22));
  let fl = '';
  if (floorKind === 'tiles') {
    const t = r.pick([0.6, 0.8, 1.0]);
    for (let x = x0 + t; x < x1 - 0.01; x += t)
      fl += P.line(
        [
          [x, 0.001, z0],
          [x, 0.001, z1],
        ],
        line,
        2.2,
        op(0.35),
      );
    for (let z = z0 + t; z < z1 - 0.01; z += t)
      fl += P.line(
        [
          [x0, 0.001, z],
          [x1, 0.001, z],
        ],
        line,
        2.2,
        op(0.35),
      );
  } else {
    const t = r.range(0.16, 0.22);
    for (let x = x0 + t; x < x1 - 0.01; x += t) {
      fl += P.line(
        [
          [x, 0.001, z0],
          [x, 0.001, z1],
        ],
        line,
        1.8,
        op(0.35),
      );
      for (let z = z0 + r.range(0.1, 1.2); z < z1; z += r.range(0.9, 1.4))
        fl += P.line(
          [
            [x - t, 0.001, z],
            [x, 0.001, z],
          ],
          line,
          1.8,
          op(0.35),
        );
    }
  }
  svg.add(fl);
}

/** A false-ceiling inset with a warm cove line and downlights, where the room is big enough. */
function falseCeiling(P: Pano, g: RoomGeo, ceil: Col): void {
  const { svg, r } = P;
  const { x0, x1, z0, z1, RH } = g;
  // false-ceiling inset with a warm cove line
  const m = r.range(0.45, 0.7);
  if (x0 + m < -0.2 && x1 - m > 0.2 && z0 + m < -0.2 && z1 - m > 0.2) {
    svg.add(P.band(x0 + m, x1 - m, z0 + m, z1 - m, RH + 0.12, hex(lit(ceil, 3))));
    svg.add(
      P.line(
        [
          [x0 + m, RH + 0.12, z0 + m],
          [x1 - m, RH + 0.12, z0 + m],
          [x1 - m, RH + 0.12, z1 - m],
          [x0 + m, RH + 0.12, z1 - m],
          [x0 + m, RH + 0.12, z0 + m],
        ],
        '#ffe7b0',
        5,
        op(0.8),
      ),
    );
    for (const [a, b, c, d] of [
      [x0, x1, z0, z0 + m],
      [x0, x1, z1 - m, z1],
    ] as const)
      for (let x = a + 0.8; x < b - 0.5; x += 1.4)
        svg.add(P.face(P.disc(x, RH - 0.001, (c + d) / 2, 0.06, 0.06, 12), '#fffdf0'));
  }
}

function windowOn(
  P: Pano,
  w: Wall,
  u0: number,
  u1: number,
  y0: number,
  y1: number,
  frame: Col,
  sky: Col,
  curtain: Col | null,
  RH: number,
): void {
  const { svg } = P;
  svg.add(P.face(wquad(w, u0, u1, y0, y1, 0.004), hex(frame)));
  const t = 0.06;
  const glass = svg.lin([
    [0, hex(sky)],
    [0.65, hex(lit(sat(sky, -25), 18))],
    [0.66, hex(lit([100, 25, 55], 5))],
    [1, hex([110, 28, 45])],
  ]);
  svg.add(P.face(wquad(w, u0 + t, u1 - t, y0 + t, y1 - t, 0.006), glass));
  const panes = Math.max(2, Math.round((u1 - u0) / 0.7));
  for (let i = 1; i < panes; i++) {
    const u = u0 + ((u1 - u0) * i) / panes;
    svg.add(P.line([wp(w, u, 0.008, y0), wp(w, u, 0.008, y1)], hex(frame), 6));
  }
  svg.add(P.face(wquad(w, u0 + 0.3, u0 + 0.5, y0 + 0.1, y1 - 0.1, 0.009), '#ffffff', op(0.15)));
  if (curtain) {
    const top = Math.min(RH - 0.05, y1 + 0.25);
    for (const [a, b] of [
      [u0 - 0.35, u0 + 0.12],
      [u1 - 0.12, u1 + 0.35],
    ] as const) {
      svg.add(P.face(wquad(w, a, b, 0.03, top, 0.1), hex(curtain)));
      for (let k = 1; k < 4; k++)
        svg.add(
          P.line(
            [wp(w, a + ((b - a) * k) / 4, 0.101, 0.03), wp(w, a + ((b - a) * k) / 4, 0.101, top)],
            hex(lit(curtain, -12)),
            3,
            op(0.6),
          ),
        );
    }
    svg.add(P.line([wp(w, u0 - 0.45, 0.1, top + 0.02), wp(w, u1 + 0.45, 0.1, top + 0.02)], '#3a3532', 5));
  }
}

function doorOn(P: Pano, w: Wall, u0: number, wood: Col): void {
  const { svg } = P;
  svg.add(P.face(wquad(w, u0 - 0.06, u0 + 0.96, 0, 2.16, 0.004), hex(lit(wood, 12))));
  svg.add(P.face(wquad(w, u0, u0 + 0.9, 0, 2.1, 0.008), hex(wood)));
  svg.add(P.face(wquad(w, u0 + 0.12, u0 + 0.78, 0.25, 1.0, 0.01), hex(lit(wood, -5))));
  svg.add(P.face(wquad(w, u0 + 0.12, u0 + 0.78, 1.15, 1.9, 0.01), hex(lit(wood, -5))));
  svg.add(P.face(wquad(w, u0 + 0.74, u0 + 0.84, 1.0, 1.04, 0.03), '#c9c4ba'));
}

function artOn(P: Pano, w: Wall, u0: number, u1: number, y0: number, y1: number, pal: readonly Col[]): void {
  const { svg, r } = P;
  svg.add(
    P.face(
      wquad(w, u0, u1, y0, y1, 0.02),
      hex(
        r.pick<Col>([
          [0, 0, 12],
          [30, 40, 35],
          [40, 50, 55],
          [0, 0, 96],
        ]),
      ),
    ),
  );
  const m = Math.min(u1 - u0, y1 - y0) * 0.1;
  const a0 = u0 + m;
  const a1 = u1 - m;
  const b0 = y0 + m;
  const b1 = y1 - m;
  svg.add(P.face(wquad(w, a0, a1, b0, b1, 0.025), hex(lit(r.pick(pal), 28))));
  const motif = r.int(0, 2);
  if (motif === 0) {
    const cu = (a0 + a1) / 2;
    const cy = b0 + (b1 - b0) * 0.62;
    const rr = Math.min(a1 - a0, b1 - b0) * 0.22;
    const circle: V3[] = [];
    for (let i = 0; i < 18; i++)
      circle.push(wp(w, cu + Math.cos((i / 18) * TAU) * rr, 0.028, cy + Math.sin((i / 18) * TAU) * rr));
    svg.add(P.face(circle, hex(r.pick(pal))));
    svg.add(
      P.face(
        [
          wp(w, a0, 0.03, b0),
          wp(w, a1, 0.03, b0),
          wp(w, a1, 0.03, b0 + (b1 - b0) * 0.35),
          wp(w, a0 + (a1 - a0) * 0.4, 0.03, b0 + (b1 - b0) * 0.5),
        ],
        hex(lit(r.pick(pal), -10)),
      ),
    );
  } else if (motif === 1) {
    const k = 4;
    for (let i = 0; i < k; i += 2)
      svg.add(
        P.face(wquad(w, a0, a1, b0 + ((b1 - b0) * i) / k, b0 + ((b1 - b0) * (i + 1)) / k, 0.028), hex(r.pick(pal))),
      );
  } else {
    svg.add(
      P.face(wquad(w, a0 + (a1 - a0) * 0.2, a0 + (a1 - a0) * 0.55, b0, b1 - (b1 - b0) * 0.2, 0.028), hex(r.pick(pal))),
    );
    svg.add(
      P.face(
        wquad(w, a0 + (a1 - a0) * 0.45, a1 - (a1 - a0) * 0.1, b0 + (b1 - b0) * 0.3, b1 - (b1 - b0) * 0.1, 0.03),
        hex(lit(r.pick(pal), -12)),
        op(0.85),
      ),
    );
  }
}

function sofaOn(P: Pano, w: Wall, u0: number, u1: number, fabric: Col, pillow: Col): ABox {
  const r = P.r;
  const depth = r.range(0.85, 0.95);
  const arm = r.range(0.15, 0.22);
  const armH = r.range(0.56, 0.64);
  const L = (a: number, b: number, c: number, d: number, e: number, f: number): ABox =>
    wbox(w, a, b, c + 0.03, d + 0.03, e, f);
  const parts: Item[] = [];
  parts.push({ b: L(u0 + arm, u1 - arm, 0, 0.24, 0.1, r.range(0.82, 0.92)), s: '' });
  parts.push({ b: L(u0 + arm, u1 - arm, 0, depth, 0.1, 0.42), s: '' });
  parts.push({ b: L(u0, u0 + arm, 0, depth, 0.06, armH), s: '' });
  parts.push({ b: L(u1 - arm, u1, 0, depth, 0.06, armH), s: '' });
  const nc = u1 - u0 > 1.5 ? 3 : 2;
  const span = u1 - u0 - 2 * arm;
  for (let i = 0; i < nc; i++)
    parts.push({
      b: L(u0 + arm + (span * i) / nc + 0.01, u0 + arm + (span * (i + 1)) / nc - 0.01, 0.24, depth - 0.01, 0.42, 0.52),
      s: '',
    });
  const cols = [
    lit(fabric, 2),
    fabric,
    lit(fabric, -2),
    lit(fabric, -2),
    ...Array.from({ length: nc }, () => lit(fabric, 4)),
  ];
  parts.forEach((p, i) => {
    p.s = P.box(p.b, cols[i]!);
    P.put(p.b, p.s);
  });
  // cushions leaning on the back
  for (const a of [u0 + arm + 0.05, u1 - arm - 0.45]) {
    const b = L(a, a + 0.4, 0.24, 0.36, 0.52, 0.86);
    P.put(b, P.box(b, pillow));
  }
  // legs shadow
  const all = union(parts.map((p) => p.b));
  P.svg.add(
    P.face(
      [
        [all.x0 - 0.05, 0.002, all.z0 - 0.05],
        [all.x1 + 0.05, 0.002, all.z0 - 0.05],
        [all.x1 + 0.05, 0.002, all.z1 + 0.05],
        [all.x0 - 0.05, 0.002, all.z1 + 0.05],
      ],
      '#1b1408',
      op(0.12),
    ),
  );
  return all;
}

function tableAt(P: Pano, b: ABox, top: Col, leg: Col, t = 0.04): void {
  const l = 0.05;
  const m = 0.05;
  const legs: ABox[] = [
    { x0: b.x0 + m, x1: b.x0 + m + l, y0: 0, y1: b.y1 - t, z0: b.z0 + m, z1: b.z0 + m + l },
    { x0: b.x1 - m - l, x1: b.x1 - m, y0: 0, y1: b.y1 - t, z0: b.z0 + m, z1: b.z0 + m + l },
    { x0: b.x0 + m, x1: b.x0 + m + l, y0: 0, y1: b.y1 - t, z0: b.z1 - m - l, z1: b.z1 - m },
    { x0: b.x1 - m - l, x1: b.x1 - m, y0: 0, y1: b.y1 - t, z0: b.z1 - m - l, z1: b.z1 - m },
  ];
  for (const lb of legs) P.put(lb, P.box(lb, leg));
  const tb = { ...b, y0: b.y1 - t };
  P.put(tb, P.box(tb, top));
  P.svg.add(
    P.face(
      [
        [b.x0, 0.002, b.z0],
        [b.x1, 0.002, b.z0],
        [b.x1, 0.002, b.z1],
        [b.x0, 0.002, b.z1],
      ],
      '#1b1408',
      op(0.1),
    ),
  );
}

function plantAt(P: Pano, x: number, z: number, size: number): void {
  const r = P.r;
  const pot = r.col([
    [18, 45, 48],
    [0, 0, 92],
    [0, 0, 22],
    [35, 30, 70],
  ]);
  const ph = 0.25 * size + 0.12;
  const pr = 0.15 * size + 0.06;
  const green = r.col(GREENS);
  let s = P.cyl(x, z, 0, ph, pr * 0.8, pr, pot);
  // foliage as a cluster of flat discs facing the viewer (billboards)
  const d = Math.hypot(x, z);
  const tx = -z / d;
  const tz = x / d;
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * Math.PI + r.range(-0.2, 0.2);
    const rr = size * r.range(0.16, 0.24);
    const ox = Math.cos(a) * size * 0.22;
    const oy = Math.sin(a) * size * 0.3 + size * 0.12;
    const cx = x + tx * ox;
    const cz = z + tz * ox;
    const cy = ph + oy;
    const ring: V3[] = [];
    for (let k = 0; k < 12; k++) {
      const b = (k / 12) * TAU;
      ring.push([cx + tx * Math.cos(b) * rr, cy + Math.sin(b) * rr, cz + tz * Math.cos(b) * rr]);
    }
    s += P.face(ring, hex(lit(green, r.range(-7, 8))));
  }
  P.put({ x0: x - pr, x1: x + pr, y0: 0, y1: ph + size * 0.6, z0: z - pr, z1: z + pr }, s);
}

function lampAt(P: Pano, x: number, z: number, y: number, h: number, shade: Col): void {
  let s = P.cyl(x, z, y, y + 0.03, 0.14, 0.14, [0, 0, 15]);
  s += P.cyl(x, z, y + 0.03, y + h - 0.25, 0.015, 0.015, [0, 0, 15]);
  const c = P.proj([x, y + h - 0.12, z]);
  const rad = (P.H / Math.PI) * Math.atan2(0.45, Math.hypot(x, z));
  s += P.wrap([c], (q) =>
    circ(
      q[0]![0],
      q[0]![1],
      rad,
      P.svg.rad([
        [0, '#fff1bf', 0.5],
        [1, '#fff1bf', 0],
      ]),
    ),
  );
  s += P.cyl(x, z, y + h - 0.25, y + h, 0.2, 0.14, shade);
  P.put({ x0: x - 0.2, x1: x + 0.2, y0: y, y1: y + h, z0: z - 0.2, z1: z + 0.2 }, s);
}

function ceilingFan(P: Pano, x: number, z: number, RH: number, c: Col): void {
  const y = RH - 0.45;
  let s = P.cyl(x, z, y + 0.05, RH, 0.02, 0.02, c);
  s += P.cyl(x, z, y - 0.06, y + 0.05, 0.11, 0.09, c);
  for (let i = 0; i < 3; i++) {
    const a = (i / 3) * TAU + P.r.range(0, 1);
    const ca = Math.cos(a);
    const sa = Math.sin(a);
    const blade: V3[] = [
      [x + ca * 0.1 - sa * 0.04, y, z + sa * 0.1 + ca * 0.04],
      [x + ca * 0.65 - sa * 0.07, y, z + sa * 0.65 + ca * 0.07],
      [x + ca * 0.65 + sa * 0.07, y, z + sa * 0.65 - ca * 0.07],
      [x + ca * 0.1 + sa * 0.04, y, z + sa * 0.1 - ca * 0.04],
    ];
    s += P.face(blade, hex(lit(c, -8)));
  }
  P.put({ x0: x - 0.65, x1: x + 0.65, y0: y - 0.06, y1: RH, z0: z - 0.65, z1: z + 0.65 }, s);
}

const SKIES: readonly Col[] = [
  [205, 60, 72],
  [200, 50, 80],
  [210, 45, 78],
];

function roomGeo(r: Rng, w: readonly [number, number], d: readonly [number, number]): RoomGeo {
  const RWx = r.range(w[0], w[1]);
  const RWz = r.range(d[0], d[1]);
  const x0 = -RWx * r.range(0.4, 0.6);
  const z0 = -RWz * r.range(0.4, 0.6);
  const RH = r.range(2.9, 3.15);
  return { x0, x1: x0 + RWx, z0, z1: z0 + RWz, RH, walls: makeWalls(x0, x0 + RWx, z0, z0 + RWz) };
}

/** Distance from the viewer to wall i (along its inward normal). */
function wallDist(w: Wall): number {
  return -(w.p0[0] * w.nrm[0] + w.p0[1] * w.nrm[1]);
}

// ---------------------------------------------------------------------------------------------
// Scenes

function livingScene(P: Pano): void {
  const r = P.r;
  const g = roomGeo(r, [4.8, 6.6], [4.2, 5.8]);
  const { walls } = g;
  const base = r.col(WALL_NEUTRALS);
  const accent = r.col(WALL_ACCENTS);
  const sofaWall = walls.map((w, i) => [wallDist(w), i] as const).sort((a, b) => b[0] - a[0])[r.int(0, 1)]![1];
  const cols = walls.map((_, i) => (i === sofaWall && r.chance(0.6) ? accent : lit(base, i % 2 ? -3 : 0)));
  const floorWood = r.chance(0.4);
  const floor = floorWood
    ? r.col(WOODS)
    : r.col([
        [40, 18, 86],
        [35, 25, 78],
        [30, 10, 66],
        [210, 6, 76],
      ]);
  shell(P, g, cols, floor, lit(base, 6), floorWood ? 'planks' : 'tiles');
  const slots = new Slots();
  const sky = r.col(SKIES);
  const frame = r.pick<Col>([
    [0, 0, 96],
    [0, 0, 22],
    [30, 35, 40],
  ]);
  const curtain = r.col([
    [40, 30, 90],
    [35, 20, 80],
    [200, 10, 75],
    [20, 30, 60],
    [150, 15, 60],
  ]);
  const wood = r.col(WOODS);
  const fabric = r.col(FABRICS);
  const pillow = r.col(FABRICS);
  const pal = [accent, fabric, pillow, r.col(FABRICS)];
  const L = { P, r, g, slots, sofaWall, wood, pillow };
  const { su, sw } = livingSofa(L, base, fabric, pal);
  const tvWall = livingTv(L);
  const winWalls = livingOpenings(L, tvWall, { frame, sky, curtain });
  livingCorners(L, su, sw);
  livingExtras(L, winWalls);
  P.flush();
}

/** What a living room's parts are placed with: the room, its free wall stretches, the sofa's wall and shared colours. */
interface LivingRoom {
  P: Pano;
  r: Rng;
  g: RoomGeo;
  slots: Slots;
  sofaWall: number;
  wood: Col;
  pillow: Col;
}

/** The sofa on the longest walls, art over it, a rug and a coffee table in front (where the viewer is not). */
function livingSofa(L: LivingRoom, base: Col, fabric: Col, pal: Col[]): { su: number; sw: number } {
  const { P, r, slots, sofaWall, wood, pillow } = L;
  const { walls } = L.g;
  // sofa + art
  const sw = r.range(2.0, 2.5);
  const su = slots.take(r, walls, sofaWall, sw, 0.5) ?? 0.3;
  const sWall = walls[sofaWall]!;
  sofaOn(P, sWall, su, su + sw, fabric, pillow);
  // keep the corners next to the sofa wall free (no armchair/shelf colliding with the sofa)
  slots.block((sofaWall + 1) % 4, 0, 1.1);
  slots.block((sofaWall + 3) % 4, walls[(sofaWall + 3) % 4]!.len - 1.1, walls[(sofaWall + 3) % 4]!.len);
  if (r.chance(0.5)) artOn(P, sWall, su + sw / 2 - 0.55, su + sw / 2 + 0.55, 1.3, 2.05, pal);
  else
    for (const k of [-1, 1])
      artOn(P, sWall, su + sw / 2 + k * 0.35 - 0.28, su + sw / 2 + k * 0.35 + 0.28, 1.3, 2.0, pal);
  // rug + coffee table in front of the sofa
  const rugB = wbox(sWall, su - 0.2, su + sw + 0.2, 0.6, Math.min(2.6, wallDist(sWall) - 0.7), 0, 0.004);
  const rugC = r.col(FABRICS, 10, 10, 10);
  P.svg.add(P.flat(rugB.x0, rugB.x1, rugB.z0, rugB.z1, 0.003, hex(rugC)));
  P.svg.add(
    P.flat(
      rugB.x0 + 0.12,
      rugB.x1 - 0.12,
      rugB.z0 + 0.12,
      rugB.z1 - 0.12,
      0.004,
      hex(lit(rugC, r.chance(0.5) ? 10 : -10)),
    ),
  );
  const ctTop: Col = r.chance(0.5) ? wood : lit(base, -30);
  const ct = wbox(sWall, su + sw / 2 - 0.55, su + sw / 2 + 0.55, 1.35, 1.95, 0, 0.42);
  const small = wbox(sWall, su + sw / 2 - 0.45, su + sw / 2 + 0.45, 1.2, 1.6, 0, 0.42);
  if (clearOfViewer(ct, 1.0)) tableAt(P, ct, ctTop, lit(wood, -15));
  else if (clearOfViewer(small, 0.8)) tableAt(P, small, ctTop, lit(wood, -15));
  return { su, sw };
}

/** The TV unit on the wall opposite the sofa. */
function livingTv(L: LivingRoom): number {
  const { P, r, slots, sofaWall, wood } = L;
  const { walls } = L.g;
  // TV wall opposite
  const tvWall = (sofaWall + 2) % 4;
  const tW = walls[tvWall]!;
  const tu = slots.take(r, walls, tvWall, 2.0, 0.4);
  if (tu !== null) {
    const unit = wbox(tW, tu, tu + 2.0, 0, 0.42, 0.15, 0.55);
    P.put(unit, P.box(unit, wood));
    P.svg.add(P.face(wquad(tW, tu + 0.35, tu + 1.65, 1.0, 1.72, 0.04), '#17181b'));
    P.svg.add(P.face(wquad(tW, tu + 0.4, tu + 0.9, 1.05, 1.67, 0.045), '#ffffff', op(0.06)));
  }
  return tvWall;
}

/** Windows on the side walls, a door, and a shelf or console. */
function livingOpenings(L: LivingRoom, tvWall: number, w: { frame: Col; sky: Col; curtain: Col }): number[] {
  const { P, r, slots, sofaWall, wood } = L;
  const { walls, RH } = L.g;
  const { frame, sky, curtain } = w;
  // windows
  const winWalls = [(sofaWall + 1) % 4, (sofaWall + 3) % 4];
  for (const wi of winWalls) {
    if (!r.chance(0.75)) continue;
    const ww = r.range(1.2, 2.0);
    const u = slots.take(r, walls, wi, ww + 0.8, 0.3);
    if (u === null) continue;
    windowOn(P, walls[wi]!, u + 0.4, u + 0.4 + ww, r.range(0.4, 0.9), RH - 0.4, frame, sky, curtain, RH);
  }
  // door
  const dw = r.pick(winWalls.concat([tvWall]));
  const du = slots.take(r, walls, dw, 1.0, 0.15);
  if (du !== null) doorOn(P, walls[dw]!, du, wood);
  // shelf / console
  const sh = r.pick(winWalls);
  const shu = slots.take(r, walls, sh, 1.0, 0.2);
  if (shu !== null) {
    const b = wbox(walls[sh]!, shu, shu + 1.0, 0, 0.38, 0, r.range(1.6, 2.0));
    P.put(b, P.box(b, wood));
  }
  return winWalls;
}

/** A floor lamp beside the sofa and plants in corners. */
function livingCorners(L: LivingRoom, su: number, sw: number): void {
  const { P, r, sofaWall } = L;
  const { walls } = L.g;
  const sWall = walls[sofaWall]!;
  // lamp and plants in corners
  const corner = (i: number, off: number): readonly [number, number] => {
    const w = walls[i]!;
    const p = wp(w, off, off, 0);
    return [p[0], p[2]];
  };
  const lw = wp(sWall, su - 0.35 > 0.3 ? su - 0.35 : su + sw + 0.35, 0.35, 0);
  lampAt(
    P,
    lw[0],
    lw[2],
    0,
    r.range(1.45, 1.7),
    r.col([
      [40, 40, 88],
      [30, 20, 75],
      [0, 0, 95],
    ]),
  );
  for (let k = 0; k < r.int(1, 3); k++) {
    const c = corner(r.int(0, 3), 0.35);
    plantAt(P, c[0], c[1], r.range(0.8, 1.4));
  }
}

/** Maybe an armchair, and a ceiling fan over the room's middle. */
function livingExtras(L: LivingRoom, winWalls: number[]): void {
  const { P, r, g, slots, pillow } = L;
  const { walls, RH } = g;
  // armchair
  if (r.chance(0.6)) {
    const aw = winWalls[0]!;
    const au = slots.take(r, walls, aw, 0.9, 0.3);
    if (au !== null) sofaOn(P, walls[aw]!, au, au + 0.9, r.col(FABRICS), pillow);
  }
  const cxm = (g.x0 + g.x1) / 2;
  const czm = (g.z0 + g.z1) / 2;
  if (Math.hypot(cxm, czm) > 0.5)
    ceilingFan(
      P,
      cxm,
      czm,
      RH,
      r.col([
        [0, 0, 92],
        [30, 30, 40],
        [0, 0, 30],
      ]),
    );
}

function bedroomScene(P: Pano): void {
  const r = P.r;
  const g = roomGeo(r, [4.2, 5.6], [4.0, 5.2]);
  const { walls } = g;
  const base = r.col(WALL_NEUTRALS);
  const accent = r.col(WALL_ACCENTS);
  const bedWall = walls.map((w, i) => [wallDist(w), i] as const).sort((a, b) => b[0] - a[0])[0]![1];
  const cols = walls.map((_, i) => (i === bedWall && r.chance(0.7) ? accent : lit(base, i % 2 ? -3 : 0)));
  const floor = r.chance(0.6)
    ? r.col(WOODS)
    : r.col([
        [40, 18, 86],
        [35, 25, 78],
        [210, 6, 76],
      ]);
  shell(P, g, cols, floor, lit(base, 6), floor[2] < 80 && floor[1] > 28 ? 'planks' : 'tiles');
  const slots = new Slots();
  const sky = r.col(SKIES);
  const frame = r.pick<Col>([
    [0, 0, 96],
    [0, 0, 22],
    [30, 35, 40],
  ]);
  const wood = r.col(WOODS);
  const head = r.col([...FABRICS, ...WOODS]);
  const linen = r.col([
    [0, 0, 96],
    [40, 30, 92],
    [210, 20, 88],
    [30, 20, 84],
  ]);
  const duvet = r.col([...FABRICS, [0, 0, 97]]);
  const B = { P, r, g, slots, bedWall, wood };
  bedroomBed(B, { head, linen, duvet, accent });
  const others = [0, 1, 2, 3].filter((i) => i !== bedWall);
  const wi = bedroomWindow(B, others, frame, sky);
  wardrobe(
    B,
    others.filter((i) => i !== wi),
    base,
  );
  bedroomRest(B, others);
  P.flush();
}

/** What a bedroom's parts are placed with: the room, its free wall stretches, the bed's wall and the wood. */
interface Bedroom {
  P: Pano;
  r: Rng;
  g: RoomGeo;
  slots: Slots;
  bedWall: number;
  wood: Col;
}

/** The bed against its wall (headboard, frame, mattress, pillows, duvet), bedside tables with lamps, and art over it. */
function bedroomBed(B: Bedroom, c: { head: Col; linen: Col; duvet: Col; accent: Col }): void {
  const { P, r, slots, bedWall, wood } = B;
  const { walls } = B.g;
  const { head, linen, duvet, accent } = c;
  const bW = walls[bedWall]!;
  const bw = r.pick([1.55, 1.7, 1.85]);
  const bu = Math.max(0.7, Math.min(bW.len - bw - 0.7, bW.len / 2 - bw / 2 + r.range(-0.6, 0.6)));
  slots.block(bedWall, bu - 0.65, bu + bw + 0.65);
  const L = Math.min(2.1, wallDist(bW) - 0.7);
  const hh = r.range(1.0, 1.3);
  const parts: Array<[ABox, Col]> = [
    [wbox(bW, bu - 0.08, bu + bw + 0.08, 0.01, 0.1, 0, hh), head],
    [wbox(bW, bu, bu + bw, 0.1, L, 0.06, 0.34), wood],
    [wbox(bW, bu + 0.03, bu + bw - 0.03, 0.1, L - 0.03, 0.34, 0.55), linen],
    [wbox(bW, bu + 0.1, bu + bw / 2 - 0.05, 0.14, 0.5, 0.55, 0.72), lit(linen, 2)],
    [wbox(bW, bu + bw / 2 + 0.05, bu + bw - 0.1, 0.14, 0.5, 0.55, 0.72), lit(linen, 2)],
    [wbox(bW, bu - 0.03, bu + bw + 0.03, 0.55, L + 0.02, 0.28, 0.6), duvet],
  ];
  for (const [b, c] of parts) P.put(b, P.box(b, c));
  const bed = union(parts.map((p) => p[0]));
  P.svg.add(
    P.face(
      [
        [bed.x0 - 0.05, 0.002, bed.z0 - 0.05],
        [bed.x1 + 0.05, 0.002, bed.z0 - 0.05],
        [bed.x1 + 0.05, 0.002, bed.z1 + 0.05],
        [bed.x0 - 0.05, 0.002, bed.z1 + 0.05],
      ],
      '#1b1408',
      op(0.12),
    ),
  );
  const shade = r.col([
    [40, 40, 90],
    [30, 25, 78],
    [0, 0, 96],
  ]);
  for (const su of [bu - 0.58, bu + bw + 0.1]) {
    const t = wbox(bW, su, su + 0.48, 0.04, 0.46, 0, 0.52);
    P.put(t, P.box(t, wood));
    const c = wp(bW, su + 0.24, 0.25, 0);
    lampAt(P, c[0], c[2], 0.52, 0.5, shade);
  }
  artOn(P, bW, bu + bw / 2 - 0.6, bu + bw / 2 + 0.6, hh + 0.25, hh + 0.95, [duvet, head, accent, r.col(FABRICS)]);
}

/** A window on another wall, with an AC unit above; returns its wall. */
function bedroomWindow(B: Bedroom, others: number[], frame: Col, sky: Col): number {
  const { P, r, slots } = B;
  const { walls, RH } = B.g;
  // window opposite or beside, with an AC unit above
  const wi = r.pick(others);
  const ww = r.range(1.3, 2.0);
  const wu = slots.take(r, walls, wi, ww + 0.8, 0.3);
  if (wu !== null) {
    windowOn(
      P,
      walls[wi]!,
      wu + 0.4,
      wu + 0.4 + ww,
      r.range(0.5, 0.9),
      RH - 0.55,
      frame,
      sky,
      r.col(FABRICS),
      RH - 0.25,
    );
    const ac = wbox(walls[wi]!, wu + 0.4 + ww / 2 - 0.5, wu + 0.4 + ww / 2 + 0.5, 0, 0.22, RH - 0.38, RH - 0.08);
    P.put(ac, P.box(ac, [40, 10, 95]));
  }
  return wi;
}

/** A wardrobe with its doors, on a wall without the window. */
function wardrobe(B: Bedroom, walls4: number[], base: Col): void {
  const { P, r, slots, wood } = B;
  const { walls, RH } = B.g;
  // wardrobe
  const wdw = r.pick(walls4);
  const wl = r.range(1.6, 2.4);
  const wdu = slots.take(r, walls, wdw, wl, 0.1);
  if (wdu !== null) {
    const b = wbox(walls[wdw]!, wdu, wdu + wl, 0, 0.6, 0, r.range(2.2, RH - 0.05));
    const wc = r.chance(0.5) ? wood : lit(base, r.range(-15, 5));
    let s = P.box(b, wc);
    const doors = Math.round(wl / 0.5);
    for (let k = 1; k < doors; k++)
      s += P.line(
        [
          wp(walls[wdw]!, wdu + (wl * k) / doors, 0.605, 0.05),
          wp(walls[wdw]!, wdu + (wl * k) / doors, 0.605, b.y1 - 0.05),
        ],
        hex(lit(wc, -22)),
        2.5,
      );
    P.put(b, s);
  }
}

/** The door, a dresser with its mirror, a plant and maybe a ceiling fan. */
function bedroomRest(B: Bedroom, others: number[]): void {
  const { P, r, g, slots, wood } = B;
  const { walls, RH } = g;
  const dwall = r.pick(others);
  const du = slots.take(r, walls, dwall, 1.0, 0.15);
  if (du !== null) doorOn(P, walls[dwall]!, du, wood);
  // dresser
  const dr = others[0]!;
  const dru = slots.take(r, walls, dr, 1.1, 0.2);
  if (dru !== null) {
    const b = wbox(walls[dr]!, dru, dru + 1.1, 0, 0.45, 0, 0.78);
    P.put(b, P.box(b, wood));
    P.svg.add(
      P.face(
        wquad(walls[dr]!, dru + 0.2, dru + 0.9, 1.05, 1.8, 0.02),
        P.svg.lin([
          [0, '#e9f1f4'],
          [1, '#b9c9d1'],
        ]),
      ),
    );
  }
  const c = wp(walls[r.pick(others)]!, 0.35, 0.35, 0);
  plantAt(P, c[0], c[2], r.range(0.8, 1.3));
  const cxm = (g.x0 + g.x1) / 2;
  const czm = (g.z0 + g.z1) / 2;
  if (Math.hypot(cxm, czm) > 0.5 && r.chance(0.6))
    ceilingFan(
      P,
      cxm,
      czm,
      RH,
      r.col([
        [0, 0, 92],
        [30, 30, 40],
      ]),
    );
}

function kitchenScene(P: Pano): void {
  const r = P.r;
  const g = roomGeo(r, [4.2, 6.0], [3.8, 5.2]);
  const { walls, RH } = g;
  const base = r.col(WALL_NEUTRALS);
  const cols = walls.map((_, i) => lit(base, i % 2 ? -3 : 0));
  const floor = r.col([
    [40, 18, 86],
    [35, 25, 78],
    [30, 10, 66],
    [210, 6, 76],
    [0, 0, 55],
  ]);
  shell(P, g, cols, floor, lit(base, 6), 'tiles');
  const slots = new Slots();
  const { cab, upper, top, tile } = kitchenColours(r);
  const sky = r.col(SKIES);
  const wood = r.col(WOODS);
  const k0 = r.int(0, 3);
  const k1 = (k0 + 1) % 4;
  const K = { P, r, g, slots, k0, k1, UP1: Math.min(RH - 0.05, 2.25), wood, sky };
  counterRuns(K, { cab, top, tile });
  const { wu, ww, hu } = sinkAndHob(K);
  upperCabinets(K, upper, wu, ww, hu);
  fridge(K);
  diningTable(K);
  const dwall = r.pick([2, 3].map((k) => (k0 + k) % 4));
  const du = slots.take(r, walls, dwall, 1.0, 0.2);
  if (du !== null) doorOn(P, walls[dwall]!, du, wood);
  const c = wp(walls[(k0 + 2) % 4]!, 0.35, 0.35, 0);
  plantAt(P, c[0], c[2], r.range(0.7, 1.2));
  P.flush();
}

/** Countertop height, and where the upper cabinets start. */
const CT = 0.88;
const UP0 = 1.5;

/** What a kitchen's parts are placed with: the room, its free wall stretches, the two counter walls (main `k0`, second `k1`) and the upper cabinets' top. */
interface Kitchen {
  P: Pano;
  r: Rng;
  g: RoomGeo;
  slots: Slots;
  k0: number;
  k1: number;
  UP1: number;
  wood: Col;
  sky: Col;
}

/** Cabinet, upper cabinet, countertop and tile colours. */
function kitchenColours(r: Rng): { cab: Col; upper: Col; top: Col; tile: Col } {
  const cab = r.col([
    [0, 0, 95],
    [210, 10, 35],
    [150, 15, 55],
    [30, 30, 60],
    [205, 30, 45],
    [25, 40, 45],
    [0, 55, 40],
  ]);
  const upper = r.chance(0.6)
    ? cab
    : r.col([
        [0, 0, 96],
        [35, 25, 80],
        [30, 35, 55],
      ]);
  const top = r.col([
    [0, 0, 92],
    [0, 0, 18],
    [35, 15, 70],
    [210, 5, 55],
  ]);
  const tile = r.col([
    [0, 0, 96],
    [200, 25, 75],
    [30, 30, 82],
    [150, 20, 70],
    [20, 40, 62],
  ]);
  return { cab, upper, top, tile };
}

/** The counter runs along the main wall and part of the next: tiled splashback, base cabinets and the top. */
function counterRuns(K: Kitchen, c: { cab: Col; top: Col; tile: Col }): void {
  const { P, r, slots, k0, k1 } = K;
  const { walls } = K.g;
  const { cab, top, tile } = c;
  for (const [wi, len] of [
    [k0, walls[k0]!.len],
    [k1, Math.min(walls[k1]!.len - 1.2, r.range(1.8, 3.0))],
  ] as const) {
    const w = walls[wi]!;
    const u0 = wi === k0 ? 0 : 0.62;
    const u1 = wi === k0 ? len : 0.62 + len;
    slots.block(wi, u0, u1);
    P.svg.add(P.face(wquad(w, u0, u1, CT, UP0, 0.003), hex(tile)));
    for (let y = CT + 0.1; y < UP0; y += 0.1)
      P.svg.add(P.line([wp(w, u0, 0.004, y), wp(w, u1, 0.004, y)], hex(lit(tile, -18)), 1.5, op(0.5)));
    const plinth = wbox(w, u0, u1, 0, 0.54, 0, 0.1);
    const body = wbox(w, u0, u1, 0, 0.58, 0.1, CT - 0.04);
    const ctop = wbox(w, u0, u1, 0, 0.62, CT - 0.04, CT);
    let s = P.box(plinth, lit(cab, -25)) + P.box(body, cab);
    for (let u = u0 + 0.6; u < u1 - 0.1; u += 0.6)
      s += P.line([wp(w, u, 0.582, 0.12), wp(w, u, 0.582, CT - 0.06)], hex(lit(cab, -22)), 2);
    s += P.line([wp(w, u0 + 0.05, 0.585, CT - 0.1), wp(w, u1 - 0.05, 0.585, CT - 0.1)], '#c9c6bf', 3);
    P.put(union([plinth, body]), s);
    P.put(ctop, P.box(ctop, top));
  }
}

/** A window with the sink under it on the main run, and the hob with its hood beside. */
function sinkAndHob(K: Kitchen): { wu: number; ww: number; hu: number } {
  const { P, r, k0, UP1, sky } = K;
  const { walls, RH } = K.g;
  // window + sink on the main run, hob + hood beside
  const mw = walls[k0]!;
  const wu = r.range(0.5, Math.max(0.6, mw.len - 3.0));
  const ww = r.range(1.0, 1.4);
  windowOn(
    P,
    mw,
    wu,
    wu + ww,
    CT + 0.2,
    UP1,
    r.pick<Col>([
      [0, 0, 96],
      [0, 0, 25],
    ]),
    sky,
    null,
    RH,
  );
  const sinkU = wu + ww / 2;
  P.svg.add(
    P.face(
      [
        wp(mw, sinkU - 0.35, 0.1, CT + 0.003),
        wp(mw, sinkU + 0.35, 0.1, CT + 0.003),
        wp(mw, sinkU + 0.35, 0.5, CT + 0.003),
        wp(mw, sinkU - 0.35, 0.5, CT + 0.003),
      ],
      '#9ea3a8',
    ),
  );
  const fb = wbox(mw, sinkU - 0.02, sinkU + 0.02, 0.05, 0.3, CT, CT + 0.3);
  P.put(fb, P.box(fb, [210, 6, 70]));
  const hu = Math.min(mw.len - 0.9, wu + ww + r.range(0.4, 0.8));
  P.svg.add(
    P.face(
      [
        wp(mw, hu, 0.1, CT + 0.003),
        wp(mw, hu + 0.6, 0.1, CT + 0.003),
        wp(mw, hu + 0.6, 0.52, CT + 0.003),
        wp(mw, hu, 0.52, CT + 0.003),
      ],
      '#1d1d20',
    ),
  );
  const hood = wbox(mw, hu - 0.1, hu + 0.7, 0, 0.5, UP0 + 0.05, UP0 + 0.2);
  const chim = wbox(mw, hu + 0.15, hu + 0.45, 0, 0.28, UP0 + 0.2, RH);
  P.put(chim, P.box(chim, [210, 6, 72]));
  P.put(hood, P.box(hood, [210, 6, 64]));
  return { wu, ww, hu };
}

/** Upper cabinets, away from the window and the hood. */
function upperCabinets(K: Kitchen, upper: Col, wu: number, ww: number, hu: number): void {
  const { P, k0, k1, UP1 } = K;
  const { walls } = K.g;
  const mw = walls[k0]!;
  // upper cabinets away from window and hood
  for (const [wi, a, b] of [
    [k0, 0, wu - 0.05],
    [k0, wu + ww + 0.05, hu - 0.15],
    [k0, hu + 0.75, mw.len],
    [k1, 0.62, 0.62 + 1.6],
  ] as const) {
    if (b - a < 0.4) continue;
    const w = walls[wi]!;
    const ub = wbox(w, a, b, 0, 0.35, UP0, UP1);
    let s = P.box(ub, upper);
    for (let u = a + 0.5; u < b - 0.1; u += 0.5)
      s += P.line([wp(w, u, 0.352, UP0 + 0.02), wp(w, u, 0.352, UP1 - 0.02)], hex(lit(upper, -22)), 2);
    P.put(ub, s);
  }
}

/** The fridge at the end of the second run. */
function fridge(K: Kitchen): void {
  const { P, r, slots, k1 } = K;
  const { walls } = K.g;
  // fridge at the end of the second run
  const fw = walls[k1]!;
  const fu = Math.min(fw.len - 0.85, 0.62 + Math.min(walls[k1]!.len - 1.2, 3.0) + 0.05);
  const fr = wbox(fw, fu, fu + 0.78, 0, 0.7, 0, r.range(1.75, 2.0));
  P.put(
    fr,
    P.box(
      fr,
      r.chance(0.6)
        ? [210, 6, 70]
        : r.col([
            [0, 0, 94],
            [0, 0, 20],
          ]),
    ),
  );
  slots.block(k1, fu, fu + 0.8);
}

/** A dining table in the open area with its chairs and a pendant lamp, where it does not stand on the viewer. */
function diningTable(K: Kitchen): void {
  const { P, r, k0, wood } = K;
  const { walls, RH } = K.g;
  // dining table in the open area
  const opp = walls[(k0 + 2) % 4]!;
  const tb = wbox(opp, opp.len / 2 - 0.7, opp.len / 2 + 0.7, 0.5, 1.4, 0, 0.76);
  if (!clearOfViewer(tb, 0.5)) return;
  tableAt(P, tb, r.chance(0.5) ? wood : [0, 0, 94], lit(wood, -15));
  diningChairs(P, r, opp);
  const lc = wp(opp, opp.len / 2, 0.95, 0);
  const shade = r.col([
    [0, 0, 12],
    [40, 55, 55],
    [0, 0, 95],
  ]);
  const s =
    P.line(
      [
        [lc[0], RH, lc[2]],
        [lc[0], RH - 0.9, lc[2]],
      ],
      '#222',
      2,
    ) + P.cyl(lc[0], lc[2], RH - 1.15, RH - 0.9, 0.25, 0.06, shade);
  P.put({ x0: lc[0] - 0.25, x1: lc[0] + 0.25, y0: RH - 1.15, y1: RH, z0: lc[2] - 0.25, z1: lc[2] + 0.25 }, s);
}

/** Two chairs on the far side of the dining table. */
function diningChairs(P: Pano, r: Rng, opp: Wall): void {
  const chair = r.col([...FABRICS, ...WOODS]);
  for (const k of [0.35, 1.05]) {
    const c = wbox(opp, opp.len / 2 - 0.7 + k - 0.2, opp.len / 2 - 0.7 + k + 0.2, 1.45, 1.85, 0.42, 0.47);
    if (!clearOfViewer(c, 0.4)) continue;
    P.put(c, P.box(c, chair));
    const back = wbox(opp, opp.len / 2 - 0.7 + k - 0.2, opp.len / 2 - 0.7 + k + 0.2, 1.81, 1.85, 0.47, 0.9);
    P.put(back, P.box(back, lit(chair, -4)));
    for (const [du, dv] of [
      [-0.18, 1.47],
      [0.16, 1.47],
      [-0.18, 1.81],
      [0.16, 1.81],
    ] as const) {
      const lb = wbox(opp, opp.len / 2 - 0.7 + k + du, opp.len / 2 - 0.7 + k + du + 0.03, dv, dv + 0.03, 0, 0.42);
      P.put(lb, P.box(lb, lit(chair, -20)));
    }
  }
}

function balconyScene(P: Pano): void {
  const r = P.r;
  const x0 = -r.range(1.2, 2.4);
  const x1 = x0 + r.range(3.2, 5.0);
  const z0 = -r.range(0.7, 1.0);
  const z1 = z0 + r.range(1.7, 2.4);
  const RH = r.range(2.8, 3.0);
  const walls = makeWalls(x0, x1, z0, z1);
  const g: RoomGeo = { x0, x1, z0, z1, RH, walls };
  const dusk = r.chance(0.3);
  const skyBot = panoSkyAndGround(P, dusk);
  sunAndClouds(P, dusk);
  panoCity(P, dusk, skyBot);
  const wall = balconyFloor(P, g);
  const fw = walls[0]!;
  const du = facadeDoor(P, fw);
  wallLight(P, fw, du, dusk);
  const solidSide = balconyRailings(P, g, wall);
  balconyPlants(P, walls, solidSide);
  balconyTable(P, g);
  if (r.chance(0.6)) {
    // AC outdoor unit on the facade wall
    const au = du + 1.9 + 0.2 < fw.len - 0.9 ? du + 2.1 : Math.max(0.1, du - 1.0);
    const ac = wbox(fw, au, au + 0.8, 0, 0.3, 0.05, 0.6);
    P.put(ac, P.box(ac, [40, 10, 90]));
  }
  P.flush();
}

/** The sky (a gradient, or dusk's) over the ground's; returns the sky's colour at the horizon. */
function panoSkyAndGround(P: Pano, dusk: boolean): Col {
  const { r, svg, W, H } = P;
  const skyTop: Col = dusk
    ? [235, 35, 28]
    : r.col([
        [210, 60, 55],
        [205, 55, 62],
      ]);
  const skyBot: Col = dusk
    ? [20, 75, 68]
    : r.col([
        [200, 45, 86],
        [195, 35, 88],
      ]);
  svg.add(
    rect(
      0,
      0,
      W,
      H / 2 + 2,
      svg.lin([
        [0, hex(skyTop)],
        [0.7, hex(lit(skyTop, 12))],
        [1, hex(skyBot)],
      ]),
    ),
  );
  const groundC: Col = dusk
    ? [230, 15, 26]
    : r.col([
        [90, 15, 58],
        [60, 12, 66],
      ]);
  svg.add(
    rect(
      0,
      H / 2,
      W,
      H / 2,
      svg.lin([
        [0, hex(lit(groundC, 12))],
        [1, hex(groundC)],
      ]),
    ),
  );
  return skyBot;
}

/** The sun's glow and clouds, kept away from the seam. */
function sunAndClouds(P: Pano, dusk: boolean): void {
  const { r, svg, W, H } = P;
  // sun
  const sunX = P.sx(W * r.range(0.3, 0.7));
  const sunY = H * (dusk ? 0.46 : r.range(0.2, 0.35));
  svg.add(
    P.dup(
      circ(
        sunX,
        sunY,
        160,
        svg.rad([
          [0, '#fff3c8', 0.6],
          [1, '#fff3c8', 0],
        ]),
      ) + circ(sunX, sunY, 34, dusk ? '#ffc27a' : '#fffbe8'),
      sunX - 160,
      sunX + 160,
    ),
  );
  // clouds (kept away from the seam)
  for (let i = 0; i < r.int(3, 7); i++) {
    const cx = P.sx(W * r.range(0.08, 0.92));
    const cy = H * r.range(0.12, 0.38);
    const s = r.range(40, 90);
    const c = dusk ? '#f4b9a0' : '#ffffff';
    svg.add(
      P.dup(
        `<g opacity="${n(r.range(0.5, 0.8), 2)}">${circ(cx - s, cy, s * 0.7, c)}${circ(cx, cy - s * 0.4, s, c)}${circ(cx + s, cy, s * 0.75, c)}${rect(cx - s * 1.6, cy, s * 3.2, s * 0.45, c)}</g>`,
        cx - s * 1.7,
        cx + s * 1.8,
      ),
    );
  }
}

/** The city around the horizon, wrapped at the seam: a hazy far row, a nearer row with windows, and trees. */
function panoCity(P: Pano, dusk: boolean, skyBot: Col): void {
  const { r, svg, W, H } = P;
  // city around the horizon, wrapped at the seam
  const city = (count: number, hMin: number, hMax: number, base: number, c: Col, windows: boolean): void => {
    for (let i = 0; i < count; i++) {
      const bw = r.range(30, 120);
      const bx = r.range(0, W);
      const bh = r.range(hMin, hMax);
      const bc = lit(c, r.range(-6, 6));
      let s = rect(bx, base - bh, bw, bh + 40, hex(bc));
      if (windows) {
        const wc = dusk ? '#ffd27a' : hex(lit(bc, -18));
        for (let y = base - bh + 8; y < base + 20; y += 12)
          for (let x = bx + 5; x < bx + bw - 8; x += 11) if (!dusk || r.chance(0.4)) s += rect(x, y, 5, 6, wc, op(0.8));
      }
      svg.add(s);
      if (bx + bw > W) svg.add(`<g transform="translate(${-W} 0)">${s}</g>`);
    }
  };
  const haze = lit(sat(skyBot, -40), dusk ? -35 : -14);
  city(70, 10, 70, H / 2 + 12, haze, false);
  city(28, 40, 200, H / 2 + 60, dusk ? [230, 12, 22] : lit(haze, -12), true);
  for (let i = 0; i < 40; i++) {
    const x = r.range(0, W);
    const c = circ(x, H / 2 + r.range(70, 160), r.range(14, 34), hex(lit(r.col(GREENS), dusk ? -18 : 5)));
    svg.add(c);
    if (x > W - 40) svg.add(`<g transform="translate(${-W} 0)">${c}</g>`);
    if (x < 40) svg.add(`<g transform="translate(${W} 0)">${c}</g>`);
  }
}

/** Slab, tiled floor and the facade wall (wall 0); returns the wall colour. */
function balconyFloor(P: Pano, g: RoomGeo): Col {
  const { r, svg } = P;
  const { x0, x1, z0, z1, RH, walls } = g;
  // balcony slab, floor, facade wall (wall 0), side walls / railings
  const wall = r.col([
    [40, 30, 90],
    [30, 22, 82],
    [0, 0, 94],
    [20, 38, 68],
    [210, 8, 76],
  ]);
  const floor = r.col([
    [30, 30, 55],
    [25, 35, 40],
    [0, 0, 70],
    [35, 20, 78],
  ]);
  svg.add(P.band(x0, x1, z0, z1, RH, hex(lit(wall, 4))));
  svg.add(P.band(x0, x1, z0, z1, 0, hex(floor)));
  const line = hex(lit(floor, -20));
  const t = r.pick([0.4, 0.6]);
  for (let x = x0 + t; x < x1; x += t)
    svg.add(
      P.line(
        [
          [x, 0.001, z0],
          [x, 0.001, z1],
        ],
        line,
        2,
        op(0.45),
      ),
    );
  for (let z = z0 + t; z < z1; z += t)
    svg.add(
      P.line(
        [
          [x0, 0.001, z],
          [x1, 0.001, z],
        ],
        line,
        2,
        op(0.45),
      ),
    );
  const fw = walls[0]!;
  svg.add(P.wallFace(wquad(fw, 0, fw.len, 0, RH, 0), hex(wall)));
  return wall;
}

/** The sliding door with its glass, a curtain behind it; returns where along the facade it starts. */
function facadeDoor(P: Pano, fw: Wall): number {
  const { r, svg } = P;
  // sliding door + window on the facade
  const du = r.range(0.3, Math.max(0.35, fw.len - 2.2));
  const frameC: Col = r.pick<Col>([
    [0, 0, 20],
    [0, 0, 92],
    [30, 25, 45],
  ]);
  svg.add(P.face(wquad(fw, du, du + 1.8, 0, 2.2, 0.004), hex(frameC)));
  svg.add(
    P.face(
      wquad(fw, du + 0.05, du + 1.75, 0.05, 2.15, 0.006),
      svg.lin([
        [0, '#9fb5c2'],
        [1, '#5f7584'],
      ]),
    ),
  );
  svg.add(P.line([wp(fw, du + 0.9, 0.008, 0), wp(fw, du + 0.9, 0.008, 2.2)], hex(frameC), 6));
  svg.add(P.face(wquad(fw, du + 0.3, du + 0.55, 0.2, 2.0, 0.009), '#ffffff', op(0.12)));
  const curtain = r.col(FABRICS);
  svg.add(P.face(wquad(fw, du + 1.2, du + 1.7, 0.05, 2.1, 0.007), hex(lit(curtain, 20)), op(0.7)));
  return du;
}

/** A wall light beside the door, glowing more at dusk. */
function wallLight(P: Pano, fw: Wall, du: number, dusk: boolean): void {
  const { svg } = P;
  // wall light
  const lampP = wp(fw, du - 0.25 > 0.1 ? du - 0.25 : du + 2.05, 0.05, 2.15);
  const lc = P.proj(lampP);
  const glow = svg.rad([
    [0, '#fff0c0', dusk ? 0.8 : 0.35],
    [1, '#fff0c0', 0],
  ]);
  svg.add(P.dup(circ(lc[0], lc[1], 110, glow), lc[0] - 110, lc[0] + 110));
  const lb = wbox(
    fw,
    (du - 0.25 > 0.1 ? du - 0.25 : du + 2.05) - 0.06,
    (du - 0.25 > 0.1 ? du - 0.25 : du + 2.05) + 0.06,
    0,
    0.08,
    2.05,
    2.25,
  );
  P.put(lb, P.box(lb, [38, 45, 45]));
}

/** Slab edges over the open sides, and railings (glass, bars or solid) with maybe one partition wall; returns that wall, or -1. */
function balconyRailings(P: Pano, g: RoomGeo, wall: Col): number {
  const { r, svg } = P;
  const { RH, walls } = g;
  // slab edges (beams) over the open sides
  for (const i of [1, 2, 3]) {
    const w = walls[i]!;
    svg.add(P.face(wquad(w, 0, w.len, RH - 0.2, RH, 0), hex(lit(wall, -6))));
  }
  // railings / partition walls
  const style = r.pick(['glass', 'bars', 'solid'] as const);
  const rc: Col = r.pick<Col>([
    [0, 0, 18],
    [210, 5, 60],
    [30, 30, 35],
  ]);
  const ph = style === 'solid' ? r.range(0.9, 1.05) : r.range(0.15, 0.45);
  const solidSide = r.chance(0.5) ? r.pick([1, 3]) : -1;
  for (const i of [1, 2, 3]) {
    const w = walls[i]!;
    if (i === solidSide) {
      svg.add(P.wallFace(wquad(w, 0, w.len, 0, RH, 0), hex(lit(wall, -5))));
      continue;
    }
    svg.add(P.face(wquad(w, 0, w.len, 0, ph, 0), hex(lit(wall, -3))));
    if (style === 'glass') {
      svg.add(P.face(wquad(w, 0, w.len, ph, 1.1, 0.02), '#cfe9f1', op(0.3)));
      svg.add(P.face(wquad(w, w.len * 0.3, w.len * 0.38, ph + 0.1, 1.05, 0.025), '#ffffff', op(0.18)));
    } else if (style === 'bars') {
      for (let u = 0.06; u < w.len; u += 0.11) svg.add(P.line([wp(w, u, 0.03, ph), wp(w, u, 0.03, 1.08)], hex(rc), 3));
    }
    if (style !== 'solid') svg.add(P.face(wquad(w, 0, w.len, 1.07, 1.12, 0.03), hex(rc)));
    else svg.add(P.face(wquad(w, 0, w.len, ph, ph + 0.05, 0.01), hex(lit(wall, 8))));
  }
  return solidSide;
}

/** Plants along the railings (not where the viewer stands). */
function balconyPlants(P: Pano, walls: Wall[], solidSide: number): void {
  const { r } = P;
  // plants along the railing, table + chairs
  for (let k = 0; k < r.int(2, 5); k++) {
    const i = r.pick([1, 2, 3].filter((j) => j !== solidSide));
    const w = walls[i]!;
    const p = wp(w, r.range(0.3, w.len - 0.3), 0.3, 0);
    if (Math.hypot(p[0], p[2]) < 0.7) continue;
    plantAt(P, p[0], p[2], r.range(0.6, 1.1));
  }
}

/** A table and chairs at the far end of the balcony, away from the viewer. */
function balconyTable(P: Pano, g: RoomGeo): void {
  const { r } = P;
  const { x0, x1, walls } = g;
  // table + chairs at the far end of the balcony, away from the viewer
  const tw = walls[2]!;
  const farX = x1 > -x0 ? x1 - r.range(0.8, 1.0) : x0 + r.range(0.8, 1.0);
  const tu = clamp(x1 - farX, 0.8, tw.len - 0.8);
  const tc = wp(tw, tu, 0.75, 0);
  if (Math.hypot(tc[0], tc[2]) <= 0.9) return;
  const top = r.col([...WOODS, [0, 0, 95]]);
  const s = P.cyl(tc[0], tc[2], 0, 0.68, 0.03, 0.03, [0, 0, 15]) + P.cyl(tc[0], tc[2], 0.68, 0.71, 0.3, 0.3, top);
  P.put({ x0: tc[0] - 0.3, x1: tc[0] + 0.3, y0: 0, y1: 0.71, z0: tc[2] - 0.3, z1: tc[2] + 0.3 }, s);
  const fab = r.col(FABRICS);
  balconyChairs(P, tw, tu, fab);
}

/** A chair on either side of the table, where it is clear of the viewer. */
function balconyChairs(P: Pano, tw: Wall, tu: number, fab: Col): void {
  for (const du2 of [-0.65, 0.65]) {
    const seat = wbox(tw, tu + du2 - 0.22, tu + du2 + 0.22, 0.53, 0.97, 0.42, 0.48);
    if (!clearOfViewer(seat, 0.3)) continue;
    const back =
      du2 < 0
        ? wbox(tw, tu + du2 - 0.24, tu + du2 - 0.2, 0.53, 0.97, 0.48, 0.9)
        : wbox(tw, tu + du2 + 0.2, tu + du2 + 0.24, 0.53, 0.97, 0.48, 0.9);
    P.put(seat, P.box(seat, fab));
    P.put(back, P.box(back, [0, 0, 18]));
    for (const [a, b] of [
      [-0.2, 0.55],
      [0.17, 0.55],
      [-0.2, 0.92],
      [0.17, 0.92],
    ] as const) {
      const l = wbox(tw, tu + du2 + a, tu + du2 + a + 0.03, b, b + 0.03, 0, 0.42);
      P.put(l, P.box(l, [0, 0, 18]));
    }
  }
}

export function panoramaScene(r: Rng, svg: Svg, W: number, H: number, scene: number): void {
  const eye = r.range(1.45, 1.6);
  const run = (P: Pano): void => {
    if (scene === 0) livingScene(P);
    else if (scene === 1) bedroomScene(P);
    else if (scene === 2) kitchenScene(P);
    else balconyScene(P);
  };
  // Dry run (same random draws) to find a quiet spot on a wall for the left/right seam, so that
  // no object edge lands exactly on it; then draw for real, rotated accordingly.
  const state = r.s;
  const dry = new Pano(new Svg(), r, W, H, eye);
  dry.edges = [];
  dry.opaque = [];
  run(dry);
  r.s = state;
  const P = new Pano(svg, r, W, H, eye);
  P.yaw = dry.seamYaw();
  run(P);
}
