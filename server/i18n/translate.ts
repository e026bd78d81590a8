import type { Lang } from '../../domain/contracts/lang.ts';
import en from '../../domain/texts/en.json' with { type: 'json' };
import zhCn from '../../domain/texts/zh_cn.json' with { type: 'json' };
import zhHk from '../../domain/texts/zh_hk.json' with { type: 'json' };
import { serverMessages } from './server-messages.ts';

/**
 * The shared zod schemas report `validation.<rule>` keys; their texts live in the lobby's locale
 * files so the form and the server say the same words. Texts only the server says are in
 * server-messages.ts.
 */
const validationTexts: Record<Lang, Record<string, string>> = {
  zh_cn: zhCn.validation,
  zh_hk: zhHk.validation,
  en: en.validation,
};

export type ServerMessageKey = keyof typeof serverMessages;
export type ValidationMessageKey = `validation.${string}`;
export type MessageKey = ServerMessageKey | ValidationMessageKey;
export type MessageParams = Record<string, string | number>;

export function isMessageKey(value: unknown): value is MessageKey {
  if (typeof value !== 'string') return false;
  if (value.startsWith('validation.')) return Object.hasOwn(validationTexts.en, value.slice('validation.'.length));
  return Object.hasOwn(serverMessages, value);
}

/** The text of `key` in `lang`, with `{param}` placeholders filled in. */
export function translate(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  const text = key.startsWith('validation.')
    ? (validationTexts[lang][key.slice('validation.'.length)] ?? validationTexts[lang].invalid ?? key)
    : serverMessages[key as ServerMessageKey][lang];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
