import type { Lang } from '../../../domain/contracts/lang.ts';
import en from '../../../domain/texts/en.json' with { type: 'json' };
import zhCn from '../../../domain/texts/zh_cn.json' with { type: 'json' };
import zhHk from '../../../domain/texts/zh_hk.json' with { type: 'json' };

const locales: Record<Lang, unknown> = { zh_cn: zhCn, zh_hk: zhHk, en };

/**
 * A text of the lobby's locale files (`section.key`, i18next's `{{name}}` placeholders filled), for
 * the server's own pages that must say what the lobby says (the game window's reality check).
 * An unknown key reads as itself, as i18next shows it.
 */
export function lobbyText(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  let node: unknown = locales[lang];
  for (const part of key.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  const text = typeof node === 'string' ? node : key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
