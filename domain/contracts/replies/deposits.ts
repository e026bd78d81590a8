import { z } from 'zod';
import type { BankAccount, NormalRechargeReply, OnlineRechargeReply, PaymentChannel, Recharge, RechargeListReply } from '../deposits-types';
import { isoTime, moneyText } from './money-text';

/** Reply schemas of the deposit calls (server side only; each satisfies its contract type). */

export const bankAccountsSchema = z.array(
  z.object({
    id: z.number().int(),
    bank_name: z.string(),
    account_name: z.string(),
    account_no: z.string(),
    branch: z.string(),
    min: moneyText,
    max: moneyText,
    voucher_required: z.boolean(),
  }) satisfies z.ZodType<BankAccount>,
);

export const paymentChannelsSchema = z.array(
  z.object({ id: z.number().int(), title: z.string(), min: moneyText, max: moneyText }) satisfies z.ZodType<PaymentChannel>,
);

const rechargeSchema = z.object({
  id: z.number().int(),
  way: z.enum(['normal', 'online']),
  channel: z.string(),
  money: moneyText,
  payer_name: z.string().nullable(),
  status: z.enum(['pending', 'approved', 'rejected']),
  reason: z.string().nullable(),
  has_voucher: z.boolean(),
  created_at: isoTime,
  decided_at: isoTime.nullable(),
}) satisfies z.ZodType<Recharge>;

export const normalRechargeReplySchema = z.object({ message: z.string(), recharge: rechargeSchema }) satisfies z.ZodType<NormalRechargeReply>;

export const onlineRechargeReplySchema = z.object({ url: z.string(), recharge: rechargeSchema }) satisfies z.ZodType<OnlineRechargeReply>;

export const rechargeListReplySchema = z.object({ list: z.array(rechargeSchema) }) satisfies z.ZodType<RechargeListReply>;
