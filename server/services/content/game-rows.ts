import { sql } from 'drizzle-orm';
import type { Game, ListedGame } from '../../../domain/contracts/replies/games.ts';
import type { Lang } from '../../../domain/contracts/lang.ts';
import { gameProviders, games, type Localized } from '../../db/schema/index.ts';
import { localName } from './localized.ts';

/** Columns every game reply selects (games joined with their provider). */
export const gameColumns = {
  id: games.id,
  apiName: gameProviders.apiName,
  gameType: gameProviders.gameType,
  code: games.code,
  name: games.name,
  imageUrl: games.imageUrl,
  tags: games.tags,
  isHot: games.isHot,
};

/** Columns of a provider's list: only what a tile shows (see `ListedGame`). */
export const listedColumns = {
  id: games.id,
  code: games.code,
  name: games.name,
  imageUrl: games.imageUrl,
  isHot: games.isHot,
};

export interface GameRow {
  id: number;
  apiName: string;
  gameType: number;
  code: string;
  name: Localized;
  imageUrl: string;
  tags: string;
  isHot: boolean;
}

/** A game as the lobby sees it: the name in the caller's language, tags as a list. */
export function toGame(row: GameRow, lang: Lang): Game {
  return {
    id: row.id,
    api_name: row.apiName,
    game_type: row.gameType,
    code: row.code,
    name: localName(row.name, lang),
    image_url: row.imageUrl,
    tags: row.tags.split(',').filter(Boolean),
    is_hot: row.isHot,
  };
}

/** A list row as its tile needs it, the name in the caller's language. */
export function toListedGame(row: Pick<GameRow, 'id' | 'code' | 'name' | 'imageUrl' | 'isHot'>, lang: Lang): ListedGame {
  return { id: row.id, code: row.code, name: localName(row.name, lang), image_url: row.imageUrl, is_hot: row.isHot };
}

/**
 * Case-insensitive match of `keyword` in the name the caller sees or in the code. strpos rather
 * than LIKE, so `%` and `_` in a keyword are plain characters; every value is a bound parameter.
 */
export function keywordMatch(keyword: string, lang: Lang) {
  const needle = keyword.toLowerCase();
  const shownName = sql`coalesce(nullif(${games.name} ->> ${lang}::text, ''), ${games.name} ->> 'zh_cn')`;
  return sql`(strpos(lower(${shownName}), ${needle}) > 0 OR strpos(lower(${games.code}), ${needle}) > 0)`;
}

/** Games carrying `tag` in their comma-separated tag list. */
export function tagMatch(tag: string) {
  return sql`${tag} = ANY(string_to_array(${games.tags}, ','))`;
}
