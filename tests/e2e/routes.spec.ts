import { expect, test } from './fixtures';
import { en, useLanguage } from './helpers';

const withHeader: [string, string][] = [
  ['/', en.page.home],
  ['/Hot', en.page.hot],
  ['/Hotgame', en.page.hot],
  ['/Promotion', en.page.promotion],
  ['/Esports', en.page.esports],
  ['/Live', en.page.live],
  ['/Game', en.page.game],
  ['/Sport', en.page.sport],
  ['/Board', en.page.board],
  ['/Lottery', en.page.lottery],
  ['/Fish', en.page.fish],
  ['/AboutUs/2', en.page.aboutUs],
  ...Object.entries(en.member)
    .filter(([key]) => key !== 'menu')
    .map(([key, title]): [string, string] => [`/Member/${key}`, title]),
];

const withoutHeader: [string, string][] = [
  ['/activity/7', en.page.activity],
  ['/Yu-EBao', en.yuebao.title],
  ['/LoginToSupplier', en.page.loginToSupplier],
  ['/Red', en.page.red],
  ['/zhuanpan', en.page.zhuanpan],
];

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

test('every route with header renders its page between header and footer', async ({ page }) => {
  expect(withHeader).toHaveLength(12 + 16);
  for (const [path, title] of withHeader) {
    await page.goto(`/#${path}`);
    await expect(page.getByRole('heading', { level: 1, name: title }), path).toBeVisible();
    await expect(page.getByTestId('site-header'), path).toBeVisible();
    await expect(page.getByTestId('site-footer'), path).toBeVisible();
  }
});

test('routes without header render without header and footer', async ({ page }) => {
  for (const [path, title] of withoutHeader) {
    await page.goto(`/#${path}`);
    await expect(page.getByRole('heading', { level: 1, name: title }), path).toBeVisible();
    await expect(page.getByTestId('site-header'), path).toHaveCount(0);
    await expect(page.getByTestId('site-footer'), path).toHaveCount(0);
  }
});

test('an unknown hash shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/#/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: en.notFound.title })).toBeVisible();
  await expect(page.getByTestId('site-header')).toBeVisible();
  await page.getByRole('link', { name: en.notFound.home }).click();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('heading', { level: 1, name: en.page.home })).toBeVisible();
});

test('/Member opens its first child page and the side menu navigates', async ({ page }) => {
  await page.goto('/#/Member');
  await expect(page).toHaveURL(/#\/Member\/Transfer$/);
  await page.getByRole('navigation', { name: en.member.menu }).getByRole('link', { name: en.member.Vip }).click();
  await expect(page.getByRole('heading', { level: 1, name: en.member.Vip })).toBeVisible();
});

test('header navigation reaches each category page', async ({ page }) => {
  await page.goto('/#/');
  const nav = page.getByTestId('site-header');
  for (const [label, title] of [
    [en.nav.live, en.page.live],
    [en.nav.game, en.page.game],
    [en.nav.fish, en.page.fish],
    [en.nav.board, en.page.board],
    [en.nav.sport, en.page.sport],
    [en.nav.lottery, en.page.lottery],
  ]) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
});
