import type { Query } from '@tanstack/react-query';
import { isLang } from '../../domain/contracts/lang';
import { appStore } from '../store/app-store';

/**
 * The lists' placeholder while a language switch re-reads them: a query keyed by the language shows
 * its rows of the language before until those of the new one arrive, so the page keeps its height
 * and the reader their scroll. Any other change of key (another member, page or filter) still
 * starts empty, as before.
 */
export function keepAcrossLanguage(previous: unknown, previousQuery: Pick<Query, 'queryKey'> | undefined): unknown {
  const lang = appStore.getState().lang;
  const key = previousQuery?.queryKey ?? [];
  return key.some((part) => isLang(part) && part !== lang) ? previous : undefined;
}
