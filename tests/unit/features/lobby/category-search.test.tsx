// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Game, GameListReply, GameProvider } from '../../../../domain/contracts/replies/games';
import CategoryPage from '../../../../src/features/lobby/category-page';
import { initI18n, loadLaterTexts } from '../../../../src/i18n/i18n';
import { appStore } from '../../../../src/store/app-store';

const provider = (api_name: string, title: string): GameProvider => ({ id: title.length, game_type: 3, title, logo_url: '', api_name, params: '{}', gamelist_count: 10, esport: false });
const providers = [provider('rl_slot_starforge', 'Starforge'), provider('rl_slot_lucky8', 'Lucky Eight'), provider('rl_slot_jade', 'Jade Reels')];
const game = (id: number, api_name: string, name: string): Game => ({ id, api_name, game_type: 3, code: `g${id}`, name, image_url: '/t.svg', tags: [], is_hot: false });

const api = vi.hoisted(() => ({
  fetchProviders: vi.fn<() => Promise<GameProvider[]>>(),
  fetchGames: vi.fn<(query: { api_code: string; keyword?: string }) => Promise<GameListReply>>(),
  searchGames: vi.fn<(query: { keyword: string; gameType: number; except: string }) => Promise<Game[]>>(),
}));
vi.mock('../../../../src/api/games', () => api);

beforeAll(async () => {
  await initI18n('en');
  await loadLaterTexts();
});
beforeEach(() => {
  appStore.getState().clearSession();
  api.fetchProviders.mockReset().mockResolvedValue(providers);
  api.fetchGames.mockReset().mockImplementation(async ({ keyword }) => {
    const list = keyword ? [] : [{ id: 1, code: 'g1', name: 'Royal Melon', image_url: '/t.svg', is_hot: false }];
    return { list, total: list.length, page: 1, limit: 600 };
  });
  api.searchGames.mockReset().mockResolvedValue([game(7, 'rl_slot_lucky8', 'Dragon Gold'), game(9, 'rl_slot_jade', 'Dragon Pearl')]);
});

describe('the game search of a category page', () => {
  it('lists the matches of the other providers under their names, not only the selected provider\'s', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/Game']}>
          <CategoryPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const games = await screen.findByTestId('provider-games');
    fireEvent.change(within(games).getByRole('searchbox', { name: 'Search games' }), { target: { value: ' dragon ' } });
    const others = await screen.findByTestId('other-provider-matches');
    expect(api.searchGames).toHaveBeenCalledWith({ keyword: 'dragon', gameType: 3, except: 'rl_slot_starforge' });
    expect(within(others).getByRole('heading', { name: 'Also in other providers' })).toBeVisible();
    expect(within(others).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Lucky Eight', 'Jade Reels']);
    // Each tile says its game, then its provider.
    expect(within(others).getByRole('button', { name: 'Play Dragon Gold, Lucky Eight' })).toBeVisible();
    expect(within(others).getByRole('button', { name: 'Play Dragon Pearl, Jade Reels' })).toBeVisible();
  });
});

describe('the back-to-top button of a long category page', () => {
  it('appears after scrolling two screens down and takes scroll and keyboard focus back to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/Game']}>
          <CategoryPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByTestId('provider-games');
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 3000, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    const up = screen.getByRole('button', { name: 'Back to top' });
    up.focus();
    fireEvent.click(up);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    scrollTo.mockRestore();
  });
});
