// Game types apart from the replies (replies/games.ts). Kept free of zod: the entry chunk reads it.

/** Game type ids of docs/product.md §9. */
export const gameTypes = { live: 1, fishing: 2, slots: 3, lottery: 4, sport: 5, board: 6 } as const;
export type GameTypeId = (typeof gameTypes)[keyof typeof gameTypes];
