// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Game, GameProvider } from '../../../../domain/contracts/replies/games';
import CollectPage from '../../../../src/features/collect/collect-page';
import { initI18n, loadLaterTexts } from '../../../../src/i18n/i18n';
import { appStore } from '../../../../src/store/app-store';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock('sonner', () => ({ toast }));
const api = vi.hoisted(() => ({
  fetchFavourites: vi.fn<(type?: number) => Promise<Game[]>>(),
  removeFavourite: vi.fn<(id: number) => Promise<{ message: string }>>(),
  fetchProviders: vi.fn<(type?: number) => Promise<GameProvider[]>>(),
}));
vi.mock('../../../../src/api/favourites', () => ({ fetchFavourites: api.fetchFavourites, removeFavourite: api.removeFavourite, addFavourite: vi.fn() }));
vi.mock('../../../../src/api/games', () => ({ fetchProviders: api.fetchProviders }));
// A launch loads the popup watcher lazily; loaded for real it could still be arriving after this file's DOM is gone.
vi.mock('../../../../src/components/game-close', () => ({ recallWhenClosed: vi.fn() }));

const game = (id: number, type: number, apiName: string): Game => ({
  id, api_name: apiName, game_type: type, code: `code_${id}`, name: `Game ${id}`, image_url: `/media/games/tile-${id}.svg`, tags: [], is_hot: false,
});
const provider = (type: number, apiName: string, title: string): GameProvider => ({
  id: type, game_type: type, title, logo_url: '', api_name: apiName, params: `{"gameType":"${type}"}`, gamelist_count: 20,
});

// Newest first, as the server lists them.
let stored: Game[] = [];

function renderPage(entry = '/Member/Collect') {
  appStore.getState().signIn({ token_type: 'Bearer', access_token: 'token-of-a-member-collect', expires_at: Date.now() / 1000, expires_in: 3600 });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[entry]}>
        <CollectPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n('en');
  await loadLaterTexts();
});
beforeEach(() => {
  stored = [game(11, 3, 'rl_slot_a'), game(12, 3, 'rl_slot_a'), game(21, 2, 'rl_fish_b')];
  api.fetchFavourites.mockReset().mockImplementation(async (type) => stored.filter((g) => type === undefined || g.game_type === type));
  api.removeFavourite.mockReset().mockImplementation(async (id) => {
    stored = stored.filter((g) => g.id !== id);
    return { message: 'Removed from favourites' };
  });
  api.fetchProviders.mockReset().mockImplementation(async (type) => [provider(3, 'rl_slot_a', 'Slot A'), provider(2, 'rl_fish_b', 'Fish B')].filter((p) => p.game_type === type));
  toast.success.mockReset();
});

describe('the favourites page', () => {
  it('opens the type of the newest favourite and shows each favourite with its provider', async () => {
    renderPage();
    const tiles = await screen.findAllByTestId('favourite-tile');
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
    expect(api.fetchFavourites).toHaveBeenCalledWith(3);
    expect(await within(tiles[0]!).findByText('Slot A')).toBeInTheDocument();
    // Named as they read: the game, then its provider.
    expect(tiles.map((t) => within(t).getByRole('button', { name: /^Play/ }).getAttribute('aria-label'))).toEqual(['Play Game 11, Slot A', 'Play Game 12, Slot A']);
  });

  it('removes a favourite and the list follows', async () => {
    // The click guard's clock reads Date.now from the page's first render on.
    const start = Date.now();
    const now = vi.spyOn(Date, 'now').mockReturnValue(start);
    renderPage('/Member/Collect?type=3');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Game 12 from favourites' }));
    // A second click within 500 ms is ignored (docs/product.md §4).
    fireEvent.click(screen.getByRole('button', { name: 'Remove Game 11 from favourites' }));
    await waitFor(() => expect(screen.getAllByTestId('favourite-tile')).toHaveLength(1));
    expect(api.removeFavourite.mock.calls).toEqual([[12]]);
    expect(toast.success).toHaveBeenCalledWith('Removed from favourites');
    // The tab stays where it was when its last favourite goes.
    now.mockReturnValue(start + 600);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Game 11 from favourites' }));
    expect(await screen.findByText('No favourites in Slots yet')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
  });

  it('launches a favourite in the game popup with its provider and code', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    renderPage('/Member/Collect?type=2');
    const play = await screen.findByRole('button', { name: 'Play Game 21, Fish B' });
    fireEvent.click(play);
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/#\/LoginToSupplier\?.*api_code=rl_fish_b/), 'game', expect.stringContaining('width=1200,height=900'));
    expect(open.mock.calls[0]![0]).toContain('game_code=code_21');
  });

  it('says when a type has no favourites and links to its lobby from inside the empty box', async () => {
    renderPage('/Member/Collect?type=1');
    expect(await screen.findByText('No favourites in Live yet')).toBeInTheDocument();
    // The link sits in the dashed empty box, not below it.
    expect(within(screen.getByTestId('empty-state')).getByRole('link', { name: 'Go to Live' })).toHaveAttribute('href', '/Live');
  });

  it('shows a failed load with a retry', async () => {
    api.fetchFavourites.mockRejectedValue(new Error('Server busy'));
    renderPage('/Member/Collect?type=3');
    expect(await screen.findByText('Your favourites could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
