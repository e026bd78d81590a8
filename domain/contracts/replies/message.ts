import { z } from 'zod';

/** The reply of an action that only confirms, in the caller's language (`{ message }`). */
export const messageReplySchema = z.object({ message: z.string() });
