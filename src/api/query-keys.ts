import type { Query, QueryKey } from '@tanstack/react-query';
import type { Lang } from '../../domain/contracts/lang';
import type { TeamRangeValues } from '../../domain/contracts/team';
import type { MoneyLogFilter } from '../../domain/contracts/wallet-types';

/**
 * The lobby's TanStack cache keys, one factory per API domain: every query, invalidation and cache
 * write names its key through them, so two screens that share an entry cannot drift apart. The
 * arrays (`all`, `recharges`, …) are prefixes, what a mutation or a live event invalidates; the
 * functions give one entry's full key. Kept apart from the request modules and free of runtime
 * imports: the unit tests replace those modules wholesale, and the query client reads the money
 * roots below without loading any request code.
 */

export const bankCardKeys = {
  cards: ['bank-cards'] as const,
  cardsOf: (member: string, lang: Lang) => [...bankCardKeys.cards, member, lang] as const,
  types: (lang: Lang) => ['bank-types', lang] as const,
};

/** Content, per language; the live stream's notices event invalidates every `notices` entry. */
export const contentKeys = {
  banners: (group: string, lang: Lang) => ['banners', group, lang] as const,
  notices: ['notices'] as const,
  noticesIn: (lang: Lang) => [...contentKeys.notices, lang] as const,
  aboutList: (lang: Lang) => ['about-list', lang] as const,
  about: (id: number | null, lang: Lang) => ['about', id, lang] as const,
};

/** All under `all`, so one invalidation reloads the page and both histories. */
export const dailyBonusKeys = {
  all: ['daily-bonus'] as const,
  status: (member: string, lang: Lang) => [...dailyBonusKeys.all, 'status', member, lang] as const,
  checkIns: (member: string, lang: Lang, page: number) => [...dailyBonusKeys.all, 'check-ins', member, lang, page] as const,
  awards: (member: string, lang: Lang, page: number) => [...dailyBonusKeys.all, 'awards', member, lang, page] as const,
};

/** A new or changed deposit is written into every `recharges` entry. */
export const depositKeys = {
  bankAccounts: (member: string, lang: Lang) => ['bank-accounts', member, lang] as const,
  paymentChannels: (member: string, lang: Lang) => ['payment-channels', member, lang] as const,
  recharges: ['recharges'] as const,
  rechargesOf: (member: string, lang: Lang) => [...depositKeys.recharges, member, lang] as const,
};

/**
 * The fair seeds are invalidated after every draw (the nonce moved), the member's wheel after a spin,
 * the rain's desc and log after a round; a switch change re-reads the wheel's setting, the wheel and
 * the rain's desc. The Verify page reads the same setting and desc entries as the event pages.
 */
export const eventKeys = {
  fairSeeds: ['fair-seeds'] as const,
  fairSeedsOf: (member: string) => [...eventKeys.fairSeeds, member] as const,
  wheelSetting: ['wheel-setting'] as const,
  wheel: ['wheel'] as const,
  wheelOf: (member: string, name: string) => [...eventKeys.wheel, member, name] as const,
  redbagDesc: ['redbag-desc'] as const,
  redbagDescOf: (member: string) => [...eventKeys.redbagDesc, member] as const,
  redbagLog: ['redbag-log'] as const,
  redbagLogOf: (member: string, page: number) => [...eventKeys.redbagLog, member, page] as const,
};

/** By session and game type (null: every type); a toggle invalidates them all. */
export const favouriteKeys = {
  all: ['favourites'] as const,
  list: (member: string, gameType: number | null, lang: Lang) => [...favouriteKeys.all, member, gameType, lang] as const,
};

export const feedbackKeys = {
  lists: ['feedback', 'list'] as const,
  list: (member: string, page: number) => [...feedbackKeys.lists, member, page] as const,
  image: (member: string, id: number) => ['feedback', 'image', member, id] as const,
};

/** Per language; the providers of every type are keyed `all`. */
export const gameKeys = {
  providers: (gameType: number | null, lang: Lang) => ['providers', gameType ?? 'all', lang] as const,
  list: (apiCode: string | null, tag: string, keyword: string, lang: Lang) => ['games', apiCode, tag, keyword, lang] as const,
  hot: (lang: Lang) => ['hot-games', lang] as const,
  search: (keyword: string, gameType: number, except: string, lang: Lang) => ['game-search', keyword, gameType, except, lang] as const,
};

