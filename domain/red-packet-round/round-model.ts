import { roundPacketsEntered } from './round-entered';

/**
 * The red-packet round model: what a round's seed lets onto the stage, and when. The lobby draws the
 * rain with it and the server caps a claim with it, so changing it changes what rounds pay. Each round
 * stores the version it was dealt under (`redbag_rounds.model_version`) and is claimed under that
 * version, so a new model never re-prices a round that is already running (docs/architecture.md §9).
 */
export const ROUND_MODEL_VERSION = 1;

/** The lobby's countdown before the rain; the server starts a round's rain this long after dealing it. */
export const COUNTDOWN_MS = 3000;

type PacketsEntered = (seed: number, seconds: number) => number;

/** Every version the server can still claim. Add a version here before dealing rounds under it. */
const models: Record<number, PacketsEntered> = { 1: roundPacketsEntered };

/**
 * The most packets a round of `version` dealt with `seed` had let onto the stage within `seconds`
 * of its rain's start; 0 for a version this build does not know (nothing is paid for it).
 */
export function packetsEnteredUnder(version: number, seed: number, seconds: number): number {
  const model = models[version];
  return model ? model(seed, seconds) : 0;
}
