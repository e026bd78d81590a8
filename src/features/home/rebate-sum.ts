import type { RebateItem } from '../../../domain/contracts/replies/money';
import { sumMoney } from '../../../domain/money/money';

/** The amount of the home rebate notification (docs/product.md §4): the sum of fs_money, 2 decimals. */
export function rebateSum(items: readonly Pick<RebateItem, 'fs_money'>[]): string {
  return sumMoney(items.map((item) => item.fs_money));
}
