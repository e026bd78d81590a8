import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { createMember } from './auth-helpers';
import { askDeposit, auth } from './member-money';
import { axeViolations } from './axe';
import { headerRoutes, type RouteCase } from './route-table';
import { en, signedIn, useLanguage, zhCn } from './helpers';
import { memberPages } from '../../src/features/member/member-pages';

type Texts = typeof en;

const withHeader: RouteCase[] = [...headerRoutes, ['/no/such/page', (t) => t.notFound.title]];

const withoutHeader: RouteCase[] = [
  ['/activity/7', (t) => t.page.activity],
  ['/Yu-EBao', (t) => t.yuebao.title],
  ['/Red', (t) => t.page.red],
  ['/zhuanpan', (t) => t.wheel.title],
  ['/Verify', (t) => t.verify.title],
];

const memberRoutes: RouteCase[] = memberPages.map((name) => [`/Member/${name}`, (t) => t.member[name]]);

/**
 * Waits until the page is what a player sees once it has loaded (its heading, no list still loading,
 * no figure still busy), then runs axe over it. Every finding is reported, route by route, before the
 * test fails.
 */
async function checkRoutes(page: Page, t: Texts, routes: RouteCase[]): Promise<void> {
  for (const [path, title] of routes) {
    await page.goto(`/#${path}`);
    await settled(page, title(t), path);
    expect.soft(await axeViolations(page), `${path}: axe violations`).toEqual([]);
  }
}

async function settled(page: Page, title: string, path: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: title }), path).toBeVisible();
  await expect(page.getByTestId('loading-state'), path).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0);
  // A category page's lobby: the chosen provider's games (or its own lobby, a provider without a list).
  if (/^\/(Live|Game|Sport|Board|Lottery|Fish|Esports)$/.test(path)) {
    await expect(page.getByTestId('provider-games').or(page.getByRole('main').getByRole('button').first()).first(), path).toBeVisible();
  }
}

/**
 * A member whose pages have something in their lists, as a player's do after a while: a message from
 * the site, a favourite game and a deposit waiting for the operator.
 */
async function memberWithHistory(request: APIRequestContext) {
  const member = await createMember(request);
  const mail = await request.post('/api/dev/mail', { data: { name: member.name, title: 'Welcome', message: 'Good luck!' } });
  expect(mail.ok(), await mail.text()).toBe(true);
  const [game] = (await (await request.get('/api/main/hotgame')).json()) as { id: number }[];
  const favourite = await request.post('/api/favor/add', { headers: auth(member), data: { game_id: game!.id } });
  expect(favourite.ok(), await favourite.text()).toBe(true);
  await askDeposit(request, member, '100');
  return member;
}

for (const [lang, t] of [['zh_cn', zhCn], ['en', en]] as const) {
  test.describe(`axe, ${lang}`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, lang));

    test(`a visitor's routes with the header and the 404 page have no violations (${lang})`, async ({ page }) => {
      test.setTimeout(180_000);
      await checkRoutes(page, t, withHeader);
    });

    test(`a visitor's routes without the header have no violations (${lang})`, async ({ page }) => {
      test.setTimeout(120_000);
      // A visitor's launch popup asks to sign in, in its heading too.
      await checkRoutes(page, t, [...withoutHeader, ['/LoginToSupplier', (x) => x.lobby.launchGuestTitle]]);
    });

    test(`a member's routes with the header have no violations (${lang})`, async ({ page, request }) => {
      test.setTimeout(180_000);
      await signedIn(page, (await createMember(request)).token);
      await checkRoutes(page, t, withHeader);
    });

    test(`a member's pages have no violations (${lang})`, async ({ page, request }) => {
      test.setTimeout(180_000);
      await signedIn(page, (await memberWithHistory(request)).token);
      await checkRoutes(page, t, memberRoutes);
    });

    test(`a member's routes without the header have no violations (${lang})`, async ({ page, request }) => {
      test.setTimeout(120_000);
      await signedIn(page, (await createMember(request)).token);
      await checkRoutes(page, t, withoutHeader);
    });
  });
}
