import { asc, eq } from 'drizzle-orm';
import { members, withdrawals } from '../db/schema/index.ts';
import { translate } from '../i18n/translate.ts';
import { fromCents } from '../services/money/money.ts';
import { payWithdrawal, rejectWithdrawal } from '../services/money/withdrawals.ts';
import { idArgument, type OpsCommand } from './command.ts';
import { shown } from './terminal-text.ts';

/** Withdrawals: list the pending ones, pay one (held → payouts), refuse one (held → wallet). */
export const withdrawalCommands: readonly OpsCommand[] = [
  {
    name: 'withdrawals',
    args: '',
    summary: 'list pending withdrawals, oldest first',
    async run(ctx) {
      const rows = await ctx.db
        .select({ w: withdrawals, name: members.name })
        .from(withdrawals)
        .innerJoin(members, eq(members.id, withdrawals.memberId))
        .where(eq(withdrawals.status, 'pending'))
        .orderBy(asc(withdrawals.id));
      if (rows.length === 0) return 'No pending withdrawals.';
      return [
        `${rows.length} pending withdrawal${rows.length === 1 ? '' : 's'}:`,
        ...rows.map(({ w, name }) => `#${w.id}  ${w.createdAt.toISOString().slice(0, 19).replace('T', ' ')}  ${shown(name)} (member ${w.memberId})  card ${w.bankCardId}  ${fromCents(w.amountCents)}`),
      ].join('\n');
    },
  },
  {
    name: 'pay-withdrawal',
    args: '<id>',
    summary: 'mark a pending withdrawal paid: the held amount leaves for the payout account',
    async run(ctx, [id]) {
      const row = await payWithdrawal(ctx.db, idArgument(id), ctx.now());
      return translate(ctx.lang, 'withdrawal_paid', { id: row.id, amount: fromCents(row.amountCents) });
    },
  },
  {
    name: 'reject-withdrawal',
    args: '<id> [reason]',
    summary: "refuse a pending withdrawal: the held amount goes back to the member's wallet",
    async run(ctx, [id, ...reason]) {
      const row = await rejectWithdrawal(ctx.db, idArgument(id), reason.join(' ').slice(0, 200) || null, ctx.now());
      return translate(ctx.lang, 'withdrawal_rejected', { id: row.id });
    },
  },
];
