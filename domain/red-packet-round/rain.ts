import { seededRandom } from '../fairness/seeded-random';

/**
 * Geometry and motion of the red-packet rain, pure and seeded so that it is unit-testable without
 * WebGL. How many packets fall, and what that costs a frame, is red-packet-budget.ts.
 */
export const STAGE_WIDTH = 720;
export const STAGE_HEIGHT = 440;
export const PACKET_WIDTH = 56;
export const PACKET_HEIGHT = 72;

/**
 * Packets in the air at once, by the member's setting (what each costs a frame: red-packet-budget.ts);
 * reduced motion draws fewer whatever the setting.
 */
export const densityCounts = { light: 16, normal: 26, heavy: 36 } as const;
export type Density = keyof typeof densityCounts;
export const DEFAULT_DENSITY: Density = 'normal';
export const REDUCED_COUNT = 10;

/** How many packets fall at once for a setting. */
export function packetCount(density: Density, reduced: boolean): number {
  return reduced ? Math.min(REDUCED_COUNT, densityCounts[density]) : densityCounts[density];
}

/** Packet variants of the sprite sheet, and how often each falls (gold is the rare one). */
export const packetVariants = ['packet-red', 'packet-crimson', 'packet-gold'] as const;
const variantOdds = [0.6, 0.88, 1];

/** Smallest and largest drawn size of a packet, as a share of its frame. */
export const MIN_SCALE = 0.62;
export const MAX_SCALE = 1;
/** Fall speed in px/s of the nearest (largest) packet; far ones fall at 60 % of it. */
const FALL_SPEED = 190;
const REDUCED_SPEED = 0.45;
/** Idle drift before a round (the page's invitation), as a share of the round's speed. */
export const IDLE_SPEED = 0.22;
/** Extra pixels around a packet that still count as a tap on it. */
export const TAP_SLOP = 6;

/**
 * What a pooled slot is doing: waiting for a spawn, falling, playing its burst after a tap, or gone
 * (opened and burst over). An opened packet keeps falling unseen until it would have left the
 * stage: the slot's next packet comes when it would have come unopened, so which packets enter
 * when never depends on the taps, and the server can recompute it (domain/red-packet-round/round-entered.ts).
 */
export const SLOT_IDLE = 0;
export const SLOT_FALLING = 1;
export const SLOT_OPENING = 2;
export const SLOT_GONE = 3;

/**
 * Every packet of the rain as parallel typed arrays: one allocation when the rain is made, none
 * per frame (the ticker steps it in place).
 */
export interface Rain {
  readonly count: number;
  readonly reduced: boolean;
  x: Float32Array;
  y: Float32Array;
  rotation: Float32Array;
  scale: Float32Array;
  baseX: Float32Array;
  speed: Float32Array;
  sway: Float32Array;
  swayRate: Float32Array;
  phase: Float32Array;
  tilt: Float32Array;
  variant: Uint8Array;
  state: Uint8Array;
  /** Set when a slot got its next packet while its opened one still bursts. */
  respawned: Uint8Array;
  /** Seconds the rain has run (drives the sway). */
  time: number;
  /** The seeded random source of the still picture; deterministic for a seed. */
  random: () => number;
  /** One seeded source per slot, so a slot's packets do not depend on when the others respawn. */
  streams: (() => number)[];
}

/** The seed of slot `i`'s own source within a rain of `seed`. */
const slotSeed = (seed: number, i: number) => (seed + Math.imul(i + 1, 0x9e3779b1)) >>> 0;


/**
 * Gives slot `i` a new packet: depth follows the slot index (later slots are drawn on top), so
 * nearer packets are larger and faster without sorting the display list. `top` is the y of its
 * centre.
 */
export function spawnPacket(rain: Rain, i: number, top: number): void {
  const r = rain.streams[i]!;
  const depth = (i + r()) / rain.count;
  const scale = MIN_SCALE + (MAX_SCALE - MIN_SCALE) * depth;
  const half = (PACKET_WIDTH * scale) / 2;
  rain.scale[i] = scale;
  rain.baseX[i] = half + r() * (STAGE_WIDTH - 2 * half);
  rain.speed[i] = FALL_SPEED * (0.6 + 0.4 * depth) * (0.85 + 0.3 * r()) * (rain.reduced ? REDUCED_SPEED : 1);
  rain.sway[i] = rain.reduced ? 0 : 8 + r() * 22;
  rain.swayRate[i] = 0.9 + r() * 1.4;
  rain.phase[i] = r() * Math.PI * 2;
  rain.tilt[i] = rain.reduced ? 0 : 0.1 + r() * 0.22;
  const v = r();
  rain.variant[i] = variantOdds.findIndex((odds) => v < odds);
  rain.x[i] = rain.baseX[i];
  rain.y[i] = top;
  rain.rotation[i] = (r() - 0.5) * 0.3;
  // A burst still playing keeps the sprite; the new packet shows when it ends (endOpening).
  if (rain.state[i] === SLOT_OPENING) rain.respawned[i] = 1;
  else rain.state[i] = SLOT_FALLING;
}

/** A burst is over: the slot shows its next packet if one came meanwhile, else its opened one falls on unseen. */
export function endOpening(rain: Rain, i: number): void {
  if (rain.state[i] !== SLOT_OPENING) return;
  rain.state[i] = rain.respawned[i] ? SLOT_FALLING : SLOT_GONE;
  rain.respawned[i] = 0;
}

