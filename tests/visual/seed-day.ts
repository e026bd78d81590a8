import { expect, type APIRequestContext, type Page } from '../e2e/fixtures';
import { addDays, dayStart, serverDay } from '../../domain/time/operator-time';

/** The demo team's youngest child and the whole server days before the seed's day it joined (server/db/seed/team-agents.ts). */
const YOUNGEST = { name: 'davidho77', joinedDaysAgo: 3 };

/**
 * The server day the demo team was seeded on (the day the server started), read back from when its
 * youngest child joined. A run that crosses the operator's midnight (16:00 UTC) would otherwise read
 * a report window moved by a day against data seeded on whole days before the start.
 */
async function seedDay(request: APIRequestContext, token: { access_token: string }): Promise<string> {
  const res = await request.post('/api/team/childlist', { headers: { authorization: `Bearer ${token.access_token}` }, data: { keyword: YOUNGEST.name } });
  expect(res.ok(), await res.text()).toBe(true);
  const { list } = (await res.json()) as { list: { name: string; created_at: string }[] };
  const child = list.find((c) => c.name === YOUNGEST.name);
  expect(child, `${YOUNGEST.name} is in the demo team`).toBeTruthy();
  return addDays(serverDay(new Date(child!.created_at)), YOUNGEST.joinedDaysAgo);
}

/**
 * Puts the page's clock back by whole days to the seed's day when the server day has moved on since
 * the server started, so "the last 7 days" names the days the demo figures were seeded for. Leaves
 * the clock alone on the seed's day (every run that does not cross midnight).
 */
export async function pageOnSeedDay(page: Page, request: APIRequestContext, token: { access_token: string }): Promise<void> {
  const seeded = await seedDay(request, token);
  const now = new Date();
  const behind = Math.round((dayStart(serverDay(now)).getTime() - dayStart(seeded).getTime()) / 86_400_000);
  if (behind > 0) await page.clock.setFixedTime(new Date(now.getTime() - behind * 86_400_000));
}
