import { amountToCents } from '../../../domain/contracts/money';
import { toCentsOrNull } from '../../../domain/money/money';

/**
 * True when an amount the shared rule accepted is within what a bank account or channel takes
 * (its `min` and `max`, inclusive); the server checks the same and says so in its message.
 */
export function inRange(money: string, limits: { min: string; max: string }): boolean {
  const cents = amountToCents(money.trim());
  const min = toCentsOrNull(limits.min);
  const max = toCentsOrNull(limits.max);
  return min !== null && max !== null && cents >= min && cents <= max;
}
