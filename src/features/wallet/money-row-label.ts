import type { TFunction } from 'i18next';
import type { MoneyLogRow } from '../../../domain/contracts/replies/money';

/**
 * What a Transaction row says in its type column: a refused withdrawal's refund is not a withdrawal,
 * and a transfer names the game wallet it went to or came from (money leaving the centre wallet went
 * into the game wallet), and a bet's payout is a win. Bets name their wallet in a tag beside the kind instead.
 */
export function moneyRowLabel(row: MoneyLogRow, t: TFunction): string {
  if (row.refund) return t('records.refund');
  if (row.kind === 'transfer' && row.game_wallets.length > 0) {
    const wallet = row.game_wallets.join(t('records.walletJoin'));
    return t(row.money.startsWith('-') ? 'records.transferIn' : 'records.transferOut', { wallet });
  }
  // A settled bet writes its stake (minus) and its payout (plus) as two rows: the plus one is a win.
  if (row.kind === 'bet' && !row.money.startsWith('-')) return t('records.win');
  return t(`records.kinds.${row.kind}`);
}
