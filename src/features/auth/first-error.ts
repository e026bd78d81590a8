import type { ZodError } from 'zod';

/** The first message of a failed validation (docs/product.md §5: "errors are shown via the first message"). */
export function firstErrorKey(error: ZodError): string {
  const message = error.issues[0]?.message;
  // zod's own texts (a wrong type on a field without a rule key) are English only: use the generic key.
  return message?.startsWith('validation.') ? message : 'validation.invalid';
}
