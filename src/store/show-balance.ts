import type { VersionedMoney } from './balance-rule';
import { appStore } from './app-store';

/** Shows the centre balance a money call answered with, unless a newer one is already shown (store/balance-rule.ts). */
export function showBalance(money: VersionedMoney): void {
  appStore.getState().setBalance({ money: money.money, balance_version: money.balance_version });
}
