import { raiseLevels } from '../services/member/vip-ladder.ts';
import { slotPeriod, type JobDefinition } from './job.ts';

/**
 * VIP upgrades, the backstop: a deposit's approval raises its member at once (services/member/vip-raise.ts);
 * this raises, every 5 minutes, members whose deposits reach a level another way (an operator lowered
 * a threshold), with that level's upgrade bonus ("your upgrade will follow shortly", the VIP page says).
 */
export const vipUpgradesJob: JobDefinition = {
  name: 'vip-upgrades',
  summary: 'raise members whose approved deposits reach a higher VIP level (and pay its bonus)',
  cron: '*/5 * * * *',
  periodOf: slotPeriod(5),
  run: (tx, now) => raiseLevels(tx, now),
};
