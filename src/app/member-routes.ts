import type { MemberPage } from '../features/member/member-pages';
import { lazyPage } from './lazy-page';

/** Member child pages built so far, each its own chunk; the others show the member placeholder. */
export const memberChildRoutes: Partial<Record<MemberPage, ReturnType<typeof lazyPage>>> = {
  Transfer: lazyPage(() => import('../features/wallet/transfer-page')),
  Transaction: lazyPage(() => import('../features/wallet/transaction-page')),
  Withdraw: lazyPage(() => import('../features/withdraw/withdraw-page')),
  // (new member pages: one line each, below)
  Vip: lazyPage(() => import('../features/vip/vip-page')),
  RebateList: lazyPage(() => import('../features/rebate-rates/rebate-list-page')),
  Collect: lazyPage(() => import('../features/collect/collect-page')),
  AgentGuide: lazyPage(() => import('../features/agent/agent-guide-page')),
  AgentApply: lazyPage(() => import('../features/agent/agent-apply-page')),
  Team: lazyPage(() => import('../features/team/team-page')),
  SiteMail: lazyPage(() => import('../features/site-mail/site-mail-page')),
  Suggestion: lazyPage(() => import('../features/feedback/suggestion-page')),
  Deposit: lazyPage(() => import('../features/deposit/deposit-page')),
  BankCard: lazyPage(() => import('../features/bank-cards/bank-card-page')),
  DailyBonus: lazyPage(() => import('../features/daily-bonus/daily-bonus-page')),
  DailyBonusLog: lazyPage(() => import('../features/daily-bonus/daily-bonus-log-page')),
  MemberInfo: lazyPage(() => import('../features/profile/member-info-page')),
};
