import type { Lang } from '../../domain/contracts/lang.ts';

/** Texts only the server says about phone login and password reset limits (docs/product.md §10.6). */
export const phoneAuthMessages = {
  phone_auth_wait: {
    zh_cn: '尝试次数过多，请{minutes}分钟后再试',
    zh_hk: '嘗試次數過多，請{minutes}分鐘後再試',
    en: 'Too many attempts, please try again in {minutes} min',
  },
} satisfies Record<string, Record<Lang, string>>;
