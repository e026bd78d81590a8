/**
 * Header navigation of docs/product.md §2 with the game type ids of docs/product.md §9. E-sport books are
 * sport-type providers, so its hover list shows only the e-sport ones (the lobby's category routes
 * tell /Sport and /Esports apart). Hot games, of every type, have no provider list of their own.
 */
export const navItems = [
  { path: '/Live', labelKey: 'nav.live', gameType: 1 },
  { path: '/Game', labelKey: 'nav.game', gameType: 3 },
  { path: '/Fish', labelKey: 'nav.fish', gameType: 2 },
  { path: '/Board', labelKey: 'nav.board', gameType: 6 },
  { path: '/Sport', labelKey: 'nav.sport', gameType: 5 },
  { path: '/Esports', labelKey: 'nav.esports', gameType: 5 },
  { path: '/Lottery', labelKey: 'nav.lottery', gameType: 4 },
] as const;
