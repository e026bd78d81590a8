import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  bankCardKeys,
  contentKeys,
  dailyBonusKeys,
  depositKeys,
  eventKeys,
  favouriteKeys,
  feedbackKeys,
  gameKeys,
  isMailList,
  moneyRoots,
  profileKeys,
  promotionKeys,
  rebateKeys,
  responsiblePlayKeys,
  siteMailKeys,
  teamKeys,
  vipKeys,
  walletKeys,
  withdrawalKeys,
  yuebaoKeys,
} from '../../../src/api/query-keys';

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

describe('the query keys', () => {
  it('are written only by the key factories (src/api/query-keys.ts): no inline key array anywhere else', () => {
    const outside = walk('src').filter((file) => !file.startsWith(join('src', 'api')));
    const inline = outside.filter((file) => {
      const text = readFileSync(file, 'utf8');
      // `queryKey: [...]` in options or filters, and a bare array handed to the client's cache methods.
      return /queryKey: \[/.test(text) || /\.(set|get)Query(Data|State)\(\s*\[|\.(invalidate|refetch|remove|cancel|reset)Queries\(\s*\[/.test(text);
    });
    expect(outside.length).toBeGreaterThan(50);
    expect(inline).toEqual([]);
  });

  it('keep the values the cache has always used (a change would orphan or miss cached entries)', () => {
    const range = { from: '2024-01-01', to: '2024-01-31' } as never;
    const filter = { kind: 'deposit', page: 2 } as never;
    const cases: [readonly unknown[], unknown[]][] = [
      [bankCardKeys.cards, ['bank-cards']],
      [bankCardKeys.cardsOf('m', 'en'), ['bank-cards', 'm', 'en']],
      [bankCardKeys.types('en'), ['bank-types', 'en']],
      [contentKeys.banners('home', 'en'), ['banners', 'home', 'en']],
      [contentKeys.notices, ['notices']],
      [contentKeys.noticesIn('en'), ['notices', 'en']],
      [contentKeys.aboutList('en'), ['about-list', 'en']],
      [contentKeys.about(3, 'en'), ['about', 3, 'en']],
      [dailyBonusKeys.all, ['daily-bonus']],
      [dailyBonusKeys.status('m', 'en'), ['daily-bonus', 'status', 'm', 'en']],
      [dailyBonusKeys.checkIns('m', 'en', 2), ['daily-bonus', 'check-ins', 'm', 'en', 2]],
      [dailyBonusKeys.awards('m', 'en', 2), ['daily-bonus', 'awards', 'm', 'en', 2]],
      [depositKeys.bankAccounts('m', 'en'), ['bank-accounts', 'm', 'en']],
      [depositKeys.paymentChannels('m', 'en'), ['payment-channels', 'm', 'en']],
      [depositKeys.recharges, ['recharges']],
      [depositKeys.rechargesOf('m', 'en'), ['recharges', 'm', 'en']],
      [eventKeys.fairSeeds, ['fair-seeds']],
      [eventKeys.fairSeedsOf('m'), ['fair-seeds', 'm']],
      [eventKeys.wheelSetting, ['wheel-setting']],
      [eventKeys.wheel, ['wheel']],
      [eventKeys.wheelOf('m', 'ann'), ['wheel', 'm', 'ann']],
      [eventKeys.redbagDesc, ['redbag-desc']],
      [eventKeys.redbagDescOf('m'), ['redbag-desc', 'm']],
      [eventKeys.redbagLog, ['redbag-log']],
      [eventKeys.redbagLogOf('m', 2), ['redbag-log', 'm', 2]],
      [favouriteKeys.all, ['favourites']],
      [favouriteKeys.list('m', null, 'en'), ['favourites', 'm', null, 'en']],
      [feedbackKeys.lists, ['feedback', 'list']],
      [feedbackKeys.list('m', 2), ['feedback', 'list', 'm', 2]],
      [feedbackKeys.image('m', 7), ['feedback', 'image', 'm', 7]],
      [gameKeys.providers(null, 'en'), ['providers', 'all', 'en']],
      [gameKeys.providers(3, 'en'), ['providers', 3, 'en']],
      [gameKeys.list('ag', 'hot', 'x', 'en'), ['games', 'ag', 'hot', 'x', 'en']],
      [gameKeys.hot('en'), ['hot-games', 'en']],
      [gameKeys.search('x', 3, 'ag', 'en'), ['game-search', 'x', 3, 'ag', 'en']],
      [profileKeys.all, ['profile']],
      [profileKeys.of('m', 'en'), ['profile', 'm', 'en']],
      [promotionKeys.activities('en'), ['activities', 'en']],
      [promotionKeys.activity(4, 'en'), ['activity', 4, 'en']],
      [promotionKeys.firstDeposit(4, 'm'), ['first-deposit', 4, 'm']],
      [promotionKeys.acts('en'), ['acts', 'en']],
      [promotionKeys.act(4, 'en'), ['act', 4, 'en']],
      [promotionKeys.applyResults, ['apply-results']],
      [promotionKeys.applyResultsOf('m', 'en'), ['apply-results', 'm', 'en']],
      [rebateKeys.all, ['rebates']],
      [rebateKeys.waiting('m'), ['rebates', 'waiting', 'm']],
      [responsiblePlayKeys.limits, ['member-limits']],
      [responsiblePlayKeys.limitsOf('m', 'en'), ['member-limits', 'm', 'en']],
      [responsiblePlayKeys.reality, ['reality-check']],
      [responsiblePlayKeys.realityOf('m'), ['reality-check', 'm']],
      [responsiblePlayKeys.realityFigures('m', 99), ['reality-figures', 'm', 99]],
      [siteMailKeys.all, ['site-mail']],
      [siteMailKeys.unread('m'), ['site-mail', 'unread', 'm']],
      [siteMailKeys.inbox('m', 'en', 2), ['site-mail', 'inbox', 'm', 'en', 2]],
      [siteMailKeys.sent('m', 2), ['site-mail', 'sent', 'm', 2]],
      [teamKeys.agentGuide('en'), ['agent-guide', 'en']],
      [teamKeys.agentStatus, ['agent-status']],
      [teamKeys.agentStatusOf('m'), ['agent-status', 'm']],
      [teamKeys.children('m', 2, 'x'), ['team-children', 'm', 2, 'x']],
      [teamKeys.reports, ['team-report']],
      [teamKeys.report('m', range), ['team-report', 'm', range]],
      [teamKeys.performance('m', range), ['team-performance', 'm', range]],
      [vipKeys.vips, ['vips']],
      [vipKeys.vipsOf('m', 'en'), ['vips', 'm', 'en']],
      [vipKeys.rebateLevels(3, 'en'), ['rebate-levels', 3, 'en']],
      [walletKeys.wallets, ['wallets']],
      [walletKeys.walletsOf('m'), ['wallets', 'm']],
      [walletKeys.moneyLog, ['money-log']],
      [walletKeys.moneyLogOf('m', 'en', filter), ['money-log', 'm', 'en', filter]],
      [withdrawalKeys.info, ['withdraw-info']],
      [withdrawalKeys.infoOf('m'), ['withdraw-info', 'm']],
      [withdrawalKeys.list, ['withdrawals']],
      [withdrawalKeys.listOf('m', 'en'), ['withdrawals', 'm', 'en']],
      [yuebaoKeys.all, ['yuebao']],
      [yuebaoKeys.list('m', 'en'), ['yuebao', 'm', 'en']],
    ];
    for (const [key, value] of cases) expect(key).toEqual(value);
  });

  it('name the same money roots as before, each once', () => {
    const roots = moneyRoots.map(([root]) => root);
    const before = ['wallets', 'recharges', 'withdrawals', 'withdraw-info', 'money-log', 'yuebao', 'vips', 'rebates', 'daily-bonus', 'site-mail', 'member-limits'];
    expect([...roots].sort()).toEqual([...before].sort());
    expect(moneyRoots.every((key) => key.length === 1)).toBe(true);
  });

  it('tell the mail lists from the header count', () => {
    expect(isMailList({ queryKey: siteMailKeys.inbox('m', 'en', 1) })).toBe(true);
    expect(isMailList({ queryKey: siteMailKeys.sent('m', 1) })).toBe(true);
    expect(isMailList({ queryKey: siteMailKeys.unread('m') })).toBe(false);
    expect(isMailList({ queryKey: feedbackKeys.lists })).toBe(false);
  });
});
