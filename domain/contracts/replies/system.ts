import { z } from 'zod';
import { systemConfigSchema } from '../config';

// Replies of the public system calls. The lobby imports only the types (`import type`), never
// these schemas (bundle budget).

/**
 * `GET /system/configs`: the docs/product.md §3 fields of the asked groups, each only when asked for.
 * The keys come in the contract's order, whatever order the rows are stored in.
 */
export const systemConfigsReplySchema = systemConfigSchema.partial();

/** `GET /health`. */
export const healthReplySchema = z.object({ status: z.literal('ok') });
