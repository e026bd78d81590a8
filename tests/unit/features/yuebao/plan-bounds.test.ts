import { describe, expect, it } from 'vitest';
import { boundsOf, largestAmount, poolShare } from '../../../../src/features/yuebao/plan-bounds';
import { testPlan } from './test-plan';

describe('plan bounds', () => {
  it('bounds a put-in by the plan, the room under the cap and in the pool, and the wallet', () => {
    const bounds = boundsOf(testPlan, 'in', '500.00');
    expect(bounds).toEqual({ direction: 'in', minCents: 1000, maxCents: 15000, availableCents: 50000, capRoomCents: 13950, poolRoomCents: 12000 });
    expect(largestAmount(bounds)).toBe(12000);
    expect(largestAmount(boundsOf(testPlan, 'in', '9.99'))).toBe(0);
    expect(largestAmount(boundsOf({ ...testPlan, pool_used: '1000.00' }, 'in', '500.00'))).toBe(0);
  });

  it('bounds a take-out by the holding', () => {
    const bounds = boundsOf(testPlan, 'out', null);
    expect(bounds).toMatchObject({ direction: 'out', availableCents: 6050 });
    expect(largestAmount(bounds)).toBe(6050);
  });

  it('says how much of the pool is taken, as a share of 100', () => {
    expect(poolShare(testPlan)).toBe(88);
    expect(poolShare({ ...testPlan, pool_used: '0.00' })).toBe(0);
    expect(poolShare({ ...testPlan, pool_used: '2000.00' })).toBe(100);
  });
});
