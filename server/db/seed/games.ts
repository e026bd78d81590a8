import type { Db } from '../client.ts';
import { gameProviders, games } from '../schema/index.ts';
import { seededRandom } from '../../../domain/fairness/seeded-random.ts';
import { cardNames, esportBooks, fishNames, slotNames, type GeneratedName } from './game-names.ts';

/** docs/product.md §9 game type ids. */
export const gameType = { live: 1, fishing: 2, slots: 3, lottery: 4, sport: 5, card: 6 } as const;

export interface ProviderSeed {
  type: number;
  title: string;
  /** Unique, lowercase; also the logo file name under /media/providers/. */
  apiName: string;
  /** How many games the provider lists; 0 means it opens its own lobby. */
  gameCount: number;
  /** A sport-type provider of e-sport books (/Esports). */
  esport?: boolean;
}

/** Invented brands only. */
export const providerSeeds: readonly ProviderSeed[] = [
  { type: gameType.live, title: 'Aurora Live', apiName: 'rl_live_aurora', gameCount: 0 },
  { type: gameType.live, title: 'Velvet Table', apiName: 'rl_live_velvet', gameCount: 0 },
  { type: gameType.live, title: 'Crown Dealer', apiName: 'rl_live_crown', gameCount: 0 },
  { type: gameType.live, title: 'Onyx Studio', apiName: 'rl_live_onyx', gameCount: 0 },
  { type: gameType.fishing, title: 'Coral Reef', apiName: 'rl_fish_coral', gameCount: 12 },
  { type: gameType.fishing, title: 'Tidal Hunter', apiName: 'rl_fish_tidal', gameCount: 12 },
  { type: gameType.fishing, title: 'Pearl Bay', apiName: 'rl_fish_pearl', gameCount: 12 },
  { type: gameType.slots, title: 'Starforge', apiName: 'rl_slot_starforge', gameCount: 640 },
  { type: gameType.slots, title: 'Lucky Eight', apiName: 'rl_slot_lucky8', gameCount: 40 },
  { type: gameType.slots, title: 'Jade Reels', apiName: 'rl_slot_jade', gameCount: 24 },
  { type: gameType.lottery, title: 'Meteor Lotto', apiName: 'rl_lotto_meteor', gameCount: 0 },
  { type: gameType.lottery, title: 'Fortune Kite', apiName: 'rl_lotto_kite', gameCount: 0 },
  { type: gameType.lottery, title: 'Lantern Draw', apiName: 'rl_lotto_lantern', gameCount: 0 },
  { type: gameType.sport, title: 'Apex Sports', apiName: 'rl_sport_apex', gameCount: 0 },
  { type: gameType.sport, title: 'Stride Bet', apiName: 'rl_sport_stride', gameCount: 0 },
  { type: gameType.sport, title: 'Pitch Line', apiName: 'rl_sport_pitch', gameCount: 0 },
  { type: gameType.card, title: 'Lotus Cards', apiName: 'rl_card_lotus', gameCount: 20 },
  { type: gameType.card, title: 'Tiger Table', apiName: 'rl_card_tiger', gameCount: 20 },
  { type: gameType.card, title: 'Golden Ace', apiName: 'rl_card_ace', gameCount: 20 },
  { type: gameType.sport, title: 'Nova Esports', apiName: 'rl_esport_nova', gameCount: 4, esport: true },
  { type: gameType.sport, title: 'Blaze Esports', apiName: 'rl_esport_blaze', gameCount: 4, esport: true },
  { type: gameType.sport, title: 'Titan Esports', apiName: 'rl_esport_titan', gameCount: 4, esport: true },
];

export const providerLogoUrl = (apiName: string): string => `/media/providers/${apiName}.svg`;
export const gameTileUrl = (tile: number): string => `/media/games/tile-${tile}.svg`;

const batchSize = 200;

/** Providers for every game type, and the game lists of the slots, fishing and chess/card providers. */
export async function seedGames(db: Db): Promise<void> {
  const inserted = await db
    .insert(gameProviders)
    .values(
      providerSeeds.map((p, i) => ({
        gameType: p.type,
        title: p.title,
        logoUrl: providerLogoUrl(p.apiName),
        apiName: p.apiName,
        params: JSON.stringify(
          p.gameCount === 0 ? { gameType: String(p.type), lobby: 'main' } : { gameType: String(p.type) },
        ),
        sort: i + 1,
        esport: p.esport ?? false,
      })),
    )
    .returning({ id: gameProviders.id, apiName: gameProviders.apiName });
  const idOf = new Map(inserted.map((row) => [row.apiName, row.id]));

  // Slot providers take distinct slices of one shuffled pool, so no two slot games share a name.
  const slotPool = slotNames(31);
  let slotOffset = 0;
  let esportOffset = 0;
  const takeNames = (p: ProviderSeed, count: number, seed: number): GeneratedName[] => {
    if (p.esport) {
      esportOffset += 1;
      return esportBooks(esportOffset).slice(0, count);
    }
    switch (p.type) {
      case gameType.slots:
        slotOffset += count;
        return slotPool.slice(slotOffset - count, slotOffset);
      case gameType.fishing:
        return fishNames(seed).slice(0, count);
      case gameType.card:
        return cardNames(seed).slice(0, count);
      default:
        return [];
    }
  };

  const rows: (typeof games.$inferInsert)[] = [];
  providerSeeds.forEach((p, index) => {
    const providerId = idOf.get(p.apiName);
    if (p.gameCount === 0 || providerId === undefined) return;
    const seed = 1000 + index;
    const names = takeNames(p, p.gameCount, seed);
    if (names.length < p.gameCount) throw new Error(`Not enough game names for ${p.apiName}`);
    const random = seededRandom(seed);
    names.forEach((generated, i) => {
      // E-sport books stay off the hot and new lists: those show the casino games.
      const isHot = !p.esport && random() < 0.1;
      const isNew = !p.esport && random() < 0.12;
      const tags = [...(isHot ? ['hot'] : []), ...(isNew ? ['new'] : []), ...generated.tags];
      rows.push({
        providerId,
        code: `${p.apiName.replace(/^rl_/, '')}_${String(i + 1).padStart(4, '0')}`,
        name: generated.name,
        imageUrl: gameTileUrl(generated.tile),
        tags: tags.join(','),
        isHot,
        sort: i + 1,
      });
    });
  });

  for (let start = 0; start < rows.length; start += batchSize) {
    await db.insert(games).values(rows.slice(start, start + batchSize));
  }
}
