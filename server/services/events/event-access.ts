import { z } from 'zod';
import { redbagOpenSchema, wheelNameSchema } from '../../../domain/contracts/events.ts';
import { AppError } from '../../errors.ts';
import type { SessionMember } from '../accounts/tokens.ts';

/** The `{ name }` body of the wheel calls; a call without a body is read as no name. */
export const wheelNameBody = z.preprocess((body) => body ?? {}, wheelNameSchema);

/** `/activity/redbag`'s `{ times }`; a `name`, if a client sends one, is checked like the wheel's. */
export const redbagOpenBody = redbagOpenSchema.extend(wheelNameSchema.shape);

/**
 * The spec's `name` field names whom the call is for; it may only be the token's member (the
 * original let anyone spin for any name), so another name is refused before anything is written.
 */
export function assertOwnName(member: SessionMember, name: string | undefined): void {
  if (name !== undefined && name !== member.name) throw new AppError(403, 'name_mismatch');
}
