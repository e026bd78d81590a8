import type { Localized } from '../schema/index.ts';
import { seededRandom } from '../../../domain/fairness/seeded-random.ts';

/** A name part in [en, zh_cn, zh_hk]. */
export type Word = readonly [en: string, zhCn: string, zhHk: string];
/** A noun or game with the tile art (`/media/games/tile-{tile}.svg`) that pictures it. */
export type TiledWord = readonly [en: string, zhCn: string, zhHk: string, tile: number];

export const slotAdjectives: readonly Word[] = [
  ['Golden', '黄金', '黃金'],
  ['Lucky', '幸运', '幸運'],
  ['Royal', '皇家', '皇家'],
  ['Mystic', '神秘', '神秘'],
  ['Blazing', '烈焰', '烈焰'],
  ['Wild', '狂野', '狂野'],
  ['Crystal', '水晶', '水晶'],
  ['Thunder', '雷霆', '雷霆'],
  ['Eternal', '永恒', '永恆'],
  ['Midnight', '午夜', '午夜'],
  ['Sakura', '樱花', '櫻花'],
  ['Neon', '霓虹', '霓虹'],
  ['Ancient', '远古', '遠古'],
  ['Shining', '闪耀', '閃耀'],
  ['Double', '双倍', '雙倍'],
  ['Silver', '白银', '白銀'],
  ['Crimson', '赤红', '赤紅'],
  ['Dancing', '舞动', '舞動'],
];

/** Nouns that classic fruit machines use get the 'classic' tag. */
export const classicNouns: ReadonlySet<string> = new Set(['Cherry', 'Fruit', 'Melon', 'Sevens', 'Bell']);

export const slotNouns: readonly TiledWord[] = [
  ['Cherry', '樱桃', '櫻桃', 1],
  ['Fruit', '水果', '水果', 1],
  ['Melon', '西瓜', '西瓜', 1],
  ['Dragon', '龙', '龍', 2],
  ['Serpent', '灵蛇', '靈蛇', 2],
  ['Gem', '宝石', '寶石', 3],
  ['Jade', '翡翠', '翡翠', 3],
  ['Diamond', '钻石', '鑽石', 3],
  ['Ruby', '红宝石', '紅寶石', 3],
  ['Coin', '金币', '金幣', 4],
  ['Ingot', '元宝', '元寶', 4],
  ['Ace', '王牌', '王牌', 5],
  ['Koi', '锦鲤', '錦鯉', 6],
  ['Sevens', '777', '777', 7],
  ['Crown', '皇冠', '皇冠', 8],
  ['Emperor', '皇帝', '皇帝', 8],
  ['Queen', '女王', '女王', 8],
  ['Dice', '骰子', '骰子', 9],
  ['Bell', '铃铛', '鈴鐺', 10],
  ['Clover', '四叶草', '四葉草', 11],
  ['Horseshoe', '马蹄铁', '馬蹄鐵', 11],
  ['Treasure', '宝藏', '寶藏', 12],
  ['Pharaoh', '法老', '法老', 12],
];

export const slotSuffixes: readonly Word[] = [
  ['Fortune', '财富', '財富'],
  ['Jackpot', '大奖', '大獎'],
  ['Deluxe', '豪华版', '豪華版'],
  // Megaways is a brand name, not translated; the space sets it apart from the Chinese words before it.
  ['Megaways', ' Megaways', ' Megaways'],
  ['Legend', '传说', '傳說'],
  ['Rush', '狂潮', '狂潮'],
  ['Party', '派对', '派對'],
  ['Quest', '探险', '探險'],
  ['Blitz', '闪电', '閃電'],
  ['Kingdom', '王国', '王國'],
  ['Link', '连线', '連線'],
  ['Bonanza', '盛宴', '盛宴'],
  ['Frenzy', '狂热', '狂熱'],
  ['Reels', '转轴', '轉軸'],
];

export const fishAdjectives: readonly Word[] = [
  ['Ocean', '海洋', '海洋'],
  ['Deep Sea', '深海', '深海'],
  ['Golden', '黄金', '黃金'],
  ['Coral', '珊瑚', '珊瑚'],
  ['Thunder', '雷霆', '雷霆'],
  ['Lucky', '幸运', '幸運'],
];

export const fishNouns: readonly TiledWord[] = [
  ['Fishing King', '捕鱼王', '捕魚王', 6],
  ['Shark Hunter', '猎鲨', '獵鯊', 6],
  ['Dragon King', '龙王', '龍王', 2],
  ['Mermaid Treasure', '美人鱼宝藏', '美人魚寶藏', 12],
  ['Pearl Hunt', '寻珠', '尋珠', 3],
  ['Toad Fortune', '招财蟾', '招財蟾', 4],
  ['Fish Party', '捕鱼派对', '捕魚派對', 6],
];

