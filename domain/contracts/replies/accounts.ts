import { z } from 'zod';
import { captchaOk, type CaptchaPlainReply, type CaptchaPowChallenge, type CaptchaReply } from '../captcha-types';
import type { MemberInfo } from '../member-types';
import type { Token } from '../session-types';
import { isoTime, moneyText } from './money-text';

// Replies of sign-up, sign-in, the session and the slider captcha. Server-only: the lobby reads the
// types, never these schemas (bundle budget). Keys are listed in the order the services write them:
// the serializer writes them in the schema's order.

/** `/auth/login`, `/auth/register`, `/auth/phone_login`: the bearer token of docs/product.md §3. */
export const tokenReplySchema = z.object({
  token_type: z.string().min(1),
  access_token: z.string().min(1),
  expires_at: z.number().int(),
  expires_in: z.number().int().positive(),
}) satisfies z.ZodType<Token>;

/** `/auth/me`, `/auth/info/update`: the user info of docs/product.md §3 and the profile fields. */
export const memberInfoReplySchema = z.object({
  name: z.string(),
  level: z.number().int(),
  level_name: z.string(),
  money: moneyText,
  balance_version: z.number().int().min(0),
  total_balance: moneyText,
  breakdown: z.object({ centre: moneyText, games: moneyText, yuebao: moneyText }),
  realname: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  birthday: z.string().nullable(),
  invite_code: z.string(),
  lang: z.string(),
  has_qk_pwd: z.boolean(),
  created_at: isoTime,
}) satisfies z.ZodType<MemberInfo>;

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
}) satisfies z.ZodType<CaptchaPowChallenge>;

/** `GET /auth/captcha`: the puzzle; the gap's x is only in the picture. */
export const captchaReplySchema = z.object({
  code: z.literal(200),
  key: z.string().min(1),
  data: z.string().startsWith('data:image/png;base64,'),
  piece: z.string().startsWith('data:image/png;base64,'),
  y: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  expires_in: z.number().int().positive(),
  pow: powChallengeSchema,
}) satisfies z.ZodType<CaptchaReply>;

/** `POST /auth/captcha/plain`: a key with a harder proof-of-work and no picture. */
export const captchaPlainReplySchema = z.object({
  code: z.literal(200),
  key: z.string().min(1),
  pow: powChallengeSchema,
  expires_in: z.number().int().positive(),
}) satisfies z.ZodType<CaptchaPlainReply>;

/** `/auth/check` on success: the JSON string "ok" (docs/product.md §7), which the lobby compares. */
export const captchaCheckReplySchema = z.literal(captchaOk);
