// Interior photo illustrations: living room, bedroom, kitchen, bathroom, office.

import type { Col, Pt } from './svgkit.ts';
import type { Box3 } from './room.ts';
import {
  Rng,
  Svg,
  hex,
  lit,
  hue,
  lines,
  op,
  circ,
  WALL_NEUTRALS,
  WALL_ACCENTS,
  FABRICS,
  WOODS,
  GREENS,
} from './svgkit.ts';
import { Room, isNight } from './room.ts';

export const DAY_SKIES: readonly Col[] = [
  [205, 65, 72],
  [200, 55, 78],
  [210, 45, 80],
  [195, 45, 84],
  [215, 55, 70],
];
const NIGHT_SKIES: readonly Col[] = [
  [228, 40, 20],
  [240, 32, 26],
  [215, 45, 24],
];
/** Mostly daytime; sometimes an evening shot with a dark window and lit city. */
function skyFor(r: Rng, night: number): Col {
  return r.chance(night) ? r.col(NIGHT_SKIES, 6, 5, 3) : r.col(DAY_SKIES);
}

/** Evening shots get a slight dusky tint over the whole frame. */
function dusk(rm: Room, sky: Col): void {
  if (isNight(sky))
    rm.svg.add(`<rect x="0" y="0" width="${rm.W}" height="${rm.H}" fill="#1b1233" fill-opacity="0.1"/>`);
}

const TILE_FLOORS: readonly Col[] = [
  [40, 18, 88],
  [35, 25, 80],
  [30, 10, 68],
  [210, 6, 78],
  [25, 22, 58],
  [0, 0, 92],
];
const WOOD_FLOORS: readonly Col[] = [
  [30, 42, 60],
  [25, 40, 42],
  [35, 30, 72],
  [20, 36, 30],
];
const POTS: readonly Col[] = [
  [18, 45, 48],
  [0, 0, 92],
  [0, 0, 20],
  [35, 30, 70],
  [190, 20, 45],
];
const METAL: Col = [210, 6, 70];
const DARK: Col = [220, 10, 14];

type Orient = 'back' | 'left' | 'right';

/** Maps a box in wall-local coordinates (u along the wall, v away from it) to world space. */
function local(rm: Room, o: Orient, u0: number, u1: number, v0: number, v1: number, y0: number, y1: number): Box3 {
  if (o === 'back') return { x0: u0, x1: u1, y0, y1, d0: rm.DB - v1, d1: rm.DB - v0 };
  if (o === 'left') return { x0: v0, x1: v1, y0, y1, d0: u0, d1: u1 };
  return { x0: rm.RW - v1, x1: rm.RW - v0, y0, y1, d0: u0, d1: u1 };
}

function union(bs: readonly Box3[]): Box3 {
  return {
    x0: Math.min(...bs.map((b) => b.x0)),
    x1: Math.max(...bs.map((b) => b.x1)),
    y0: Math.min(...bs.map((b) => b.y0)),
    y1: Math.max(...bs.map((b) => b.y1)),
    d0: Math.min(...bs.map((b) => b.d0)),
    d1: Math.max(...bs.map((b) => b.d1)),
  };
}

function floorStyle(rm: Room, r: Rng, wood: boolean): Col {
  return wood ? r.col(WOOD_FLOORS) : r.col(TILE_FLOORS);
}

function floorPattern(rm: Room, r: Rng, wood: boolean, floor: Col): void {
  if (wood) rm.floorPlanks(r.range(0.16, 0.24), hex(lit(floor, -25)), 0.35);
  else rm.floorTiles(r.pick([0.6, 0.8, 1.2]), hex(lit(floor, -22)), 0.3, r.range(0, 0.6));
}

/** Sofa (or armchair when short) against a wall. */
function sofa(rm: Room, o: Orient, u0: number, u1: number, fabric: Col, pillow: Col, wallGap = 0.04): void {
  const r = rm.r;
  const depth = r.range(0.85, 0.98);
  const arm = r.range(0.14, 0.22);
  const armH = r.range(0.56, 0.66);
  const backH = r.range(0.8, 0.92);
  const seat = 0.42;
  const g = wallGap;
  const L = (a: number, b: number, c: number, d: number, e: number, f: number): Box3 =>
    local(rm, o, a, b, c + g, d + g, e, f);
  const legs = [
    L(u0 + 0.05, u0 + 0.1, depth - 0.08, depth - 0.03, 0, 0.1),
    L(u1 - 0.1, u1 - 0.05, depth - 0.08, depth - 0.03, 0, 0.1),
  ];
  const back = L(u0 + arm, u1 - arm, 0, 0.24, 0.1, backH);
  const base = L(u0 + arm, u1 - arm, 0, depth, 0.1, seat);
  const armA = L(u0, u0 + arm, 0, depth, 0.1, armH);
  const armB = L(u1 - arm, u1, 0, depth, 0.1, armH);
  const n = u1 - u0 > 1.4 ? r.int(2, 3) : 1;
  const cushions: Box3[] = [];
  const span = u1 - u0 - 2 * arm;
  for (let i = 0; i < n; i++)
    cushions.push(
      L(u0 + arm + (span * i) / n + 0.01, u0 + arm + (span * (i + 1)) / n - 0.01, 0.24, depth - 0.01, seat, seat + 0.1),
    );
  const pillows: Box3[] = [];
  if (n > 1) {
    pillows.push(L(u0 + arm + 0.05, u0 + arm + 0.45, 0.24, 0.36, seat + 0.08, seat + 0.42));
    pillows.push(L(u1 - arm - 0.45, u1 - arm - 0.05, 0.24, 0.36, seat + 0.08, seat + 0.42));
  }
  const F = (b: Box3, c: Col): string => rm.box(b, c);
  let s = rm.shadow(
    Math.min(armA.x0, armB.x0),
    Math.max(armA.x1, armB.x1),
    Math.min(armA.d0, armB.d0),
    Math.max(armA.d1, armB.d1),
  );
  s += legs.map((b) => F(b, DARK)).join('') + F(back, lit(fabric, 2));
  const cush =
    cushions.map((b) => F(b, lit(fabric, 4))).join('') +
    pillows.map((b, i) => F(b, i % 2 ? lit(pillow, -6) : pillow)).join('');
  if (o === 'back') {
    s += F(base, fabric) + F(armA, lit(fabric, -2)) + F(armB, lit(fabric, -2)) + cush;
  } else {
    const [far, near] = armA.d0 > armB.d0 ? [armA, armB] : [armB, armA];
    s += F(far, lit(fabric, -2)) + F(base, fabric) + cush + F(near, lit(fabric, -2));
  }
  rm.put(union([base, armA, armB, back]), s);
}

function coffeeTable(rm: Room, x0: number, x1: number, d0: number, d1: number, c: Col, h = 0.4): void {
  const top = { x0, x1, y0: h - 0.05, y1: h, d0, d1 };
  const m = 0.06;
  let s = rm.shadow(x0, x1, d0, d1, 0.1);
  const legs: Box3[] = [
    { x0: x0 + m, x1: x0 + m + 0.04, y0: 0, y1: h - 0.05, d0: d1 - m - 0.04, d1: d1 - m },
    { x0: x1 - m - 0.04, x1: x1 - m, y0: 0, y1: h - 0.05, d0: d1 - m - 0.04, d1: d1 - m },
    { x0: x0 + m, x1: x0 + m + 0.04, y0: 0, y1: h - 0.05, d0: d0 + m, d1: d0 + m + 0.04 },
    { x0: x1 - m - 0.04, x1: x1 - m, y0: 0, y1: h - 0.05, d0: d0 + m, d1: d0 + m + 0.04 },
  ];
  s += legs.map((b) => rm.box(b, lit(c, -15))).join('');
  s += rm.box(top, c);
  rm.put(top, s);
}

function rug(rm: Room, r: Rng, x0: number, x1: number, d0: number, d1: number, c: Col): void {
  const y = 0.002;
  const inset = 0.12;
  const face = (a: number, b: number, e: number, f: number, fill: string, extra = ''): string =>
    rm.face(
      [
        [a, y, e],
        [b, y, e],
        [b, y, f],
        [a, y, f],
      ],
      fill,
      extra,
    );
  let s = face(x0, x1, d0, d1, hex(c));
  s += face(x0 + inset, x1 - inset, d0 + inset, d1 - inset, hex(lit(c, r.chance(0.5) ? 10 : -10)));
  if (r.chance(0.6)) {
    const k = r.int(3, 6);
    for (let i = 0; i < k; i++) {
      const a = x0 + inset * 2 + ((x1 - x0 - inset * 4) * i) / k;
      s += face(
        a,
        a + (x1 - x0 - inset * 4) / k / 2.5,
        d0 + inset * 2,
        d1 - inset * 2,
        hex(lit(hue(c, 25), -8)),
        op(0.5),
      );
    }
  }
  rm.svg.add(s);
}

function floorLamp(rm: Room, X: number, D: number, shade: Col): void {
  const h = rm.r.range(1.45, 1.7);
  let s = rm.cyl(X, D, 0, 0.03, 0.16, 0.16, DARK);
  s += rm.box({ x0: X - 0.012, x1: X + 0.012, y0: 0.03, y1: h - 0.2, d0: D - 0.012, d1: D + 0.012 }, DARK);
  const c = rm.p(X, h - 0.1, D);
  s += circ(
    c[0],
    c[1],
    rm.s(0.5, D),
    rm.svg.rad([
      [0, '#fff3c4', 0.55],
      [1, '#fff3c4', 0],
    ]),
  );
  s += rm.cyl(X, D, h - 0.25, h, 0.22, 0.15, shade);
  rm.put({ x0: X - 0.2, x1: X + 0.2, y0: 0, y1: h, d0: D - 0.2, d1: D + 0.2 }, s);
}

function tableLamp(rm: Room, X: number, y: number, D: number, shade: Col, base: Col): string {
  let s = rm.cyl(X, D, y, y + 0.22, 0.07, 0.05, base);
  const c = rm.p(X, y + 0.32, D);
  s += circ(
    c[0],
    c[1],
    rm.s(0.4, D),
    rm.svg.rad([
      [0, '#fff1bf', 0.6],
      [1, '#fff1bf', 0],
    ]),
  );
  s += rm.cyl(X, D, y + 0.22, y + 0.45, 0.17, 0.12, shade);
  return s;
}

function plantAt(rm: Room, r: Rng, X: number, D: number, size = r.range(0.8, 1.5)): void {
  const style = r.pick(['bush', 'leaves', 'tall'] as const);
  rm.put(
    { x0: X - 0.3, x1: X + 0.3, y0: 0, y1: size, d0: D - 0.3, d1: D + 0.3 },
    rm.shadow(X - 0.2, X + 0.2, D - 0.2, D + 0.2) + rm.plant(X, D, size, r.col(POTS), r.col(GREENS), style),
  );
}

function pendant(rm: Room, X: number, D: number, c: Col, drop: number): void {
  const y = rm.RH - drop;
  let s = lines([[rm.p(X, rm.RH, D), rm.p(X, y, D)]], '#2a2622', rm.s(0.012, D));
  const g = rm.p(X, y - 0.1, D);
  s += circ(
    g[0],
    g[1],
    rm.s(0.45, D),
    rm.svg.rad([
      [0, '#fff4cc', 0.45],
      [1, '#fff4cc', 0],
    ]),
  );
  s += rm.cyl(X, D, y - 0.28, y, 0.22, 0.05, c);
  rm.put({ x0: X - 0.2, x1: X + 0.2, y0: y - 0.3, y1: y, d0: D - 0.2, d1: D + 0.2 }, s);
}

function baseRoom(
  r: Rng,
  svg: Svg,
  W: number,
  H: number,
  o: ConstructorParameters<typeof Room>[4],
  wood: boolean,
  accentP: number,
): { rm: Room; wall: Col; floor: Col } {
  const rm = new Room(svg, r, W, H, o);
  const wall = r.col(WALL_NEUTRALS);
  const back = r.chance(accentP) ? r.col(WALL_ACCENTS) : lit(wall, r.range(-6, 2));
  const floor = floorStyle(rm, r, wood);
  rm.shell({ back, left: lit(wall, -3), right: lit(wall, -7), ceil: lit(wall, 5), floor });
  floorPattern(rm, r, wood, floor);
  rm.skirting(r.chance(0.5) ? lit(wall, 4) : lit(floor, -8));
  return { rm, wall, floor };
}

// ---------------------------------------------------------------------------------------------

