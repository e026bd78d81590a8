import type { MemberPage } from '../features/member/member-pages';
import { lazyPage } from './lazy-page';

/** Member child pages built so far, each its own chunk; the others show the member placeholder. */
export const memberChildRoutes: Partial<Record<MemberPage, ReturnType<typeof lazyPage>>> = {
  Transfer: lazyPage(() => import('../features/wallet/transfer-page')),
  Transaction: lazyPage(() => import('../features/wallet/transaction-page')),
  // (new member pages: one line each, below)
};
