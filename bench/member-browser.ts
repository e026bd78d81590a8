// What a benchmark needs to watch the built lobby as a signed-in member in Debian's Chromium.
import { chromium, type Browser, type Page } from '@playwright/test';

/** No traffic of Chromium's own (updates, sync, first-run pages) beside what is measured. */
export const chromiumArgs = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Software WebGL (SwiftShader), as on a blocked GPU, a VM or CI: what the canvas benches measure on. */
export const swiftshaderArgs = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'];

/** Chromium (CHROMIUM_PATH, else /usr/bin/chromium); Playwright starts every launch with a fresh, throw-away user-data directory. */
export const launchChromium = (extraArgs: readonly string[] = []): Promise<Browser> =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: [...chromiumArgs, ...extraArgs] });

/** A page of the lobby at `route`, in English, signed in with `accessToken` as the lobby keeps a login (localStorage). */
export async function signedInPage(browser: Browser, base: string, accessToken: string, route: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  const now = Math.floor(Date.now() / 1000);
  const token = JSON.stringify({ token_type: 'Bearer', access_token: accessToken, expires_at: now, expires_in: 86_400 });
  await page.addInitScript((value) => {
    localStorage.setItem('lang', 'en');
    localStorage.setItem('islogin', '1');
    localStorage.setItem('token', value);
  }, token);
  await page.goto(`${base}/#${route}`);
  return page;
}