export const profileKeys = {
  all: ['profile'] as const,
  of: (member: string, lang: Lang) => [...profileKeys.all, member, lang] as const,
};

export const promotionKeys = {
  activities: (lang: Lang) => ['activities', lang] as const,
  activity: (id: number | null, lang: Lang) => ['activity', id, lang] as const,
  firstDeposit: (id: number | null, member: string) => ['first-deposit', id, member] as const,
  acts: (lang: Lang) => ['acts', lang] as const,
  act: (id: number | null, lang: Lang) => ['act', id, lang] as const,
  applyResults: ['apply-results'] as const,
  applyResultsOf: (member: string, lang: Lang) => [...promotionKeys.applyResults, member, lang] as const,
};

export const rebateKeys = {
  all: ['rebates'] as const,
  waiting: (member: string) => [...rebateKeys.all, 'waiting', member] as const,
};

/** A reality check's figures are keyed by its moment: read once for it. */
export const responsiblePlayKeys = {
  limits: ['member-limits'] as const,
  limitsOf: (member: string, lang: Lang) => [...responsiblePlayKeys.limits, member, lang] as const,
  reality: ['reality-check'] as const,
  realityOf: (member: string) => [...responsiblePlayKeys.reality, member] as const,
  realityFigures: (member: string, moment: number) => ['reality-figures', member, moment] as const,
};

/** The lists and the header's unread count, all under `all`. */
export const siteMailKeys = {
  all: ['site-mail'] as const,
  unread: (member: string) => [...siteMailKeys.all, 'unread', member] as const,
  inbox: (member: string, lang: Lang, page: number) => [...siteMailKeys.all, 'inbox', member, lang, page] as const,
  sent: (member: string, page: number) => [...siteMailKeys.all, 'sent', member, page] as const,
};

/** The mail lists, not the count: a change's reply (or the live stream) sets the count itself. */
export const isMailList = (query: Pick<Query, 'queryKey'>): boolean => query.queryKey[0] === siteMailKeys.all[0] && query.queryKey[1] !== 'unread';

/** The agent and team pages share the status entry. */
export const teamKeys = {
  agentGuide: (lang: Lang) => ['agent-guide', lang] as const,
  agentStatus: ['agent-status'] as const,
  agentStatusOf: (member: string) => [...teamKeys.agentStatus, member] as const,
  children: (member: string, page: number, keyword: string) => ['team-children', member, page, keyword] as const,
  reports: ['team-report'] as const,
  report: (member: string, range: TeamRangeValues) => [...teamKeys.reports, member, range] as const,
  performance: (member: string, range: TeamRangeValues) => ['team-performance', member, range] as const,
};

export const vipKeys = {
  vips: ['vips'] as const,
  vipsOf: (member: string, lang: Lang) => [...vipKeys.vips, member, lang] as const,
  rebateLevels: (gameType: number, lang: Lang) => ['rebate-levels', gameType, lang] as const,
};

export const walletKeys = {
  wallets: ['wallets'] as const,
  walletsOf: (member: string) => [...walletKeys.wallets, member] as const,
  moneyLog: ['money-log'] as const,
  moneyLogOf: (member: string, lang: Lang, filter: MoneyLogFilter) => [...walletKeys.moneyLog, member, lang, filter] as const,
};

export const withdrawalKeys = {
  info: ['withdraw-info'] as const,
  infoOf: (member: string) => [...withdrawalKeys.info, member] as const,
  list: ['withdrawals'] as const,
  listOf: (member: string, lang: Lang) => [...withdrawalKeys.list, member, lang] as const,
};

export const yuebaoKeys = {
  all: ['yuebao'] as const,
  list: (member: string, lang: Lang) => [...yuebaoKeys.all, member, lang] as const,
};

/**
 * The money roots: the queries that show money or what moves it (wallets, deposits, withdrawals, the
 * money log, Yuebao, the VIP progress, rebates, the daily bonus), the site-mail the operator's
 * decisions send, and what each deposit-limit period has used. Every query under one of them is
 * re-read on each money move (app/query-client.ts).
 */
export const moneyRoots: readonly QueryKey[] = [
  walletKeys.wallets,
  depositKeys.recharges,
  withdrawalKeys.list,
  withdrawalKeys.info,
  walletKeys.moneyLog,
  yuebaoKeys.all,
  vipKeys.vips,
  rebateKeys.all,
  dailyBonusKeys.all,
  siteMailKeys.all,
  responsiblePlayKeys.limits,
];
