import { z } from 'zod';
import { idRule } from './bank-cards';
import { base64Pattern, IMAGE_MAX_BASE64 } from './image-upload';
import { contentRule } from './site-mail';

/*
 * Feedback (the Suggestion page; the spec shows no paths for it, these are the reference server's):
 * POST /member/feedback        { content, image? }: `image` is the file as plain base64 (no `data:`
 *                               prefix), at most 3 MB decoded, a png, jpeg, webp or gif by its bytes.
 * POST /member/feedback/list   { page } → FeedbackPage, the operator's replies included.
 * GET  /member/feedback/{id}/image      the image's bytes, with the bearer header (never a token in a URL).
 */

/** The feedback form's field (the image is checked apart, as a file: lib/image-file.ts). */
export const feedbackFormSchema = z.object({
  content: contentRule('validation.feedbackRequired', 'validation.feedbackLength'),
});
export type FeedbackFormInput = z.input<typeof feedbackFormSchema>;

const imageRule = z
  .string({ error: 'validation.imageFormat' })
  .max(IMAGE_MAX_BASE64, 'validation.imageTooLarge')
  .min(1, 'validation.imageFormat')
  .regex(base64Pattern, 'validation.imageFormat')
  .refine((text) => text.length % 4 === 0, 'validation.imageFormat');

/** `/member/feedback` as the server checks it. */
export const feedbackSchema = feedbackFormSchema.extend({ image: imageRule.optional() });
export type FeedbackInput = z.input<typeof feedbackSchema>;

/** `{id}` of `/member/feedback/{id}/image`. */
export const feedbackParamsSchema = z.object({ id: idRule('validation.invalid') });
