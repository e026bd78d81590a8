import { z } from 'zod';

// Replies of the content calls and their types. The lobby imports only the types (`import type`),
// never these schemas (bundle budget). Field order is the wire's order: the serializer writes keys
// as the schema lists them.

/** Banner of docs/product.md §3. */
export const bannerSchema = z.object({
  id: z.number(),
  url: z.string(),
  /** What the picture says, for its alt text; may be empty. */
  title: z.string(),
  /** Where a click leads (a lobby route), may be empty. */
  link: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannersReplySchema = z.array(bannerSchema);

/** A text notice; `content` is plain text. */
const noticeSchema = z.object({ id: z.number(), content: z.string(), created_at: z.string() });
/** An alert item of the footer carousel; `content` is an image URL (docs/product.md §2, footer). */
const alertItemSchema = z.object({ id: z.number(), content: z.string() });
export type AlertItem = z.infer<typeof alertItemSchema>;
/** `GET /system/notices`. */
export const noticesReplySchema = z.object({ list: z.array(noticeSchema), alert: z.array(alertItemSchema) });
export type NoticesReply = z.infer<typeof noticesReplySchema>;

/** About item of docs/product.md §3, as `/about/list` and `/abouts?type=5` list it. */
const aboutItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  type: z.number(),
  /** The page's stable name ('responsible', 'terms', 'licences' …) the footer links by; null for an operator's own page. */
  slug: z.string().nullable().optional(),
});
export type AboutItem = z.infer<typeof aboutItemSchema>;
export const aboutListReplySchema = z.array(aboutItemSchema);
/** `/abouts?id=`: one item with its HTML content (sanitise before showing). */
export const aboutDetailSchema = z.object({ id: z.number(), type: z.number(), title: z.string(), content: z.string() });
export type AboutDetail = z.infer<typeof aboutDetailSchema>;
/** `/abouts`: one item with `id`, else the list of a type. */
export const aboutsReplySchema = z.union([aboutDetailSchema, aboutListReplySchema]);
