/**
 * The viewport less the sticky site header on top, as an IntersectionObserver root margin: what the
 * header covers is not on screen, yet the compositor would still draw motion there every frame.
 */
export const belowHeader = (): string => `-${Math.round(document.querySelector<HTMLElement>('[data-testid=site-header]')?.offsetHeight ?? 0)}px 0px 0px 0px`;
