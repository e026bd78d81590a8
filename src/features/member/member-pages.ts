/** The 16 child pages of `/Member` (spec point 2). */
export const memberPages = [
  'Transfer', 'Transaction', 'RebateList', 'AgentGuide', 'Team', 'Suggestion', 'SiteMail', 'Collect',
  'MemberInfo', 'BankCard', 'Vip', 'Deposit', 'Withdraw', 'AgentApply', 'DailyBonus', 'DailyBonusLog',
] as const;
export type MemberPage = (typeof memberPages)[number];
