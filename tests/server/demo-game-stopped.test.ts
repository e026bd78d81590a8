// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { memberCalls } from './deposit-helpers.ts';
import { gmt8, memberWithPassword, PASSWORD } from './responsible-helpers.ts';
import { startTestApp } from './test-app.ts';

const t = await startTestApp();
afterAll(() => t.close());
const { get, post } = memberCalls(t.app);

describe('a game window closed by a stop', () => {
  it("tells the member when the stop ends and what stays open, not to open the game again from the lobby (which they cannot)", async () => {
    const m = await memberWithPassword(t);
    const { url } = (await get<{ url: string }>('/game/login?api_code=rl_slot_starforge&lang=en', m.token)).body;
    const page = await t.app.inject({ method: 'GET', url });
    const cookie = String(page.headers['set-cookie']).split(';')[0]!;
    const stopped = await post<{ message: string }>('/member/time_out?lang=en', m.token, { days: 1, password: PASSWORD });
    expect(stopped.status).toBe(200);
    const until = gmt8(new Date(t.app.clock().getTime() + 24 * 3600_000).toISOString());

    for (const path of ['/api/demo-game/table', '/api/demo-game/state']) {
      const closed = await t.app.inject({ method: 'GET', url: path, headers: { cookie } });
      expect(closed.statusCode).toBe(404);
      expect(closed.body).toContain('This game is closed');
      expect(closed.body).toMatch(new RegExp(`You are on a time-out until ${until.slice(0, 13)}:\\d\\d \\(GMT\\+8\\), so this game is closed\\. Until then you can still sign in to the lobby to see your balances, move money from game wallets back to the main wallet and withdraw\\.`));
      expect(closed.body).toContain('href="/#/Member/Withdraw"');
      expect(closed.body).not.toContain('open it again from the lobby');
    }
  });
});
