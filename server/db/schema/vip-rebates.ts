import { bigint, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/** What a VIP level brings besides its upgrade bonus, keyed by level number. Mirrors migrations/0013_vip_rebates.sql. */
export const vipBenefits = pgTable('vip_benefits', {
  level: integer('level').primaryKey(),
  dailyWithdrawals: integer('daily_withdrawals').notNull(),
  dailyWithdrawalLimitCents: bigint('daily_withdrawal_limit_cents', { mode: 'number' }).notNull(),
  birthdayBonusCents: bigint('birthday_bonus_cents', { mode: 'number' }).notNull(),
});

/** Rebate rate per game type and VIP level, in basis points of valid betting (1 = 0.01 %). */
export const vipRebateRates = pgTable(
  'vip_rebate_rates',
  {
    gameType: integer('game_type').notNull(),
    level: integer('level').notNull(),
    rateBp: integer('rate_bp').notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameType, t.level] })],
);
