/** The 16 child pages of `/Member` (docs/product.md §2), and ResponsiblePlay (docs/product.md §10.1, beyond the spec). */
export const memberPages = [
  'Transfer', 'Transaction', 'RebateList', 'AgentGuide', 'Team', 'Suggestion', 'SiteMail', 'Collect',
  'MemberInfo', 'BankCard', 'Vip', 'Deposit', 'Withdraw', 'AgentApply', 'DailyBonus', 'DailyBonusLog', 'ResponsiblePlay',
] as const;
export type MemberPage = (typeof memberPages)[number];

/** The side menu's groups, in the order a member looks for them: money first, the agent programme last. */
export const memberMenuGroups: readonly { id: 'money' | 'account' | 'bonus' | 'agent'; pages: readonly MemberPage[] }[] = [
  { id: 'money', pages: ['Deposit', 'Withdraw', 'Transfer', 'Transaction', 'BankCard'] },
  { id: 'account', pages: ['MemberInfo', 'Vip', 'SiteMail', 'Suggestion', 'Collect', 'ResponsiblePlay'] },
  { id: 'bonus', pages: ['DailyBonus', 'DailyBonusLog', 'RebateList'] },
  { id: 'agent', pages: ['AgentGuide', 'Team', 'AgentApply'] },
];

/**
 * Pages outside `/Member` a group also leads to: Yu-EBao is a page of its own without the header
 * (docs/product.md §2), but a member looks for their savings beside their other money.
 */
export const memberMenuExtras: Partial<Record<(typeof memberMenuGroups)[number]['id'], readonly { to: string; labelKey: string }[]>> = {
  money: [{ to: '/Yu-EBao', labelKey: 'page.yuebao' }],
};
