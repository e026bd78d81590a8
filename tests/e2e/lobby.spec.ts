import { expect, test } from './fixtures';
import { createMember, loginInHeader } from './auth-helpers';
import type { GameListReply, GameProvider } from '../../domain/contracts/replies/games';
import { en, useLanguage } from './helpers';

const labels = { name: en.header.name, password: en.header.password, login: en.header.login };

test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'en');
});

test('a visitor clicking a provider in the header hover list is asked to log in', async ({ page }) => {
  await page.goto('/');
  const live = page.getByRole('navigation', { name: en.nav.providers }).getByRole('link', { name: en.nav.live, exact: true });
  await live.hover();
  const list = page.getByTestId('providers-1');
  await expect(list.getByRole('button').first()).toBeVisible();
  expect(await list.getByRole('button').count()).toBeGreaterThanOrEqual(3);
  const popups: unknown[] = [];
  page.on('popup', (p) => popups.push(p));
  await list.getByRole('button').first().click();
  await expect(page.getByText(en.error.pleaseLogin)).toBeVisible();
  expect(popups).toHaveLength(0);
});

test('keyword search filters the 600-game grid of the big slots provider', async ({ page }) => {
  await page.goto('/#/Game');
  const games = page.getByTestId('provider-games');
  await expect(games.getByTestId('game-tile')).toHaveCount(600);
  await expect(games.getByTestId('game-count')).toHaveText('600 of 640 games');
  // Slots keep every tag chip, the slot ones included.
  await expect(games.getByRole('group', { name: en.lobby.tags }).getByRole('button', { name: en.lobby.tag.jackpot })).toBeVisible();
  // The first tile's game, as its label shows it (its button adds the provider: "Play <game>, <provider>").
  const first = (await games.getByTestId('game-tile').first().getByRole('button').first().innerText()).trim();
  await games.getByRole('searchbox', { name: en.lobby.search }).fill(first);
  await expect(games.getByTestId('game-count')).not.toHaveText('600 of 640 games');
  await expect(games.getByTestId('game-tile').first()).toContainText(first);
  const filtered = await games.getByTestId('game-tile').count();
  expect(filtered).toBeGreaterThanOrEqual(1);
  expect(filtered).toBeLessThan(600);
  await games.getByRole('searchbox', { name: en.lobby.search }).fill('zzzz-no-such-game');
  await expect(games.getByText(en.lobby.noGames)).toBeVisible();
});

