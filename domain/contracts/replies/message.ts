import { z } from 'zod';

/** The reply of an action that only confirms, in the caller's language (`{ message }`: SMS sent, password reset, logout). */
export const messageReplySchema = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof messageReplySchema>;
