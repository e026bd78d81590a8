import { z } from 'zod';
import { nameRule } from './auth';

/*
 * The two events of docs/product.md §2.8 (red-packet rain, prize wheel) and the provably fair seeds they share.
 * docs/product.md §7 "Red packet and wheel": these calls use lang zh_cn, so every text a reply carries for
 * the screen comes in all three languages and the lobby picks its own.
 */

/** Rows on one page of `/redbag/log` when the caller names no limit (docs/product.md §9: limit 3). */
export const REDBAG_LOG_LIMIT = 3;
/** Rows the lobby asks for: three a page made the history a long walk through pages. */
export const REDBAG_LOG_PAGE = 10;
/** The language the spec sends with every event call. */
export const EVENTS_LANG = 'zh_cn';
/** Longest client seed; letters, digits, `_` and `-` only, so `client:nonce:cursor` stays unambiguous. */
export const CLIENT_SEED_MAX = 64;

/** `POST /fair/client_seed`. */
export const clientSeedSchema = z.object({
  client_seed: z
    .string()
    .trim()
    .min(1, 'validation.clientSeedRequired')
    .max(CLIENT_SEED_MAX, 'validation.clientSeedFormat')
    .regex(/^[A-Za-z0-9_-]+$/, 'validation.clientSeedFormat'),
});
export type ClientSeedInput = z.input<typeof clientSeedSchema>;

/** `POST /wheel/query` and `/wheel/award`: `name`, when sent, must be the token's member. */
export const wheelNameSchema = z.object({ name: nameRule.optional() });

/**
 * `POST /activity/redbag`: the round `/redbag/start` dealt and how many packets it opened (the
 * server caps it by `max_open` and by the packets the round's rain had let onto the stage). The
 * round is optional here so that a claim without one is answered with its own reason, not a 422.
 */
export const redbagOpenSchema = z.object({
  round_id: z.coerce.number({ message: 'validation.invalid' }).int('validation.invalid').min(1, 'validation.invalid').max(2_147_483_647, 'validation.invalid').optional(),
  times: z.coerce.number({ message: 'validation.invalid' }).int('validation.invalid').min(0, 'validation.invalid').max(1000, 'validation.invalid'),
});

/** `POST /redbag/log`: the member's opened packets, 3 a page. */
export const redbagLogSchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(REDBAG_LOG_LIMIT),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** The Verify page's inputs, as a history row puts them in the URL (`/Verify?seed=&client=&nonce=&weights=1,2,3`). */
export const verifyQuerySchema = z.object({
  seed: z.string().regex(/^[0-9a-f]{64}$/, 'validation.serverSeedFormat'),
  client: clientSeedSchema.shape.client_seed,
  nonce: z.coerce.number({ message: 'validation.invalid' }).int('validation.invalid').min(0, 'validation.invalid').max(Number.MAX_SAFE_INTEGER, 'validation.invalid'),
  weights: z
    .string()
    .trim()
    // Up to 16 digits: any safe integer, so the published vector whose first word is skipped fits.
    .regex(/^\d{1,16}(,\d{1,16}){0,99}$/, 'validation.weightsFormat')
    .transform((s) => s.split(',').map(Number))
    .refine((list) => list.every((w) => Number.isSafeInteger(w) && w > 0), 'validation.weightsFormat'),
  /** The commitment shown before the draw, to compare with the seed's SHA-256 (optional). */
  hash: z.string().regex(/^[0-9a-f]{64}$/, 'validation.serverSeedFormat').optional(),
});
