import { expect, test as base, type ConsoleMessage } from '@playwright/test';

export { expect };
export type { APIRequestContext, ElementHandle, Locator, Page, Route } from '@playwright/test';

/**
 * Console errors the browser prints about its own software GL, not about the page. Keep this short:
 * anything else the page logs as an error fails the test.
 */
const browserGlNoise = [
  // SwiftShader reports synchronous readbacks (Pixi's start-up probes, our pixel probes) as a stall.
  /GPU stall due to ReadPixels/,
  // Chromium's notice that WebGL fell back to software rendering on a GPU-less machine.
  /Automatic fallback to software WebGL has been deprecated/,
  // Driver-level performance notes SwiftShader emits through the GL debug channel.
  /GL Driver Message \(OpenGL, Performance/,
];

/** Chromium logs every non-2xx fetch as a console error; a 4xx `{ message }` from our API is an answer the page shows, not a fault. */
function isApiAnswer(message: ConsoleMessage): boolean {
  return /status of 4\d\d/.test(message.text()) && new URL(message.location().url || 'about:blank', 'http://x').pathname.startsWith('/api/');
}

/**
 * The `test` every spec uses: it fails on any uncaught page error or console error, so a page that
 * throws (an effect cleanup after the canvas was destroyed, say) cannot pass.
 */
export const test = base.extend<{ expectedConsoleErrors: RegExp | undefined; pageErrors: void; liveStream: boolean; liveOff: void }>({
  /**
   * The member's live stream (docs/architecture.md §7) never goes quiet, so `networkidle` would never come: off
   * unless a test turns it on with `test.use({ liveStream: true })`. Off is a 404, which the lobby
   * takes as a server without the call (no retry).
   */
  liveStream: [false, { option: true }],
  liveOff: [
    async ({ context, liveStream }, use) => {
      if (!liveStream) await context.route(/\/api\/member\/live(\?|$)/, (route) => route.fulfill({ status: 404, json: { message: 'Not found' } }));
      await use();
    },
    { auto: true },
  ],
  /** Console errors a test provokes on purpose (a hostile payload's blocked handler, say); set with `test.use` and say why. */
  expectedConsoleErrors: [undefined, { option: true }],
  pageErrors: [
    async ({ context, expectedConsoleErrors }, use, testInfo) => {
      const problems: string[] = [];
      const watch = (page: import('@playwright/test').Page) => {
        page.on('pageerror', (error) => problems.push(`pageerror: ${error.stack ?? error.message}`));
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          // The address is part of what is matched: a browser's "Failed to load resource" names it only there.
          const line = `${message.text()} (${message.location().url})`;
          if ([...browserGlNoise, expectedConsoleErrors ?? /(?!)/].some((pattern) => pattern.test(line)) || isApiAnswer(message)) return;
          problems.push(`console.error: ${line}`);
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      if (testInfo.status === testInfo.expectedStatus) expect(problems, 'page errors and console errors').toEqual([]);
    },
    { auto: true },
  ],
});
