import { z } from 'zod';

// Replies of the provably fair seeds and their types. The lobby imports only the types
// (`import type`), never these schemas (bundle budget). Keys are listed in the order the service
// writes them.

/** Lowercase hex SHA-256, as the lobby recomputes it. */
const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

/** `GET /fair/seeds`, `POST /fair/client_seed`: the calling member's current pair. */
export const fairSeedsReplySchema = z.object({
  /** Of the current (unrevealed) server seed. */
  server_seed_hash: sha256Hex,
  client_seed: z.string(),
  /** The nonce the next draw will use. */
  nonce: z.number().int().nonnegative(),
});
export type FairSeeds = z.infer<typeof fairSeedsReplySchema>;

/** `POST /fair/rotate`: the old server seed revealed, a new one committed. */
export const fairRotateReplySchema = z.object({
  revealed_server_seed: z.string().min(1),
  server_seed_hash: sha256Hex,
});
export type FairRotateReply = z.infer<typeof fairRotateReplySchema>;
