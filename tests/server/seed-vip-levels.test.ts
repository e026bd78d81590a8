// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { members } from '../../server/db/schema/index.ts';
import { creditedDepositsCents, ladderLevelFor, loadLadder } from '../../server/services/member/vip-ladder.ts';
import { startWithDemo } from './test-app.ts';

const { t, demo } = await startWithDemo();
afterAll(() => t.close());
const db = t.database.db;

describe('the seeded members and the VIP ladder', () => {
  it('gives every seeded member the level its approved deposits reach', async () => {
    const ladder = await loadLadder(db);
    const seeded = await db.select({ id: members.id, name: members.name, level: members.level }).from(members);
    expect(seeded.length).toBeGreaterThan(1);
    const stored = Object.fromEntries(seeded.map((m) => [m.name, m.level]));
    const byRule = Object.fromEntries(await Promise.all(seeded.map(async (m) => [m.name, ladderLevelFor(ladder, await creditedDepositsCents(db, m.id))] as const)));
    expect(stored).toEqual(byRule);
  });

  it('shows demo01 as VIP3 with its 5,000.00 of deposits, the threshold of VIP3', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/member/vips', headers: { authorization: `Bearer ${demo.access_token}` } });
    expect(res.json().member).toEqual({ level: 3, deposited: '5000.00', next_level: 4, next_min_deposit: '20000.00', needed: '15000.00' });
  });
});

describe('the ladder rule', () => {
  const ladder = [
    { level: 1, minDepositCents: 0 },
    { level: 2, minDepositCents: 100_000 },
    { level: 3, minDepositCents: 500_000 },
  ];
  it.each([
    [0, 1],
    [99_999, 1],
    [100_000, 2],
    [499_999, 2],
    [500_000, 3],
    [9_999_999, 3],
  ])('%i cents of deposits reach level %i', (cents, level) => {
    expect(ladderLevelFor(ladder, cents)).toBe(level);
  });
});
