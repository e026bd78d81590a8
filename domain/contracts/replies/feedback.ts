import { z } from 'zod';
import { isoTime, paging } from './money-text';

// Replies of the member's feedback and their types. The lobby imports only the types
// (`import type`), never these schemas (bundle budget). Keys are listed in the order the service
// writes them: the serializer writes them in the schema's order.

/** One feedback of the member, with the operator's reply once there is one. */
const feedbackItem = z.object({
  id: z.number().int(),
  content: z.string(),
  /** The image is fetched apart (`GET /member/feedback/{id}/image`), never inlined in a list. */
  has_image: z.boolean(),
  reply: z.string().nullable(),
  replied_at: isoTime.nullable(),
  created_at: isoTime,
});
export type FeedbackItem = z.infer<typeof feedbackItem>;

/** `/member/feedback/list`: one page of the member's feedback, newest first. */
export const feedbackPageSchema = z.object({ list: z.array(feedbackItem), ...paging });
export type FeedbackPage = z.infer<typeof feedbackPageSchema>;
/** `/member/feedback`: the server's message and the feedback as stored. */
export const feedbackReplySchema = z.object({ message: z.string(), feedback: feedbackItem });
export type FeedbackReply = z.infer<typeof feedbackReplySchema>;

/**
 * `GET /member/feedback/{id}/image`: the picture's bytes. Fastify sends bytes as they are, never
 * through a serializer; the schema says what the wire carries.
 */
export const feedbackImageReplySchema = z.custom<Uint8Array>((value) => value instanceof Uint8Array);
