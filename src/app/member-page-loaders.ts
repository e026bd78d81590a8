import type { MemberPage } from '../features/member/member-pages';
import type { PageModule } from './lazy-page';

/**
 * The code of each `/Member` child page, its own chunk. This table is itself a lazy chunk: seventeen
 * import stubs with their preload lists would otherwise sit in the entry every visitor downloads.
 */
export const memberPageLoaders: Record<MemberPage, () => Promise<PageModule>> = {
  Transfer: () => import('../features/wallet/transfer-page'),
  Transaction: () => import('../features/wallet/transaction-page'),
  Deposit: () => import('../features/deposit/deposit-page'),
  Withdraw: () => import('../features/withdraw/withdraw-page'),
  BankCard: () => import('../features/bank-cards/bank-card-page'),
  MemberInfo: () => import('../features/profile/member-info-page'),
  Vip: () => import('../features/vip/vip-page'),
  SiteMail: () => import('../features/site-mail/site-mail-page'),
  Suggestion: () => import('../features/feedback/suggestion-page'),
  Collect: () => import('../features/collect/collect-page'),
  DailyBonus: () => import('../features/daily-bonus/daily-bonus-page'),
  DailyBonusLog: () => import('../features/daily-bonus/daily-bonus-log-page'),
  RebateList: () => import('../features/rebate-rates/rebate-list-page'),
  AgentGuide: () => import('../features/agent/agent-guide-page'),
  Team: () => import('../features/team/team-page'),
  AgentApply: () => import('../features/agent/agent-apply-page'),
  ResponsiblePlay: () => import('../features/responsible-play/responsible-play-page'),
};
