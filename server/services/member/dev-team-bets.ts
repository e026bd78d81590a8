import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { settleBet } from '../money/demo-bets.ts';
import { move, providerWalletOf, walletOf } from '../money/ledger.ts';

/** The demo provider the seeded team plays at too. */
const DEV_PROVIDER = 'rl_slot_starforge';

/**
 * A bet of a member settled at `at` (the dev endpoint `POST /dev/team/bets`, for the team
 * figures of end-to-end tests): the stake moves from their centre wallet to the demo provider's,
 * then the bet is settled with its payout; its id.
 */
export async function settleDevBet(db: Db, bet: { memberId: number; stakeCents: number; payoutCents: number; at: Date }): Promise<number> {
  const { memberId, stakeCents, payoutCents, at } = bet;
  await move(db, { kind: 'transfer', memberId, from: walletOf(memberId), to: providerWalletOf(memberId, DEV_PROVIDER), amountCents: stakeCents, note: `in ${DEV_PROVIDER}` });
  const settled = await settleBet(db, { memberId, apiName: DEV_PROVIDER, gameCode: null, sessionId: null, stakeCents, payoutCents, betKey: `dev:${randomBytes(12).toString('hex')}` }, at);
  return settled.id;
}
