import { expect, test, type APIRequestContext } from './fixtures';
import type { Game, GameListReply } from '../../domain/contracts/replies/games';
import { createMember } from './auth-helpers';
import { en, signedIn, useLanguage } from './helpers';

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

const bearer = (token: { access_token: string }) => ({ authorization: `Bearer ${token.access_token}` });

/** The first games of a provider, as its lobby grid lists them. */
async function gamesOf(request: APIRequestContext, apiCode: string): Promise<GameListReply['list']> {
  return ((await (await request.get(`/api/games/lists?api_code=${apiCode}&limit=5&lang=en`)).json()) as GameListReply).list;
}

test('a favourite starred in the lobby is on Collect under its type, launches the game popup and can be removed', async ({ page, request }) => {
  const member = await createMember(request);
  await signedIn(page, member.token);
  await page.goto('/#/Fish');
  const tile = page.getByTestId('game-tile').first();
  const star = tile.getByRole('button', { name: /^Add .* to favourites$/ });
  const gameName = (await star.getAttribute('aria-label'))!.replace(/^Add /, '').replace(/ to favourites$/, '');
  await star.click();
  await expect(tile.getByRole('button', { name: `Remove ${gameName} from favourites` })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/#/Member/Collect');
  // Without a tab in the address, the page opens the type of the newest favourite.
  await expect(page.getByRole('tab', { name: en.nav.fish })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/#\/Member\/Collect\?type=2$/);
  const favourites = page.getByTestId('favourite-tile');
  await expect(favourites).toHaveCount(1);
  await expect(favourites).toContainText(gameName);

  const [popup] = await Promise.all([page.waitForEvent('popup'), favourites.getByRole('button', { name: `Play ${gameName}` }).click()]);
  await popup.waitForURL(/\/api\/demo-game\//);
  await expect(popup.getByText(gameName)).toBeVisible();
  await expect(popup.getByText(member.name)).toBeVisible();
  await popup.close();

  await favourites.getByRole('button', { name: `Remove ${gameName} from favourites` }).click();
  await expect(page.getByText('Removed from favourites')).toBeVisible();
  await expect(favourites).toHaveCount(0);
  await expect(page.getByText(en.collect.empty.replace('{{type}}', en.nav.fish))).toBeVisible();
  // The tab stays on the emptied type, with the way back to its lobby.
  await expect(page.getByRole('tab', { name: en.nav.fish })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: en.collect.toLobby.replace('{{type}}', en.nav.fish) })).toHaveAttribute('href', '#/Fish');
  const left = (await (await request.get('/api/favor/list', { headers: bearer(member.token) })).json()) as Game[];
  expect(left).toEqual([]);
});

test('favourites added through the API are listed per game type, and the tabs move with the keyboard', async ({ page, request }) => {
  const member = await createMember(request);
  const [slotA, slotB] = await gamesOf(request, 'rl_slot_jade');
  const [card] = await gamesOf(request, 'rl_card_tiger');
  for (const game of [slotA!, card!, slotB!]) {
    expect((await request.post('/api/favor/add', { headers: bearer(member.token), data: { game_id: game.id } })).ok()).toBe(true);
  }
  await signedIn(page, member.token);
  await page.goto('/#/Member/Collect?type=3');
  const favourites = page.getByTestId('favourite-tile');
  await expect(favourites).toHaveCount(2);
  // Newest first.
  await expect(favourites.nth(0)).toContainText(slotB!.name);
  await expect(favourites.nth(1)).toContainText(slotA!.name);
  await expect(favourites.nth(0)).toContainText('Jade Reels');

  const slots = page.getByRole('tab', { name: en.nav.game });
  await slots.focus();
  await page.keyboard.press('End');
  const cards = page.getByRole('tab', { name: en.nav.board });
  await expect(cards).toHaveAttribute('aria-selected', 'true');
  await expect(cards).toBeFocused();
  await expect(favourites).toHaveCount(1);
  await expect(favourites).toContainText(card!.name);
  await expect(page).toHaveURL(/type=6$/);

  await page.getByRole('tab', { name: en.nav.live }).click();
  await expect(page.getByTestId('empty-state')).toContainText(en.collect.empty.replace('{{type}}', en.nav.live));
});
