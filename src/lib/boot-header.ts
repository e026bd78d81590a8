/**
 * index.html shows a visitor on home the header as static markup before the lobby's script has run
 * (`#boot-header`, rendered at build time from the real header by scripts/vite-static-header.ts), so
 * the login form can be seen and typed into at once. The React header takes its place in its first
 * commit: what was typed, the focus and the caret move to the live form before the browser paints,
 * then the static copy goes. A button pressed meanwhile (the boot script notes it in
 * `data-pressed`) is pressed on the live header right after that commit.
 */
export function adoptBootFields(form: HTMLFormElement | null): void {
  const boot = document.getElementById('boot-header');
  if (!boot || !form) return;
  const pressed = boot.getAttribute('data-pressed');
  const button = pressed === null ? undefined : form.querySelectorAll('button')[Number(pressed)];
  // After the commit: the press runs the live form's own handlers, which update React state.
  if (button) queueMicrotask(() => button.click());
  for (const typed of boot.querySelectorAll('input[name]')) {
    const live = form.elements.namedItem((typed as HTMLInputElement).name);
    if (!(typed instanceof HTMLInputElement) || !(live instanceof HTMLInputElement)) continue;
    live.value = typed.value;
    if (document.activeElement !== typed) continue;
    live.focus({ preventScroll: true });
    live.setSelectionRange(typed.selectionStart, typed.selectionEnd, typed.selectionDirection ?? undefined);
  }
}

/** The static header goes once the live one is in the page (or on any screen it does not belong to). */
export function removeBootHeader(): void {
  document.getElementById('boot-header')?.remove();
}