/** Chess and card tables; names are the common game names, no brand. */
export const cardGames: readonly TiledWord[] = [
  ['Baccarat', '百家乐', '百家樂', 5],
  ["Texas Hold'em", '德州扑克', '德州撲克', 5],
  ['Bull Bull', '抢庄牛牛', '搶莊牛牛', 5],
  ['Fight the Landlord', '斗地主', '鬥地主', 5],
  ['Mahjong Showdown', '二人麻将', '二人麻將', 9],
  ['Blackjack', '二十一点', '二十一點', 5],
  ['Three Card Poker', '三公', '三公', 5],
  ['Dragon Tiger', '龙虎斗', '龍虎鬥', 2],
  ['Sic Bo', '骰宝', '骰寶', 9],
  ['Pai Gow', '牌九', '牌九', 9],
  ['Golden Flower', '炸金花', '炸金花', 5],
  ['Run Fast', '跑得快', '跑得快', 5],
  ['Thirteen Cards', '十三水', '十三水', 5],
  ['Red Black War', '红黑大战', '紅黑大戰', 5],
  ['Fan Tan', '番摊', '番攤', 4],
  ['Rummy', '拉米', '拉米', 5],
  ['Fish Prawn Crab', '鱼虾蟹', '魚蝦蟹', 6],
  ['Lucky Dice', '幸运骰子', '幸運骰子', 9],
  ['Chinese Chess', '中国象棋', '中國象棋', 8],
  ['Gomoku', '五子棋', '五子棋', 3],
  ['Stud Poker', '梭哈', '梭哈', 5],
  ['Banker Bull', '通比牛牛', '通比牛牛', 5],
  ['Eight Bars', '二八杠', '二八槓', 9],
  ['Speed Baccarat', '极速百家乐', '極速百家樂', 5],
];

export interface GeneratedName {
  name: Localized;
  tile: number;
  /** Tags that follow from the name (classic, jackpot, megaways). */
  tags: string[];
}


export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}

function join(parts: readonly (Word | TiledWord)[], tile: number): GeneratedName {
  const en = parts.map((p) => p[0]).join(' ');
  return {
    name: { en, zh_cn: parts.map((p) => p[1]).join(''), zh_hk: parts.map((p) => p[2]).join('') },
    tile,
    tags: [],
  };
}

/** Every adjective × noun × suffix slot name (5796), shuffled; callers slice distinct ranges. */
export function slotNames(seed: number): GeneratedName[] {
  const all: GeneratedName[] = [];
  for (const adj of slotAdjectives) {
    for (const noun of slotNouns) {
      for (const suffix of slotSuffixes) {
        const generated = join([adj, noun, suffix], noun[3]);
        if (classicNouns.has(noun[0])) generated.tags.push('classic');
        if (suffix[0] === 'Jackpot') generated.tags.push('jackpot');
        if (suffix[0] === 'Megaways') generated.tags.push('megaways');
        all.push(generated);
      }
    }
  }
  return shuffle(all, seededRandom(seed));
}

/** Every adjective × noun fishing name (42), shuffled. */
export function fishNames(seed: number): GeneratedName[] {
  const all = fishAdjectives.flatMap((adj) => fishNouns.map((noun) => join([adj, noun], noun[3])));
  return shuffle(all, seededRandom(seed));
}

/** The card games in a provider-specific order. */
export function cardNames(seed: number): GeneratedName[] {
  return shuffle(
    cardGames.map((game) => join([game], game[3])),
    seededRandom(seed),
  );
}


/** E-sport books: the title's tournament in each language, pictured by a tile (crown, gem, dice, cards, coin, chest). */
const esportEvents: readonly TiledWord[] = [
  ['MOBA Champions League', 'MOBA 冠军联赛', 'MOBA 冠軍聯賽', 8],
  ['Tactical Shooter Masters', '战术射击大师赛', '戰術射擊大師賽', 3],
  ['Battle Royale Cup', '大逃杀杯', '大逃殺盃', 9],
  ['Card Battler Open', '卡牌对战公开赛', '卡牌對戰公開賽', 5],
  ['Racing Sim Grand Prix', '模拟赛车大奖赛', '模擬賽車大獎賽', 4],
  ['Fighting Game Showdown', '格斗游戏对决', '格鬥遊戲對決', 12],
];

/** The e-sport books of the `n`th e-sport provider (1-based): each starts elsewhere in the list. */
export function esportBooks(n: number): GeneratedName[] {
  return esportEvents.map((_, i) => esportEvents[(i + (n - 1) * 2) % esportEvents.length]!).map(([en, zhCn, zhHk, tile]) => ({ name: { en, zh_cn: zhCn, zh_hk: zhHk }, tile, tags: [] }));
}
