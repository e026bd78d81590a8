import { and, asc, eq, gte, isNull, lte, ne, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activities, firstDepositBonuses, firstDepositOffers, recharges } from '../../db/schema/index.ts';
import type { FirstDepositStanding } from '../../../domain/contracts/replies/promotions.ts';
import { FIRST_DEPOSIT_BONUS_WAGER_TIMES } from '../../../domain/contracts/first-deposit-wagering.ts';
import { bonusLeftCents } from './first-deposit-wagering.ts';
import { house, move, walletOf } from './ledger.ts';
import { recordBonusNote, type CreditedBonus } from './live-notes.ts';
import { fromCents } from './money.ts';

type Recharge = Pick<typeof recharges.$inferSelect, 'id' | 'memberId' | 'amountCents'>;

/** The ledger's key of a member's one first-deposit bonus. */
export const firstDepositBonusKey = (memberId: number) => `first-deposit-bonus:${memberId}`;

/**
 * Credits the first-deposit bonus of an approved recharge, in the approval's database transaction:
 * the percent of the running 'automatic' offer, capped, when the recharge is the member's first
 * approved one and at least the offer's minimum. One INSERT … SELECT decides and claims it, so a
 * second deposit or a concurrent approval (the member's primary key) inserts nothing and pays nothing.
 * Returns the wallet balance after the bonus and the bonus (named by its activity), or null when none was due.
 */
export async function creditFirstDepositBonus(tx: Db, recharge: Recharge, now: Date): Promise<{ balanceCents: number; bonus: CreditedBonus } | null> {
  const earlier = tx
    .select({ id: recharges.id })
    .from(recharges)
    .where(and(eq(recharges.memberId, recharge.memberId), eq(recharges.status, 'approved'), ne(recharges.id, recharge.id)));
  // Whole cents, rounded down; a bonus that rounds to nothing is not claimed (filter below).
  const bonus = sql`least(${firstDepositOffers.capCents}, (${recharge.amountCents}::bigint * ${firstDepositOffers.percent}) / 100)`;
  const [claimed] = await tx
    .insert(firstDepositBonuses)
    .select(
      tx
        .select({
          memberId: sql<number>`${recharge.memberId}::int`.as('member_id'),
          activityId: sql<number>`${firstDepositOffers.activityId}`.as('activity_id'),
          rechargeId: sql<number>`${recharge.id}::int`.as('recharge_id'),
          bonusCents: sql<number>`${bonus}`.as('bonus_cents'),
          ledgerTransactionId: sql<number | null>`null::bigint`.as('ledger_transaction_id'),
          // The bonus's own wagering requirement, fixed now: (deposit + bonus) × the shared multiple.
          requiredCents: sql<number>`(${recharge.amountCents}::bigint + ${bonus}) * ${FIRST_DEPOSIT_BONUS_WAGER_TIMES}::int`.as('required_cents'),
          wageredCents: sql<number>`0::bigint`.as('wagered_cents'),
          createdAt: sql<Date>`${now.toISOString()}::timestamptz`.as('created_at'),
        })
        .from(firstDepositOffers)
        .innerJoin(activities, eq(activities.id, firstDepositOffers.activityId))
        .where(
          and(
            eq(firstDepositOffers.enabled, true),
            eq(activities.kind, 'automatic'),
            or(isNull(activities.startsAt), lte(activities.startsAt, now)),
            or(isNull(activities.endsAt), gte(activities.endsAt, now)),
            lte(firstDepositOffers.minDepositCents, recharge.amountCents),
            sql`(${recharge.amountCents}::bigint * ${firstDepositOffers.percent}) / 100 > 0`,
            notExists(earlier),
          ),
        )
        .orderBy(asc(firstDepositOffers.activityId))
        .limit(1),
    )
    .onConflictDoNothing()
    .returning({ bonusCents: firstDepositBonuses.bonusCents, activityId: firstDepositBonuses.activityId });
  if (!claimed) return null;
  const paid = await move(tx, {
    kind: 'bonus',
    memberId: recharge.memberId,
    from: house('bonuses'),
    to: walletOf(recharge.memberId),
    amountCents: claimed.bonusCents,
    ref: `activity:${claimed.activityId}`,
    note: `first deposit bonus for recharge ${recharge.id}`,
    idempotencyKey: firstDepositBonusKey(recharge.memberId),
  });
  await tx.update(firstDepositBonuses).set({ ledgerTransactionId: paid.transactionId }).where(eq(firstDepositBonuses.memberId, recharge.memberId));
  const [activity] = await tx.select({ title: activities.title }).from(activities).where(eq(activities.id, claimed.activityId));
  const credited = { name: activity!.title, amountCents: claimed.bonusCents };
  await recordBonusNote(tx, recharge.memberId, credited, now);
  return { balanceCents: paid.balancesAfter[1]!, bonus: credited };
}

/** 'credited' with the bonus paid and its wagering, 'spent' when an approved deposit earned none, else 'waiting'. */
export async function firstDepositStanding(db: Db, memberId: number): Promise<FirstDepositStanding> {
  const [paid] = await db.select().from(firstDepositBonuses).where(eq(firstDepositBonuses.memberId, memberId));
  if (paid) {
    const left = bonusLeftCents(paid);
    const wagering = { required: fromCents(paid.requiredCents), wagered: fromCents(paid.wageredCents), still_needed: fromCents(left), met: left === 0 };
    return { state: 'credited', bonus: fromCents(paid.bonusCents), credited_at: paid.createdAt.toISOString(), wagering };
  }
  const [deposited] = await db
    .select({ id: recharges.id })
    .from(recharges)
    .where(and(eq(recharges.memberId, memberId), eq(recharges.status, 'approved')))
    .limit(1);
  return { state: deposited ? 'spent' : 'waiting', bonus: null, credited_at: null, wagering: null };
}
