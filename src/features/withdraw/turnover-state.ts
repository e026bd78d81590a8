import type { WithdrawInfo } from '../../contracts/withdrawals-types';

/** Where the member stands with the turnover rule: nothing deposited, the deposits matched by valid bets, or bets still owed. */
export type TurnoverState = 'none' | 'met' | 'needed';

/** No deposit means no rule to meet, although the server also reports it as met (0 of 0). */
export function turnoverState(turnover: WithdrawInfo['turnover']): TurnoverState {
  if (!turnover.met) return 'needed';
  return Number(turnover.deposited) > 0 ? 'met' : 'none';
}
