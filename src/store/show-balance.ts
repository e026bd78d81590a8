import { balanceFields, type VersionedMoney } from './balance-rule';
import { appStore } from './app-store';

/** Shows the centre balance and total a money call answered with, unless a newer one is already shown (store/balance-rule.ts). */
export function showBalance(money: VersionedMoney): void {
  appStore.getState().setBalance(balanceFields(money));
}
