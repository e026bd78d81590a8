import { z } from 'zod';
import { ROUTE_ID_PATTERN } from './route-id';

/** A path id: 1 to 9 digits, no leading zero. */
const pathId = z.string().regex(ROUTE_ID_PATTERN, 'validation.invalid').transform(Number);

/** `GET /activity/{id}`. */
export const activityParamsSchema = z.object({ id: pathId });

/** `GET /act/{id}` and `POST /act/apply/{id}` (the lobby always applies for 35, docs/product.md §9). */
export const actParamsSchema = z.object({ id: pathId });

/** `GET /act/apply/result?act_id=` (every application of the member when absent). */
export const applyResultQuerySchema = z.object({ act_id: pathId.optional() });
