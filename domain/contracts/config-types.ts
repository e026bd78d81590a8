/** Config groups the lobby asks for (docs/product.md §7). Kept free of zod: the entry chunk reads it. */
export const configGroups = ['system', 'register', 'service', 'activity'] as const;
