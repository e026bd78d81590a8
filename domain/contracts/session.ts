import { z } from 'zod';

/** Token of docs/product.md §3; `expires_at` is the issue time in seconds, `expires_in` the lifetime. */
export const tokenSchema = z.object({
  token_type: z.string(),
  access_token: z.string(),
  expires_at: z.number(),
  expires_in: z.number(),
});

/** User info of docs/product.md §3; money is a 2-decimal string on the wire. */
export const userInfoSchema = z
  .object({
    name: z.string(),
    level: z.union([z.string(), z.number()]),
    money: z.string(),
  })
  .passthrough();
