import { createRain, densityCounts, PACKET_HEIGHT, REDUCED_COUNT, spawnPacket, STAGE_HEIGHT, TAP_SLOP } from './rain';

/**
 * Which packets of a round's rain had come onto the stage by a moment: what a player could have
 * opened by then. The lobby draws the round from the server's seed with domain/red-packet-round/rain.ts; the
 * server runs this on the same code to cap a claim (docs/architecture.md §9). Pure, no WebGL.
 */

/** Every rain the lobby may draw for a round: each density, and reduced motion's fewer, slower packets. */
const drawable = [...Object.values(densityCounts).map((count) => ({ count, reduced: false })), { count: REDUCED_COUNT, reduced: true }];

/**
 * Packets of one rain (`count` slots, motion setting `reduced`) whose edge, with a tap's slop, had
 * crossed onto the stage within `seconds` of the rain's start. Each drop falls at its constant
 * speed and the slot's next comes the moment it leaves: the frame-by-frame rain on a page (which
 * loses a frame's overshoot at each respawn and a stalled frame's time) is never ahead of it.
 */
export function packetsEntered(seed: number, count: number, reduced: boolean, seconds: number): number {
  const rain = createRain(count, seed, reduced);
  let entered = 0;
  for (let i = 0; i < count; i += 1) {
    let start = 0;
    for (;;) {
      const half = (PACKET_HEIGHT * rain.scale[i]!) / 2;
      const speed = rain.speed[i]!;
      const top = rain.y[i]!;
      if (start + Math.max(0, -(top + half + TAP_SLOP) / speed) > seconds) break;
      entered += 1;
      start += (STAGE_HEIGHT + half - top) / speed;
      if (start > seconds) break;
      spawnPacket(rain, i, -PACKET_HEIGHT * rain.scale[i]!);
    }
  }
  return entered;
}

/** The most packets any rain the lobby may draw for round `seed` had let onto the stage within `seconds`. */
export function roundPacketsEntered(seed: number, seconds: number): number {
  if (!(seconds >= 0)) return 0;
  return Math.max(...drawable.map(({ count, reduced }) => packetsEntered(seed, count, reduced, seconds)));
}
