import { z } from 'zod';
import { ROUTE_ID_PATTERN } from './route-id';

const idParam = z.string().regex(ROUTE_ID_PATTERN, 'validation.invalid').transform(Number);

/** `GET /banners?group=&lang=`. */
export const bannersQuerySchema = z.object({
  group: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'validation.invalid').optional(),
});

/** `GET /abouts?type=5` or `GET /abouts?id=3`. */
export const aboutsQuerySchema = z.object({
  type: idParam.optional(),
  id: idParam.optional(),
});
