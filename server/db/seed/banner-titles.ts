import type { Lang } from '../../../domain/contracts/lang.ts';

/**
 * The words baked into each seeded home banner (1 first deposit, 2 red packet rain, 3 lucky wheel,
 * 4 the slots lobby), per language: the banner's title, which the lobby shows as the picture's alt
 * text. Migrations 0029 and 0044 write the same into databases seeded before them. The wheel's and the
 * rain's figures are fixed in the art, so tests/server/promotion-facts.test.ts holds them to the
 * events' settings.
 */
export const bannerTitles: Record<Lang, readonly string[]> = {
  zh_cn: ['首存 100% 红利：首次存款翻倍，最高 8,888', '每日红包雨：每天 3 轮，每个红包最高 18.88', '幸运大转盘：每天免费 3 次，奖品最高 188.88', '700+ 款老虎机：顶级厂商每周上新'],
  zh_hk: ['首存 100% 紅利：首次存款翻倍，最高 8,888', '每日紅包雨：每天 3 輪，每個紅包最高 18.88', '幸運大轉盤：每天免費 3 次，獎品最高 188.88', '700+ 款老虎機：頂級廠商每週上新'],
  en: [
    '100% First Deposit: double your first deposit, up to 8,888',
    'Red Packet Rain: 3 rounds every day, red packets worth up to 18.88 each',
    'Lucky Wheel: 3 free spins every day, prizes up to 188.88',
    '700+ Slot Games: new reels every week from our top studios',
  ],
};
