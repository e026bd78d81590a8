import { createHash } from 'node:crypto';

/** Inline `<script>` blocks that hold data, not code: they need no hash to stay inert. */
const dataTypes = new Set(['application/json', 'application/ld+json']);
const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const typeAttr = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const srcAttr = /(?:^|\s)src\s*=/i;

/**
 * CSP source expressions ('sha256-…') of every inline executable script of `html`: what the page
 * really carries is allowed, and nothing else runs inline.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs = '', body = ''] of html.matchAll(scriptTag)) {
    if (srcAttr.test(attrs)) continue;
    const type = typeAttr.exec(attrs);
    if (dataTypes.has((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase())) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The lobby's Content-Security-Policy, sent on every reply that sets none of its own. Scripts only
 * from this origin (plus the hashes of the page's own inline scripts), no eval; styles may be inline
 * (React and sonner inject them); PixiJS needs blob: workers and data:/blob: images, Howler data:
 * audio. The lobby is never framed (the game opens in a window, not a frame).
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptHashes].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
