import { useEffect, useRef } from 'react';

/** What keeps its own Space and Enter: a field, a control, a link, an editable region, a dialog. */
const OWNS_KEYS = 'input, textarea, select, button, a[href], [contenteditable]:not([contenteditable="false"]), [role="dialog"], [role="alertdialog"]';

/** Whether a key press is the page-wide spin shortcut: Space or Enter, alone, with nothing interactive focused. */
export function isSpinShortcut(event: KeyboardEvent): boolean {
  if (event.key !== ' ' && event.key !== 'Enter') return false;
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false;
  const target = event.target;
  return !(target instanceof Element && target.closest(OWNS_KEYS));
}

/**
 * "Press Space or Enter to spin" anywhere on the page while no field, button or link has the focus
 * (the focused spin button already does it natively). `active` says whether the shortcut applies now
 * (a spin can start, or one is under way): then Space does not scroll the page. A held key spins once.
 */
export function useSpinShortcut(active: boolean, spin: () => void): void {
  const latest = useRef({ active, spin });
  useEffect(() => {
    latest.current = { active, spin };
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!latest.current.active || !isSpinShortcut(event)) return;
      event.preventDefault();
      if (!event.repeat) latest.current.spin();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
