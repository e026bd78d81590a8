import { readFileSync } from 'node:fs';
import { languages, type Lang } from '../../../domain/contracts/lang.ts';
import type { Banner } from '../../../domain/contracts/replies/content.ts';

const SLOT = '<script type="application/json" id="boot-banners">{}</script>';

/** Only the server's own files may be painted before the lobby's checks run. */
const ownPath = (url: string | undefined) => (url && /^\/(?!\/)[^\s\\"'<>]*$/.test(url) ? url : null);

/**
 * The built index.html with the first home banner of each language written into it, so the page
 * paints its largest content before the lobby's script has run (see index.html). `<` is escaped so
 * no stored value can close the script element.
 */
export function createIndexPage(file: string, banners: (lang: Lang) => Promise<Banner[]>) {
  const html = readFileSync(file, 'utf8');
  if (!html.includes(SLOT)) return async (): Promise<string> => html;
  return async (): Promise<string> => {
    const first: Partial<Record<Lang, string>> = {};
    for (const lang of languages) {
      const url = ownPath((await banners(lang))[0]?.url);
      if (url) first[lang] = url;
    }
    const json = JSON.stringify(first).replace(/</g, '\\u003c');
    // When every language opens on the same banner, its download starts with the head.
    const distinct = [...new Set(Object.values(first))];
    const preload = distinct.length === 1 ? `<link rel="preload" as="image" href="${distinct[0]}" fetchpriority="high">\n  ` : '';
    return html.replace('</head>', `${preload}</head>`).replace(SLOT, SLOT.replace('{}', json));
  };
}
