import type { Lang } from '../../domain/contracts/lang.ts';

/** Texts only the server says for the member area's vip-rebates pages (docs/product.md §2.7). */
export const vipRebatesMessages = {
  favourite_not_found: { zh_cn: '该游戏不在您的收藏中', zh_hk: '該遊戲不在您的收藏中', en: 'This game is not in your favourites' },
} satisfies Record<string, Record<Lang, string>>;
