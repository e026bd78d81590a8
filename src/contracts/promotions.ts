import { z } from 'zod';
import type { ActApplication, ActApplyReply, ActItem, ActivityDetail, ActivityItem } from './promotions-types';

/** A path id: 1 to 9 digits, no leading zero. */
const pathId = z.string().regex(/^[1-9]\d{0,8}$/, 'validation.invalid').transform(Number);

/** `GET /activity/{id}`. */
export const activityParamsSchema = z.object({ id: pathId });

/** `GET /act/{id}` and `POST /act/apply/{id}` (the lobby always applies for 35, spec point 9). */
export const actParamsSchema = z.object({ id: pathId });

/** `GET /act/apply/result?act_id=` (every application of the member when absent). */
export const applyResultQuerySchema = z.object({ act_id: pathId.optional() });

const isoTime = z.string();
const money = z.string().regex(/^-?\d+\.\d{2}$/);

/** Reply of `GET /activities` items; the server answers only these fields. */
export const activityItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image_url: z.string(),
  starts_at: isoTime.nullable(),
  ends_at: isoTime.nullable(),
  act_id: z.number().int().nullable(),
}) satisfies z.ZodType<ActivityItem>;

export const activityDetailSchema = activityItemSchema.extend({ content: z.string() }) satisfies z.ZodType<ActivityDetail>;

export const actItemSchema = z.object({
  id: z.number().int(),
  activity_id: z.number().int(),
  title: z.string(),
  image_url: z.string(),
  bonus: money,
  approval: z.enum(['auto', 'review']),
  starts_at: isoTime.nullable(),
  ends_at: isoTime.nullable(),
  open: z.boolean(),
}) satisfies z.ZodType<ActItem>;

export const actApplicationSchema = z.object({
  id: z.number().int(),
  act_id: z.number().int(),
  activity_id: z.number().int(),
  title: z.string(),
  status: z.enum(['approved', 'pending', 'rejected']),
  bonus: money,
  created_at: isoTime,
}) satisfies z.ZodType<ActApplication>;

export const actApplyReplySchema = z.object({
  message: z.string(),
  application: actApplicationSchema,
  money,
}) satisfies z.ZodType<ActApplyReply>;
