import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { firstScreenSections, firstScreenValidation } from '../src/i18n/text-parts.ts';

const ID = /^virtual:texts\/(zh_cn|zh_hk|en)\/(first|later)$/;

/**
 * `virtual:texts/<lang>/<first|later>`: one locale file split in two modules, the sections of the
 * first screen and the rest, so each loads as its own chunk (src/i18n/i18n.ts). The `validation`
 * section is split by key: its first-screen part is the header forms' rules. The JSON files stay the
 * one source of the texts.
 */
export function splitTexts(): Plugin {
  const first = new Set<string>(firstScreenSections);
  const firstRules = new Set<string>(firstScreenValidation);
  return {
    name: 'split-texts',
    resolveId(id) {
      return ID.test(id) ? `\0${id}` : null;
    },
    load(id) {
      const match = ID.exec(id.startsWith('\0') ? id.slice(1) : '');
      if (!match) return null;
      const [, lang, part] = match;
      const file = fileURLToPath(new URL(`../domain/texts/${lang}.json`, import.meta.url));
      this.addWatchFile(file);
      const texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const wanted = part === 'first';
      const picked = Object.fromEntries(Object.entries(texts).filter(([section]) => first.has(section) === wanted));
      const rules = Object.entries(texts.validation as Record<string, string>).filter(([key]) => firstRules.has(key) === wanted);
      picked.validation = Object.fromEntries(rules);
      return `export default ${JSON.stringify(picked)};`;
    },
  };
}
