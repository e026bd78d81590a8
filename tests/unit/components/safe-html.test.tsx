// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeHtml, sanitizeHtml } from '../../../src/components/safe-html';

declare global {
  interface Window {
    __xss?: number;
  }
}

afterEach(() => {
  delete window.__xss;
});

describe('sanitizeHtml', () => {
  it('drops scripts, event handlers, javascript: links, styles, frames and forms', () => {
    const dirty = [
      '<h3>Title</h3>',
      '<script>window.__xss = 1</script>',
      '<img src="x" onerror="window.__xss = 2">',
      '<a href="javascript:window.__xss = 3">link</a>',
      '<p style="position:fixed;inset:0" onclick="window.__xss = 4">text</p>',
      '<iframe src="https://example.com"></iframe>',
      '<form action="https://example.com"><input name="password"></form>',
      '<svg><script>window.__xss = 5</script></svg>',
      '<style>body{display:none}</style>',
    ].join('');
    const clean = sanitizeHtml(dirty);
    expect(clean).toContain('<h3>Title</h3>');
    expect(clean).toContain('<p>text</p>');
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:|style|iframe|form|input|svg/i);
  });

  it('keeps the markup of the seeded bodies and opens outside links apart', () => {
    const html = '<h3>A</h3><p><strong>B</strong></p><ul><li>C</li></ul><a href="https://example.com/x">out</a><a href="#/Promotion" target="_top">in</a>';
    const clean = sanitizeHtml(html);
    expect(clean).toContain('<h3>A</h3><p><strong>B</strong></p><ul><li>C</li></ul>');
    expect(clean).toContain('<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">out</a>');
    expect(clean).toContain('<a href="#/Promotion">in</a>');
  });
});

describe('SafeHtml', () => {
  it('renders a stored payload without running it', async () => {
    const { container } = render(<SafeHtml html={'<p>ok</p><img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script>'} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector('p')?.textContent).toBe('ok');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(window.__xss).toBeUndefined();
  });
});

describe('server HTML', () => {
  it('enters the DOM only through SafeHtml', () => {
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? walk(path) : /\.tsx?$/.test(name) ? [path] : [];
      });
    const users = walk('src').filter((file) => /dangerouslySetInnerHTML|\.innerHTML\s*=|insertAdjacentHTML/.test(readFileSync(file, 'utf8')));
    expect(users).toEqual([join('src', 'components', 'safe-html.tsx')]);
  });
});
