import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { firstDepositBonuses } from '../../db/schema/index.ts';

/** A member's first-deposit bonus against its own wagering requirement (README.md, "First-deposit bonus wagering"). */
export interface BonusWagering {
  bonusCents: number;
  /** (first deposit + bonus) × the multiple, fixed when the bonus was credited. */
  requiredCents: number;
  /** Stakes of the bets settled since, never past `requiredCents`. */
  wageredCents: number;
}

/**
 * Counts a settled bet's stake towards the member's bonus requirement, inside the bet's own database
 * transaction: one UPDATE adds to the counter where it stands (no read first), so concurrent bets each
 * count once; it stops at the requirement and touches nothing once that is met or without a bonus.
 */
export async function countBonusWagering(tx: Db, memberId: number, stakeCents: number): Promise<void> {
  if (stakeCents <= 0) return;
  await tx
    .update(firstDepositBonuses)
    .set({ wageredCents: sql`least(${firstDepositBonuses.requiredCents}, ${firstDepositBonuses.wageredCents} + ${stakeCents}::bigint)` })
    .where(and(eq(firstDepositBonuses.memberId, memberId), lt(firstDepositBonuses.wageredCents, firstDepositBonuses.requiredCents)));
}

/** The member's bonus and how far its requirement is wagered; null without a first-deposit bonus. */
export async function bonusWageringOf(db: Db, memberId: number): Promise<BonusWagering | null> {
  const [row] = await db
    .select({ bonusCents: firstDepositBonuses.bonusCents, requiredCents: firstDepositBonuses.requiredCents, wageredCents: firstDepositBonuses.wageredCents })
    .from(firstDepositBonuses)
    .where(eq(firstDepositBonuses.memberId, memberId));
  return row ?? null;
}

/** Valid betting still owed before the bonus unlocks; 0 when met or without a bonus. */
export const bonusLeftCents = (bonus: BonusWagering | null) => (bonus ? Math.max(0, bonus.requiredCents - bonus.wageredCents) : 0);
