import { wholeFromEnv } from '../../config/whole-from-env.ts';

/**
 * How many live streams one process holds for one member and for one client address (README.md,
 * "Configuration"). Each stream costs a socket and about 25 kB; without a cap one token could open
 * streams until the process runs out of file descriptors and refuses everyone. The caps are per
 * process: with N processes a member may hold N × `perMember` streams in all.
 */
export interface LiveLimits {
  /** A member's browsers and devices (the lobby holds one stream per browser); a new one takes the oldest's place. */
  perMember: number;
  /** Streams of every member behind one address (an office, an internet café, a carrier's NAT); past it, 429. */
  perAddress: number;
}

export const LIVE_STREAMS_PER_MEMBER = 5;
export const LIVE_STREAMS_PER_ADDRESS = 200;
/** The largest cap taken (nine digits): far above what one process's file descriptors allow. */
const MOST_STREAMS = 999_999_999;

/** The caps from `LIVE_STREAMS_PER_MEMBER` and `LIVE_STREAMS_PER_ADDRESS`; anything but a whole number from 1 stops the start (server/index.ts prints why). */
export function liveLimits(env: NodeJS.ProcessEnv = process.env): LiveLimits {
  return {
    perMember: wholeFromEnv(env, 'LIVE_STREAMS_PER_MEMBER', LIVE_STREAMS_PER_MEMBER, 1, MOST_STREAMS),
    perAddress: wholeFromEnv(env, 'LIVE_STREAMS_PER_ADDRESS', LIVE_STREAMS_PER_ADDRESS, 1, MOST_STREAMS),
  };
}
