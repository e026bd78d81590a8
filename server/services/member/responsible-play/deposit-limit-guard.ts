import { eq } from 'drizzle-orm';
import { LIMIT_FIELDS } from '../../../../domain/contracts/responsible-play-types.ts';
import type { DepositLimitRefusal } from '../../../../domain/contracts/replies/responsible-play.ts';
import type { Db } from '../../../db/client.ts';
import { members } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';
import { fromCents } from '../../money/money.ts';
import { readLimits } from './limits.ts';
import { depositUsage, type UsageOptions } from './limit-usage.ts';

export interface DepositAttempt extends UsageOptions {
  memberId: number;
  cents: number;
  now: Date;
}

/** The member's row, FOR UPDATE: every deposit of the member and every change of their limits take it first. */
export async function lockMemberForLimits(tx: Db, memberId: number): Promise<void> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
}

/**
 * Refuses (HTTP 403, DepositLimitRefusal) a deposit that would take any rolling period over the
 * member's limit for it: the lowest room left applies. Called inside the transaction that creates
 * the deposit, so the deposits counted and the one added commit together; the member's row lock
 * makes concurrent deposits of one member count each other (200 at once never pass a limit).
 */
export async function refuseOverDepositLimit(tx: Db, attempt: DepositAttempt): Promise<void> {
  const { memberId, cents, now } = attempt;
  await lockMemberForLimits(tx, memberId);
  const { limits } = await readLimits(tx, memberId, now);
  if (LIMIT_FIELDS.every((field) => limits[field] === null)) return;
  const used = await depositUsage(tx, memberId, now, attempt);
  const left: DepositLimitRefusal['left'] = {};
  let leastLeft = Number.POSITIVE_INFINITY;
  for (const field of LIMIT_FIELDS) {
    const limit = limits[field];
    if (limit === null) continue;
    const room = Math.max(0, limit - used[field]);
    left[field] = fromCents(room);
    leastLeft = Math.min(leastLeft, room);
  }
  if (cents <= leastLeft) return;
  const fields: Omit<DepositLimitRefusal, 'message'> = { code: 'deposit_limit', left };
  const key = leastLeft === 0 ? 'deposit_limit_reached' : 'deposit_limit_left';
  throw new AppError(403, key, { amount: fromCents(leastLeft) }, {}, fields);
}
