import type { JobDefinition } from './job.ts';
import { sweepExpiredJob } from './sweep-expired.ts';
import { vipUpgradesJob } from './vip-upgrades.ts';
import { yuebaoInterestJob } from './yuebao-interest.ts';

/**
 * Every scheduled job. The events need none: their per-day state (event_days, redbag_round_days)
 * is keyed by the server day and made by the day's first play, so a new day starts afresh by itself.
 */
export const jobs: readonly JobDefinition[] = [yuebaoInterestJob, sweepExpiredJob, vipUpgradesJob];

export function jobNamed(name: string): JobDefinition | undefined {
  return jobs.find((job) => job.name === name);
}
