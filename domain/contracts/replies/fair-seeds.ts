import { z } from 'zod';
import type { FairRotateReply, FairSeeds } from '../events-types';

// Replies of the provably fair seeds (docs/product.md §10.3). Server-only: the lobby reads the types (bundle
// budget). Keys are listed in the order the service writes them.

/** Lowercase hex SHA-256, as the lobby recomputes it. */
const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

/** `GET /fair/seeds`, `POST /fair/client_seed`: the commitment, the client seed and the next nonce. */
export const fairSeedsReplySchema = z.object({
  server_seed_hash: sha256Hex,
  client_seed: z.string(),
  nonce: z.number().int().nonnegative(),
}) satisfies z.ZodType<FairSeeds>;

/** `POST /fair/rotate`: the old server seed revealed, the new one committed. */
export const fairRotateReplySchema = z.object({
  revealed_server_seed: z.string().min(1),
  server_seed_hash: sha256Hex,
}) satisfies z.ZodType<FairRotateReply>;
