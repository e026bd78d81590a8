/**
 * While a modal dialog is open the page behind it keeps its scroll position without the viewport
 * losing its scrollbar (docs/performance.md, "Input always wins": modal dialogs). Radix's scroll
 * lock marks the body with `data-scroll-locked` and stops wheel and touch scrolling outside the
 * dialog; theme.css keeps the viewport's overflow as it was, because switching it makes the browser
 * lay out and repaint the whole page on every open and close. What is left to stop is the keyboard:
 * a scroll key pressed on something in the dialog that does not use the key itself would scroll the
 * page behind.
 */
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'PageUp', 'PageDown', 'Home', 'End', ' ', 'Spacebar']);

/** Elements that use every one of these keys themselves (typing, choosing, moving a value). */
const USES_KEYS = 'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="slider"], [role="radio"], [role="tab"], [role="option"], [role="menuitem"], [role="listbox"]';
/** Elements that use Space (they activate on it) but let the other scroll keys through. */
const USES_SPACE = 'button, a[href], summary, [role="button"], [role="checkbox"], [role="switch"]';

function scrollsItself(el: Element, key: string): boolean {
  const style = getComputedStyle(el);
  const horizontal = key === 'ArrowLeft' || key === 'ArrowRight';
  const overflow = horizontal ? style.overflowX : style.overflowY;
  if (overflow !== 'auto' && overflow !== 'scroll') return false;
  return horizontal ? el.scrollWidth > el.clientWidth : el.scrollHeight > el.clientHeight;
}

/** Whether the key would scroll the page behind an open modal, and nothing in the dialog takes it. */
export function scrollsPageBehindModal(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || !SCROLL_KEYS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey) return false;
  if (!document.body.hasAttribute('data-scroll-locked')) return false;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(USES_KEYS)) return false;
  if ((event.key === ' ' || event.key === 'Spacebar') && target?.closest(USES_SPACE)) return false;
  for (let el = target; el && el !== document.body; el = el.parentElement) if (scrollsItself(el, event.key)) return false;
  return true;
}

/** Installs the guard once for the page; it acts only while a modal holds the scroll lock. */
export function keepPageStillUnderModals(): void {
  // Bubble phase: the dialog's own handlers (Escape, a slider's arrows) run first and may take the key.
  document.addEventListener('keydown', (event) => {
    if (scrollsPageBehindModal(event)) event.preventDefault();
  });
}
