import type { StopCode } from '../../domain/contracts/responsible-play-types';

/** The member's running time-out or self-exclusion: they are in the withdraw-only lobby until `until`. */
export interface PlayStop {
  stop: StopCode;
  until: string;
}

// Its own small module: a game's launch (in the first screen's code) reads it without the queries behind the banner.
let published: PlayStop | null = null;

/** The stop the banner last saw, for code outside React (a game's launch); null for none or once it ended. */
export const currentPlayStop = (): PlayStop | null => (published && Date.parse(published.until) > Date.now() ? published : null);

/** Called by the banner only, which every page of a signed-in member shows. */
export function publishPlayStop(stop: PlayStop | null): void {
  published = stop;
}
