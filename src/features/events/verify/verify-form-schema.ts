import { z } from 'zod';
import { verifyQuerySchema } from '../../../../domain/contracts/events';

/**
 * The Verify form over the URL's schema: every field arrives as text, an empty nonce is refused
 * (plain coercion would read it as 0), and an empty commitment means "none given".
 */
export const verifyFormSchema = verifyQuerySchema.extend({
  seed: z.string().trim().pipe(verifyQuerySchema.shape.seed),
  nonce: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), verifyQuerySchema.shape.nonce),
  hash: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(verifyQuerySchema.shape.hash),
});
export type VerifyFormInput = z.input<typeof verifyFormSchema>;
export type VerifyFormValues = z.output<typeof verifyFormSchema>;

const fields = ['seed', 'client', 'nonce', 'weights', 'hash'] as const;

/** The form's starting values from the page's query (a history row's link); absent ones are empty. */
export function formValuesOf(search: URLSearchParams): VerifyFormInput {
  return Object.fromEntries(fields.map((name) => [name, search.get(name) ?? ''])) as VerifyFormInput;
}

/** Whether the link carried the draw's inputs, so the page checks it at once. */
export function hasDrawInputs(search: URLSearchParams): boolean {
  return ['seed', 'client', 'nonce', 'weights'].every((name) => search.has(name));
}
