import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { members, playStopLifts } from '../../../db/schema/index.ts';
import { transact } from '../../../db/transact.ts';
import { AppError } from '../../../errors.ts';
import type { StopKind } from './play-stops.ts';

/** The shortest reason an operator may give (migration 0034's CHECK says the same). */
export const LIFT_REASON_MIN = 10;

export interface LiftRequest {
  memberName: string;
  reason: string;
  operator: string;
  now: Date;
}

export interface LiftedStop {
  kind: StopKind;
  wasUntil: Date;
}

/**
 * An operator lifts a member's running stops early: each is kept in play_stop_lifts with the reason
 * and the operator, and its column cleared, in one transaction under the member's row lock. The
 * only way a stop ends early (no endpoint does it). Refused (409) when none is running.
 */
export async function liftStops(db: Db, request: LiftRequest): Promise<LiftedStop[]> {
  const reason = request.reason.trim();
  if (reason.length < LIFT_REASON_MIN) throw new RangeError(`a lift needs a reason of at least ${LIFT_REASON_MIN} characters`);
  return transact(db, async (tx) => {
    const [row] = await tx
      .select({ id: members.id, timeOut: members.timeOutUntil, excluded: members.excludedUntil })
      .from(members)
      .where(eq(members.name, request.memberName))
      .for('update');
    if (!row) throw new AppError(404, 'mail_member_not_found');
    const lifted: LiftedStop[] = [];
    if (row.timeOut && row.timeOut > request.now) lifted.push({ kind: 'time_out', wasUntil: row.timeOut });
    if (row.excluded && row.excluded > request.now) lifted.push({ kind: 'self_exclusion', wasUntil: row.excluded });
    if (lifted.length === 0) throw new AppError(409, 'stop_none', { name: request.memberName });
    await tx
      .insert(playStopLifts)
      .values(lifted.map((l) => ({ memberId: row.id, kind: l.kind, wasUntil: l.wasUntil, reason, operator: request.operator, liftedAt: request.now })));
    const cleared = Object.fromEntries(lifted.map((l) => [l.kind === 'time_out' ? 'timeOutUntil' : 'excludedUntil', null]));
    await tx.update(members).set(cleared).where(eq(members.id, row.id));
    return lifted;
  });
}
