import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gameProviders, rebates } from '../../db/schema/index.ts';
import { transact } from '../../db/transact.ts';
import { refuseIfStopped } from '../member/responsible-play/stop-guard.ts';
import { balanceOf, house, move, refuseReplayed, walletOf } from './ledger.ts';

/** A member's rebates still waiting to be collected, oldest first, with their provider's title. */
export function waitingRebates(db: Db, memberId: number): Promise<{ id: number; apiName: string; title: string; amountCents: number }[]> {
  return db
    .select({ id: rebates.id, apiName: rebates.apiName, title: gameProviders.title, amountCents: rebates.amountCents })
    .from(rebates)
    .innerJoin(gameProviders, eq(gameProviders.apiName, rebates.apiName))
    .where(and(eq(rebates.memberId, memberId), isNull(rebates.collectedAt)))
    .orderBy(asc(rebates.createdAt), asc(rebates.id));
}

/**
 * Collects the member's waiting rebates created up to `until` and credits their sum to the centre
 * wallet. Marking the rows collected and crediting happen in one transaction: the update only
 * takes rows still waiting, so a concurrent collect finds none of them and credits nothing.
 * `count` 0: nothing was waiting (`walletCents` is then the balance as it is).
 */
export function collectRebates(
  db: Db,
  input: { memberId: number; until: Date; now: Date; idempotencyKey: string | undefined },
): Promise<{ totalCents: number; count: number; walletCents: number }> {
  const { memberId: id, until, now } = input;
  return transact(db, async (tx) => {
    // A stopped member's rebates wait for the stop's end (stop-guard.ts).
    await refuseIfStopped(tx, id, now);
    const taken = await tx
      .update(rebates)
      .set({ collectedAt: now })
      .where(and(eq(rebates.memberId, id), isNull(rebates.collectedAt), lte(rebates.createdAt, until)))
      .returning({ id: rebates.id, amountCents: rebates.amountCents });
    const totalCents = taken.reduce((sum, r) => sum + r.amountCents, 0);
    if (totalCents === 0) return { totalCents, count: 0, walletCents: await balanceOf(tx, walletOf(id)) };
    const ids = taken.map((r) => r.id).sort((a, b) => a - b);
    const paid = await move(tx, {
      kind: 'rebate',
      memberId: id,
      from: house('rebates'),
      to: walletOf(id),
      amountCents: totalCents,
      ref: `rebates:${ids.join(',')}`.slice(0, 500),
      idempotencyKey: input.idempotencyKey,
    });
    // A replay would leave the rows just taken marked collected with nothing paid: refused, rolled back.
    refuseReplayed(paid);
    return { totalCents, count: taken.length, walletCents: paid.balancesAfter[1]! };
  });
}
