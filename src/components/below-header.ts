import { useEffect, useState } from 'react';

const header = () => document.querySelector<HTMLElement>('[data-testid=site-header]');
const marginFor = (height: number) => `-${Math.round(height)}px 0px 0px 0px`;

/**
 * The viewport less the sticky site header on top, as an IntersectionObserver root margin: what the
 * header covers is not on screen, yet the compositor would still draw motion there every frame.
 * The header grows after the first paint (the member bar, the notice line, web fonts), so the margin
 * follows its height: a margin read once at mount left a strip under the header counted as seen.
 */
export function useBelowHeader(): string {
  const [margin, setMargin] = useState(() => marginFor(header()?.offsetHeight ?? 0));
  useEffect(() => {
    const element = header();
    if (!element || typeof ResizeObserver !== 'function') return undefined;
    const follow = () => setMargin(marginFor(element.offsetHeight));
    follow();
    const observer = new ResizeObserver(follow);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return margin;
}
