// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { languages, type Lang } from '../../../domain/contracts/lang';
import { loadTexts, type Texts } from '../../../src/i18n/i18n';

// Each language is its own chunk in the lobby; here all of them are read to compare them.
const resources = Object.fromEntries(await Promise.all(languages.map(async (lang) => [lang, { translation: await loadTexts(lang) }] as const))) as Record<
  Lang,
  { translation: Texts }
>;

function keysOf(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

const locales = Object.entries(resources).map(([lang, r]) => [lang, new Set(keysOf(r.translation))] as const);
const allKeys = new Set(locales.flatMap(([, keys]) => [...keys]));

describe('locale files', () => {
  it.each(locales)('%s has every key of every other locale', (_lang, keys) => {
    const missing = [...allKeys].filter((k) => !keys.has(k));
    expect(missing).toEqual([]);
  });

  it.each(Object.entries(resources))('%s has no empty text', (_lang, r) => {
    const empty = keysOf(r.translation).filter((k) => {
      const value = k.split('.').reduce<unknown>((o, part) => (o as Record<string, unknown>)[part], r.translation);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(empty).toEqual([]);
  });

  it('uses the spec wording in English, where it reads as a native speaker would write it', () => {
    expect(resources.en.translation.error.sessionExpired).toBe('Your login has expired, please log in again!');
    // The spec's 'Please login to operate', 'Will you exit the current user? Do you want to continue?' and
    // 'Exit successful!' rewritten.
    expect(resources.en.translation.error.pleaseLogin).toBe('Please log in first.');
    expect(resources.en.translation.auth.logoutConfirm).toBe('Log out of your account?');
    expect(resources.en.translation.auth.logoutDone).toBe('You have logged out.');
  });
});

describe('keys used in the source', () => {
  it('exist in every locale', async () => {
    const { readFileSync, readdirSync, statSync } = await import('node:fs');
    const { join } = await import('node:path');
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? walk(path) : /\.tsx?$/.test(name) ? [path] : [];
      });
    // t('a.b'), titleKey="a.b", labelKey: 'a.b', and the validation keys the contracts use as messages.
    const pattern = /(?:\bt\(|[Kk]ey[=:]\s*\{?)\s*['"]([a-zA-Z]+\.[a-zA-Z0-9_.]+)['"]|['"](validation\.[a-zA-Z]+)['"]/g;
    const used = new Set(walk('src').flatMap((file) => [...readFileSync(file, 'utf8').matchAll(pattern)].map((m) => (m[1] ?? m[2])!)));
    expect(used.size).toBeGreaterThan(20);
    for (const [, keys] of locales) expect([...used].filter((k) => !keys.has(k))).toEqual([]);
  });
});

describe('texts in two parts', () => {
  it('starts with the first screen sections only and adds the rest once asked', async () => {
    const { initI18n, loadLaterTexts } = await import('../../../src/i18n/i18n');
    const { firstScreenSections } = await import('../../../src/i18n/text-parts');
    const i18n = await initI18n('en');
    expect(Object.keys(i18n.getResourceBundle('en', 'translation') as object).sort()).toEqual([...firstScreenSections, 'validation'].sort());
    expect(i18n.t('header.login')).toBe(resources.en.translation.header.login);
    expect(i18n.t('validation.nameLength')).toBe(resources.en.translation.validation.nameLength);
    expect(i18n.exists('home.showcase.tabs.live')).toBe(false);
    expect(i18n.exists('validation.mailMessageLength')).toBe(false);
    await loadLaterTexts();
    expect(i18n.t('home.showcase.tabs.live')).toBe(resources.en.translation.home.showcase.tabs.live);
    expect(i18n.t('validation.mailMessageLength')).toBe(resources.en.translation.validation.mailMessageLength);
    expect(i18n.t('validation.nameLength')).toBe(resources.en.translation.validation.nameLength);
  });

  it('has every rule of the header\'s login form in the first part', async () => {
    const { firstScreenValidation } = await import('../../../src/i18n/text-parts');
    const { loginSchema } = await import('../../../domain/contracts/auth');
    const tries = [{}, { name: '', password: '' }, { name: 'ab', password: 'ab' }, { name: 'abc$%^&', password: 'x'.repeat(20) }, { name: 'x'.repeat(20), password: 'secret12' }];
    const used = new Set(tries.flatMap((input) => loginSchema.safeParse(input).error?.issues.map((i) => i.message.replace(/^validation\./, '')) ?? []));
    expect(used.size).toBeGreaterThanOrEqual(5);
    expect([...used].filter((key) => !(firstScreenValidation as readonly string[]).includes(key))).toEqual([]);
    expect(firstScreenValidation.filter((key) => !Object.hasOwn(resources.en.translation.validation, key))).toEqual([]);
  });
});
