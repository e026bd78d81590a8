import { z } from 'zod';
import { captchaOk } from '../captcha-types';
import { balanceBreakdown, isoTime, moneyText } from './money-text';

// Replies of sign-up, sign-in, the session and the slider captcha, and their types. The lobby
// imports only the types (`import type`), never these schemas (bundle budget). Keys are listed in
// the order the services write them: the serializer writes them in the schema's order.

/** `/auth/login`, `/auth/register`, `/auth/phone_login`: the bearer token of docs/product.md §3. */
export const tokenReplySchema = z.object({
  token_type: z.string().min(1),
  access_token: z.string().min(1),
  /** Issue time in seconds. */
  expires_at: z.number().int(),
  /** Lifetime in seconds. */
  expires_in: z.number().int().positive(),
});
export type Token = z.infer<typeof tokenReplySchema>;

/** `/auth/me`, `/auth/info/update`: the user info of docs/product.md §3 and the profile fields. */
export const memberInfoReplySchema = z.object({
  name: z.string(),
  level: z.number().int(),
  level_name: z.string(),
  /** Balance, 2-decimal string ("12.50"). */
  money: moneyText,
  /** The version the money was read at (money-text.ts). */
  balance_version: z.number().int().min(0),
  /** Centre + game wallets + Yu-EBao, read with `money` at `balance_version`. */
  total_balance: moneyText,
  breakdown: balanceBreakdown,
  realname: z.string().nullable(),
  /** Masked, e.g. "+86138****8000". */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  birthday: z.string().nullable(),
  invite_code: z.string(),
  lang: z.string(),
  has_qk_pwd: z.boolean(),
  created_at: isoTime,
});
export type MemberInfo = z.infer<typeof memberInfoReplySchema>;

/**
 * The proof-of-work challenge, every field altcha-lib writes (the serializer drops unlisted keys,
 * and the solver needs them all): the server verifies against its own stored copy, never this one.
 */
const powChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    cost: z.number().int().positive(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    expiresAt: z.number().int().optional(),
    keyLength: z.number().int().positive(),
    keyPrefix: z.string().regex(/^[0-9a-f]+$/),
    keySignature: z.string().optional(),
    memoryCost: z.number().int().optional(),
    nonce: z.string(),
    parallelism: z.number().int().optional(),
    salt: z.string(),
  }),
  signature: z.string().min(1),
});
/** The challenge as the lobby gets it: altcha-lib's `Challenge`, signed (give it to `solveChallenge` as it is). */
export type CaptchaPowChallenge = z.infer<typeof powChallengeSchema>;

/** `GET /auth/captcha`: the puzzle; the gap's x is only in the picture, never in the fields. */
export const captchaReplySchema = z.object({
  code: z.literal(200),
  key: z.string().min(1),
  /** Background with the gap, PNG data URL (width × height). */
  data: z.string().startsWith('data:image/png;base64,'),
  /** The puzzle piece, PNG data URL (pieceSize × pieceSize, transparent around the shape). */
  piece: z.string().startsWith('data:image/png;base64,'),
  /** Top of the piece, which is also the gap's top, px. */
  y: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  /** Seconds the key stays valid. */
  expires_in: z.number().int().positive(),
  /** The proof-of-work to solve while the player looks at the puzzle; its solution goes with the check. */
  pow: powChallengeSchema,
});
export type CaptchaReply = z.infer<typeof captchaReplySchema>;

/** `POST /auth/captcha/plain`: a key with a harder proof-of-work and no picture (the non-visual path). */
export const captchaPlainReplySchema = z.object({
  code: z.literal(200),
  key: z.string().min(1),
  pow: powChallengeSchema,
  expires_in: z.number().int().positive(),
});
export type CaptchaPlainReply = z.infer<typeof captchaPlainReplySchema>;

/** `/auth/check` on success: the JSON string "ok" (docs/product.md §7), which the lobby compares. */
export const captchaCheckReplySchema = z.literal(captchaOk);
