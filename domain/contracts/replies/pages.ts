import { z } from 'zod';

// Server-only (bundle budget). Fastify hands a string or Buffer body with its own content type to
// the client as it is: the serializer (and so this schema) never runs for it. These declare what
// such routes send, so every route states its reply; they cannot check the bytes.

/** A whole HTML page (the demo game's), sent as a string with `text/html`. */
export const htmlPageReplySchema = { content: { 'text/html': { schema: z.string() } } };

/** A redirect (post/redirect/get) or another reply without a body. */
export const emptyReplySchema = z.undefined();
