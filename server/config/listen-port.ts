import { wholeFromEnv } from './whole-from-env.ts';

/** `PORT` (README, "Configuration"); `0` asks the system for a free one. A typo stops the start. */
export function listenPortOf(env: NodeJS.ProcessEnv): number {
  return wholeFromEnv(env, 'PORT', 8080, 0, 65_535);
}
