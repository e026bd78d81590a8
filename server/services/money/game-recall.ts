import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import { transact } from '../../db/transact.ts';
import { balanceOf, move, providerWalletOf, refuseReplayed, walletOf } from './ledger.ts';

/** What a recall did: `recalledCents` 0 when auto-transfer is off or the game wallet was empty. */
export interface GameRecall {
  autoTransfer: boolean;
  recalledCents: number;
}

/**
 * A closed game's wallet back into the centre wallet, when the member's auto-transfer is on (the
 * same switch that moved the centre balance in at launch). The whole game wallet moves in one
 * ledger transaction, keyed by the member's own act (the lobby makes the key when the game is
 * opened), so a repeated close or a retry moves it once. Moving money out of a game stays open
 * during a time-out or self-exclusion, so no stop is read here. A bet settling between the read
 * and the move makes the game wallet go below zero, which refuses the recall as a whole
 * (insufficient_balance); the next close or a manual recall takes what is left.
 */
export function recallGameWallet(db: Db, input: { memberId: number; apiCode: string; idempotencyKey: string | undefined }): Promise<GameRecall> {
  const { memberId, apiCode } = input;
  return transact(db, async (tx) => {
    // Under the member's row lock: two closes of the same game (two tabs, a retry with a new key)
    // take turns, and the second reads the wallet the first emptied instead of failing on it.
    const [settings] = await tx.select({ on: members.autoTransfer }).from(members).where(eq(members.id, memberId)).for('update');
    const autoTransfer = settings?.on ?? false;
    if (!autoTransfer) return { autoTransfer, recalledCents: 0 };
    const cents = await balanceOf(tx, providerWalletOf(memberId, apiCode));
    if (cents <= 0) return { autoTransfer, recalledCents: 0 };
    refuseReplayed(
      await move(tx, { kind: 'transfer', memberId, from: providerWalletOf(memberId, apiCode), to: walletOf(memberId), amountCents: cents, note: `auto out ${apiCode}`, idempotencyKey: input.idempotencyKey }),
    );
    return { autoTransfer, recalledCents: cents };
  });
}
