/** Marks the safe answer of an "are you sure?" (cancel, "not now"): spread it on that button. */
export const safeAction = { 'data-safe-action': '' } as const;

/**
 * Focus for an "are you sure?" built on Radix AlertDialog with plain buttons; pass it as
 * AlertDialog.Content's onOpenAutoFocus. Radix puts focus on its own AlertDialog.Cancel, which these
 * dialogs do not use (it would also fire onOpenChange and cancel twice), so without this nothing
 * inside takes focus and the trap holds nothing: Tab walks the page behind. The button marked
 * `safeAction` takes it, so Enter never confirms by surprise; Radix still traps focus and gives
 * it back to the opener on close.
 */
export function focusSafeAction(event: Event): void {
  const content = event.currentTarget;
  const button = content instanceof HTMLElement ? content.querySelector<HTMLElement>('[data-safe-action]') : null;
  if (!button) return;
  event.preventDefault();
  button.focus({ preventScroll: true });
}
