import type { ZodError } from 'zod';

/** The first message of a failed validation (spec point 5: "errors are shown via the first message"). */
export function firstErrorKey(error: ZodError): string {
  return error.issues[0]?.message ?? 'validation.invalid';
}
