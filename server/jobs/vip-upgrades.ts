import { raiseLevels } from '../services/member/vip-ladder.ts';
import { slotPeriod, type JobDefinition } from './job.ts';

/**
 * VIP upgrades: members whose credited deposits reach a higher level are raised and paid that
 * level's upgrade bonus ("your upgrade will follow shortly", the VIP page says), every 5 minutes.
 */
export const vipUpgradesJob: JobDefinition = {
  name: 'vip-upgrades',
  summary: 'raise members whose approved deposits reach a higher VIP level (and pay its bonus)',
  cron: '*/5 * * * *',
  periodOf: slotPeriod(5),
  run: (tx) => raiseLevels(tx),
};
