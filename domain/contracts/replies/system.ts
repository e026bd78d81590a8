import { z } from 'zod';
import type { SystemConfig } from '../config-types';
import { systemConfigSchema } from '../config';

// Replies of the public system calls. Server-only: the lobby reads the types (bundle budget).

/**
 * `GET /system/configs`: the docs/product.md §3 fields of the asked groups, each only when asked for.
 * The keys come in the contract's order, whatever order the rows are stored in.
 */
export const systemConfigsReplySchema = systemConfigSchema.partial() satisfies z.ZodType<Partial<SystemConfig>>;

/** `GET /health`. */
export const healthReplySchema = z.object({ status: z.literal('ok') });
