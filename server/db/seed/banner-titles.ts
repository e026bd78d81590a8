import type { Lang } from '../../../src/contracts/lang.ts';

/**
 * The words baked into each seeded home banner (1 first deposit, 2 red packet rain, 3 lucky wheel,
 * 4 the slots lobby), per language: the banner's title, which the lobby shows as the picture's alt
 * text. Migration 0029 writes the same into databases seeded before it.
 */
export const bannerTitles: Record<Lang, readonly string[]> = {
  zh_cn: ['首存 100% 红利：首次存款翻倍，最高 8,888', '周六红包雨：每周六 20:00 - 22:00，每个红包最高 888', '幸运大转盘：每日免费抽奖，奖品最高 18,888', '700+ 款老虎机：顶级厂商每周上新'],
  zh_hk: ['首存 100% 紅利：首次存款翻倍，最高 8,888', '週六紅包雨：每週六 20:00 - 22:00，每個紅包最高 888', '幸運大轉盤：每日免費抽獎，獎品最高 18,888', '700+ 款老虎機：頂級廠商每週上新'],
  en: [
    '100% First Deposit: double your first deposit, up to 8,888',
    'Red Packet Rain every Saturday 20:00 - 22:00: red packets worth up to 888 each',
    'Lucky Wheel: free daily spins with prizes up to 18,888',
    '700+ Slot Games: new reels every week from our top studios',
  ],
};
