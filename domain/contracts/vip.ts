import { z } from 'zod';
import { gameTypeParam } from './games';

/** `GET /fs/levels?game_type=`: one game type id of docs/product.md §9 (1..6), required. */
export const rebateLevelsQuerySchema = z.object({ game_type: gameTypeParam });