test('a member opens a provider and the popup reaches the demo game', async ({ page, request }) => {
  const member = await createMember(request);
  await page.goto('/#/Live');
  await loginInHeader(page, member.name, member.password, labels);
  const provider = page.getByRole('main').getByRole('button', { name: /Enter lobby/ }).first();
  const title = (await provider.locator('span').first().innerText()).trim();
  const [popup] = await Promise.all([page.waitForEvent('popup'), provider.click()]);
  await popup.waitForURL(/\/api\/demo-game\//);
  await expect(popup.getByText(member.name)).toBeVisible();
  await expect(popup.getByText(title).first()).toBeVisible();
  await expect(popup.getByText('0.00', { exact: true })).toBeVisible();
});

test('a member launches one game from the grid', async ({ page }) => {
  await page.goto('/#/Fish');
  await loginInHeader(page, 'demo01', 'demo123', labels);
  const tile = page.getByTestId('game-tile').first();
  const name = (await tile.innerText()).trim().split('\n')[0]!;
  const [popup] = await Promise.all([page.waitForEvent('popup'), tile.getByRole('button', { name: `Play ${name}` }).click()]);
  // demo01 keeps auto-transfer off and money in the centre: the game window first offers a transfer.
  await popup.getByRole('button', { name: en.lobby.offerSkip }).click();
  await popup.waitForURL(/\/api\/demo-game\//);
  await expect(popup.getByText(name)).toBeVisible();
  await expect(popup.getByText('demo01')).toBeVisible();
});

test('a favourite added survives a reload and can be removed', async ({ page, request }) => {
  const member = await createMember(request);
  await page.goto('/#/Board');
  await loginInHeader(page, member.name, member.password, labels);
  const tile = page.getByTestId('game-tile').nth(2);
  const star = tile.getByRole('button', { name: /^Add .* to favourites$/ });
  const label = (await star.getAttribute('aria-label'))!;
  const gameName = label.replace(/^Add /, '').replace(/ to favourites$/, '');
  await star.click();
  await expect(tile.getByRole('button', { name: `Remove ${gameName} from favourites` })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  const favOnly = page.getByRole('button', { name: en.lobby.favouritesOnly });
  await favOnly.click();
  await expect(page.getByTestId('game-tile')).toHaveCount(1);
  await expect(page.getByTestId('game-tile')).toContainText(gameName);
  await page.getByRole('button', { name: `Remove ${gameName} from favourites` }).click();
  await expect(page.getByTestId('game-tile')).toHaveCount(0);
  await page.reload();
  await page.getByRole('button', { name: en.lobby.favouritesOnly }).click();
  await expect(page.getByText(en.lobby.noFavourites)).toBeVisible();
});

test('the slots grid pages on past the first 600 games to game 640', async ({ page, request }) => {
  const providers = (await (await request.get('/api/games/apis?gameType=3&lang=en')).json()) as GameProvider[];
  const big = providers.find((p) => p.gamelist_count === 640)!;
  const page2 = (await (await request.get(`/api/games/lists?api_code=${big.api_name}&page=2&limit=600&lang=en`)).json()) as GameListReply;
  const last = page2.list.at(-1)!;
  await page.goto(`/#/Game?api=${big.api_name}`);
  const games = page.getByTestId('provider-games');
  await expect(games.getByTestId('game-tile')).toHaveCount(600);
  await expect(games.getByTestId('game-count')).toHaveText('600 of 640 games');
  await games.getByRole('button', { name: en.lobby.loadMore.replace('{{n}}', '40') }).click();
  await expect(games.getByTestId('game-tile')).toHaveCount(640);
  await expect(games.getByTestId('game-count')).toHaveText('640 of 640 games');
  await expect(games.getByTestId('load-more')).toHaveCount(0);
  // The next page's first game takes the focus from the button that went away.
  await expect(games.getByRole('button', { name: `Play ${page2.list[0]!.name}` })).toBeFocused();
  const tile640 = games.getByTestId('game-tile').nth(639);
  await tile640.scrollIntoViewIfNeeded();
  await expect(tile640.getByRole('button', { name: `Play ${last.name}` })).toBeVisible();
});

test('My favourites is the one chip pressed and, empty, says how to add a favourite', async ({ page, request }) => {
  const member = await createMember(request);
  await page.goto('/#/Board');
  await loginInHeader(page, member.name, member.password, labels);
  const chips = page.getByRole('group', { name: en.lobby.tags });
  const all = chips.getByRole('button', { name: en.lobby.tag.all });
  const favOnly = chips.getByRole('button', { name: en.lobby.favouritesOnly });
  await expect(all).toHaveAttribute('aria-pressed', 'true');
  await expect(favOnly).toHaveAttribute('aria-pressed', 'false');
  await favOnly.click();
  await expect(favOnly).toHaveAttribute('aria-pressed', 'true');
  await expect(chips.locator('[aria-pressed="true"]')).toHaveCount(1);
  const empty = page.getByTestId('empty-state');
  await expect(empty).toContainText(en.lobby.noFavourites);
  await expect(empty).toContainText(en.lobby.noFavouritesHint);
  await expect(page.getByText(en.lobby.noGames)).toHaveCount(0);
  await expect(page.getByTestId('game-tile')).toHaveCount(0);
  // All leaves the favourites: again exactly one chip pressed, and the games are back.
  await all.click();
  await expect(chips.locator('[aria-pressed="true"]')).toHaveText([en.lobby.tag.all]);
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
});

test('/Esports lists its own e-sport books with their games, and /Sport keeps the sport providers', async ({ page }) => {
  const titles = (names: string[]) => names.map((n) => n.split('\n')[0]!.trim());
  const strip = page.getByRole('main').getByRole('list', { name: en.nav.providers });
  await page.goto('/#/Esports');
  await expect(page.getByRole('heading', { level: 1, name: en.page.esports })).toBeVisible();
  await expect(strip.getByRole('button')).toHaveCount(3);
  expect(titles(await strip.getByRole('button').allInnerTexts())).toEqual(['Nova Esports', 'Blaze Esports', 'Titan Esports']);
  const games = page.getByTestId('provider-games');
  await expect(games.getByTestId('game-tile')).toHaveCount(4);
  await expect(games.getByTestId('game-tile').first()).toContainText('MOBA Champions League');
  // E-sport books carry no slot tags (jackpot, classic, megaways), so those chips, which would always list nothing, are not offered.
  const chips = games.getByRole('group', { name: en.lobby.tags }).getByRole('button');
  await expect(chips).toHaveText([en.lobby.tag.all, en.lobby.tag.hot, en.lobby.tag.new]);

  await page.goto('/#/Sport');
  await expect(page.getByRole('heading', { level: 1, name: en.page.sport })).toBeVisible();
  await expect(strip.getByRole('button')).toHaveCount(3);
  expect(titles(await strip.getByRole('button').allInnerTexts())).toEqual(['Apex Sports', 'Stride Bet', 'Pitch Line']);
  await expect(page.getByTestId('provider-games')).toHaveCount(0);

  // The header's Sport hover list shows the sport providers only.
  await page.getByRole('navigation', { name: en.nav.providers }).getByRole('link', { name: en.nav.sport, exact: true }).hover();
  await expect(page.getByTestId('providers-5').getByRole('button')).toHaveCount(3);
  await expect(page.getByTestId('providers-5')).not.toContainText('Esports');
});
