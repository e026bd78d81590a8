import { accrueInterest } from '../services/money/yuebao-interest.ts';
import { dailyPeriod, type JobDefinition } from './job.ts';

/**
 * Yu-EBao interest: every holding's whole server days up to yesterday, posted once a server day
 * (00:01 UTC+8 = 16:01 UTC). Holdings are also brought up to date by their member's own put-in or
 * take-out (under the holding's lock, before the amount is checked), and the per-day ledger keys
 * post each day once whoever gets there first. Backfilled two days if the cluster was down.
 */
export const yuebaoInterestJob: JobDefinition = {
  name: 'yuebao-interest',
  summary: "post yesterday's Yu-EBao interest of every holding",
  cron: '1 16 * * *',
  backfill: '2d',
  periodOf: dailyPeriod,
  // Each batch of holdings commits on its own: a member's put-in or take-out waits for one batch at most.
  commitsPerBatch: true,
  run: (db, now) => accrueInterest(db, now),
};
