import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import type { CreditedBonus } from '../money/live-notes.ts';
import { creditedDepositsCents, ladderLevelFor, loadLadder, raiseMember } from './vip-ladder.ts';

/**
 * Raises a member whose credited deposits now reach a higher level, in the caller's transaction (a
 * deposit approval), so the level and its bonus arrive with the money rather than with the next
 * `vip-upgrades` run. The unlocked look only spares the common case the member's row lock:
 * `raiseMember` decides again under that lock, so a concurrent raise pays once. Returns the levels
 * gained and the upgrade bonuses paid.
 */
export async function raiseIfReached(tx: Db, memberId: number, now: Date): Promise<{ levels: number; bonuses: CreditedBonus[] }> {
  const none = { levels: 0, bonuses: [] };
  const [member] = await tx.select({ level: members.level }).from(members).where(eq(members.id, memberId));
  if (!member) return none;
  const ladder = await loadLadder(tx);
  if (ladderLevelFor(ladder, await creditedDepositsCents(tx, memberId)) <= member.level) return none;
  return raiseMember(tx, ladder, memberId, now);
}
