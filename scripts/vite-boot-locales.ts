import type { Plugin } from 'vite';

const SLOT = '<script type="application/json" id="boot-locales">{}</script>';
// The first-screen part of each language's texts (scripts/vite-split-texts.ts).
const LOCALE = /^\0virtual:texts\/([a-z_]+)\/first$/;

/**
 * Build only: writes the URL of each language's text chunk into index.html's `boot-locales` slot, so
 * the inline boot script can start the stored language's texts together with the entry instead of
 * after it (src/i18n/i18n.ts loads them with a dynamic import). The map is the same for every
 * request, so the page's inline script stays one fixed, hashable text.
 */
export function bootLocales(): Plugin {
  let base = '/';
  return {
    name: 'boot-locales',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!html.includes(SLOT)) throw new Error('boot-locales: no boot-locales slot in index.html');
        const urls: Record<string, string> = {};
        for (const chunk of Object.values(ctx.bundle ?? {})) {
          const lang = chunk.type === 'chunk' ? LOCALE.exec(chunk.facadeModuleId ?? '')?.[1] : undefined;
          if (lang) urls[lang] = base + chunk.fileName;
        }
        if (Object.keys(urls).length === 0) throw new Error('boot-locales: no locale chunk in the bundle');
        return html.replace(SLOT, SLOT.replace('{}', JSON.stringify(urls)));
      },
    },
  };
}
