import createDOMPurify, { type Config } from 'dompurify';
import { useMemo } from 'react';
import styles from './safe-html.module.css';

/**
 * What server HTML may keep: text markup, lists, tables, links and images. No scripts, event
 * handlers, styles, forms or frames; DOMPurify also drops `javascript:` and other unsafe URLs.
 */
const config: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'object', 'embed', 'link', 'meta', 'base'],
  FORBID_ATTR: ['style', 'id', 'name', 'srcset', 'formaction'],
  ALLOW_DATA_ATTR: false,
};

let purifier: ReturnType<typeof createDOMPurify> | null = null;

/** One DOMPurify of our own (its hooks do not touch anybody else's), made on first use. */
function getPurifier() {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
      // An outside link opens apart from the lobby and cannot reach back into it.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else if (node.tagName === 'A') {
      node.removeAttribute('target');
    }
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
  return purifier;
}

/** Server HTML made safe to insert: the only way HTML from the API reaches the DOM. */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, { ...config, RETURN_TRUSTED_TYPE: false }) as string;
}

export interface SafeHtmlProps {
  /** Untrusted HTML (activity and about bodies, notices). */
  html: string;
  className?: string;
  'data-testid'?: string;
}

/** Renders server HTML after sanitising it, styled as rich text in the lobby theme. */
export function SafeHtml({ html, className, ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={className ? `${styles.richText} ${className}` : styles.richText}
      data-testid={rest['data-testid']}
      // The one place server HTML enters the DOM, and only after sanitizeHtml.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
