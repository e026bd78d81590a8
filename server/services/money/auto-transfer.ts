import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../errors.ts';
import { balanceOf, move, providerWalletOf, walletOf } from './ledger.ts';
import { refuseIfStopped } from '../member/responsible-play/stop-guard.ts';

/**
 * With auto-transfer on (`game/change_trans`), opening a game moves the whole centre balance into
 * that provider's wallet first, so the member plays with it at once. The balance read is not
 * locked: when a concurrent movement spends part of it first, the move is refused as a whole and
 * the game opens without it rather than failing.
 */
export async function autoTransferInto(db: Db, memberId: number, apiCode: string, now: Date): Promise<void> {
  const [settings] = await db.select({ on: members.autoTransfer }).from(members).where(eq(members.id, memberId));
  if (!settings?.on) return;
  await transact(db, async (tx) => {
    // A transfer into a game: refused (not skipped) during a time-out or self-exclusion, and so is
    // the launch; read under the member's row lock in this transaction, so no stop overtakes it.
    await refuseIfStopped(tx, memberId, now);
    const centre = await balanceOf(tx, walletOf(memberId));
    if (centre <= 0) return;
    try {
      // In a savepoint (postTransaction): a refusal leaves this transaction usable.
      await move(tx, { kind: 'transfer', memberId, from: walletOf(memberId), to: providerWalletOf(memberId, apiCode), amountCents: centre, note: `auto in ${apiCode}` });
    } catch (error) {
      if (!(error instanceof AppError && error.key === 'insufficient_balance')) throw error;
    }
  });
}
