/** Drizzle view of the tables created by `../migrations/*.sql` (the SQL is the source of truth). */
export * from './auth.ts';
export * from './auth-attempts.ts';
export * from './bank-cards.ts';
export * from './bets.ts';
export * from './content.ts';
export * from './daily-bonus.ts';
export * from './deposits.ts';
export * from './events.ts';
export * from './games.ts';
export * from './ledger.ts';
export * from './mail-feedback.ts';
export * from './members.ts';
export * from './promotions.ts';
export * from './team-agents.ts';
export * from './vip-rebates.ts';
export * from './withdrawals.ts';
export * from './yuebao.ts';
export type { Localized } from './types.ts';
