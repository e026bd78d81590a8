import type { MemberPage } from '../features/member/member-pages';
import { lazyPage } from './lazy-page';

/** Member child pages built so far, each its own chunk; the others show the member placeholder. */
export const memberChildRoutes: Partial<Record<MemberPage, ReturnType<typeof lazyPage>>> = {
  Transfer: lazyPage(() => import('../features/wallet/transfer-page')),
  Transaction: lazyPage(() => import('../features/wallet/transaction-page')),
  Withdraw: lazyPage(() => import('../features/withdraw/withdraw-page')),
  // (new member pages: one line each, below)
  Deposit: lazyPage(() => import('../features/deposit/deposit-page')),
  BankCard: lazyPage(() => import('../features/bank-cards/bank-card-page')),
};
