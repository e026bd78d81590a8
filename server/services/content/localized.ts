import type { Lang } from '../../../domain/contracts/lang.ts';
import type { Localized } from '../../db/schema/index.ts';

/** The text in `lang`; zh_cn when an operator left that language empty. */
export function localName(text: Localized, lang: Lang): string {
  return text[lang] || text.zh_cn;
}
