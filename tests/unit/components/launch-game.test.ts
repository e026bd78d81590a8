// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => ({ error: vi.fn(), warning: vi.fn() }));
vi.mock('sonner', () => ({ toast }));
const guard = vi.hoisted(() => ({ member: true }));
vi.mock('../../../src/components/require-member', () => ({ requireMember: () => guard.member }));

import { parseProviderParams } from '../../../domain/contracts/provider-params';
import { initI18n, loadLaterTexts } from '../../../src/i18n/i18n';
import { GAME_POPUP, launchGame, launchUrl } from '../../../src/components/launch-game';

// A launch loads the game-close watcher lazily; loaded here first, it is never fetched after a test ended.
beforeAll(async () => {
  await import('../../../src/components/game-close');
});

const provider = { api_name: 'rl_slots_starforge', title: 'Starforge', params: '{"gameType":"3","lobby":"main"}' };

describe('provider params', () => {
  it.each([
    ['{"gameType":"3","lobby":"main"}', { gameType: '3', lobby: 'main' }],
    ['{"n":5,"flag":true,"nested":{"x":1},"list":[1]}', { n: '5', flag: 'true' }],
    ['', {}],
  ])('parses %s', (text, params) => {
    expect(parseProviderParams(text)).toEqual({ ok: true, params });
  });

  it.each(['{bad json', '[1,2]', '"text"', '42', 'null'])('reports %s as an error, not a crash', (text) => {
    expect(parseProviderParams(text)).toEqual({ ok: false });
  });
});

describe('launching a game', () => {
  beforeAll(() => initI18n('en').then(loadLaterTexts));
  beforeEach(() => {
    guard.member = true;
    toast.error.mockReset();
    toast.warning.mockReset();
  });

  it('builds the popup address from api_code, the provider params and the game code', () => {
    const url = launchUrl(provider, { code: 'sf-0007' })!;
    const query = new URLSearchParams(url.split('?')[1]);
    expect(url).toContain('#/LoginToSupplier?');
    expect(Object.fromEntries(query)).toEqual({ gameType: '3', lobby: 'main', api_code: 'rl_slots_starforge', game_code: 'sf-0007' });
  });

  it('keeps the provider api_code even when its params try to override it', () => {
    const url = launchUrl({ api_name: 'rl_live_aurora', params: '{"api_code":"evil"}' })!;
    expect(new URLSearchParams(url.split('?')[1]).get('api_code')).toBe('rl_live_aurora');
  });

  it('opens a 1200x900 popup for a member', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    launchGame(provider);
    expect(open).toHaveBeenCalledWith(expect.stringContaining('api_code=rl_slots_starforge'), 'game', expect.stringContaining(`width=${GAME_POPUP.width},height=${GAME_POPUP.height}`));
    expect(toast.warning).not.toHaveBeenCalled();
  });

  it('tells the member how to allow a blocked popup', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    launchGame(provider);
    expect(toast.warning).toHaveBeenCalledWith(expect.stringMatching(/^Your browser blocked the game window\. Allow pop-ups/), expect.anything());
  });

  it('shows an error instead of opening a provider with broken params', () => {
    const open = vi.spyOn(window, 'open');
    launchGame({ ...provider, params: '{broken' });
    expect(open).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('Starforge cannot be opened right now: its launch settings are invalid. Please contact customer service.');
  });

  it('opens nothing for a visitor', () => {
    guard.member = false;
    const open = vi.spyOn(window, 'open');
    launchGame(provider);
    expect(open).not.toHaveBeenCalled();
  });
});
