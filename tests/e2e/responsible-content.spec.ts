import { expect, test } from './fixtures';
import type { AboutItem } from '../../domain/contracts/replies/content';
import { createMember } from './auth-helpers';
import { en, signedIn, useLanguage } from './helpers';

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

test('a member reaches the responsible play tools from the footer and the About page', async ({ page, request }) => {
  const member = await createMember(request);
  await signedIn(page, member.token);
  await page.goto('/#/');
  const footer = page.getByTestId('site-footer');
  await footer.getByTestId('adult-notice').getByRole('link', { name: en.footer.responsible }).click();
  await expect(page.getByTestId('about').getByRole('heading', { level: 2 })).toHaveText('Responsible gaming');
  await expect(page).toHaveTitle(`Responsible gaming - ${en.brand.name}`);
  const about = page.getByTestId('about-content');
  await expect(about).toContainText('Time-out');
  await expect(about).not.toContainText('Ask customer service');
  await about.getByRole('link', { name: 'Go to your responsible play settings' }).click();
  await expect(page).toHaveURL(/#\/Member\/ResponsiblePlay$/);
  await expect(page.getByRole('heading', { name: en.responsible.limitsTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: en.responsible.timeOutButton })).toBeVisible();
});

test('the 18+ line links the terms, and each licence badge its number on the licences page', async ({ page, request }) => {
  const list = (await (await request.get('/api/about/list?lang=en')).json()) as AboutItem[];
  await page.goto('/#/Promotion');
  const footer = page.getByTestId('site-footer');
  await footer.getByTestId('adult-notice').getByRole('link', { name: 'terms and conditions' }).click();
  await expect(page).toHaveURL(new RegExp(`#/AboutUs/${list.find((i) => i.slug === 'terms')!.id}$`));
  await expect(page.getByTestId('about').getByRole('heading', { level: 2 })).toHaveText('Terms and conditions');
  await expect(page).toHaveTitle(`Terms and conditions - ${en.brand.name}`);

  await footer.getByRole('link', { name: /^MGA/ }).click();
  await expect(page.getByTestId('about').getByRole('heading', { level: 2 })).toHaveText('Licences and certificates');
  const mga = page.getByTestId('licence-MGA');
  await expect(mga).toHaveAttribute('aria-current', 'true');
  await expect(mga).toContainText('DEMO-MGA-B2C-0421');
  await expect(footer.getByRole('link', { name: /^MGA/ })).toContainText('DEMO-MGA-B2C-0421');
});

test('Hot games and E-sport are in the header, Yu-EBao in the member menu', async ({ page, request }) => {
  const member = await createMember(request);
  await signedIn(page, member.token);
  await page.goto('/#/');
  const nav = page.getByRole('navigation', { name: en.nav.providers });
  await nav.getByRole('link', { name: en.nav.hot, exact: true }).click();
  await expect(page).toHaveURL(/#\/Hot$/);
  await expect(page.getByRole('heading', { level: 1, name: en.page.hot })).toBeVisible();
  await nav.getByRole('link', { name: en.nav.esports, exact: true }).click();
  await expect(page).toHaveURL(/#\/Esports$/);
  await expect(page.getByRole('heading', { level: 1, name: en.page.esports })).toBeVisible();
  await page.goto('/#/Member/Transfer');
  await page.getByRole('navigation', { name: en.member.menu }).getByRole('link', { name: en.page.yuebao }).click();
  await expect(page).toHaveURL(/#\/Yu-EBao$/);
});
