import { and, desc, eq } from 'drizzle-orm';
import type { Lang } from '../../../domain/contracts/lang.ts';
import type { ActApplication } from '../../../domain/contracts/replies/promotions.ts';
import type { Db } from '../../db/client.ts';
import { transact } from '../../db/transact.ts';
import { refuseIfStopped } from '../member/responsible-play/stop-guard.ts';
import { actApplications, activities, acts } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { balanceOf, house, move, walletOf } from '../money/ledger.ts';
import { fromCents } from '../money/money.ts';
import { localName } from './localized.ts';
import type { ActRow } from './promotions.ts';

/** An application just made, with the member's wallet after it. */
export interface AppliedAct {
  application: ActApplication;
  balanceCents: number;
}

/**
 * Applies a member for an open act in one transaction: an 'auto' act is approved and its bonus paid
 * through the ledger at once, a 'review' act waits for staff. A second or concurrent application
 * changes nothing (409).
 */
export function applyForAct(db: Db, act: ActRow, memberId: number, now: Date): Promise<AppliedAct> {
  const auto = act.approval === 'auto';
  return transact(db, async (tx) => {
    // A stopped member applies for nothing, even a promotion an operator reviews (stop-guard.ts).
    await refuseIfStopped(tx, memberId, now);
    // The unique (act, member) pair makes a second or concurrent application change nothing.
    const [row] = await tx
      .insert(actApplications)
      .values({ actId: act.id, memberId, status: auto ? 'approved' : 'pending', bonusCents: auto ? act.bonusCents : 0, createdAt: now, decidedAt: auto ? now : null })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError(409, 'act_already_applied');
    let balance: number;
    if (auto && act.bonusCents > 0) {
      const paid = await move(tx, {
        kind: 'bonus',
        memberId,
        from: house('bonuses'),
        to: walletOf(memberId),
        amountCents: act.bonusCents,
        ref: `act_application:${row.id}`,
        idempotencyKey: `act:${act.id}:${memberId}`,
      });
      await tx.update(actApplications).set({ ledgerTransactionId: paid.transactionId }).where(eq(actApplications.id, row.id));
      balance = paid.balancesAfter[1]!;
    } else {
      balance = await balanceOf(tx, walletOf(memberId));
    }
    const application: ActApplication = {
      id: row.id,
      act_id: act.id,
      activity_id: act.activity_id,
      title: act.title,
      status: row.status,
      bonus: fromCents(row.bonusCents),
      created_at: row.createdAt.toISOString(),
    };
    return { application, balanceCents: balance };
  });
}

/** A member's applications, newest first, of one act or all. */
export async function listApplications(db: Db, memberId: number, actId: number | undefined, lang: Lang): Promise<ActApplication[]> {
  const rows = await db
    .select({ app: actApplications, activityId: acts.activityId, title: activities.title })
    .from(actApplications)
    .innerJoin(acts, eq(acts.id, actApplications.actId))
    .innerJoin(activities, eq(activities.id, acts.activityId))
    .where(and(eq(actApplications.memberId, memberId), actId === undefined ? undefined : eq(actApplications.actId, actId)))
    .orderBy(desc(actApplications.id));
  return rows.map(({ app: a, activityId, title }) => ({
    id: a.id,
    act_id: a.actId,
    activity_id: activityId,
    title: localName(title, lang),
    status: a.status,
    bonus: fromCents(a.bonusCents),
    created_at: a.createdAt.toISOString(),
  }));
}