export function livingRoom(r: Rng, svg: Svg, W: number, H: number): void {
  const tvView = r.chance(0.4);
  const { rm, wall } = baseRoom(
    r,
    svg,
    W,
    H,
    tvView
      ? { rw: [4.0, 5.8], rh: [2.85, 3.15], db: [5.4, 7.2], k: [0.45, 0.68], eye: [1.35, 1.6] }
      : { rw: [3.8, 5.8], rh: [2.85, 3.15], db: [4.2, 6.4], k: [0.42, 0.72], eye: [1.0, 1.45] },
    r.chance(0.45),
    0.55,
  );
  const { RW } = rm;
  rm.ceilingLights(r.int(2, 3), '#fffdf2');
  const sky = skyFor(r, 0.2);
  const frame = r.pick<Col>([
    [0, 0, 96],
    [0, 0, 22],
    [30, 35, 40],
  ]);
  const curtain = r.chance(0.7)
    ? r.col([
        [40, 30, 90],
        [35, 20, 80],
        [200, 10, 75],
        [20, 30, 60],
        [150, 15, 60],
      ])
    : null;
  const fabric = r.col(FABRICS);
  const pillow = r.col(FABRICS);
  const wood = r.col(WOODS);
  if (tvView) {
    tvWallView(rm, r, sky, frame, curtain, fabric, pillow, wood);
    rm.flush();
    dusk(rm, sky);
    return;
  }
  const sw = r.range(1.8, Math.min(2.6, RW - 1.0));
  const sx0 = r.range(0.35, RW - sw - 0.35);
  const winWall = r.pick(['back', 'back', 'left', 'right'] as const);
  const artDone = livingWindow(rm, sx0, sw, winWall, { frame, sky, curtain });
  const pal = [r.col(WALL_ACCENTS), r.col(FABRICS), fabric, r.col(FABRICS)];
  if (!artDone) sofaArt(rm, sx0 + sw / 2, pal);
  const tvSide = livingTv(rm, winWall, wood);
  if (r.chance(0.6)) bookShelf(rm, tvSide, wood);
  livingFurniture(rm, { sx0, sw, tvSide, wall, wood, fabric, pillow });
  rm.flush();
  dusk(rm, sky);
}

/** A window on the back wall (beside the sofa, or over it: then it takes the art's place) or on a side wall; true when it is over the sofa. */
function livingWindow(
  rm: Room,
  sx0: number,
  sw: number,
  winWall: 'back' | 'left' | 'right',
  w0: { frame: Col; sky: Col; curtain: Col | null },
): boolean {
  const { RW, RH, DB, r } = rm;
  const { frame, sky, curtain } = w0;
  if (winWall === 'back') {
    const leftFree = sx0 - 0.5;
    const rightFree = RW - (sx0 + sw) - 0.5;
    if (Math.max(leftFree, rightFree) > 0.9 && r.chance(0.6)) {
      const w = Math.min(Math.max(leftFree, rightFree), r.range(0.9, 1.6));
      const a = leftFree > rightFree ? sx0 - 0.3 - w : sx0 + sw + 0.3;
      rm.backWindow(a, a + w, r.range(0.1, 0.5), RH - r.range(0.25, 0.45), frame, sky, curtain);
    } else {
      rm.backWindow(sx0 + 0.1, sx0 + sw - 0.1, r.range(1.0, 1.2), RH - r.range(0.3, 0.45), frame, sky, curtain);
      return true;
    }
  } else {
    const side = winWall === 'left' ? 0 : 1;
    const w = r.range(1.0, 1.8);
    const d1 = DB - r.range(0.4, 1.0);
    rm.sideWindow(side, d1 - w, d1, r.range(0.1, 0.8), RH - r.range(0.3, 0.45), frame, sky);
  }
  return false;
}

/** Art over the sofa (centred at `cxs`): one piece, a pair, or three small ones. */
function sofaArt(rm: Room, cxs: number, pal: Col[]): void {
  const { r } = rm;
  const style = r.int(0, 2);
  if (style === 0) {
    const aw = r.range(0.8, 1.3);
    rm.art(cxs - aw / 2, cxs + aw / 2, 1.3, 1.3 + aw * r.range(0.6, 0.85), pal);
  } else if (style === 1) {
    const aw = r.range(0.45, 0.6);
    rm.art(cxs - aw - 0.05, cxs - 0.05, 1.3, 1.3 + aw * 1.3, pal);
    rm.art(cxs + 0.05, cxs + aw + 0.05, 1.3, 1.3 + aw * 1.3, pal);
  } else {
    for (let i = -1; i <= 1; i++) rm.art(cxs + i * 0.55 - 0.22, cxs + i * 0.55 + 0.22, 1.35, 1.85, pal);
  }
}

/** The TV unit on a side wall without the window; returns that side (0 left, 1 right). */
function livingTv(rm: Room, winWall: 'back' | 'left' | 'right', wood: Col): 0 | 1 {
  const { DB, r } = rm;
  // TV wall on a side wall without window
  const tvSide: 0 | 1 = winWall === 'left' ? 1 : winWall === 'right' ? 0 : r.chance(0.5) ? 0 : 1;
  const o: Orient = tvSide === 0 ? 'left' : 'right';
  const tvD = r.range(DB * 0.45, DB - 1.3);
  const unit = local(rm, o, tvD - 1.0, tvD + 1.0, 0.0, 0.42, 0.15, 0.55);
  rm.put(
    unit,
    rm.shadow(unit.x0, unit.x1, unit.d0, unit.d1) +
      rm.box(unit, wood) +
      rm.box(local(rm, o, tvD - 0.6, tvD + 0.6, 0.0, 0.05, 1.0, 1.68), DARK),
  );
  return tvSide;
}

/** A bookshelf on the wall across from the TV, its books in random widths and colours. */
function bookShelf(rm: Room, tvSide: 0 | 1, wood: Col): void {
  const { DB, r } = rm;
  const shelf = local(
    rm,
    tvSide === 0 ? 'right' : 'left',
    DB - r.range(1.6, 2.2),
    DB - 0.15,
    0,
    0.38,
    0,
    r.range(1.6, 2.1),
  );
  let s = rm.box(shelf, wood);
  for (let y = 0.4; y < shelf.y1 - 0.1; y += 0.42) {
    const face = tvSide === 0 ? shelf.x0 : shelf.x1;
    for (let d = shelf.d0 + 0.08; d < shelf.d1 - 0.15; d += r.range(0.09, 0.2)) {
      const bh = r.range(0.22, 0.34);
      s += rm.face(
        [
          [face, y, d],
          [face, y, d + 0.06],
          [face, y + bh, d + 0.06],
          [face, y + bh, d],
        ],
        hex(r.col(FABRICS)),
      );
    }
    s += rm.face(
      [
        [face, y - 0.02, shelf.d0],
        [face, y - 0.02, shelf.d1],
        [face, y, shelf.d1],
        [face, y, shelf.d0],
      ],
      hex(lit(wood, -15)),
    );
  }
  rm.put(shelf, s);
}

/** Rug, sofa, coffee table, maybe a floor lamp, a plant, maybe an armchair and a pendant. */
function livingFurniture(
  rm: Room,
  v: { sx0: number; sw: number; tvSide: 0 | 1; wall: Col; wood: Col; fabric: Col; pillow: Col },
): void {
  const { RW, DB, r } = rm;
  const { sx0, sw, tvSide, wall, wood, fabric, pillow } = v;
  rug(rm, r, sx0 - 0.25, sx0 + sw + 0.25, DB - r.range(2.6, 3.0), DB - 0.55, r.col(FABRICS, 10, 10, 8));
  sofa(rm, 'back', sx0, sx0 + sw, fabric, pillow);
  const ct = r.range(0.9, 1.3);
  const cd1 = DB - 1.0 - r.range(0.3, 0.5);
  coffeeTable(
    rm,
    sx0 + sw / 2 - ct / 2,
    sx0 + sw / 2 + ct / 2,
    cd1 - r.range(0.5, 0.7),
    cd1,
    r.chance(0.5) ? wood : lit(wall, -30),
  );
  if (r.chance(0.7))
    floorLamp(
      rm,
      r.chance(0.5) ? sx0 - 0.3 : sx0 + sw + 0.3,
      DB - 0.35,
      r.col([
        [40, 40, 88],
        [30, 20, 75],
        [0, 0, 95],
      ]),
    );
  plantAt(rm, r, r.chance(0.5) ? 0.35 : RW - 0.35, DB - r.range(0.35, 1.2));
  if (r.chance(0.55)) {
    // armchair facing the sofa side
    const aside: Orient = tvSide === 0 ? 'right' : 'left';
    const ad = r.range(DB * 0.45, DB - 1.6);
    sofa(rm, aside, ad - 0.45, ad + 0.45, r.col(FABRICS), pillow, 0.35);
  }
  if (r.chance(0.5))
    pendant(
      rm,
      sx0 + sw / 2,
      cd1 - 0.3,
      r.col([
        [40, 60, 55],
        [0, 0, 15],
        [0, 0, 95],
      ]),
      r.range(0.6, 0.9),
    );
}

/** Living room seen over the back of the sofa, towards a TV feature wall. */
function tvWallView(
  rm: Room,
  r: Rng,
  sky: Col,
  frame: Col,
  curtain: Col | null,
  fabric: Col,
  pillow: Col,
  wood: Col,
): void {
  const { px0, pw, panel, marble } = tvFeatureWall(rm);
  tvUnit(rm, px0, pw, marble ? wood : lit(panel, -12));
  tvRoomWindow(rm, px0, pw, { frame, sky, curtain });
  const { sx0, sx1, d0 } = sofaFromBehind(rm, px0, pw, { fabric, pillow, wood });
  tvRoomExtras(rm, px0, pw, sx0, sx1, d0);
}

