import type { Plugin } from 'vite';

/**
 * Build only: the entry module is preloaded at once but evaluated after the page's first paint when
 * index.html shows the server-painted banner (window.__bootShellReady), so the largest content is
 * on screen before half a second of script evaluation (4x throttled) blocks the main thread.
 * Without a banner the entry starts straight away; a banner that fails to load starts it at once.
 */
export function paintFirst(): Plugin {
  return {
    name: 'paint-first',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const tag = /<script type="module" crossorigin src="(\/js\/[^"]+\.js)"><\/script>/;
        const entry = tag.exec(html)?.[1];
        if (!entry) throw new Error('paint-first: no entry script in index.html');
        // Started once the browser reports the banner painted (largest-contentful-paint), or after
        // its decode and two frames where that entry type is unknown, and never later than 800 ms.
        const loader =
          `<link rel="modulepreload" crossorigin href="${entry}">\n` +
          `    <script type="module" data-entry="${entry}">` +
          `const start = () => import(${JSON.stringify(entry)});` +
          `const ready = window.__bootShellReady;` +
          `if (!ready) start(); else { let done = false; const go = () => { if (!done) { done = true; start(); } };` +
          ` const frames = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(go, 0)));` +
          ` if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) new PerformanceObserver((_, o) => { o.disconnect(); setTimeout(go, 0); }).observe({ type: 'largest-contentful-paint', buffered: true });` +
          ` else ready.then(frames);` +
          ` ready.then((ok) => ok === false && go()); setTimeout(go, 800); }` +
          `</script>`;
        return html.replace(tag, '').replace('</body>', `  ${loader}\n  </body>`);
      },
    },
  };
}
