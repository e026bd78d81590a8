import type { ShowcaseTab } from './showcase-machine';

/**
 * Geometry of the showcase canvas. The opaque stage draws its baked backdrop (showcase-backdrop.ts)
 * and the artwork: on software WebGL every sprite pixel costs frame time, and each scene stays under
 * ~80 000 sprite pixels of artwork (see docs/performance.md).
 */
export const STAGE_WIDTH = 720;
export const STAGE_HEIGHT = 400;

/** Every piece of artwork and its largest drawn size; the SVG is rasterised at this size. */
export const pieceSizes = {
  sparkle: [28, 28],
  'slots-machine': [200, 230],
  'slots-seven': [64, 64],
  'slots-cherry': [64, 64],
  'slots-bell': [64, 64],
  'slots-diamond': [64, 64],
  'slots-coin': [56, 56],
  'live-wheel': [220, 220],
  'live-ball': [16, 16],
  'live-card-ace': [68, 96],
  'live-card-king': [68, 96],
  'live-chip-red': [60, 60],
  'live-chip-gold': [60, 60],
  'live-chip-blue': [60, 60],
  'fishing-goldfish': [220, 140],
  'fishing-fish-blue': [84, 52],
  'fishing-fish-red': [84, 52],
  'fishing-bubble': [24, 24],
  'fishing-coral': [150, 110],
  'lottery-globe': [200, 220],
  'lottery-tumble': [128, 128],
  'lottery-ball-1': [52, 52],
  'lottery-ball-2': [52, 52],
  'lottery-ball-3': [52, 52],
  'lottery-ball-4': [52, 52],
  'lottery-ball-5': [52, 52],
  'lottery-ball-6': [52, 52],
  'lottery-ticket': [130, 72],
  'sport-trophy': [160, 210],
  'sport-football': [72, 72],
  'sport-basketball': [64, 64],
  'sport-medal': [60, 92],
  'sport-tennis': [40, 40],
} as const satisfies Record<string, readonly [number, number]>;
export type PieceName = keyof typeof pieceSizes;

/**
 * How a piece moves while its tab shows: bob, sway, spin, flip (a coin), swim, rise (a bubble),
 * twinkle, orbit (around `around`), roll, bounce, reel (a slot reel symbol), pop (comes out of
 * the lottery globe), still.
 */
export type Motion = 'bob' | 'sway' | 'spin' | 'flip' | 'swim' | 'rise' | 'twinkle' | 'orbit' | 'roll' | 'bounce' | 'reel' | 'pop' | 'still';

export interface Placement {
  id: string;
  piece: PieceName;
  /** Centre of the piece on the canvas. */
  x: number;
  y: number;
  scale?: number;
  rotation?: number;
  motion: Motion;
  /** The centre piece: it answers the pointer (hover grows it and plays a sound). */
  hero?: boolean;
  /** Orbit centre and radius (motion 'orbit'); pop origin (motion 'pop'). */
  around?: { x: number; y: number; r: number };
  /** Seconds before its loop starts, so that neighbours do not move in step. */
  delay?: number;
}

const sparkles = (points: readonly (readonly [number, number])[]): Placement[] =>
  points.map(([x, y], i) => ({ id: `sparkle-${i}`, piece: 'sparkle', x, y, motion: 'twinkle', delay: i * 0.45 }));

/** Slot reel windows of `slots-machine` placed at (360, 205): the three symbol centres. */
export const reelCentres = [318, 360, 402].map((x) => ({ x, y: 184 }));
export const reelSymbols = ['slots-seven', 'slots-cherry', 'slots-bell', 'slots-diamond'] as const satisfies readonly PieceName[];

/** Lottery globe centre, where the drawn balls come from. */
const globe = { x: 360, y: 170, r: 0 };

