import { z } from 'zod';
import type { ActApplication, ActApplyReply, ActItem, ActivityDetail, ActivityItem, FirstDepositRule, FirstDepositStanding } from '../promotions-types.ts';
import { balanceVersion, balanceParts } from './money-text';

// Server-only: the lobby reads the types of promotions-types.ts, never these schemas (bundle budget).
// Field order is the wire's order: the serializer writes keys as the schema lists them.

const activityFields = {
  id: z.number(),
  title: z.string(),
  image_url: z.string(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  act_id: z.number().nullable(),
  kind: z.enum(['apply', 'deposit', 'automatic', 'link']),
  link: z.string().nullable(),
};
export const activitiesReplySchema = z.array(z.object(activityFields) satisfies z.ZodType<ActivityItem>);

const firstDepositRuleSchema = z.object({ percent: z.number(), cap: z.string(), min_deposit: z.string() }) satisfies z.ZodType<FirstDepositRule>;
export const activityDetailSchema = z.object({
  ...activityFields,
  content: z.string(),
  first_deposit: firstDepositRuleSchema.nullable(),
}) satisfies z.ZodType<ActivityDetail>;

export const firstDepositStandingSchema = z.object({
  state: z.enum(['waiting', 'credited', 'spent']),
  bonus: z.string().nullable(),
  credited_at: z.string().nullable(),
  wagering: z.object({ required: z.string(), wagered: z.string(), still_needed: z.string(), met: z.boolean() }).nullable(),
}) satisfies z.ZodType<FirstDepositStanding>;

export const actItemSchema = z.object({
  id: z.number(),
  activity_id: z.number(),
  title: z.string(),
  image_url: z.string(),
  bonus: z.string(),
  approval: z.enum(['auto', 'review']),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  open: z.boolean(),
}) satisfies z.ZodType<ActItem>;
export const actListReplySchema = z.array(actItemSchema);

const actApplicationSchema = z.object({
  id: z.number(),
  act_id: z.number(),
  activity_id: z.number(),
  title: z.string(),
  status: z.enum(['approved', 'pending', 'rejected']),
  bonus: z.string(),
  created_at: z.string(),
}) satisfies z.ZodType<ActApplication>;
export const actApplicationsReplySchema = z.array(actApplicationSchema);
export const actApplyReplySchema = z.object({ balance_version: balanceVersion, ...balanceParts, message: z.string(), application: actApplicationSchema, money: z.string() }) satisfies z.ZodType<ActApplyReply>;
