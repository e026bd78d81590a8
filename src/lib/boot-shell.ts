/**
 * index.html paints the first home banner before the lobby's script runs (`#boot-shell`). It goes
 * once the carousel shows its own first image, the banners turn out empty or failing, or the
 * visitor is anywhere but home.
 */
export function removeBootShell(): void {
  document.getElementById('boot-shell')?.remove();
}
