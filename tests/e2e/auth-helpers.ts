import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { checkBody, humanTrail } from './captcha-trail-helpers';

let serial = 0;
/** A name and phone digits no other test of this run uses (parallel workers included). */
export function uniqueMember(): { name: string; digits: string } {
  serial += 1;
  const n = `${process.pid % 1000}${Date.now() % 100000}${serial}`.slice(-8).padStart(8, '0');
  return { name: `e${n}`, digits: `9${n}0`.slice(0, 10) };
}

/**
 * A unique number (`uniqueMember().digits`, a +63 mobile) made to fit the country code a form shows,
 * as a local player's would: the server refuses a number of one country under another's code.
 */
export function phoneDigitsFor(prefix: string, digits: string): string {
  if (prefix === '+86') return `1${digits.slice(-10)}`;
  if (prefix === '+852') return `9${digits.slice(-7)}`;
  if (prefix === '+1') return `2${digits.slice(-9)}`;
  return digits;
}

/** The last code the console SMS transport "sent" to `phone`, from the dev inbox. */
export async function inboxCode(request: APIRequestContext, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/sms?phone=${encodeURIComponent(phone)}`);
      code = res.ok() ? ((await res.json()) as { code: string }).code : '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** A captcha key's answer from the dev endpoint: the gap's x and the proof-of-work's solution. */
export interface CaptchaDevAnswer {
  offset: number;
  pow: { counter: number; derivedKey: string };
}

/** Where a puzzle's gap is and the solution of its proof-of-work, from the dev endpoint. */
export async function captchaAnswer(request: APIRequestContext, key: string): Promise<CaptchaDevAnswer> {
  const answer = (await (await request.get(`/api/dev/captcha/${key}`)).json()) as { offset: number | null; pow: CaptchaDevAnswer['pow'] };
  return { offset: answer.offset ?? 0, pow: answer.pow };
}

/** Waits for the page's next painted frame: a hand's pointer moves at most once a frame. */
export const nextFrame = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

/**
 * Drags the captcha handle the way a hand does: sideways along a human-shaped path (speeding up,
 * slowing down, a little wobble up and down, which does not move the piece) to `x`, a move every
 * two frames, and lets go.
 */
export async function dragCaptchaPiece(page: Page, x: number): Promise<void> {
  const box = (await page.getByTestId('captcha-handle').boundingBox())!;
  const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (const [dx, dy] of humanTrail(x, 0).slice(1)) {
    await page.mouse.move(from.x + dx, from.y + dy);
    await nextFrame(page);
    await nextFrame(page);
  }
  await page.mouse.up();
}

/**
 * Moves the focused captcha handle with the keyboard as a person does: Shift+Right to near the gap,
 * single steps the rest of the way (10 at least); a few frames between keys.
 */
export async function keyCaptchaPiece(page: Page, x: number): Promise<void> {
  const press = async (key: string, times: number) => {
    for (let i = 0; i < times; i += 1) {
      await page.keyboard.press(key);
      for (let f = 0; f < 3; f += 1) await nextFrame(page);
    }
  };
  const coarse = Math.max(0, Math.floor(x / 10) - 1);
  await press('Shift+ArrowRight', coarse);
  await press('ArrowRight', x - coarse * 10);
}

/** A puzzle's check includes the browser's proof of work (about a second, longer on a busy machine). */
export const CAPTCHA_CHECK_TIMEOUT = 30_000;

/**
 * Solves the captcha dialog the way a person would: drags the piece sideways into the gap, and the
 * page's worker solves the proof of work for real. The gap's x comes from the dev endpoint, keyed by
 * the puzzle the page just loaded.
 */
export async function solveCaptcha(page: Page, trigger: () => Promise<unknown>): Promise<void> {
  const puzzle = page.waitForResponse((r) => r.url().includes('/api/auth/captcha') && r.ok());
  await trigger();
  const { key } = (await (await puzzle).json()) as { key: string };
  const { offset } = await captchaAnswer(page.request, key);
  await expect(page.getByTestId('captcha-puzzle')).toHaveAttribute('data-phase', 'ready');
  await dragCaptchaPiece(page, offset);
  await expect(page.getByTestId('captcha-puzzle')).toHaveAttribute('data-phase', 'success', { timeout: CAPTCHA_CHECK_TIMEOUT });
}

/**
 * A solved captcha key through the API (the gap from the dev endpoint, answered with a human-shaped
 * drag), for login, register, SMS sends, phone login and reset.
 */
export async function apiCaptchaKey(request: APIRequestContext): Promise<string> {
  const { key } = (await (await request.get('/api/auth/captcha')).json()) as { key: string };
  const { offset, pow } = await captchaAnswer(request, key);
  const res = await request.post('/api/auth/check', { data: checkBody(key, offset, pow) });
  expect(res.ok(), await res.text()).toBe(true);
  return key;
}

/** Creates a member through the API (captcha and SMS via the dev endpoints) and returns its data. */
export async function createMember(request: APIRequestContext, password = 'secret12') {
  const { name, digits } = uniqueMember();
  const phone = `+63${digits}`;
  expect((await request.post('/api/auth/sms', { data: { phone, purpose: 'register', key: await apiCaptchaKey(request) } })).ok()).toBe(true);
  const sms_code = await inboxCode(request, phone);
  // Each captcha key is spent once: the SMS send took one, the registration takes its own.
  const key = await apiCaptchaKey(request);
  const res = await request.post('/api/auth/register?lang=en', {
    data: {
      name,
      password,
      password_confirmation: password,
      qk_pwd: '123456',
      realname: 'Test Player',
      phone,
      sms_code,
      key,
      register_site: 'e2e.example',
      lang: 'en',
      from_type: 'smart',
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const token = (await res.json()) as { access_token: string };
  // A member made here has answered the deposit-limit prompt ("not now"), so it stays out of the
  // screens other tests look at; the prompt's own test registers through the dialog (docs/product.md §10.1).
  const skipped = await request.post('/api/member/limits/skip?lang=en', { headers: { authorization: `Bearer ${token.access_token}` } });
  expect(skipped.ok(), await skipped.text()).toBe(true);
  return { name, password, phone, digits, token };
}

/** Logs in through the header form, solving the captcha. */
export async function loginInHeader(page: Page, name: string, password: string, labels: { name: string; password: string; login: string }) {
  const form = page.getByRole('form', { name: labels.login });
  await form.getByLabel(labels.name).fill(name);
  await form.getByLabel(labels.password).fill(password);
  await solveCaptcha(page, () => form.getByRole('button', { name: labels.login }).click());
  await expect(page.getByTestId('member-name')).toHaveText(name);
}