const float = (n: number) => new Float32Array(n);

/**
 * A rain of `count` packets waiting above the stage, entering one after another over about one
 * screen. A round's rain gives each slot its own source (`per-slot`: what the server recomputes);
 * the still picture before a round keeps one shared source (`shared`), so it stays as it was drawn.
 */
export function createRain(count: number, seed: number, reduced: boolean, sources: 'per-slot' | 'shared' = 'per-slot'): Rain {
  const random = seededRandom(seed);
  const rain: Rain = {
    count,
    reduced,
    x: float(count),
    y: float(count),
    rotation: float(count),
    scale: float(count),
    baseX: float(count),
    speed: float(count),
    sway: float(count),
    swayRate: float(count),
    phase: float(count),
    tilt: float(count),
    variant: new Uint8Array(count),
    state: new Uint8Array(count),
    respawned: new Uint8Array(count),
    time: 0,
    random,
    streams: Array.from({ length: count }, (_, i) => (sources === 'shared' ? random : seededRandom(slotSeed(seed, i)))),
  };
  for (let i = 0; i < count; i += 1) spawnPacket(rain, i, -PACKET_HEIGHT / 2 - rain.streams[i]!() * STAGE_HEIGHT);
  return rain;
}

/** The still picture before a round: every packet somewhere on the stage (reduced motion keeps it). */
export function scatterRain(rain: Rain): void {
  for (let i = 0; i < rain.count; i += 1) {
    spawnPacket(rain, i, 0);
    const half = (PACKET_HEIGHT * rain.scale[i]!) / 2;
    // Bands down the stage, so the picture is spread rather than clumped.
    const band = (STAGE_HEIGHT - 2 * half) / rain.count;
    rain.y[i] = half + ((i * 7) % rain.count) * band + rain.random() * band;
  }
}

/**
 * Moves the rain on by `dt` seconds at `speedFactor` of its speed. A packet past the bottom comes
 * back at the top when `spawning`, else its slot waits. An opened packet falls on unseen (its
 * burst keeps the sprite where it was opened). Allocates nothing.
 */
export function stepRain(rain: Rain, dt: number, speedFactor: number, spawning: boolean): void {
  rain.time += dt;
  const t = rain.time;
  for (let i = 0; i < rain.count; i += 1) {
    const state = rain.state[i];
    if (state === SLOT_IDLE) {
      if (spawning) spawnPacket(rain, i, -PACKET_HEIGHT - rain.streams[i]!() * STAGE_HEIGHT * 0.4);
      continue;
    }
    // While a slot's opened packet bursts, a next packet that came meanwhile waits unseen above the stage.
    if (state === SLOT_OPENING && rain.respawned[i]) continue;
    const y = rain.y[i]! + rain.speed[i]! * dt * speedFactor;
    rain.y[i] = y;
    if (state === SLOT_FALLING) {
      const wave = rain.phase[i]! + t * rain.swayRate[i]!;
      rain.x[i] = rain.baseX[i]! + rain.sway[i]! * Math.sin(wave);
      rain.rotation[i] = rain.tilt[i]! * Math.sin(wave + 0.8);
    }
    if (y - (PACKET_HEIGHT * rain.scale[i]!) / 2 > STAGE_HEIGHT) {
      if (spawning) spawnPacket(rain, i, -PACKET_HEIGHT * rain.scale[i]!);
      else rain.state[i] = state === SLOT_OPENING ? SLOT_OPENING : SLOT_IDLE;
    }
  }
}

/** The topmost falling packet under the point (rotation included), or -1. */
export function hitPacket(rain: Rain, px: number, py: number): number {
  for (let i = rain.count - 1; i >= 0; i -= 1) {
    if (rain.state[i] !== SLOT_FALLING) continue;
    const dx = px - rain.x[i]!;
    const dy = py - rain.y[i]!;
    const cos = Math.cos(-rain.rotation[i]!);
    const sin = Math.sin(-rain.rotation[i]!);
    const lx = dx * cos - dy * sin;
    const ly = dx * sin + dy * cos;
    const s = rain.scale[i]!;
    if (Math.abs(lx) <= (PACKET_WIDTH * s) / 2 + TAP_SLOP && Math.abs(ly) <= (PACKET_HEIGHT * s) / 2 + TAP_SLOP) return i;
  }
  return -1;
}

/**
 * The packet the keyboard opens: the falling packet whose centre is nearest the stage's centre, among
 * those whose centre is on the stage, or -1 when none is. The centre rather than the lowest: the
 * burst shows where a keyboard player (or a screen magnifier) is looking, the packet opened is whole
 * on the stage, and a packet let fall costs nothing, as its slot brings the next (docs/product.md §10.10).
 */
export function nearestCentre(rain: Rain): number {
  let best = -1;
  let bestDistance = Infinity;
  for (let i = 0; i < rain.count; i += 1) {
    const x = rain.x[i]!;
    const y = rain.y[i]!;
    if (rain.state[i] !== SLOT_FALLING || y < 0 || y > STAGE_HEIGHT) continue;
    const distance = (x - STAGE_WIDTH / 2) ** 2 + (y - STAGE_HEIGHT / 2) ** 2;
    if (distance < bestDistance) {
      best = i;
      bestDistance = distance;
    }
  }
  return best;
}
