/**
 * How many live streams one process holds for one member and for one client address (README.md,
 * "Configuration"). Each stream costs a socket and about 12 kB (bench/live.ts); without a cap one token could open
 * streams until the process runs out of file descriptors and refuses everyone. The caps are per
 * process: with N processes a member may hold N × `perMember` streams in all.
 */
export interface LiveLimits {
  /** A member's browsers and devices (the lobby holds one stream per browser); a new one takes the oldest's place. */
  perMember: number;
  /** Streams of every member behind one address (an office, an internet café, a carrier's NAT); past it, 429. */
  perAddress: number;
}

/** The defaults; `LIVE_STREAMS_PER_MEMBER` and `LIVE_STREAMS_PER_ADDRESS` set others (server/config/server-env.ts). */
export const LIVE_STREAMS_PER_MEMBER = 5;
export const LIVE_STREAMS_PER_ADDRESS = 200;