/** The feature wall: a marble or wooden panel with its veins or battens, and the TV on it. */
function tvFeatureWall(rm: Room): { px0: number; pw: number; panel: Col; marble: boolean } {
  const { RW, RH, DB, r } = rm;
  const pw = r.range(1.8, Math.min(2.8, RW - 1.2));
  const px0 = r.range(0.3, RW - pw - 0.3);
  const marble = r.chance(0.4);
  const panel = marble
    ? r.col([
        [0, 0, 92],
        [30, 10, 82],
        [0, 0, 22],
        [200, 6, 45],
      ])
    : r.col(WOODS);
  const ptop = r.chance(0.5) ? RH : r.range(2.2, 2.6);
  rm.svg.add(rm.frontRect(px0, px0 + pw, 0, ptop, DB - 0.01, hex(panel)));
  const deco: Array<[Pt, Pt]> = [];
  if (marble) {
    for (let k = 0; k < 4; k++) {
      const y = r.range(0.3, ptop - 0.3);
      deco.push([rm.p(px0, y, DB - 0.011), rm.p(px0 + pw, y + r.range(-0.6, 0.6), DB - 0.011)]);
    }
  } else
    for (let x = px0 + 0.15; x < px0 + pw - 0.05; x += 0.15)
      deco.push([rm.p(x, 0, DB - 0.011), rm.p(x, ptop, DB - 0.011)]);
  rm.svg.add(lines(deco, hex(lit(panel, marble ? -18 : -14)), marble ? 1.2 : 1.5, op(marble ? 0.5 : 0.7)));
  const tw = Math.min(pw - 0.3, r.range(1.2, 1.7));
  const tx = px0 + pw / 2 - tw / 2;
  rm.svg.add(rm.frontRect(tx - 0.03, tx + tw + 0.03, 1.0, 1.06 + tw * 0.5625, DB - 0.04, '#0f1013'));
  rm.svg.add(
    rm.frontRect(
      tx,
      tx + tw,
      1.03,
      1.03 + tw * 0.5625,
      DB - 0.045,
      rm.svg.lin(
        [
          [0, '#2b3240'],
          [1, '#121418'],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  return { px0, pw, panel, marble };
}

/** A low unit under the TV, with a vase on it. */
function tvUnit(rm: Room, px0: number, pw: number, ucol: Col): void {
  const { DB, r } = rm;
  const unit = { x0: px0 + 0.1, x1: px0 + pw - 0.1, y0: 0.25, y1: 0.6, d0: DB - 0.45, d1: DB - 0.01 };
  let us =
    rm.box(unit, ucol) +
    lines([[rm.p(unit.x0 + 0.05, 0.43, unit.d0), rm.p(unit.x1 - 0.05, 0.43, unit.d0)]], hex(lit(ucol, -20)), 1.2);
  us += rm.cyl(
    unit.x0 + 0.25,
    DB - 0.25,
    0.6,
    0.9,
    0.06,
    0.09,
    r.col([
      [0, 0, 95],
      [190, 35, 40],
      [30, 50, 50],
    ]),
  );
  rm.put(unit, us);
}

/** A window on the back wall beside the panel where there is room, else on a side wall. */
function tvRoomWindow(rm: Room, px0: number, pw: number, w0: { frame: Col; sky: Col; curtain: Col | null }): void {
  const { RW, RH, DB, r } = rm;
  const { frame, sky, curtain } = w0;
  const leftFree = px0 - 0.4;
  const rightFree = RW - px0 - pw - 0.4;
  if (Math.max(leftFree, rightFree) > 0.8) {
    const w = Math.min(Math.max(leftFree, rightFree), r.range(0.8, 1.4));
    const a = leftFree > rightFree ? px0 - 0.25 - w : px0 + pw + 0.25;
    rm.backWindow(a, a + w, r.range(0.1, 0.6), RH - 0.35, frame, sky, curtain);
  } else {
    const w = r.range(1.0, 1.6);
    const d1 = DB - r.range(0.4, 1.0);
    rm.sideWindow(r.chance(0.5) ? 0 : 1, d1 - w, d1, r.range(0.2, 0.8), RH - 0.35, frame, sky);
  }
}

/** The sofa with its back to the camera, and the rug and coffee table between it and the TV wall. */
function sofaFromBehind(
  rm: Room,
  px0: number,
  pw: number,
  c: { fabric: Col; pillow: Col; wood: Col },
): { sx0: number; sx1: number; d0: number } {
  const { RW, DB, r } = rm;
  const { fabric, pillow, wood } = c;
  // sofa with its back to the camera
  const sw = r.range(1.9, Math.min(2.5, RW - 0.8));
  const sx0 = Math.max(
    0.3,
    Math.min(RW - sw - 0.3, px0 + pw / 2 - sw / 2 + (r.chance(0.5) ? -1 : 1) * r.range(0.4, 1.2)),
  );
  const sx1 = sx0 + sw;
  const d0 = Math.max(2.4, DB - r.range(2.9, 3.4));
  const arm = r.range(0.15, 0.22);
  const backH = r.range(0.8, 0.9);
  // rug + coffee table between the sofa and the TV wall
  rug(rm, r, sx0 - 0.3, sx1 + 0.3, d0 + 0.6, Math.min(DB - 0.6, d0 + 3.0), r.col(FABRICS, 10, 10, 10));
  const ct = r.range(0.9, 1.3);
  if (d0 + 1.9 < DB - 0.55)
    coffeeTable(
      rm,
      (sx0 + sx1) / 2 - ct / 2,
      (sx0 + sx1) / 2 + ct / 2,
      d0 + 1.3,
      d0 + 1.9,
      r.chance(0.5) ? wood : [0, 0, r.range(15, 92)],
    );
  rm.put(
    { x0: sx0, x1: sx1, y0: 0, y1: backH, d0, d1: d0 + 0.9 },
    sofaBack(rm, { sx0, sx1, d0, arm, backH }, fabric, pillow),
  );
  return { sx0, sx1, d0 };
}

/** A sofa seen from behind: base, cushion, pillows, arms, legs and its back with seams. */
function sofaBack(
  rm: Room,
  g: { sx0: number; sx1: number; d0: number; arm: number; backH: number },
  fabric: Col,
  pillow: Col,
): string {
  const { sx0, sx1, d0, arm, backH } = g;
  const base = { x0: sx0 + arm, x1: sx1 - arm, y0: 0.1, y1: 0.42, d0, d1: d0 + 0.9 };
  const cush = { x0: sx0 + arm + 0.02, x1: sx1 - arm - 0.02, y0: 0.42, y1: 0.52, d0: d0 + 0.24, d1: d0 + 0.88 };
  const pl = [
    { x0: sx0 + arm + 0.05, x1: sx0 + arm + 0.45, y0: 0.5, y1: backH + 0.06, d0: d0 + 0.24, d1: d0 + 0.36 },
    { x0: sx1 - arm - 0.45, x1: sx1 - arm - 0.05, y0: 0.5, y1: backH + 0.06, d0: d0 + 0.24, d1: d0 + 0.36 },
  ];
  const armA = { x0: sx0, x1: sx0 + arm, y0: 0.1, y1: 0.62, d0, d1: d0 + 0.9 };
  const armB = { x0: sx1 - arm, x1: sx1, y0: 0.1, y1: 0.62, d0, d1: d0 + 0.9 };
  const back = { x0: sx0 + arm, x1: sx1 - arm, y0: 0.1, y1: backH, d0, d1: d0 + 0.24 };
  const seams: Array<[Pt, Pt]> = [];
  for (let k = 1; k < 3; k++) {
    const x = back.x0 + ((back.x1 - back.x0) * k) / 3;
    seams.push([rm.p(x, 0.14, d0), rm.p(x, backH - 0.03, d0)]);
  }
  const legs = [sx0 + 0.06, sx1 - 0.1]
    .map((x) => rm.box({ x0: x, x1: x + 0.04, y0: 0, y1: 0.1, d0: d0 + 0.04, d1: d0 + 0.08 }, DARK))
    .join('');
  return (
    rm.shadow(sx0, sx1, d0, d0 + 0.9) +
    rm.box(base, fabric) +
    rm.box(cush, lit(fabric, 4)) +
    pl.map((b, i) => rm.box(b, i ? lit(pillow, -6) : pillow)).join('') +
    rm.box(armA, lit(fabric, -2)) +
    rm.box(armB, lit(fabric, -2)) +
    legs +
    rm.box(back, lit(fabric, 2)) +
    lines(seams, hex(lit(fabric, -12)), 1.4)
  );
}

/** Maybe a floor lamp beside the sofa, a plant in the emptier corner, maybe a pendant over the table. */
function tvRoomExtras(rm: Room, px0: number, pw: number, sx0: number, sx1: number, d0: number): void {
  const { RW, DB, r } = rm;
  if (r.chance(0.6))
    floorLamp(
      rm,
      r.chance(0.5) ? Math.max(0.3, sx0 - 0.4) : Math.min(RW - 0.3, sx1 + 0.4),
      d0 + 0.5,
      r.col([
        [40, 40, 88],
        [30, 20, 75],
        [0, 0, 95],
      ]),
    );
  plantAt(rm, r, px0 > RW - px0 - pw ? 0.35 : RW - 0.35, DB - r.range(0.35, 0.9));
  if (r.chance(0.5))
    pendant(
      rm,
      (sx0 + sx1) / 2,
      d0 + 1.6,
      r.col([
        [40, 60, 55],
        [0, 0, 15],
        [0, 0, 95],
      ]),
      r.range(0.6, 0.9),
    );
}

export function bedroom(r: Rng, svg: Svg, W: number, H: number): void {
  const { rm, wall } = baseRoom(
    r,
    svg,
    W,
    H,
    { rw: [3.4, 4.8], rh: [2.8, 3.05], db: [4.2, 5.8], k: [0.45, 0.72], eye: [1.05, 1.5] },
    r.chance(0.7),
    0.6,
  );
  const { RW, DB } = rm;
  rm.ceilingLights(2, '#fffdf2');
  const sky = skyFor(r, 0.25);
  const frame = r.pick<Col>([
    [0, 0, 96],
    [0, 0, 22],
    [30, 35, 40],
  ]);
  const bw = r.pick([1.5, 1.65, 1.85]) + r.range(-0.05, 0.05);
  const bx0 = r.range(Math.max(0.7, RW * 0.2), Math.min(RW - bw - 0.7, RW * 0.8 - bw));
  const bx1 = bx0 + bw;
  const linen = r.col([
    [0, 0, 96],
    [40, 30, 92],
    [210, 20, 88],
    [30, 20, 84],
    [150, 15, 85],
  ]);
  const duvet = r.col([...FABRICS, [0, 0, 97], [40, 25, 90]]);
  const head = r.col([...FABRICS, ...WOODS]);
  const wood = r.col(WOODS);
  const winSide = r.pick(['left', 'right', 'back'] as const);
  const pal = [duvet, head, r.col(WALL_ACCENTS), r.col(FABRICS)];
  bedroomWindow(rm, winSide, bx0, bx1, { frame, sky });
  const headH = r.range(1.0, 1.35);
  bedroomArt(rm, (bx0 + bx1) / 2, headH, pal);
  // wardrobe on a side wall away from the window
  const wSide: Orient = winSide === 'left' ? 'right' : winSide === 'right' ? 'left' : r.chance(0.5) ? 'left' : 'right';
  bedroomWardrobe(rm, wSide, wood, wall);
  rm.svg.add(rm.frontRect(bx0 - 0.1, bx1 + 0.1, 0, headH, DB - 0.01, hex(lit(head, -4))));
  rug(rm, r, bx0 - 0.6, bx1 + 0.6, DB - 2.7, DB - 0.9, r.col(FABRICS, 10, 10, 10));
  const L = bed(rm, bx0, bx1, headH, { head, wood, linen, duvet });
  bedsideTables(rm, bx0, bx1, wood);
  if (r.chance(0.5)) plantAt(rm, r, wSide === 'left' ? RW - 0.4 : 0.4, DB - r.range(1.6, 2.6), r.range(0.9, 1.4));
  if (r.chance(0.4)) {
    const bench = backBox(rm, bx0 + 0.15, bx1 - 0.15, L + 0.1, L + 0.5, 0, 0.45);
    rm.put(bench, rm.box(bench, r.col(FABRICS)));
  }
  rm.flush();
  dusk(rm, sky);
}

/** A box against the back wall: `a`..`b` along it, `v0`..`v1` out from it, `y0`..`y1` high. */
function backBox(rm: Room, a: number, b: number, v0: number, v1: number, y0: number, y1: number): Box3 {
  return local(rm, 'back', a, b, v0, v1, y0, y1);
}

/** A window beside the bed on the back wall (where there is room), or on a side wall. */
function bedroomWindow(
  rm: Room,
  winSide: 'left' | 'right' | 'back',
  bx0: number,
  bx1: number,
  w0: { frame: Col; sky: Col },
): void {
  const { RW, RH, DB, r } = rm;
  const { frame, sky } = w0;
  if (winSide === 'back') {
    const leftFree = bx0 - 0.75;
    const rightFree = RW - bx1 - 0.75;
    if (Math.max(leftFree, rightFree) > 0.7) {
      const w = Math.min(Math.max(leftFree, rightFree), 1.3);
      const a = leftFree > rightFree ? bx0 - 0.65 - w : bx1 + 0.65;
      rm.backWindow(a, a + w, r.range(0.3, 0.9), RH - 0.35, frame, sky, r.col(FABRICS));
    }
  } else {
    const d1 = DB - r.range(0.3, 0.8);
    rm.sideWindow(winSide === 'left' ? 0 : 1, d1 - r.range(1.0, 1.6), d1, r.range(0.2, 0.9), RH - 0.35, frame, sky);
  }
}

/** Usually art over the bed: one piece or a pair. */
function bedroomArt(rm: Room, artMid: number, headH: number, pal: Col[]): void {
  const { r } = rm;
  if (r.chance(0.75)) {
    if (r.chance(0.5)) rm.art(artMid - 0.5, artMid + 0.5, headH + 0.2, headH + 0.2 + r.range(0.55, 0.75), pal);
    else {
      rm.art(artMid - 0.75, artMid - 0.05, headH + 0.2, headH + 0.75, pal);
      rm.art(artMid + 0.05, artMid + 0.75, headH + 0.2, headH + 0.75, pal);
    }
  }
}

/** A wardrobe on the side wall, with its doors and handles. */
function bedroomWardrobe(rm: Room, wSide: Orient, wood: Col, wall: Col): void {
  const { RH, DB, r } = rm;
  const wl = r.range(1.4, 2.2);
  const wd1 = DB - r.range(0.15, 0.5);
  const wr = local(rm, wSide, wd1 - wl, wd1, 0, 0.6, 0, r.range(2.2, RH - 0.05));
  const wcol = r.chance(0.5) ? wood : lit(wall, r.range(-15, 5));
  let ws = rm.box(wr, wcol);
  const face = wSide === 'left' ? wr.x1 : wr.x0;
  const doors = Math.max(2, Math.round(wl / 0.5));
  const segs: Array<[Pt, Pt]> = [];
  const handles: Array<[Pt, Pt]> = [];
  for (let i = 1; i < doors; i++) {
    const d = wr.d0 + ((wr.d1 - wr.d0) * i) / doors;
    segs.push([rm.p(face, 0.05, d), rm.p(face, wr.y1 - 0.05, d)]);
    if (i % 2 === 1) {
      handles.push([rm.p(face, 0.95, d - 0.04), rm.p(face, 1.35, d - 0.04)]);
      handles.push([rm.p(face, 0.95, d + 0.04), rm.p(face, 1.35, d + 0.04)]);
    }
  }
  ws += lines(segs, hex(lit(wcol, -22)), 1.4) + lines(handles, '#b8b4ae', rm.s(0.018, wr.d0 + 0.5));
  rm.put(wr, ws);
}

/** The bed: headboard, base, mattress, pillows, duvet and a throw; returns its length. */
function bed(
  rm: Room,
  bx0: number,
  bx1: number,
  headH: number,
  c: { head: Col; wood: Col; linen: Col; duvet: Col },
): number {
  const { DB, r } = rm;
  const { head, wood, linen, duvet } = c;
  const L = r.range(2.0, 2.15);
  const headB = backBox(rm, bx0 - 0.08, bx1 + 0.08, 0.02, 0.12, 0, headH);
  const base = backBox(rm, bx0, bx1, 0.12, L, 0.06, 0.34);
  const matt = backBox(rm, bx0 + 0.03, bx1 - 0.03, 0.12, L - 0.03, 0.34, 0.55);
  const pl: Box3[] = [
    backBox(rm, bx0 + 0.1, (bx0 + bx1) / 2 - 0.05, 0.16, 0.5, 0.55, 0.73),
    backBox(rm, (bx0 + bx1) / 2 + 0.05, bx1 - 0.1, 0.16, 0.5, 0.55, 0.73),
  ];
  const duv = backBox(rm, bx0 - 0.04, bx1 + 0.04, 0.6, L + 0.02, 0.26, 0.6);
  const thr = backBox(rm, bx0 - 0.05, bx1 + 0.05, L - 0.55, L - 0.2, 0.25, 0.61);
  let bs = rm.shadow(bx0, bx1, DB - L, DB);
  bs +=
    rm.box(headB, head) + rm.box(base, wood) + rm.box(matt, linen) + pl.map((b) => rm.box(b, lit(linen, 2))).join('');
  bs += rm.box(duv, duvet) + rm.box(thr, r.col(FABRICS));
  rm.put(union([headB, base, duv]), bs);
  return L;
}

/** Side tables with lamps, on either side of the bed where they fit. */
function bedsideTables(rm: Room, bx0: number, bx1: number, wood: Col): void {
  const { RW, DB, r } = rm;
  // side tables + lamps
  const shade = r.col([
    [40, 40, 90],
    [30, 25, 78],
    [0, 0, 96],
    [20, 40, 70],
  ]);
  for (const sx of [bx0 - 0.55, bx1 + 0.08]) {
    if (sx < 0.05 || sx + 0.47 > RW - 0.05) continue;
    const t = backBox(rm, sx, sx + 0.47, 0.04, 0.45, 0, 0.52);
    let s = rm.shadow(t.x0, t.x1, t.d0, t.d1) + rm.box(t, wood);
    s += lines([[rm.p(t.x0 + 0.03, 0.3, t.d0), rm.p(t.x1 - 0.03, 0.3, t.d0)]], hex(lit(wood, -18)), 1.2);
    s += tableLamp(
      rm,
      sx + 0.235,
      0.52,
      DB - 0.25,
      shade,
      r.col([
        [0, 0, 92],
        [30, 40, 40],
        [190, 30, 45],
        [40, 50, 60],
      ]),
    );
    rm.put(t, s);
  }
}

export function kitchen(r: Rng, svg: Svg, W: number, H: number): void {
  const { rm } = baseRoom(
    r,
    svg,
    W,
    H,
    { rw: [2.8, 4.6], rh: [2.75, 3.0], db: [3.6, 5.4], k: [0.5, 0.8], eye: [1.2, 1.6] },
    false,
    0.2,
  );
  const { RW, RH, DB } = rm;
  const { cab, upper, top, tile } = kitchenColours(r);
  const sky = skyFor(r, 0.15);
  const UP0 = r.range(1.45, 1.6);
  const UP1 = Math.min(RH - 0.05, r.range(2.15, 2.4));
  backsplash(rm, tile, UP0);
  const { wx0, ww } = kitchenWindow(rm, UP1, sky);
  // hood position
  const hoodX =
    wx0 + ww + 0.7 < RW - 0.6 ? r.range(wx0 + ww + 0.5, RW - 0.95) : r.range(0.15, Math.max(0.2, wx0 - 0.95));
  const modW = r.range(0.5, 0.65);
  const handle = r.pick(['#d9d6cf', '#2a2a2a', '#b08d57']);
  const k = { modW, handle, cab, top };
  upperCabinets(rm, { wx0, ww, hoodX, UP0, UP1 }, upper, k);
  // hood
  const hood = { x0: hoodX, x1: hoodX + 0.8, y0: UP0 + 0.05, y1: UP0 + 0.2, d0: DB - 0.5, d1: DB };
  const chim = { x0: hoodX + 0.25, x1: hoodX + 0.55, y0: UP0 + 0.2, y1: RH, d0: DB - 0.28, d1: DB };
  rm.put(chim, rm.box(chim, METAL) + rm.box(hood, lit(METAL, -6)));
  counterRun(rm, wx0 + ww / 2, hoodX, k);
  const { side, run } = sideRun(rm, k);
  fridge(rm, side, run);
  // island or dining table + pendants
  if (DB > 4.2 && r.chance(0.65)) island(rm, k);
  else rm.ceilingLights(2, '#fffdf2');
  rm.flush();
  dusk(rm, sky);
}

/** Countertop height. */
const CT = 0.88;

/** A kitchen's cabinet module width, handle colour, cabinet and countertop colours. */
type Fittings = { modW: number; handle: string; cab: Col; top: Col };

/** Cabinet, upper cabinet, countertop and tile colours. */
function kitchenColours(r: Rng): { cab: Col; upper: Col; top: Col; tile: Col } {
  const cab = r.col([
    [0, 0, 95],
    [210, 10, 35],
    [150, 15, 55],
    [30, 30, 60],
    [205, 30, 45],
    [25, 40, 45],
    [40, 20, 85],
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
    [210, 10, 40],
  ]);
  return { cab, upper, top, tile };
}

/** The tiled backsplash between the counter and the upper cabinets, in a running bond. */
function backsplash(rm: Room, tile: Col, UP0: number): void {
  const { RW, DB, r } = rm;
  // backsplash
  rm.svg.add(rm.frontRect(0, RW, CT, UP0, DB - 0.003, hex(tile)));
  const tw = r.pick([0.15, 0.2, 0.3]);
  const th = tw / 2;
  const segs: Array<[Pt, Pt]> = [];
  for (let y = CT + th; y < UP0; y += th) segs.push([rm.p(0, y, DB), rm.p(RW, y, DB)]);
  let row = 0;
  for (let y = CT; y < UP0 - 0.01; y += th, row++)
    for (let x = (row % 2) * (tw / 2); x < RW; x += tw)
      if (x > 0) segs.push([rm.p(x, y, DB), rm.p(x, Math.min(UP0, y + th), DB)]);
  rm.svg.add(lines(segs, hex(lit(tile, -18)), 0.9, op(0.6)));
}

/** The window over the sink; returns where it starts and its width. */
function kitchenWindow(rm: Room, UP1: number, sky: Col): { wx0: number; ww: number } {
  const { RW, r } = rm;
  // window over the sink
  const ww = r.range(0.9, Math.min(1.5, RW - 1.6));
  const wx0 = r.range(0.6, RW - ww - 0.9);
  rm.backWindow(
    wx0,
    wx0 + ww,
    CT + 0.2,
    UP1,
    r.pick<Col>([
      [0, 0, 96],
      [0, 0, 25],
    ]),
    sky,
    null,
  );
  return { wx0, ww };
}

/** Upper cabinets in continuous runs with door joints and handles, leaving out the window and the hood. */
function upperCabinets(
  rm: Room,
  at: { wx0: number; ww: number; hoodX: number; UP0: number; UP1: number },
  upper: Col,
  k: Fittings,
): void {
  const { RW, DB } = rm;
  const { wx0, ww, hoodX, UP0, UP1 } = at;
  const { modW, handle } = k;
  // upper cabinets (skip window and hood zones), drawn as continuous runs with door joints
  const ups: string[] = [];
  const runs: Array<[number, number]> = [];
  for (let x = 0; x + 0.3 < RW; x += modW) {
    const x1 = Math.min(RW, x + modW);
    const skip = (x1 > wx0 - 0.05 && x < wx0 + ww + 0.05) || (x1 > hoodX - 0.05 && x < hoodX + 0.85);
    if (skip) continue;
    const last = runs[runs.length - 1];
    if (last && Math.abs(last[1] - x) < 1e-6) last[1] = x1;
    else runs.push([x, x1]);
  }
  for (const [ra, rb] of runs) {
    const b: Box3 = { x0: ra, x1: rb, y0: UP0, y1: UP1, d0: DB - 0.35, d1: DB };
    const joints: Array<[Pt, Pt]> = [];
    const hs: Array<[Pt, Pt]> = [];
    for (let x = ra; x < rb - 0.05; x += modW) {
      if (x > ra) joints.push([rm.p(x, UP0, b.d0), rm.p(x, UP1, b.d0)]);
      hs.push([rm.p(x + 0.06, UP0 + 0.06, b.d0), rm.p(x + 0.06, UP0 + 0.22, b.d0)]);
    }
    ups.push(rm.box(b, upper) + lines(joints, hex(lit(upper, -22)), 1.1) + lines(hs, handle, rm.s(0.015, b.d0)));
  }
  rm.put({ x0: 0, x1: RW, y0: UP0, y1: UP1, d0: DB - 0.35, d1: DB }, ups.join(''));
}

/** Base cabinets and the counter along the back wall, with the hob under the hood and the sink under the window (at `sx`). */
function counterRun(rm: Room, sx: number, hoodX: number, k: Fittings): void {
  const { RW, DB } = rm;
  const { modW, handle, cab, top } = k;
  // base cabinets along back wall
  const baseB: Box3 = { x0: 0, x1: RW, y0: 0.1, y1: CT - 0.04, d0: DB - 0.58, d1: DB };
  const bj: Array<[Pt, Pt]> = [];
  const bh: Array<[Pt, Pt]> = [];
  for (let x = 0; x < RW - 0.05; x += modW) {
    if (x > 0) bj.push([rm.p(x, 0.1, baseB.d0), rm.p(x, CT - 0.04, baseB.d0)]);
    bh.push([rm.p(x + 0.05, CT - 0.1, baseB.d0), rm.p(Math.min(RW, x + modW) - 0.05, CT - 0.1, baseB.d0)]);
  }
  const base = [rm.box(baseB, cab), lines(bj, hex(lit(cab, -22)), 1.1), lines(bh, handle, rm.s(0.015, baseB.d0))];
  const plinth = { x0: 0, x1: RW, y0: 0, y1: 0.1, d0: DB - 0.52, d1: DB };
  const counter = { x0: 0, x1: RW, y0: CT - 0.04, y1: CT, d0: DB - 0.62, d1: DB };
  let cs = rm.box(plinth, lit(cab, -25)) + base.join('') + rm.box(counter, top);
  // hob + sink
  const hob = rm.face(
    [
      [hoodX + 0.1, CT + 0.002, DB - 0.52],
      [hoodX + 0.7, CT + 0.002, DB - 0.52],
      [hoodX + 0.7, CT + 0.002, DB - 0.1],
      [hoodX + 0.1, CT + 0.002, DB - 0.1],
    ],
    '#1d1d20',
  );
  cs += hob;
  for (const [bx, bd] of [
    [0.25, 0.22],
    [0.55, 0.22],
    [0.25, 0.4],
    [0.55, 0.4],
  ] as const)
    cs += rm.face(rm.disc(hoodX + bx, CT + 0.003, DB - bd, 0.07, 0.07, 14), '#4a4a4f');
  cs += rm.face(
    [
      [sx - 0.35, CT + 0.002, DB - 0.5],
      [sx + 0.35, CT + 0.002, DB - 0.5],
      [sx + 0.35, CT + 0.002, DB - 0.12],
      [sx - 0.35, CT + 0.002, DB - 0.12],
    ],
    hex(lit(METAL, -20)),
  );
  cs += rm.box({ x0: sx - 0.02, x1: sx + 0.02, y0: CT, y1: CT + 0.32, d0: DB - 0.1, d1: DB - 0.06 }, lit(METAL, -10));
  cs += rm.box(
    { x0: sx - 0.02, x1: sx + 0.02, y0: CT + 0.28, y1: CT + 0.32, d0: DB - 0.3, d1: DB - 0.06 },
    lit(METAL, -10),
  );
  rm.put(counter, cs);
}

/** The L-run of cabinets on a side wall; returns the side and its length. */
function sideRun(rm: Room, k: Fittings): { side: Orient; run: number } {
  const { DB, r } = rm;
  const { modW, cab, top } = k;
  const side: Orient = r.chance(0.5) ? 'left' : 'right';
  const run = r.range(1.2, Math.min(2.4, DB - 1.8));
  const sb = local(rm, side, DB - 0.62 - run, DB - 0.62, 0, 0.6, 0.1, CT - 0.04);
  const st = local(rm, side, DB - 0.62 - run, DB - 0.62, 0, 0.62, CT - 0.04, CT);
  let ls = rm.box(local(rm, side, DB - 0.62 - run, DB - 0.62, 0, 0.54, 0, 0.1), lit(cab, -25));
  const face = side === 'left' ? sb.x1 : sb.x0;
  ls += rm.box(sb, cab) + rm.box(st, top);
  const dl: Array<[Pt, Pt]> = [];
  for (let d = sb.d1 - modW; d > sb.d0 + 0.1; d -= modW) dl.push([rm.p(face, 0.12, d), rm.p(face, CT - 0.06, d)]);
  ls += lines(dl, hex(lit(cab, -25)), 1.2);
  rm.put(sb, ls);
  return { side, run };
}

/** The fridge at the end of the side run. */
function fridge(rm: Room, side: Orient, run: number): void {
  const { DB, r } = rm;
  const fr = local(rm, side, DB - 0.62 - run - 0.8, DB - 0.62 - run - 0.05, 0, 0.68, 0, r.range(1.75, 2.0));
  const fcol = r.chance(0.6)
    ? METAL
    : r.col([
        [0, 0, 94],
        [0, 0, 20],
        [200, 30, 60],
      ]);
  const ff = side === 'left' ? fr.x1 : fr.x0;
  rm.put(
    fr,
    rm.box(fr, fcol) +
      lines([[rm.p(ff, fr.y1 * 0.62, fr.d0 + 0.02), rm.p(ff, fr.y1 * 0.62, fr.d1 - 0.02)]], hex(lit(fcol, -25)), 1.2) +
      lines([[rm.p(ff, 0.9, fr.d1 - 0.07), rm.p(ff, 1.5, fr.d1 - 0.07)]], '#9a9a9a', rm.s(0.02, fr.d1)),
  );
}

/** An island with stools and two pendants over it. */
function island(rm: Room, k: Fittings): void {
  const { RW, DB, r } = rm;
  const { cab, top } = k;
  const iw = r.range(1.2, Math.min(2.0, RW - 1.6));
  const ix0 = r.range(0.8, RW - iw - 0.8);
  const id1 = DB - 0.62 - r.range(1.0, 1.2);
  const isl = { x0: ix0, x1: ix0 + iw, y0: 0, y1: CT - 0.04, d0: id1 - 0.8, d1: id1 };
  const itop = { x0: ix0 - 0.05, x1: ix0 + iw + 0.05, y0: CT - 0.04, y1: CT, d0: id1 - 0.85, d1: id1 + 0.05 };
  rm.put(
    isl,
    rm.shadow(isl.x0, isl.x1, isl.d0, isl.d1) +
      rm.box(isl, r.chance(0.5) ? lit(cab, -8) : r.col(WOODS)) +
      rm.box(itop, top),
  );
  const stool = r.col([...WOODS, DARK]);
  for (let k = 0; k < Math.floor(iw / 0.55); k++) {
    const X = ix0 + 0.3 + k * 0.55;
    const D = id1 - 1.0;
    rm.put(
      { x0: X - 0.2, x1: X + 0.2, y0: 0, y1: 0.65, d0: D - 0.2, d1: D + 0.2 },
      rm.cyl(X, D, 0, 0.6, 0.12, 0.06, DARK) + rm.cyl(X, D, 0.6, 0.66, 0.18, 0.18, stool),
    );
  }
  const pc = r.col([
    [0, 0, 12],
    [40, 55, 55],
    [0, 0, 95],
    [190, 35, 40],
  ]);
  const drop = r.range(0.7, 1.0);
  for (let k = 0; k < 2; k++) pendant(rm, ix0 + iw * (0.28 + 0.44 * k), id1 - 0.4, pc, drop);
}

export function bathroom(r: Rng, svg: Svg, W: number, H: number): void {
  const rm = new Room(svg, r, W, H, {
    rw: [2.0, 3.0],
    rh: [2.6, 2.9],
    db: [3.5, 4.9],
    k: [0.42, 0.62],
    eye: [1.2, 1.55],
  });
  const { RW, DB } = rm;
  const { tile, floor } = bathroomShell(rm);
  const layout = r.pick(['vanity', 'tub', 'shower'] as const);
  const left = r.chance(0.5);
  if (r.chance(0.6)) featurePanel(rm, left === (layout === 'vanity'));
  const fit = bathroomFittings(rm);
  if (layout === 'vanity') {
    const { vx0, vw } = backVanity(rm, left, fit);
    backShower(rm, left, fit, vx0, vw);
  } else {
    if (layout === 'tub') tub(rm, left, tile);
    else walkInShower(rm, left, tile, floor);
    sideVanity(rm, left, fit);
  }
  wallWc(rm, layout, left);
  if (r.chance(0.6)) ventilator(rm, left);
  if (r.chance(0.5)) plantAt(rm, r, left ? RW - 0.25 : 0.25, DB - r.range(0.3, 1.0), 0.5);
  rm.flush();
}

/** Tiled walls up to a painted band (with its trim), the tile grid and the floor tiles; returns the tile and floor colours. */
function bathroomShell(rm: Room): { tile: Col; floor: Col } {
  const { RW, RH, DB, r } = rm;
  const tile = r.col([
    [0, 0, 95],
    [40, 12, 88],
    [200, 20, 80],
    [150, 18, 72],
    [210, 8, 55],
    [25, 25, 72],
    [205, 40, 40],
    [0, 0, 25],
  ]);
  const tile2 = r.chance(0.5)
    ? tile
    : r.col([
        [0, 0, 96],
        [40, 20, 90],
        [30, 15, 65],
        [200, 10, 30],
      ]);
  const floor = r.col([
    [0, 0, 40],
    [30, 10, 60],
    [210, 5, 75],
    [35, 20, 82],
  ]);
  const paint = r.col(WALL_NEUTRALS);
  const dado = r.range(1.2, 2.2);
  rm.shell({ back: tile, left: lit(tile2, -3), right: lit(tile2, -7), ceil: lit(paint, 5), floor });
  // painted band above tiles
  rm.svg.add(rm.frontRect(0, RW, dado, RH, DB - 0.002, hex(paint)));
  rm.svg.add(
    rm.face(
      [
        [0.002, dado, DB],
        [0.002, RH, DB],
        [0.002, RH, 0.3],
        [0.002, dado, 0.3],
      ],
      hex(lit(paint, -4)),
    ),
  );
  rm.svg.add(
    rm.face(
      [
        [RW - 0.002, dado, DB],
        [RW - 0.002, RH, DB],
        [RW - 0.002, RH, 0.3],
        [RW - 0.002, dado, 0.3],
      ],
      hex(lit(paint, -8)),
    ),
  );
  tileGrid(rm, tile, floor, dado);
  return { tile, floor };
}

/** The grid of the wall tiles up to the painted band, the floor tiles and the ceiling light. */
function tileGrid(rm: Room, tile: Col, floor: Col, dado: number): void {
  const { RW, DB, r } = rm;
  const ts = r.pick([0.3, 0.45, 0.6]);
  const segs: Array<[Pt, Pt]> = [];
  for (let y = ts; y < dado; y += ts) {
    segs.push(
      [rm.p(0, y, DB), rm.p(RW, y, DB)],
      [rm.p(0, y, DB), rm.p(0, y, 0.3)],
      [rm.p(RW, y, DB), rm.p(RW, y, 0.3)],
    );
  }
  for (let x = ts; x < RW; x += ts) segs.push([rm.p(x, 0, DB), rm.p(x, dado, DB)]);
  for (let d = DB - ts; d > 0.4; d -= ts)
    segs.push([rm.p(0, 0, d), rm.p(0, dado, d)], [rm.p(RW, 0, d), rm.p(RW, dado, d)]);
  rm.svg.add(lines(segs, hex(lit(tile, -20)), 1, op(0.45)));
  rm.floorTiles(r.pick([0.3, 0.6]), hex(lit(floor, -20)), 0.4);
  rm.ceilingLights(1, '#fffdf2');
}

/** A feature tile panel on the back wall, on the left or the right (the wet zone, or behind the vanity). */
function featurePanel(rm: Room, onLeft: boolean): void {
  const { RW, RH, DB, r } = rm;
  // feature tile panel on the back wall (wet zone or behind the vanity)
  const fc = r.col([
    [150, 30, 28],
    [15, 45, 45],
    [0, 0, 14],
    [0, 0, 96],
    [200, 35, 30],
    [40, 20, 78],
    [340, 20, 60],
  ]);
  const fw = RW * r.range(0.35, 0.6);
  const fx = onLeft ? 0 : RW - fw;
  const top = Math.min(RH, r.chance(0.5) ? RH : 2.2);
  rm.svg.add(rm.frontRect(fx, fx + fw, 0, top, DB - 0.001, hex(fc)));
  const grid: Array<[Pt, Pt]> = [];
  const st = r.pick([0.1, 0.2, 0.3]);
  for (let y = st; y < top; y += st) grid.push([rm.p(fx, y, DB), rm.p(fx + fw, y, DB)]);
  rm.svg.add(lines(grid, hex(lit(fc, fc[2] < 50 ? 12 : -12)), 0.8, op(0.5)));
}

/** A bathroom's vanity, countertop, mirror frame, mirror and towel colours. */
type BathFittings = { vcol: Col; vt: Col; frameC: string; mirrorFill: string; towel: Col };

function bathroomFittings(rm: Room): BathFittings {
  const { r } = rm;
  const vcol = r.col([...WOODS, [0, 0, 95], [210, 10, 30], [150, 20, 40]]);
  const vt = r.col([
    [0, 0, 95],
    [0, 0, 20],
    [35, 15, 75],
  ]);
  const frameC = r.pick(['#c9a45c', '#222222', '#e8e4dc']);
  const mirrorFill = rm.svg.lin(
    [
      [0, '#e9f1f4'],
      [1, '#b9c9d1'],
    ],
    0,
    0,
    1,
    1,
  );
  const towel = r.col([
    [0, 0, 97],
    [40, 30, 85],
    [200, 30, 60],
    [15, 45, 60],
    [150, 25, 55],
  ]);
  return { vcol, vt, frameC, mirrorFill, towel };
}

/** A shower head on its arm, out from the wall at `wallD`. */
function showerHead(rm: Room, X: number, D: number, wallD: number): void {
  rm.svg.add(rm.box({ x0: X - 0.012, x1: X + 0.012, y0: 2.08, y1: 2.11, d0: D, d1: wallD }, METAL));
  rm.svg.add(rm.cyl(X, D, 2.04, 2.08, 0.12, 0.12, lit(METAL, -5)));
}

/** A niche in the back wall with three bottles. */
function niche(rm: Room, tile: Col, x0: number, x1: number, y0: number, y1: number): void {
  const { DB, r } = rm;
  rm.svg.add(rm.frontRect(x0, x1, y0, y1, DB - 0.001, hex(lit(tile, -18))));
  for (let k = 0; k < 3; k++)
    rm.svg.add(
      rm.cyl(
        x0 + 0.08 + k * ((x1 - x0 - 0.16) / 2),
        DB - 0.06,
        y0,
        y0 + r.range(0.12, 0.2),
        0.03,
        0.03,
        r.col(FABRICS, 20, 20, 10),
      ),
    );
}

/** The vanity with its basin and tap and a round or framed mirror, on the back wall; returns where it is. */
function backVanity(rm: Room, left: boolean, fit: BathFittings): { vx0: number; vw: number } {
  const { RW, DB, r } = rm;
  const { vcol, vt, frameC, mirrorFill } = fit;
  // vanity + mirror on the back wall, glass shower partition on the other side
  const vw = r.range(0.8, Math.min(1.3, RW - 0.9));
  const vx0 = left ? r.range(0.15, 0.35) : RW - vw - r.range(0.15, 0.35);
  const mx = vx0 + vw / 2;
  const mc = rm.p(mx, 1.6, DB - 0.02);
  if (r.chance(0.5)) {
    const rr = rm.s(Math.min(0.35, vw / 2 - 0.05), DB);
    rm.svg.add(circ(mc[0], mc[1], rr * 1.06, frameC), circ(mc[0], mc[1], rr, mirrorFill));
  } else {
    rm.svg.add(
      rm.frontRect(vx0, vx0 + vw, 1.2, 2.0, DB - 0.02, frameC),
      rm.frontRect(vx0 + 0.03, vx0 + vw - 0.03, 1.23, 1.97, DB - 0.02, mirrorFill),
    );
  }
  const cabB = { x0: vx0, x1: vx0 + vw, y0: 0.35, y1: 0.82, d0: DB - 0.5, d1: DB };
  const topB = { x0: vx0 - 0.02, x1: vx0 + vw + 0.02, y0: 0.82, y1: 0.86, d0: DB - 0.52, d1: DB };
  let vs = rm.box(cabB, vcol) + rm.box(topB, vt);
  vs += lines([[rm.p(vx0 + vw / 2, 0.38, cabB.d0), rm.p(vx0 + vw / 2, 0.79, cabB.d0)]], hex(lit(vcol, -20)), 1.2);
  vs += rm.cyl(mx, DB - 0.28, 0.86, 1.0, 0.16, 0.2, [0, 0, 97], [0, 0, 88]);
  vs += rm.box({ x0: mx - 0.015, x1: mx + 0.015, y0: 0.86, y1: 1.12, d0: DB - 0.06, d1: DB - 0.03 }, METAL);
  vs += rm.box({ x0: mx - 0.015, x1: mx + 0.015, y0: 1.09, y1: 1.12, d0: DB - 0.2, d1: DB - 0.03 }, METAL);
  rm.put(cabB, vs);
  return { vx0, vw };
}

/** The shower beside the back vanity behind a glass partition, and a towel on its rail. */
function backShower(rm: Room, left: boolean, fit: BathFittings, vx0: number, vw: number): void {
  const { RW, DB, r } = rm;
  const { towel } = fit;
  const sx = left ? RW - r.range(0.85, 1.05) : r.range(0.85, 1.05);
  showerHead(rm, left ? RW - 0.4 : 0.4, DB - 0.3, DB);
  const glass = rm.face(
    [
      [sx, 0, DB],
      [sx, 2.0, DB],
      [sx, 2.0, DB - 1.1],
      [sx, 0, DB - 1.1],
    ],
    '#cfe8ee',
    op(0.3),
  );
  const frameL = lines(
    [
      [rm.p(sx, 0, DB - 1.1), rm.p(sx, 2.0, DB - 1.1)],
      [rm.p(sx, 2.0, DB), rm.p(sx, 2.0, DB - 1.1)],
    ],
    '#a9b3b8',
    rm.s(0.012, DB - 1.1),
  );
  const shine = rm.face(
    [
      [sx, 0.6, DB - 0.75],
      [sx, 1.6, DB - 0.55],
      [sx, 1.7, DB - 0.45],
      [sx, 0.7, DB - 0.65],
    ],
    '#ffffff',
    op(0.35),
  );
  rm.put({ x0: sx, x1: sx, y0: 0, y1: 2, d0: DB - 1.1, d1: DB }, glass + shine + frameL);
  const tx = left ? vx0 + vw + 0.15 : vx0 - 0.5;
  if (tx > 0.05 && tx + 0.35 < RW)
    rm.svg.add(
      rm.frontRect(tx, tx + 0.35, 0.8, 1.3, DB - 0.04, hex(towel)),
      rm.frontRect(tx - 0.03, tx + 0.38, 1.28, 1.31, DB - 0.04, hex(METAL)),
    );
}

/** A bathtub along the back wall with its tap, shower and a glass screen, and a niche. */
function tub(rm: Room, left: boolean, tile: Col): void {
  const { RW, DB, r } = rm;
  const tubC = r.col([
    [0, 0, 97],
    [40, 15, 90],
    [0, 0, 25],
  ]);
  const full = r.chance(0.5) || RW < 2.2;
  const tl = full ? RW - 0.01 : r.range(1.5, 1.7);
  const tx0 = full ? 0.005 : left ? RW - tl - 0.005 : 0.005;
  const tub = { x0: tx0, x1: tx0 + tl, y0: 0, y1: 0.55, d0: DB - 0.78, d1: DB };
  let s = rm.box(tub, tubC);
  s += rm.face(
    [
      [tx0 + 0.08, 0.551, DB - 0.7],
      [tx0 + tl - 0.08, 0.551, DB - 0.7],
      [tx0 + tl - 0.08, 0.551, DB - 0.08],
      [tx0 + 0.08, 0.551, DB - 0.08],
    ],
    '#c8dbe2',
  );
  const fx = left ? RW * 0.75 : RW * 0.25;
  s += rm.box({ x0: fx - 0.015, x1: fx + 0.015, y0: 0.75, y1: 0.8, d0: DB - 0.15, d1: DB }, METAL);
  rm.put(tub, s);
  showerHead(rm, fx, DB - 0.3, DB);
  const gx = left ? RW * 0.45 : RW * 0.55;
  rm.put(
    { x0: gx, x1: gx, y0: 0.55, y1: 2, d0: DB - 0.78, d1: DB },
    rm.face(
      [
        [gx, 0.55, DB],
        [gx, 2.0, DB],
        [gx, 2.0, DB - 0.75],
        [gx, 0.55, DB - 0.75],
      ],
      '#cfe8ee',
      op(0.3),
    ) + lines([[rm.p(gx, 0.55, DB - 0.75), rm.p(gx, 2.0, DB - 0.75)]], '#a9b3b8', rm.s(0.012, DB - 0.75)),
  );
  niche(rm, tile, left ? RW * 0.55 : 0.25, left ? RW * 0.55 + 0.6 : 0.85, 1.1, 1.45);
}

/** A walk-in shower behind glass, with its own floor and a niche. */
function walkInShower(rm: Room, left: boolean, tile: Col, floor: Col): void {
  const { RW, DB, r } = rm;
  const gd = DB - r.range(0.95, 1.15);
  const gx0 = left ? RW * r.range(0.3, 0.45) : 0;
  const gx1 = left ? RW : RW * r.range(0.55, 0.7);
  rm.svg.add(
    rm.face(
      [
        [gx0, 0.003, gd],
        [gx1, 0.003, gd],
        [gx1, 0.003, DB],
        [gx0, 0.003, DB],
      ],
      hex(lit(floor, -10)),
    ),
  );
  showerHead(rm, (gx0 + gx1) / 2, DB - 0.35, DB);
  niche(rm, tile, (gx0 + gx1) / 2 - 0.3, (gx0 + gx1) / 2 + 0.3, 1.1, 1.45);
  const edge = left ? gx0 : gx1;
  const glass =
    rm.frontRect(gx0, gx1, 0, 2.0, gd, '#cfe8ee', op(0.28)) +
    rm.face(
      [
        [edge, 0, gd],
        [edge, 2.0, gd],
        [edge, 2.0, DB],
        [edge, 0, DB],
      ],
      '#cfe8ee',
      op(0.2),
    );
  const frame = lines(
    [
      [rm.p(gx0, 2.0, gd), rm.p(gx1, 2.0, gd)],
      [rm.p(edge, 0, gd), rm.p(edge, 2.0, gd)],
      [rm.p((gx0 + gx1) / 2, 0, gd), rm.p((gx0 + gx1) / 2, 2.0, gd)],
    ],
    '#9aa5ab',
    rm.s(0.015, gd),
  );
  const shine = rm.face(
    [
      [gx0 + 0.15, 0.5, gd],
      [gx0 + 0.35, 0.5, gd],
      [gx0 + 0.6, 1.7, gd],
      [gx0 + 0.4, 1.7, gd],
    ],
    '#ffffff',
    op(0.25),
  );
  rm.put({ x0: gx0, x1: gx1, y0: 0, y1: 2, d0: gd, d1: gd + 0.01 }, glass + shine + frame);
}

/** The vanity on a side wall with its mirror, and a towel on the wall across. */
function sideVanity(rm: Room, left: boolean, fit: BathFittings): void {
  const { RW, DB, r } = rm;
  const { vcol, vt, frameC, mirrorFill, towel } = fit;
  // vanity on a side wall with its mirror
  const o: Orient = left ? 'left' : 'right';
  const dv = Math.max(1.6, DB - r.range(1.35, 1.7));
  const vw = r.range(0.7, 1.0);
  const cab = local(rm, o, dv - vw / 2, dv + vw / 2, 0, 0.48, 0.35, 0.82);
  const top = local(rm, o, dv - vw / 2 - 0.02, dv + vw / 2 + 0.02, 0, 0.5, 0.82, 0.86);
  const X = left ? 0.004 : RW - 0.004;
  rm.svg.add(
    rm.face(
      [
        [X, 1.15, dv - vw / 2],
        [X, 1.15, dv + vw / 2],
        [X, 2.0, dv + vw / 2],
        [X, 2.0, dv - vw / 2],
      ],
      frameC,
    ),
  );
  rm.svg.add(
    rm.face(
      [
        [X, 1.18, dv - vw / 2 + 0.03],
        [X, 1.18, dv + vw / 2 - 0.03],
        [X, 1.97, dv + vw / 2 - 0.03],
        [X, 1.97, dv - vw / 2 + 0.03],
      ],
      mirrorFill,
    ),
  );
  const bx = left ? 0.26 : RW - 0.26;
  rm.put(cab, rm.box(cab, vcol) + rm.box(top, vt) + rm.cyl(bx, dv, 0.86, 0.98, 0.15, 0.19, [0, 0, 97]));
  const tX = left ? RW - 0.01 : 0.01;
  rm.svg.add(
    rm.face(
      [
        [tX, 0.85, DB - 0.9],
        [tX, 0.85, DB - 0.5],
        [tX, 1.35, DB - 0.5],
        [tX, 1.35, DB - 0.9],
      ],
      hex(towel),
    ),
  );
}

/** A wall-hung WC on a side wall near the camera. */
function wallWc(rm: Room, layout: 'vanity' | 'tub' | 'shower', left: boolean): void {
  const { RW, DB, r } = rm;
  const wo: Orient = left ? 'left' : 'right';
  const wd = layout === 'vanity' ? DB - r.range(1.2, 1.6) : Math.max(1.0, DB - r.range(2.4, 2.9));
  if (wd > 1.0 && layout !== 'vanity') {
    const plate = local(rm, wo === 'left' ? 'right' : 'left', wd - 0.1, wd + 0.1, 0.0, 0.02, 1.0, 1.15);
    const cxw = wo === 'left' ? RW - 0.32 : 0.32;
    rm.put(
      { ...plate, x0: Math.min(plate.x0, cxw - 0.2), x1: Math.max(plate.x1, cxw + 0.2) },
      rm.box(plate, [0, 0, 90]) +
        rm.cyl(cxw, wd, 0.25, 0.4, 0.15, 0.19, [0, 0, 96]) +
        rm.cyl(cxw, wd, 0.4, 0.43, 0.2, 0.2, [0, 0, 99]),
    );
  } else if (wd > 1.0) {
    const plate = local(rm, wo, wd - 0.1, wd + 0.1, 0.0, 0.02, 1.0, 1.15);
    const cxw = wo === 'left' ? 0.32 : RW - 0.32;
    rm.put(
      { ...plate, x0: Math.min(plate.x0, cxw - 0.2), x1: Math.max(plate.x1, cxw + 0.2) },
      rm.box(plate, [0, 0, 90]) +
        rm.cyl(cxw, wd, 0.25, 0.4, 0.15, 0.19, [0, 0, 96]) +
        rm.cyl(cxw, wd, 0.4, 0.43, 0.2, 0.2, [0, 0, 99]),
    );
  }
}

/** A ventilator window high on a side wall. */
function ventilator(rm: Room, left: boolean): void {
  const { RW, RH, DB, r } = rm;
  // ventilator window high on a side wall
  const X = left ? RW - 0.003 : 0.003;
  const d0 = DB - r.range(1.3, 1.8);
  rm.svg.add(
    rm.face(
      [
        [X, RH - 0.65, d0],
        [X, RH - 0.65, d0 + 0.6],
        [X, RH - 0.2, d0 + 0.6],
        [X, RH - 0.2, d0],
      ],
      rm.svg.lin([
        [0, hex(r.col(DAY_SKIES))],
        [1, '#eef4f7'],
      ]),
    ),
  );
}

function openOffice(r: Rng, svg: Svg, W: number, H: number): void {
  const rm = new Room(svg, r, W, H, {
    rw: [8, 13],
    rh: [3.0, 3.4],
    db: [9, 15],
    k: [0.5, 0.8],
    eye: [1.35, 1.7],
    vx: [0.3, 0.7],
    vy: [0.32, 0.6],
  });
  const { RW, RH, DB } = rm;
  const { sky, ceil, cabinSide } = officeShell(rm);
  curtainWall(rm, sky, ceil);
  const { cw, X, glass } = cabinGlass(rm, cabinSide);
  const c = deskColours(r);
  const x0 = cabinSide === 0 ? cw + 1.2 : 1.0;
  const x1 = cabinSide === 0 ? RW - 1.0 : RW - cw - 1.2;
  const rowGap = r.range(2.6, 3.4);
  const along = r.chance(0.5);
  if (along) benchLanes(rm, x0, x1, c);
  for (let d = DB - r.range(1.4, 2.2); !along && d > 4.6; d -= rowGap) deskRow(rm, d, x0, x1, c);
  rm.put({ x0: X, x1: X, y0: 0, y1: RH, d0: 1, d1: DB + 0.5 }, glass);
  for (let i = 0; i < 3; i++) plantAt(rm, r, r.range(1, RW - 1), DB - 0.5, r.range(1.0, 1.6));
  rm.flush();
  dusk(rm, sky);
}

/** Walls, floor and ceiling; the side wall opposite the glass cabins is often a brand-colour or timber feature wall. */
function officeShell(rm: Room): { sky: Col; ceil: Col; cabinSide: 0 | 1 } {
  const { r } = rm;
  const wall = r.col(WALL_NEUTRALS);
  const floor = r.col([
    [210, 10, 45],
    [30, 35, 55],
    [0, 0, 78],
    [0, 0, 25],
    [150, 15, 40],
    [15, 30, 45],
    [40, 20, 70],
  ]);
  const ceil = r.col([
    [0, 0, 94],
    [0, 0, 30],
    [40, 10, 90],
    [0, 0, 22],
  ]);
  const sky = skyFor(r, 0.3);
  const cabinSide = r.chance(0.5) ? 0 : 1;
  // the side wall opposite the glass cabins is often a brand-colour or timber feature wall
  const feature = r.chance(0.6) ? r.col([...WALL_ACCENTS, ...WOODS, [210, 60, 40], [45, 80, 55]]) : null;
  const lw = feature && cabinSide === 1 ? feature : lit(wall, -3);
  const rw = feature && cabinSide === 0 ? feature : lit(wall, -7);
  rm.shell({ back: wall, left: lw, right: rw, ceil, floor });
  rm.floorTiles(0.6, hex(lit(floor, -12)), 0.25);
  return { sky, ceil, cabinSide };
}

/** The glass curtain wall at the back with its mullions, and the ceiling's light panels. */
function curtainWall(rm: Room, sky: Col, ceil: Col): void {
  const { RW, RH, DB, r } = rm;
  // glass curtain wall at the back
  const a = rm.p(0.05, RH - 0.3, DB);
  const b = rm.p(RW - 0.05, 0.05, DB);
  rm.svg.add(rm.outside(a[0], a[1], b[0] - a[0], b[1] - a[1], sky));
  const mull: Array<[Pt, Pt]> = [];
  const bay = r.range(1.2, 1.8);
  for (let x = bay; x < RW; x += bay) mull.push([rm.p(x, 0, DB), rm.p(x, RH, DB)]);
  mull.push([rm.p(0, RH * 0.75, DB), rm.p(RW, RH * 0.75, DB)]);
  rm.svg.add(lines(mull, '#3b4046', rm.s(0.06, DB)), rm.frontRect(0, RW, RH - 0.3, RH, DB - 0.01, hex(lit(ceil, -6))));
  // ceiling panels
  const panels: string[] = [];
  for (let d = DB - 1.5; d > 2.5; d -= 2.4)
    for (let x = 1.2; x < RW - 0.8; x += 2.4)
      panels.push(
        rm.face(
          [
            [x, RH - 0.01, d],
            [x + 0.6, RH - 0.01, d],
            [x + 0.6, RH - 0.01, d - 0.6],
            [x, RH - 0.01, d - 0.6],
          ],
          '#fdfcf5',
        ),
      );
  rm.svg.add(panels.join(''));
}

/** The glass front of the cabins along one side: where it stands, and the glass, frosted band and posts to draw. */
function cabinGlass(rm: Room, cabinSide: 0 | 1): { cw: number; X: number; glass: string } {
  const { RW, RH, DB, r } = rm;
  // glass cabins along one side
  const cw = r.range(2.6, 3.4);
  const X = cabinSide === 0 ? cw : RW - cw;
  const glassFace = rm.face(
    [
      [X, 0, DB],
      [X, RH, DB],
      [X, RH, 1],
      [X, 0, 1],
    ],
    '#d7eaf0',
    op(0.35),
  );
  const frost = rm.face(
    [
      [X, 0.9, DB],
      [X, 1.2, DB],
      [X, 1.2, 1],
      [X, 0.9, 1],
    ],
    '#ffffff',
    op(0.45),
  );
  const posts: Array<[Pt, Pt]> = [];
  for (let d = DB; d > 1; d -= r.range(2.5, 3.5)) posts.push([rm.p(X, 0, d), rm.p(X, RH, d)]);
  return { cw, X, glass: glassFace + frost + lines(posts, '#5d646b', 2) };
}

/** Desk, screen and chair colours. */
type DeskColours = { deskC: Col; screen: Col; chair: Col };

function deskColours(r: Rng): DeskColours {
  const deskC = r.col([
    [0, 0, 96],
    [35, 35, 70],
    [30, 40, 55],
    [0, 0, 25],
  ]);
  const screen = r.col(FABRICS);
  const chair = r.col([
    [0, 0, 15],
    [210, 30, 35],
    [15, 50, 45],
    [150, 25, 35],
    [45, 60, 50],
  ]);
  return { deskC, screen, chair };
}

/** Benching lanes running away from the camera, with chairs on both sides. */
function benchLanes(rm: Room, x0: number, x1: number, c: DeskColours): void {
  const { DB, r } = rm;
  const { deskC, screen, chair } = c;
  // benching lanes running away from the camera
  const lanes = Math.max(1, Math.min(3, Math.floor((x1 - x0) / 3.2)));
  const dEnd = r.range(4.5, 6);
  const dStart = DB - r.range(1.2, 2.0);
  for (let l = 0; l < lanes; l++) {
    const Xl = x0 + ((x1 - x0) * (l + 0.5)) / lanes;
    benchLane(rm, Xl, dEnd, dStart, { deskC, screen, chair });
  }
}

/** One lane: its desk top with a screen down the middle and monitors, then its chairs. */
function benchLane(rm: Room, Xl: number, dEnd: number, dStart: number, c: DeskColours): void {
  const { deskC, screen, chair } = c;
  const top = { x0: Xl - 0.75, x1: Xl + 0.75, y0: 0.72, y1: 0.75, d0: dEnd, d1: dStart };
  let s = rm.shadow(top.x0, top.x1, top.d0, top.d1, 0.08);
  s += rm.box({ x0: Xl - 0.7, x1: Xl + 0.7, y0: 0, y1: 0.72, d0: dEnd, d1: dEnd + 0.04 }, lit(deskC, -10));
  s += rm.box(top, deskC) + rm.box({ x0: Xl - 0.02, x1: Xl + 0.02, y0: 0.75, y1: 1.1, d0: dEnd, d1: dStart }, screen);
  for (let d = dStart - 0.6; d > dEnd + 0.3; d -= 1.2)
    for (const side of [-1, 1])
      s += rm.box(
        {
          x0: Xl + side * 0.25 - 0.015,
          x1: Xl + side * 0.25 + 0.015,
          y0: 0.85,
          y1: 1.15,
          d0: d - 0.25,
          d1: d + 0.25,
        },
        DARK,
      );
  rm.put(top, s);
  laneChairs(rm, Xl, dEnd, dStart, chair);
}

function laneChairs(rm: Room, Xl: number, dEnd: number, dStart: number, chair: Col): void {
  for (let d = dStart - 0.6; d > dEnd + 0.3; d -= 1.2)
    for (const side of [-1, 1]) {
      const X = Xl + side * 1.1;
      const seat = { x0: X - 0.25, x1: X + 0.25, y0: 0.42, y1: 0.5, d0: d - 0.25, d1: d + 0.25 };
      const back =
        side < 0
          ? { x0: X - 0.3, x1: X - 0.25, y0: 0.55, y1: 1.05, d0: d - 0.23, d1: d + 0.23 }
          : { x0: X + 0.25, x1: X + 0.3, y0: 0.55, y1: 1.05, d0: d - 0.23, d1: d + 0.23 };
      rm.put(
        seat,
        rm.cyl(X, d, 0, 0.05, 0.28, 0.28, DARK) +
          rm.box({ x0: X - 0.025, x1: X + 0.025, y0: 0.05, y1: 0.42, d0: d - 0.025, d1: d + 0.025 }, DARK) +
          rm.box(back, lit(chair, -5)) +
          rm.box(seat, chair),
      );
    }
}

/** A row of desks across the room at depth `d`, with monitors and chairs. */
function deskRow(rm: Room, d: number, x0: number, x1: number, c: DeskColours): void {
  const { r } = rm;
  const { deskC, screen, chair } = c;
  const len = Math.min(x1 - x0, r.range(3.0, 6.0));
  const dx0 = x0 + r.range(0, Math.max(0, x1 - x0 - len));
  const top = { x0: dx0, x1: dx0 + len, y0: 0.72, y1: 0.75, d0: d - 1.4, d1: d };
  let s = rm.shadow(top.x0, top.x1, top.d0, top.d1, 0.08);
  s += rm.box({ x0: dx0, x1: dx0 + 0.04, y0: 0, y1: 0.72, d0: d - 1.35, d1: d - 0.05 }, lit(deskC, -10));
  s += rm.box({ x0: dx0 + len - 0.04, x1: dx0 + len, y0: 0, y1: 0.72, d0: d - 1.35, d1: d - 0.05 }, lit(deskC, -10));
  s += rm.box(top, deskC);
  s += rm.box({ x0: dx0, x1: dx0 + len, y0: 0.75, y1: 1.1, d0: d - 0.72, d1: d - 0.68 }, screen);
  const seats = Math.floor(len / 1.2);
  for (let k = 0; k < seats; k++) {
    const mx = dx0 + 0.6 + k * 1.2;
    s += rm.box({ x0: mx - 0.25, x1: mx + 0.25, y0: 0.85, y1: 1.15, d0: d - 0.2, d1: d - 0.17 }, DARK);
    s += rm.box({ x0: mx - 0.25, x1: mx + 0.25, y0: 0.85, y1: 1.15, d0: d - 1.23, d1: d - 1.2 }, DARK);
    s += rm.box({ x0: mx - 0.03, x1: mx + 0.03, y0: 0.75, y1: 0.86, d0: d - 1.2, d1: d - 1.18 }, DARK);
  }
  rm.put(top, s);
  rowChairs(rm, d, dx0, seats, chair);
}

function rowChairs(rm: Room, d: number, dx0: number, seats: number, chair: Col): void {
  for (let k = 0; k < seats; k++) {
    const mx = dx0 + 0.6 + k * 1.2;
    const cd = d - 1.4 - 0.35;
    const seat = { x0: mx - 0.25, x1: mx + 0.25, y0: 0.42, y1: 0.5, d0: cd - 0.25, d1: cd + 0.25 };
    const back = { x0: mx - 0.23, x1: mx + 0.23, y0: 0.55, y1: 1.05, d0: cd - 0.3, d1: cd - 0.25 };
    rm.put(
      seat,
      rm.cyl(mx, cd, 0, 0.05, 0.28, 0.28, DARK) +
        rm.box({ x0: mx - 0.025, x1: mx + 0.025, y0: 0.05, y1: 0.42, d0: cd - 0.025, d1: cd + 0.025 }, DARK) +
        rm.box(seat, chair) +
        rm.box(back, lit(chair, -5)),
    );
  }
}

/** Office chair: five-star base, gas lift, seat and back (back on the side away from `facing`). */
function officeChair(rm: Room, X: number, D: number, c: Col, facing: 'camera' | 'away', tall = false): void {
  const seat = { x0: X - 0.25, x1: X + 0.25, y0: 0.42, y1: 0.5, d0: D - 0.25, d1: D + 0.25 };
  const bh = tall ? 1.25 : 1.0;
  const back =
    facing === 'away'
      ? { x0: X - 0.23, x1: X + 0.23, y0: 0.55, y1: bh, d0: D - 0.3, d1: D - 0.25 }
      : { x0: X - 0.23, x1: X + 0.23, y0: 0.55, y1: bh, d0: D + 0.25, d1: D + 0.3 };
  const parts =
    rm.cyl(X, D, 0, 0.05, 0.28, 0.28, DARK) +
    rm.box({ x0: X - 0.025, x1: X + 0.025, y0: 0.05, y1: 0.42, d0: D - 0.025, d1: D + 0.025 }, DARK);
  rm.put(
    seat,
    facing === 'away'
      ? parts + rm.box(seat, c) + rm.box(back, lit(c, -5))
      : rm.box(back, lit(c, -5)) + parts + rm.box(seat, c),
  );
}

function meetingRoom(r: Rng, svg: Svg, W: number, H: number): void {
  const rm = new Room(svg, r, W, H, { rw: [4.5, 7], rh: [2.8, 3.2], db: [5.5, 8.5], k: [0.5, 0.75], eye: [1.3, 1.6] });
  const { RW, DB } = rm;
  const { glassBack, sky } = meetingShell(rm);
  if (glassBack) glassBackWall(rm, sky);
  else screenWall(rm, sky);
  // glass partition along one side
  if (r.chance(0.5)) frostedBand(rm);
  const t = meetingTable(rm);
  meetingChairs(rm, t);
  linearPendant(rm, t);
  plantAt(rm, r, r.chance(0.5) ? 0.4 : RW - 0.4, DB - 0.4, r.range(1.0, 1.5));
  rm.flush();
  dusk(rm, sky);
}

/** Walls (the back one glass or an accent), floor and ceiling; returns whether the back is glass, and the sky. */
function meetingShell(rm: Room): { glassBack: boolean; sky: Col } {
  const { r } = rm;
  const wall = r.col(WALL_NEUTRALS);
  const accent = r.col([...WALL_ACCENTS, ...WOODS]);
  const floor = r.col([
    [210, 10, 45],
    [220, 15, 35],
    [30, 8, 62],
    [200, 20, 50],
    [20, 20, 40],
  ]);
  const ceil = r.col([
    [0, 0, 94],
    [0, 0, 30],
    [40, 10, 90],
  ]);
  const glassBack = r.chance(0.5);
  rm.shell({ back: glassBack ? wall : accent, left: lit(wall, -3), right: lit(wall, -7), ceil, floor });
  rm.floorTiles(0.5, hex(lit(floor, -12)), 0.25);
  const sky = skyFor(r, 0.3);
  return { glassBack, sky };
}

/** A glass back wall with the view and its mullions. */
function glassBackWall(rm: Room, sky: Col): void {
  const { RW, RH, DB } = rm;
  const a = rm.p(0.05, RH - 0.25, DB);
  const b = rm.p(RW - 0.05, 0.05, DB);
  rm.svg.add(rm.outside(a[0], a[1], b[0] - a[0], b[1] - a[1], sky));
  const mull: Array<[Pt, Pt]> = [];
  for (let x = 1.2; x < RW; x += 1.2) mull.push([rm.p(x, 0, DB), rm.p(x, RH, DB)]);
  rm.svg.add(lines(mull, '#3b4046', rm.s(0.05, DB)));
}

/** A feature wall with a large screen, maybe slatted wood, and a window on a side wall. */
function screenWall(rm: Room, sky: Col): void {
  const { RW, RH, DB, r } = rm;
  const sw = r.range(1.4, 2.0);
  const sx = RW / 2 + r.range(-0.6, 0.6) - sw / 2;
  rm.svg.add(rm.frontRect(sx - 0.04, sx + sw + 0.04, 1.0, 1.0 + sw * 0.5625 + 0.08, DB - 0.03, '#101114'));
  rm.svg.add(
    rm.frontRect(
      sx,
      sx + sw,
      1.04,
      1.04 + sw * 0.5625,
      DB - 0.04,
      rm.svg.lin(
        [
          [0, '#2c3340'],
          [1, '#14171d'],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  if (r.chance(0.6)) {
    const slats: Array<[Pt, Pt]> = [];
    const wx = r.chance(0.5) ? 0.2 : RW - 1.4;
    for (let x = wx; x < wx + 1.2; x += 0.08) slats.push([rm.p(x, 0.1, DB - 0.02), rm.p(x, RH - 0.1, DB - 0.02)]);
    rm.svg.add(lines(slats, hex(r.col(WOODS)), rm.s(0.04, DB)));
  }
  rm.sideWindow(r.chance(0.5) ? 0 : 1, DB - r.range(3.5, 4.5), DB - r.range(0.5, 1.0), 0.4, RH - 0.3, [0, 0, 25], sky);
}

/** The frosted band of a glass partition along one side. */
function frostedBand(rm: Room): void {
  const { RW, DB, r } = rm;
  const X = r.chance(0.5) ? 0.01 : RW - 0.01;
  rm.svg.add(
    rm.face(
      [
        [X, 0.9, DB],
        [X, 1.3, DB],
        [X, 1.3, 0.3],
        [X, 0.9, 0.3],
      ],
      '#ffffff',
      op(0.5),
    ),
  );
}

/** The long table: where it stands, and its top and chair colours. */
type MeetingTable = { tx0: number; tw: number; td0: number; td1: number; tl: number; top: Col; chair: Col };

function meetingTable(rm: Room): MeetingTable {
  const { RW, DB, r } = rm;
  const tw = r.range(1.1, 1.4);
  const tx0 = RW / 2 - tw / 2 + r.range(-0.4, 0.4);
  const td1 = DB - r.range(1.0, 1.6);
  const tl = Math.min(td1 - 3.2, r.range(2.4, 4.0));
  const td0 = td1 - tl;
  const top = r.col([...WOODS, [0, 0, 95], [0, 0, 18]]);
  const chair = r.col([
    [0, 0, 15],
    [210, 30, 35],
    [15, 50, 45],
    [150, 25, 35],
    [45, 60, 50],
    [0, 0, 85],
  ]);
  return { tx0, tw, td0, td1, tl, top, chair };
}

/** Chairs on both sides, then the table (the far chairs are behind it: the painter sorts by distance). */
function meetingChairs(rm: Room, t: MeetingTable): void {
  const { tx0, tw, td0, td1, tl, top, chair } = t;
  const n = Math.max(2, Math.floor(tl / 0.8));
  for (let k = 0; k < n; k++) {
    const D = td0 + (tl * (k + 0.5)) / n;
    for (const side of [-1, 1]) {
      const X = side < 0 ? tx0 - 0.35 : tx0 + tw + 0.35;
      const seat = { x0: X - 0.24, x1: X + 0.24, y0: 0.42, y1: 0.5, d0: D - 0.24, d1: D + 0.24 };
      const back =
        side < 0
          ? { x0: X - 0.3, x1: X - 0.25, y0: 0.55, y1: 1.0, d0: D - 0.22, d1: D + 0.22 }
          : { x0: X + 0.25, x1: X + 0.3, y0: 0.55, y1: 1.0, d0: D - 0.22, d1: D + 0.22 };
      rm.put(
        seat,
        rm.cyl(X, D, 0, 0.05, 0.26, 0.26, DARK) +
          rm.box({ x0: X - 0.025, x1: X + 0.025, y0: 0.05, y1: 0.42, d0: D - 0.025, d1: D + 0.025 }, DARK) +
          rm.box(back, lit(chair, -5)) +
          rm.box(seat, chair),
      );
    }
  }
  const table = { x0: tx0, x1: tx0 + tw, y0: 0.72, y1: 0.76, d0: td0, d1: td1 };
  const legs = { x0: tx0 + tw * 0.3, x1: tx0 + tw * 0.7, y0: 0, y1: 0.72, d0: td0 + 0.3, d1: td1 - 0.3 };
  rm.put(table, rm.shadow(tx0, tx0 + tw, td0, td1, 0.1) + rm.box(legs, lit(top, -20)) + rm.box(table, top));
}

/** A linear pendant over the table on two wires. */
function linearPendant(rm: Room, t: MeetingTable): void {
  const { RH, r } = rm;
  const { tx0, tw, td0, td1 } = t;
  const ly = RH - r.range(0.8, 1.1);
  const lamp = {
    x0: tx0 + tw / 2 - 0.05,
    x1: tx0 + tw / 2 + 0.05,
    y0: ly,
    y1: ly + 0.06,
    d0: td0 + 0.4,
    d1: td1 - 0.4,
  };
  rm.put(
    lamp,
    lines(
      [
        [rm.p(tx0 + tw / 2, RH, td0 + 0.5), rm.p(tx0 + tw / 2, ly, td0 + 0.5)],
        [rm.p(tx0 + tw / 2, RH, td1 - 0.5), rm.p(tx0 + tw / 2, ly, td1 - 0.5)],
      ],
      '#222',
      1,
    ) +
      rm.box(lamp, [0, 0, 15]) +
      rm.face(
        [
          [lamp.x0, ly - 0.001, lamp.d0],
          [lamp.x1, ly - 0.001, lamp.d0],
          [lamp.x1, ly - 0.001, lamp.d1],
          [lamp.x0, ly - 0.001, lamp.d1],
        ],
        '#fff6d8',
      ),
  );
}

function cabin(r: Rng, svg: Svg, W: number, H: number): void {
  const { rm } = baseRoom(
    r,
    svg,
    W,
    H,
    { rw: [3.4, 5.0], rh: [2.8, 3.1], db: [4.5, 6.5], k: [0.45, 0.7], eye: [1.2, 1.55] },
    r.chance(0.5),
    0.6,
  );
  const { RW, DB } = rm;
  rm.ceilingLights(2, '#fffdf2');
  const sky = skyFor(r, 0.3);
  const wood = r.col(WOODS);
  const frame: Col = r.pick<Col>([
    [0, 0, 20],
    [0, 0, 92],
  ]);
  const winSide = r.pick(['left', 'right', 'back'] as const);
  const dx = RW / 2 + r.range(-0.5, 0.5);
  cabinWindow(rm, winSide, dx, { wood, frame, sky });
  cabinShelf(rm, winSide === 'left' ? 'right' : 'left', wood);
  const dd1 = executiveDesk(rm, dx, wood);
  const vc = r.col(FABRICS);
  for (const k of [-1, 1]) officeChair(rm, dx + k * 0.5, dd1 - 1.45, vc, 'away');
  rug(rm, r, dx - 1.4, dx + 1.4, dd1 - 2.4, dd1 + 0.2, r.col(FABRICS, 10, 10, 10));
  plantAt(rm, r, winSide === 'right' ? 0.4 : RW - 0.4, DB - r.range(0.4, 1.5), r.range(1.0, 1.5));
  rm.flush();
  dusk(rm, sky);
}

/** A window behind the desk, or on a side wall with a credenza and art behind the desk. */
function cabinWindow(
  rm: Room,
  winSide: 'left' | 'right' | 'back',
  dx: number,
  c: { wood: Col; frame: Col; sky: Col },
): void {
  const { RH, DB, r } = rm;
  const { wood, frame, sky } = c;
  if (winSide === 'back')
    rm.backWindow(
      dx - r.range(0.8, 1.2),
      dx + r.range(0.8, 1.2),
      r.range(0.8, 1.1),
      RH - 0.3,
      frame,
      sky,
      r.chance(0.5) ? r.col(FABRICS) : null,
    );
  else {
    rm.sideWindow(
      winSide === 'left' ? 0 : 1,
      DB - r.range(2.6, 3.2),
      DB - r.range(0.4, 0.8),
      r.range(0.6, 0.9),
      RH - 0.3,
      frame,
      sky,
    );
    // credenza + art behind the desk
    const cw = r.range(1.6, 2.2);
    const cr = { x0: dx - cw / 2, x1: dx + cw / 2, y0: 0, y1: 0.75, d0: DB - 0.45, d1: DB };
    rm.put(cr, rm.box(cr, lit(wood, -6)));
    rm.art(dx - 0.6, dx + 0.6, 1.2, r.range(1.8, 2.05), [r.col(WALL_ACCENTS), r.col(FABRICS), wood]);
  }
}

/** A bookshelf on a side wall, its books in random widths and colours. */
function cabinShelf(rm: Room, shelfSide: Orient, wood: Col): void {
  const { DB, r } = rm;
  // bookshelf on a side wall
  const shelf = local(rm, shelfSide, DB - r.range(2.2, 2.8), DB - 0.2, 0, 0.4, 0, r.range(1.9, 2.3));
  let ss = rm.box(shelf, wood);
  const face = shelfSide === 'left' ? shelf.x1 : shelf.x0;
  for (let y = 0.4; y < shelf.y1 - 0.1; y += 0.4) {
    for (let d = shelf.d0 + 0.06; d < shelf.d1 - 0.12; d += r.range(0.08, 0.22)) {
      const bh = r.range(0.2, 0.32);
      ss += rm.face(
        [
          [face, y, d],
          [face, y, d + 0.06],
          [face, y + bh, d + 0.06],
          [face, y + bh, d],
        ],
        hex(r.col(FABRICS)),
      );
    }
    ss += rm.face(
      [
        [face, y - 0.02, shelf.d0],
        [face, y - 0.02, shelf.d1],
        [face, y, shelf.d1],
        [face, y, shelf.d0],
      ],
      hex(lit(wood, -15)),
    );
  }
  rm.put(shelf, ss);
}

/** The executive desk facing the camera with its chair behind, a monitor and a lamp; returns the desk's near edge. */
function executiveDesk(rm: Room, dx: number, wood: Col): number {
  const { DB, r } = rm;
  // executive desk facing the camera, its chair behind, two visitor chairs in front
  const dw = r.range(1.6, 2.0);
  const dd1 = DB - r.range(1.1, 1.4);
  const desk = { x0: dx - dw / 2, x1: dx + dw / 2, y0: 0.72, y1: 0.76, d0: dd1 - 0.85, d1: dd1 };
  const panel = { x0: dx - dw / 2 + 0.05, x1: dx + dw / 2 - 0.05, y0: 0.05, y1: 0.72, d0: dd1 - 0.8, d1: dd1 - 0.75 };
  const sideA = { x0: dx - dw / 2, x1: dx - dw / 2 + 0.05, y0: 0, y1: 0.72, d0: dd1 - 0.85, d1: dd1 };
  const sideB = { x0: dx + dw / 2 - 0.05, x1: dx + dw / 2, y0: 0, y1: 0.72, d0: dd1 - 0.85, d1: dd1 };
  officeChair(
    rm,
    dx + r.range(-0.2, 0.2),
    dd1 + 0.45,
    r.col([
      [0, 0, 15],
      [25, 45, 30],
      [0, 0, 30],
    ]),
    'camera',
    true,
  );
  const dcol = r.chance(0.5)
    ? wood
    : r.col([
        [0, 0, 95],
        [0, 0, 18],
      ]);
  let ds =
    rm.shadow(desk.x0, desk.x1, desk.d0, desk.d1, 0.1) +
    rm.box(sideA, dcol) +
    rm.box(sideB, dcol) +
    rm.box(panel, lit(dcol, -8)) +
    rm.box(desk, dcol);
  ds += rm.box({ x0: dx - 0.35, x1: dx + 0.35, y0: 0.8, y1: 1.2, d0: dd1 - 0.35, d1: dd1 - 0.32 }, DARK);
  ds += rm.box({ x0: dx - 0.03, x1: dx + 0.03, y0: 0.76, y1: 0.8, d0: dd1 - 0.33, d1: dd1 - 0.3 }, DARK);
  ds += tableLamp(
    rm,
    dx + dw / 2 - 0.2,
    0.76,
    dd1 - 0.3,
    r.col([
      [40, 40, 90],
      [0, 0, 96],
    ]),
    [0, 0, 15],
  );
  rm.put(desk, ds);
  return dd1;
}

export function office(r: Rng, svg: Svg, W: number, H: number): void {
  const v = r.next();
  if (v < 0.45) openOffice(r, svg, W, H);
  else if (v < 0.72) meetingRoom(r, svg, W, H);
  else cabin(r, svg, W, H);
}
