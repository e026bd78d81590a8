import type { Page } from '../e2e/fixtures';

/**
 * The page has stopped loading: no resource finished for 500 ms, fonts ready, images decoded.
 * Playwright's 'networkidle' never comes for a member: the live client's stream (GET /api/member/live)
 * stays open for as long as they are signed in.
 */
export async function networkSettled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(finish, 500);
        const observer = new PerformanceObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(finish, 500);
        });
        function finish() {
          observer.disconnect();
          resolve();
        }
        observer.observe({ type: 'resource' });
      }),
  );
  await page.evaluate(() => Promise.all([document.fonts.ready, ...[...document.images].map((img) => img.decode().catch(() => undefined))]));
}
