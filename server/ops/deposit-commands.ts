import { writeFile } from 'node:fs/promises';
import type { RechargeStatus } from '../../domain/contracts/replies/deposits.ts';
import { translate } from '../i18n/translate.ts';
import { approveRecharge, rejectRecharge } from '../services/money/deposit-review.ts';
import { fromCents } from '../services/money/money.ts';
import { operatorRecharges, voucherOf, type OperatorRecharge } from '../services/money/recharge-operator.ts';
import { idArgument, OpsUsageError, type OpsCommand } from './command.ts';
import { shown } from './terminal-text.ts';

const statuses: readonly RechargeStatus[] = ['pending', 'approved', 'rejected'];

function line(r: OperatorRecharge): string {
  const parts = [
    `#${r.id}`,
    r.created_at.slice(0, 19).replace('T', ' '),
    `${shown(r.member)} (member ${r.member_id})`,
    r.way === 'normal' ? 'bank transfer' : `online ${shown(r.order_no)}`,
    shown(r.channel),
    r.money,
  ];
  if (r.payer_name) parts.push(`payer: ${shown(r.payer_name)}`);
  if (r.voucher) parts.push(`voucher: ${shown(r.voucher)}`);
  if (r.reason) parts.push(`reason: ${shown(r.reason)}`);
  return parts.join('  ');
}

/** Deposits: list them, approve (credits the member once, through the ledger), reject, see a voucher. */
export const depositCommands: readonly OpsCommand[] = [
  {
    name: 'deposits',
    args: '[pending|approved|rejected]',
    summary: 'list deposits, pending ones by default, oldest first',
    async run(ctx, [status = 'pending']) {
      if (!statuses.includes(status as RechargeStatus)) throw new OpsUsageError(`unknown status ${JSON.stringify(status)}`);
      const list = await operatorRecharges(ctx.db, status as RechargeStatus);
      if (list.length === 0) return `No ${status} deposits.`;
      return [`${list.length} ${status} deposit${list.length === 1 ? '' : 's'}:`, ...list.map(line)].join('\n');
    },
  },
  {
    name: 'approve-deposit',
    args: '<id>',
    summary: "approve a pending deposit: the amount goes into the member's wallet, once",
    async run(ctx, [id]) {
      const { recharge, credited } = await approveRecharge(ctx.db, idArgument(id), ctx.now());
      if (!credited) return translate(ctx.lang, 'recharge_already_approved');
      return translate(ctx.lang, 'recharge_approved', { id: recharge.id, amount: fromCents(recharge.amountCents) });
    },
  },
  {
    name: 'reject-deposit',
    args: '<id> [reason]',
    summary: 'reject a pending deposit (nothing is credited); the reason is shown to the member',
    async run(ctx, [id, ...reason]) {
      const { recharge } = await rejectRecharge(ctx.db, idArgument(id), reason.join(' ').slice(0, 200) || null, ctx.now());
      return translate(ctx.lang, 'recharge_rejected', { id: recharge.id });
    },
  },
  {
    name: 'deposit-voucher',
    args: '<id> <file>',
    summary: "save a bank transfer's voucher image to a file (the API never serves it)",
    async run(ctx, [id, file]) {
      const rechargeId = idArgument(id);
      if (!file) throw new OpsUsageError('<file> is missing');
      const voucher = await voucherOf(ctx.db, rechargeId);
      if (!voucher) return `Deposit #${rechargeId} has no voucher.`;
      await writeFile(file, voucher.bytes, { flag: 'wx', mode: 0o600 });
      return `Saved the voucher of deposit #${rechargeId} (${voucher.mime}, ${voucher.bytes.length} bytes) to ${file}`;
    },
  },
];
