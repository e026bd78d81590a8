import { expect, test } from './fixtures';
import { createMember } from './auth-helpers';
import { en, signedIn, useLanguage } from './helpers';
import { headerRoutes } from './route-table';

const withHeader = headerRoutes.map(([path, title]): [string, string] => [path, title(en)]);

const memberRoutes = Object.entries(en.member)
  .filter(([key]) => key !== 'menu')
  .map(([key, title]): [string, string] => [`/Member/${key}`, title]);

const withoutHeader: [string, string][] = [
  ['/activity/7', en.page.activity],
  ['/Yu-EBao', en.yuebao.title],
  // A visitor's launch popup asks to sign in, in its heading too.
  ['/LoginToSupplier', en.lobby.launchGuestTitle],
  ['/Red', en.page.red],
  ['/zhuanpan', en.page.zhuanpan],
  ['/Verify', en.verify.title],
];

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

test('every route with header renders its page between header and footer', async ({ page }) => {
  expect(withHeader).toHaveLength(12);
  for (const [path, title] of withHeader) {
    await page.goto(`/#${path}`);
    await expect(page.getByRole('heading', { level: 1, name: title }), path).toBeVisible();
    await expect(page.getByTestId('site-header'), path).toBeVisible();
    await expect(page.getByTestId('site-footer'), path).toBeVisible();
  }
});

test('every member page renders for a member, with the member menu beside it', async ({ page, request }) => {
  test.setTimeout(120_000);
  // The spec's 16 and Responsible play (docs/product.md §10.1).
  expect(memberRoutes).toHaveLength(17);
  await signedIn(page, (await createMember(request)).token);
  for (const [path, title] of memberRoutes) {
    await page.goto(`/#${path}`);
    await expect(page.getByRole('heading', { level: 1, name: title }), path).toBeVisible();
    await expect(page.getByRole('navigation', { name: en.member.menu }).getByRole('link', { name: title, exact: true }), path).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('site-footer'), path).toBeVisible();
  }
});

test('a visitor on a member page is sent home with the login dialog ("Please login to operate")', async ({ page }) => {
  await page.goto('/#/Member/Vip');
  await expect(page).toHaveURL(/#\/$/);
  const dialog = page.getByRole('dialog', { name: en.header.login });
  await expect(dialog).toContainText(en.error.pleaseLogin);
  // The dialog is modal (the page behind is hidden from assistive tech): home shows once it is closed.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: en.page.home })).toBeVisible();
});

test('an unknown member page is the 404 page', async ({ page, request }) => {
  await signedIn(page, (await createMember(request)).token);
  await page.goto('/#/Member/NoSuchPage');
  await expect(page.getByRole('heading', { level: 1, name: en.notFound.title })).toBeVisible();
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

test('/Member opens its first child page and the side menu navigates', async ({ page, request }) => {
  const member = await createMember(request);
  await signedIn(page, member.token);
  await page.goto('/#/Member');
  await expect(page.getByTestId('member-summary')).toContainText(member.name);
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
