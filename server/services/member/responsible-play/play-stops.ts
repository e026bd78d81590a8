import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { members } from '../../../db/schema/index.ts';
import { transact } from '../../../db/transact.ts';
import { AppError } from '../../../errors.ts';
import { loginSucceeded, takeLoginPairTry } from '../../accounts/login-guard.ts';
import { storedHashes } from '../../accounts/password-changes.ts';
import { verifySecret } from '../../accounts/passwords.ts';
import { endAllSessions } from '../../accounts/tokens.ts';
import { stopEndAt, type StopKind } from '../../../../domain/play-stops/stop-end.ts';
import { recordExcludedPerson } from './excluded-persons.ts';
import { serverClockText } from '../../../../domain/time/operator-time.ts';

export type { StopKind };

export interface StopRequest {
  kind: StopKind;
  /** Days of a time-out, months of a self-exclusion (already within the contract's bounds). */
  length: number;
  memberId: number;
  memberName: string;
  password: string;
  /** The caller's address: a wrong password counts for this name and address as a wrong login does. */
  address: string;
  /** The lobby's device id (domain/contracts/device-id.ts): a self-exclusion covers that browser too. */
  device?: string;
  now: Date;
}

const column = (kind: StopKind) => (kind === 'time_out' ? members.timeOutUntil : members.excludedUntil);

/**
 * Starts (or lengthens) the member's time-out or self-exclusion after checking the login password
 * (a wrong one counts toward the login guard, so a borrowed session cannot guess it). Under the
 * member's row lock: a running stop is never shortened; the end is written and every token of the
 * member is ended in the same transaction (their credential version goes up, services/accounts/tokens.ts) (migration 0032 then tells each open stream `logout`).
 * A self-exclusion also records who the person is (excluded-persons.ts), in that transaction.
 * Returns the end.
 */
export async function startStop(db: Db, request: StopRequest): Promise<Date> {
  const { kind, memberId, now } = request;
  const ticket = await takeLoginPairTry(db, request.memberName, request.address, now);
  const stored = await storedHashes(db, memberId);
  // A wrong password stays counted.
  if (!(await verifySecret(request.password, stored.password))) throw new AppError(422, 'stop_password_wrong');
  await loginSucceeded(db, ticket);
  const until = stopEndAt(kind, request.length, now);
  await transact(db, async (tx) => {
    const [row] = await tx.select({ until: column(kind) }).from(members).where(eq(members.id, memberId)).for('update');
    if (!row) throw new AppError(401, 'unauthenticated');
    if (row.until && row.until > until) {
      throw new AppError(409, kind === 'time_out' ? 'time_out_shorter' : 'self_exclude_shorter', { until: serverClockText(row.until) }, {}, { until: row.until.toISOString() });
    }
    await tx.update(members).set(kind === 'time_out' ? { timeOutUntil: until } : { excludedUntil: until }).where(eq(members.id, memberId));
    await endAllSessions(tx, memberId, now);
    // The exclusion covers the person: who they are is recorded with it (README "Time-out and self-exclusion").
    if (kind === 'self_exclusion') await recordExcludedPerson(tx, memberId, request.device, now);
  });
  return until;
}
