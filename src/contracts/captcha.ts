import { z } from 'zod';
import { captchaTrailRules as rules } from './captcha-types';

const keySchema = z.string({ error: 'validation.captchaRequired' }).regex(/^[A-Za-z0-9_-]{16,64}$/, 'validation.captchaRequired');

const pointSchema = z.tuple([
  z.number().min(0).max(400),
  z.number().min(-200).max(200),
  z.number().int().min(0).max(rules.maxMs),
]);

/** The drag, as the slider recorded it: [x, y, ms since the drag began], the last point where the piece was let go. */
export const captchaTrailSchema = z.array(pointSchema, { error: 'validation.captchaOffset' }).max(rules.maxPoints, 'validation.captchaOffset');

/** `POST /auth/check`: the key stays out of the address (and so out of access logs). */
export const captchaCheckBodySchema = z.object({
  key: keySchema,
  tn_r: z.number({ error: 'validation.captchaOffset' }).min(0, 'validation.captchaOffset').max(400, 'validation.captchaOffset'),
  tn_y: z.number({ error: 'validation.captchaOffset' }).min(-200, 'validation.captchaOffset').max(200, 'validation.captchaOffset').default(0),
  trail: captchaTrailSchema.default([]),
});
export type CaptchaCheckBody = z.input<typeof captchaCheckBodySchema>;

/** `x:y:t` points joined by `;`, the trail of the query-string form. */
const trailQuery = z
  .string()
  .max(rules.maxPoints * 20, 'validation.captchaOffset')
  .regex(/^(\d{1,3}(\.\d{1,3})?:-?\d{1,3}(\.\d{1,3})?:\d{1,6})(;\d{1,3}(\.\d{1,3})?:-?\d{1,3}(\.\d{1,3})?:\d{1,6})*$/, 'validation.captchaOffset')
  .transform((s) => s.split(';').map((p) => p.split(':').map(Number)))
  .pipe(captchaTrailSchema);

/**
 * `GET /auth/check?tn_r=&tn_y=&trail=&key=`: the older form, kept for callers that still build the
 * address; the same rules as the body form apply (a check without a trail fails).
 */
export const captchaCheckQuerySchema = z.object({
  tn_r: z
    .string({ error: 'validation.captchaOffset' })
    .regex(/^\d{1,3}(\.\d{1,6})?$/, 'validation.captchaOffset')
    .transform(Number)
    .refine((v) => v <= 400, 'validation.captchaOffset'),
  tn_y: z
    .string()
    .regex(/^-?\d{1,3}(\.\d{1,6})?$/, 'validation.captchaOffset')
    .transform(Number)
    .refine((v) => Math.abs(v) <= 200, 'validation.captchaOffset')
    .default(0),
  trail: trailQuery.default([]),
  key: keySchema,
});
