import { useCallback, useEffect, useRef, type RefObject } from 'react';

/**
 * After "Show more" appends games, focus moves to the first new tile: the button may be gone (the
 * last page) and a keyboard user carries on where the new games start.
 */
export function useFocusFirstNew(container: RefObject<HTMLElement | null>, count: number) {
  const firstNew = useRef<number | null>(null);
  useEffect(() => {
    const index = firstNew.current;
    if (index === null || count <= index) return;
    firstNew.current = null;
    const tile = container.current?.querySelectorAll('[data-testid="game-tile"]')[index];
    tile?.querySelector('button')?.focus();
  }, [container, count]);
  return useCallback((loaded: number) => {
    firstNew.current = loaded;
  }, []);
}
