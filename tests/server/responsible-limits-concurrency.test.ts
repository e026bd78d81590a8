// @vitest-environment node
import { and, eq, inArray, sum } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { recharges } from '../../server/db/schema/index.ts';
import { memberCalls, paymentIds } from './deposit-helpers.ts';
import { ledgerMovesOf, newMember, startTestApp, type Token } from './test-app.ts';

/**
 * A burst of deposits against a deposit limit, all at once: on PostgreSQL (DATABASE_URL, a pool of
 * connections) they really run side by side, so only the member's row lock keeps them counting
 * each other. Run on both databases.
 */
const t = await startTestApp();
afterAll(() => t.close());
const { post } = memberCalls(t.app);
const ids = await paymentIds(t.app, (await newMember(t)).token);
const BURST = 200;

/** Cents of a member's deposits that count against a limit: approved or pending. */
async function countedCents(memberId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ total: sum(recharges.amountCents) })
    .from(recharges)
    .where(and(eq(recharges.memberId, memberId), inArray(recharges.status, ['approved', 'pending'])));
  return Number(row?.total ?? 0);
}

async function limited(day: string): Promise<{ id: number; token: Token }> {
  const m = await newMember(t);
  expect((await post('/member/limits', m.token, { deposit_day: day })).status).toBe(200);
  return m;
}

describe(`a burst of ${BURST} deposits against a deposit limit`, () => {
  it('lets exactly as many bank transfers through as the limit allows, the rest refused with deposit_limit', async () => {
    const m = await limited('250');
    const replies = await Promise.all(
      Array.from({ length: BURST }, () => post<{ code?: string }>('/recharge/normal?lang=en', m.token, { payment_id: ids.icbc, money: '100', payer_name: 'Li Lei' })),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(replies.filter((r) => r.status === 403 && r.body.code === 'deposit_limit')).toHaveLength(BURST - 2);
    expect(await countedCents(m.id)).toBe(20_000);
    expect(await ledgerMovesOf(t, m.id)).toBe(0);
  });

  it('holds bank transfers and online orders opened at the same time to one limit', async () => {
    const m = await limited('250');
    const replies = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        i % 2 === 0
          ? post<{ code?: string }>('/recharge/normal?lang=en', m.token, { payment_id: ids.icbc, money: '100', payer_name: 'Li Lei' })
          : post<{ code?: string }>('/recharge/online?lang=en', m.token, { payment_id: ids.netBank, money: '100' }),
      ),
    );
    // An online order supersedes the member's open one, so more than two may succeed; never more counted.
    const refused = replies.filter((r) => r.status !== 200);
    expect(refused.every((r) => r.status === 403 && r.body.code === 'deposit_limit')).toBe(true);
    expect(await countedCents(m.id)).toBe(20_000);
  });
});
