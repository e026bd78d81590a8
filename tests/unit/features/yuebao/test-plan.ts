import type { YuebaoPlan } from '../../../../domain/contracts/replies/yuebao';

/** A plan with room under its cap (139.50) and in its pool (120.00), and a holding of 60.50. */
export const testPlan: YuebaoPlan = {
  id: 4,
  name: 'Test plan',
  daily_rate_ppm: 80,
  daily_rate: '0.0080',
  annual_rate: '2.92',
  term_days: 0,
  min: '10.00',
  max: '150.00',
  pool: '1000.00',
  pool_used: '880.00',
  member_cap: '200.00',
  holding: '60.50',
  interest: '0.50',
  locked_until: null,
  enabled: true,
};
