import type { Db } from '../client.ts';
import { yuebaoPlans, type Localized } from '../schema/index.ts';
import { toCents } from '../../services/money/money.ts';

interface PlanSeed {
  name: Localized;
  /** Parts per million a day: 80 is 0.008 % a day, 2.92 % a year. */
  dailyRatePpm: number;
  termDays: number;
  min: string;
  max: string;
  pool: string;
  memberCap: string;
}

const plans: readonly PlanSeed[] = [
  { name: { zh_cn: '活期宝', zh_hk: '活期寶', en: 'Flexible saver' }, dailyRatePpm: 80, termDays: 0, min: '10.00', max: '50000.00', pool: '1000000.00', memberCap: '100000.00' },
  { name: { zh_cn: '7天定期', zh_hk: '7天定期', en: '7-day term' }, dailyRatePpm: 150, termDays: 7, min: '100.00', max: '100000.00', pool: '2000000.00', memberCap: '200000.00' },
  { name: { zh_cn: '30天定期', zh_hk: '30天定期', en: '30-day term' }, dailyRatePpm: 250, termDays: 30, min: '500.00', max: '200000.00', pool: '5000000.00', memberCap: '300000.00' },
];

/** Three plans: one flexible, two fixed-term at higher rates. */
export async function seedYuebao(db: Db): Promise<void> {
  await db.insert(yuebaoPlans).values(
    plans.map((p, i) => ({
      name: p.name,
      dailyRatePpm: p.dailyRatePpm,
      termDays: p.termDays,
      minCents: toCents(p.min),
      maxCents: toCents(p.max),
      poolCents: toCents(p.pool),
      memberCapCents: toCents(p.memberCap),
      sort: i + 1,
    })),
  );
}
