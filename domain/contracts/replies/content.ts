import { z } from 'zod';
import type { AboutDetail, AboutItem, AlertItem, Banner, Notice, NoticesReply } from '../content-types.ts';

// Server-only: the lobby reads the types of content-types.ts, never these schemas (bundle budget).
// Field order is the wire's order: the serializer writes keys as the schema lists them.

export const bannerSchema = z.object({ id: z.number(), url: z.string(), title: z.string(), link: z.string() }) satisfies z.ZodType<Banner>;
export const bannersReplySchema = z.array(bannerSchema);

const noticeSchema = z.object({ id: z.number(), content: z.string(), created_at: z.string() }) satisfies z.ZodType<Notice>;
const alertItemSchema = z.object({ id: z.number(), content: z.string() }) satisfies z.ZodType<AlertItem>;
export const noticesReplySchema = z.object({ list: z.array(noticeSchema), alert: z.array(alertItemSchema) }) satisfies z.ZodType<NoticesReply>;

const aboutItemSchema = z.object({ id: z.number(), title: z.string(), type: z.number(), slug: z.string().nullable().optional() }) satisfies z.ZodType<AboutItem>;
export const aboutListReplySchema = z.array(aboutItemSchema);
export const aboutDetailSchema = z.object({ id: z.number(), type: z.number(), title: z.string(), content: z.string() }) satisfies z.ZodType<AboutDetail>;
/** `/abouts`: one item with `id`, else the list of a type. */
export const aboutsReplySchema = z.union([aboutDetailSchema, aboutListReplySchema]);
