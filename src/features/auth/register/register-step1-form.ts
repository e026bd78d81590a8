import { z } from 'zod';
import { registerStep1Schema } from '../../../../domain/contracts/auth';

/**
 * Step 1 as the lobby's form checks it: the account rules of the contract, and the player's
 * confirmation that they are 18 or older (docs/product.md §10.1). The confirmation is a rule of this form only:
 * the register payload the server takes (docs/product.md §3) is unchanged and never carries it.
 */
export const registerStep1FormSchema = registerStep1Schema.and(
  z.object({ adult: z.boolean({ error: 'validation.ageRequired' }).refine((adult) => adult, 'validation.ageRequired') }),
);
export type RegisterStep1FormInput = z.input<typeof registerStep1FormSchema>;
