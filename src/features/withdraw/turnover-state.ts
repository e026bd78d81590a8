import type { WithdrawInfo } from '../../../domain/contracts/replies/withdrawals';

/**
 * Where the member stands with the withdrawal rules: nothing deposited, everything met, bets still owed
 * on the deposits, or the first-deposit bonus (and its winnings) still locked by its own requirement.
 */
export type TurnoverState = 'none' | 'met' | 'needed' | 'bonus';

/** No deposit means no rule to meet, although the server also reports it as met (0 of 0). */
export function turnoverState({ turnover, bonus }: Pick<WithdrawInfo, 'turnover' | 'bonus'>): TurnoverState {
  if (bonus && !bonus.met) return 'bonus';
  if (!turnover.met) return 'needed';
  return Number(turnover.deposited) > 0 ? 'met' : 'none';
}
