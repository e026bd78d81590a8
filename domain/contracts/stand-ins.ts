import { z } from 'zod';
import { standIns } from './stand-ins-types';

/** Reply of `GET /api/system/stand-ins`. */
export const standInsReplySchema = z.object({ stand_ins: z.array(z.enum(standIns)) });
