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

/** `GET /ready` (the server's readiness, 200 or 503): which check failed, and what each found. */
export const readyReplySchema = z.object({
  ready: z.boolean(),
  failed: z.array(z.enum(['database', 'migrations', 'listen', 'closing'])),
  checks: z.object({
    database: z.enum(['ok', 'timeout', 'unreachable', 'error']),
    migrations: z.enum(['ok', 'behind', 'unknown']),
    missing: z.array(z.string()),
    listen: z.enum(['ok', 'down', 'in_process']),
    jobs: z.enum(['ok', 'retrying', 'restarting', 'not_started']),
  }),
});
