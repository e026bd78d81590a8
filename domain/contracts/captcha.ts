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

/**
 * The proof-of-work's solution. Loose on purpose past its shape: a wrong or malformed key is
 * altcha-lib's to refuse, and the check then spends the captcha key (`captcha_pow`) rather than
 * leaving it open for another try.
 */
export const captchaPowSolutionSchema = z.object({
  counter: z.number({ error: 'validation.captchaOffset' }).int('validation.captchaOffset').min(0, 'validation.captchaOffset').max(2 ** 32 - 1, 'validation.captchaOffset'),
  derivedKey: z.string({ error: 'validation.captchaOffset' }).max(256, 'validation.captchaOffset'),
});
/** What the lobby sends back: the counter found and its derived key (lowercase hex), as `solveChallenge` returns them. */
export type CaptchaPowSolution = z.output<typeof captchaPowSolutionSchema>;

const offsetSchema = z.number({ error: 'validation.captchaOffset' }).min(0, 'validation.captchaOffset').max(400, 'validation.captchaOffset');

/**
 * `POST /auth/check`: the key stays out of the address (and so out of access logs). A slider key
 * sends where the piece was let go (`tn_r`, across only) and the drag; a plain key (the
 * non-visual path) only the proof-of-work. An old caller's `tn_y` is dropped unread.
 */
export const captchaCheckBodySchema = z.object({
  key: keySchema,
  tn_r: offsetSchema.optional(),
  trail: captchaTrailSchema.default([]),
  pow: captchaPowSolutionSchema.optional(),
});

/** `x:y:t` points joined by `;`, the trail of the query-string form. */
const trailQuery = z
  .string()
  .max(rules.maxPoints * 20, 'validation.captchaOffset')
  .regex(/^(\d{1,3}(\.\d{1,3})?:-?\d{1,3}(\.\d{1,3})?:\d{1,6})(;\d{1,3}(\.\d{1,3})?:-?\d{1,3}(\.\d{1,3})?:\d{1,6})*$/, 'validation.captchaOffset')
  .transform((s) => s.split(';').map((p) => p.split(':').map(Number)))
  .pipe(captchaTrailSchema);

/** `counter:derivedKey`, the proof-of-work of the query-string form. */
const powQuery = z
  .string()
  .regex(/^\d{1,10}:[0-9A-Za-z]{0,256}$/, 'validation.captchaOffset')
  .transform((s) => {
    const [counter, derivedKey] = s.split(':');
    return { counter: Number(counter), derivedKey: derivedKey ?? '' };
  })
  .pipe(captchaPowSolutionSchema);

/**
 * `GET /auth/check?tn_r=&trail=&pow=&key=`: the older form, kept for callers that still build the
 * address; the same rules as the body form apply (a check without a trail or a proof-of-work fails).
 */
export const captchaCheckQuerySchema = z.object({
  tn_r: z
    .string({ error: 'validation.captchaOffset' })
    .regex(/^\d{1,3}(\.\d{1,6})?$/, 'validation.captchaOffset')
    .transform(Number)
    .refine((v) => v <= 400, 'validation.captchaOffset')
    .optional(),
  trail: trailQuery.default([]),
  pow: powQuery.optional(),
  key: keySchema,
});
