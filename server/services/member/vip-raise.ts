import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import { creditedDepositsCents, ladderLevelFor, loadLadder, raiseMember } from './vip-ladder.ts';

/**
 * Raises a member whose credited deposits now reach a higher level, in the caller's transaction (a
 * deposit approval), so the level and its bonus arrive with the money rather than with the next
 * `vip-upgrades` run. The unlocked look only spares the common case the member's row lock:
 * `raiseMember` decides again under that lock, so a concurrent raise pays once. Returns the levels gained.
 */
export async function raiseIfReached(tx: Db, memberId: number): Promise<number> {
  const [member] = await tx.select({ level: members.level }).from(members).where(eq(members.id, memberId));
  if (!member) return 0;
  const ladder = await loadLadder(tx);
  if (ladderLevelFor(ladder, await creditedDepositsCents(tx, memberId)) <= member.level) return 0;
  return raiseMember(tx, ladder, memberId);
}