/** The artwork of each tab, back to front. */
export const scenes: Record<ShowcaseTab, Placement[]> = {
  slots: [
    { id: 'machine', piece: 'slots-machine', x: 360, y: 205, motion: 'still', hero: true },
    ...reelCentres.map((c, i): Placement => ({ id: `reel-${i}`, piece: 'slots-seven', x: c.x, y: c.y, scale: 0.56, motion: 'reel' })),
    { id: 'seven', piece: 'slots-seven', x: 168, y: 128, rotation: -0.22, motion: 'bob' },
    { id: 'cherry', piece: 'slots-cherry', x: 560, y: 116, rotation: 0.12, motion: 'bob', delay: 0.6 },
    { id: 'bell', piece: 'slots-bell', x: 150, y: 290, motion: 'sway', delay: 0.3 },
    { id: 'diamond', piece: 'slots-diamond', x: 578, y: 282, motion: 'bob', delay: 1.1 },
    { id: 'coin-0', piece: 'slots-coin', x: 236, y: 344, scale: 0.8, motion: 'flip' },
    { id: 'coin-1', piece: 'slots-coin', x: 494, y: 352, scale: 0.9, motion: 'flip', delay: 0.5 },
    { id: 'coin-2', piece: 'slots-coin', x: 640, y: 196, scale: 0.66, motion: 'flip', delay: 1 },
    { id: 'coin-3', piece: 'slots-coin', x: 84, y: 200, scale: 0.6, motion: 'flip', delay: 1.4 },
    ...sparkles([[252, 76], [476, 60], [656, 104], [70, 96]]),
  ],
  live: [
    { id: 'wheel', piece: 'live-wheel', x: 384, y: 200, motion: 'spin', hero: true },
    { id: 'ball', piece: 'live-ball', x: 384, y: 129, motion: 'orbit', around: { x: 384, y: 200, r: 71 } },
    { id: 'ace', piece: 'live-card-ace', x: 168, y: 170, rotation: -0.3, motion: 'sway' },
    { id: 'king', piece: 'live-card-king', x: 212, y: 182, rotation: 0.08, motion: 'sway', delay: 0.4 },
    { id: 'chip-blue', piece: 'live-chip-blue', x: 604, y: 318, scale: 0.85, motion: 'bob', delay: 0.8 },
    { id: 'chip-red', piece: 'live-chip-red', x: 566, y: 286, motion: 'bob' },
    { id: 'chip-gold', piece: 'live-chip-gold', x: 612, y: 236, scale: 0.9, motion: 'flip', delay: 0.4 },
    { id: 'chip-small', piece: 'live-chip-red', x: 142, y: 318, scale: 0.7, motion: 'bob', delay: 1.2 },
    ...sparkles([[250, 70], [530, 70], [660, 150]]),
  ],
  fishing: [
    { id: 'coral', piece: 'fishing-coral', x: 104, y: 346, motion: 'still' },
    { id: 'goldfish', piece: 'fishing-goldfish', x: 384, y: 196, motion: 'bob', hero: true },
    { id: 'fish-blue', piece: 'fishing-fish-blue', x: 170, y: 112, motion: 'swim' },
    { id: 'fish-red', piece: 'fishing-fish-red', x: 574, y: 112, scale: 0.86, motion: 'swim', delay: 1.2 },
    { id: 'fish-blue-2', piece: 'fishing-fish-blue', x: 600, y: 300, scale: 0.7, motion: 'swim', delay: 0.6 },
    ...[[300, 330], [486, 320], [540, 210], [250, 240], [650, 380], [200, 380]].map(
      ([x, y], i): Placement => ({ id: `bubble-${i}`, piece: 'fishing-bubble', x: x!, y: y!, scale: 0.6 + (i % 3) * 0.2, motion: 'rise', delay: i * 0.6 }),
    ),
    ...sparkles([[470, 60], [660, 170]]),
  ],
  lottery: [
    { id: 'globe', piece: 'lottery-globe', x: 360, y: 196, scale: 0.92, motion: 'still', hero: true },
    { id: 'tumble', piece: 'lottery-tumble', x: 360, y: 170, scale: 0.9, motion: 'spin' },
    ...[[150, 112], [116, 206], [160, 298], [574, 112], [612, 206], [566, 298]].map(
      ([x, y], i): Placement => ({ id: `ball-${i}`, piece: `lottery-ball-${i + 1}` as PieceName, x: x!, y: y!, scale: 0.9, motion: 'pop', around: globe, delay: i * 0.5 }),
    ),
    { id: 'ticket', piece: 'lottery-ticket', x: 560, y: 352, rotation: -0.08, scale: 0.8, motion: 'sway' },
    ...sparkles([[260, 70], [470, 64], [64, 300]]),
  ],
  sport: [
    { id: 'trophy', piece: 'sport-trophy', x: 370, y: 196, motion: 'bob', hero: true },
    { id: 'football', piece: 'sport-football', x: 560, y: 318, motion: 'roll' },
    { id: 'basketball', piece: 'sport-basketball', x: 176, y: 300, motion: 'bounce' },
    { id: 'medal', piece: 'sport-medal', x: 586, y: 140, motion: 'sway', delay: 0.5 },
    { id: 'tennis', piece: 'sport-tennis', x: 190, y: 118, motion: 'bob', delay: 0.9 },
    ...sparkles([[264, 78], [480, 70], [660, 240], [86, 190]]),
  ],
};

export interface PackedPiece {
  piece: PieceName;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Shelf-packs pieces into one atlas (one texture per scene): tallest first, left to right, a new
 * shelf when a row is full. `gap` keeps neighbours from bleeding into each other when filtered.
 */
export function packAtlas(pieces: readonly PieceName[], maxWidth = 512, gap = 2): { items: PackedPiece[]; width: number; height: number } {
  const unique = [...new Set(pieces)].sort((a, b) => pieceSizes[b][1] - pieceSizes[a][1] || a.localeCompare(b));
  const items: PackedPiece[] = [];
  let x = 0;
  let y = 0;
  let shelf = 0;
  let width = 0;
  for (const piece of unique) {
    const [w, h] = pieceSizes[piece];
    if (x > 0 && x + w > maxWidth) {
      y += shelf + gap;
      x = 0;
      shelf = 0;
    }
    items.push({ piece, x, y, width: w, height: h });
    x += w + gap;
    shelf = Math.max(shelf, h);
    width = Math.max(width, x - gap);
  }
  return { items, width, height: y + shelf };
}

/** The pieces a tab draws, for its atlas. */
export function piecesOf(tab: ShowcaseTab): PieceName[] {
  const used = scenes[tab].map((p) => p.piece);
  return tab === 'slots' ? [...used, ...reelSymbols] : used;
}
