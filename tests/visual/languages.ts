import en from '../../domain/texts/en.json' with { type: 'json' };
import zhCn from '../../domain/texts/zh_cn.json' with { type: 'json' };
import zhHk from '../../domain/texts/zh_hk.json' with { type: 'json' };

/** Every visual test runs in each of the product's three languages, with that language's texts. */
export const languages = ['zh_cn', 'zh_hk', 'en'] as const;
export const texts = { en, zh_cn: zhCn, zh_hk: zhHk } as const;
