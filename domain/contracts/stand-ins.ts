import { z } from 'zod';
import { standIns } from './stand-ins-types';

/** Reply of `GET /api/system/stand-ins`: the stand-ins this server runs; empty on a real deployment. */
export const standInsReplySchema = z.object({ stand_ins: z.array(z.enum(standIns)) });
export type StandInsReply = z.infer<typeof standInsReplySchema>;
