import { expect, type APIRequestContext } from '../e2e/fixtures';
import { apiCaptchaKey } from '../e2e/auth-helpers';

/** The seeded demo member (demo01: VIP3, rebates waiting, favourites, an agent's team), signed in through the API with a solved captcha. */
export async function demoToken(request: APIRequestContext): Promise<unknown> {
  const key = await apiCaptchaKey(request);
  const res = await request.post('/api/auth/login', { data: { name: 'demo01', password: 'demo123', key } });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}
