// @vitest-environment jsdom
// A provider's logo or a game's art the server leaves empty: the picture keeps its box and has no
// address at all, and the name shows. React drops an empty `src` itself but warns about it in
// development (an empty `src` can fetch the page again), so the cards pass no address instead.
import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { GameProvider } from '../../../../domain/contracts/replies/games';
import { GameTile } from '../../../../src/features/lobby/game-tile';
import { ProviderStrip } from '../../../../src/features/lobby/provider-strip';
import { initI18n, loadLaterTexts } from '../../../../src/i18n/i18n';

beforeAll(async () => {
  await initI18n('en');
  await loadLaterTexts();
});

let errors: MockInstance<typeof console.error>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error');
});
afterEach(() => {
  // Nothing said about the pictures, or anything else.
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});

const provider = (logo_url: string): GameProvider => ({ id: 1, game_type: 3, title: 'Starforge', logo_url, api_name: 'rl_slot_starforge', params: '{}', gamelist_count: 10, esport: false });

describe('pictures the server leaves empty', () => {
  it('a provider card without a logo keeps a blank 150x60 box and its name', () => {
    const { container } = render(<ProviderStrip providers={[provider('')]} selected={null} onOpen={vi.fn()} />);
    const img = container.querySelector('img')!;
    expect(img.hasAttribute('src')).toBe(false);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['150', '60']);
    expect(screen.getByRole('button', { name: /Starforge/ })).toBeVisible();
  });

  it('a provider card with a logo shows it', () => {
    const { container } = render(<ProviderStrip providers={[provider('/media/providers/starforge.svg')]} selected={null} onOpen={vi.fn()} />);
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/media/providers/starforge.svg');
  });

  it('a game tile without art keeps a blank box and says the game', () => {
    const { container } = render(
      <ul>
        <GameTile game={{ id: 7, code: 'g7', name: 'Royal Melon', image_url: '', is_hot: false }} favourite={false} onPlay={vi.fn()} />
      </ul>,
    );
    expect(container.querySelector('img')!.hasAttribute('src')).toBe(false);
    expect(screen.getByRole('button', { name: 'Play Royal Melon' })).toBeVisible();
  });
});
