import { readFileSync } from 'node:fs';
import { createServer, type Plugin } from 'vite';
import { languages, type Lang } from '../domain/contracts/lang.ts';

const SLOT = '<template id="boot-headers"></template>';
const MODULE = '/src/app/static-header.tsx';

/** What the store reads at start in a browser where only `lang` is stored (a visitor). */
function storageWith(lang: Lang): Storage {
  const items = new Map<string, string>([['lang', lang]]);
  return {
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/**
 * Build only: renders the real header (src/app/static-header.tsx) once per language through Vite's
 * SSR loader, with the project's own config so CSS-module class names equal the build's, and writes
 * each into index.html as `<template id="boot-header-<lang>">`. The inline boot script shows the
 * visitor's language on home before the lobby's script runs (src/lib/boot-header.ts adopts it).
 */
export function staticHeader(): Plugin {
  let configFile: string | undefined;
  let root = process.cwd();
  return {
    name: 'static-header',
    apply: 'build',
    configResolved(config) {
      configFile = config.configFile;
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(SLOT)) throw new Error('static-header: no boot-headers slot in index.html');
        const server = await createServer({
          configFile,
          root,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        });
        const saved = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
        const templates: string[] = [];
        try {
          for (const lang of languages) {
            Object.defineProperty(globalThis, 'localStorage', { value: storageWith(lang), configurable: true, writable: true });
            // A fresh module graph per language: the store reads the stored language when it is made.
            server.moduleGraph.invalidateAll();
            const { renderStaticHeader } = (await server.ssrLoadModule(MODULE)) as typeof import('../src/app/static-header');
            const texts = JSON.parse(readFileSync(`${root}/domain/texts/${lang}.json`, 'utf8')) as Record<string, unknown>;
            templates.push(`<template id="boot-header-${lang}">${renderStaticHeader(lang, texts)}</template>`);
          }
        } finally {
          if (saved) Object.defineProperty(globalThis, 'localStorage', saved);
          else Reflect.deleteProperty(globalThis, 'localStorage');
          await server.close();
        }
        return html.replace(SLOT, templates.join('\n    '));
      },
    },
  };
}
