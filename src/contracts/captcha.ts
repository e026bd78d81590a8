import { z } from 'zod';

/** `GET /auth/check?tn_r=&key=`: the slider offset in px (0 to 190, decimals allowed) and the captcha key. */
export const captchaCheckQuerySchema = z.object({
  tn_r: z
    .string({ error: 'validation.captchaOffset' })
    .regex(/^\d{1,3}(\.\d{1,6})?$/, 'validation.captchaOffset')
    .transform(Number)
    .refine((v) => v <= 400, 'validation.captchaOffset'),
  key: z.string({ error: 'validation.captchaRequired' }).regex(/^[A-Za-z0-9_-]{16,64}$/, 'validation.captchaRequired'),
});
