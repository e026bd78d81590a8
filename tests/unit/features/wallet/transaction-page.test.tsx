// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MoneyLogFilter } from '../../../../domain/contracts/wallet-types';
import type { MoneyLogReply, MoneyLogRow } from '../../../../domain/contracts/replies/money';
import TransactionPage from '../../../../src/features/wallet/transaction-page';
import { i18next, initI18n, loadLaterTexts } from '../../../../src/i18n/i18n';
import en from '../../../../domain/texts/en.json';
import { renderAsMember } from '../../render-as-member';

const api = vi.hoisted(() => ({ fetchMoneyLog: vi.fn<(filter: MoneyLogFilter) => Promise<MoneyLogReply>>() }));
vi.mock('../../../../src/api/wallet', () => ({ fetchMoneyLog: api.fetchMoneyLog }));

const row = (over: Partial<MoneyLogRow>): MoneyLogRow => ({
  id: 1, kind: 'deposit', money: '100.00', balance: '100.00', note: null, wallet: null, created_at: '2026-03-01T04:00:00.000Z',
  refund: false, game_wallets: [], wallet_balance: null, ...over,
});
const rows: MoneyLogRow[] = [
  row({ id: 5, kind: 'transfer', money: '20.00', balance: '470.00', game_wallets: ['Starforge'], wallet_balance: '25.00' }),
  row({ id: 4, kind: 'bet', money: '-5.00', balance: null, wallet: 'Starforge', game_wallets: ['Starforge'], wallet_balance: '45.00' }),
  row({ id: 3, kind: 'transfer', money: '-50.00', balance: '450.00', game_wallets: ['Starforge'], wallet_balance: '50.00' }),
  row({ id: 2, kind: 'withdrawal', money: '100.00', balance: '500.00', refund: true }),
  row({ id: 1, kind: 'withdrawal', money: '-100.00', balance: '400.00' }),
];
const reply = (list: MoneyLogRow[]): MoneyLogReply => ({ list, total: list.length, page: 1, limit: 15, totals: { in: '0.00', out: '0.00' } });

const cells = (testId: string) => screen.getAllByTestId('money-row').map((tr) => within(tr).getByTestId(testId).textContent);

beforeAll(async () => {
  await initI18n('zh_cn');
  await loadLaterTexts();
});
beforeEach(async () => {
  api.fetchMoneyLog.mockReset();
  await i18next.changeLanguage('zh_cn');
});

describe('the Transaction page', () => {
  it('labels a refund, names the game wallet of each transfer and keeps one balance per column', async () => {
    api.fetchMoneyLog.mockResolvedValue(reply(rows));
    renderAsMember(<TransactionPage />);
    await screen.findAllByTestId('money-row');
    expect(cells('money-kind')).toEqual(['从 Starforge 钱包转出', '投注Starforge', '转入 Starforge 钱包', '取款退回', '取款']);
    expect(cells('money-balance')).toEqual(['470.00', '—', '450.00', '500.00', '400.00']);
    expect(cells('money-wallet-balance')).toEqual(['25.00', '45.00', '50.00', '—', '—']);
    expect(screen.getByRole('columnheader', { name: '中心钱包余额' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '游戏钱包余额' })).toBeInTheDocument();
  });

  it('calls a bet\'s payout a win, not a bet with a plus sign', async () => {
    api.fetchMoneyLog.mockResolvedValue(reply([
      row({ id: 7, kind: 'bet', money: '20.00', balance: null, wallet: 'Starforge', game_wallets: ['Starforge'], wallet_balance: '60.00' }),
      row({ id: 6, kind: 'bet', money: '-10.00', balance: null, wallet: 'Starforge', game_wallets: ['Starforge'], wallet_balance: '40.00' }),
    ]));
    renderAsMember(<TransactionPage />);
    await screen.findAllByTestId('money-row');
    expect(cells('money-kind')).toEqual(['派彩Starforge', '投注Starforge']);
  });

  it('names the wallets in English too', async () => {
    // loadLaterTexts loads one language per run: the English texts are added here as a switch would.
    i18next.addResourceBundle('en', 'translation', en, true, true);
    await i18next.changeLanguage('en');
    api.fetchMoneyLog.mockResolvedValue(reply([rows[0]!, rows[2]!, rows[3]!, row({ id: 9, kind: 'transfer', money: '35.00', game_wallets: ['Starforge', 'Lucky Eight'] })]));
    renderAsMember(<TransactionPage />);
    await screen.findAllByTestId('money-row');
    expect(cells('money-kind')).toEqual(['From Starforge wallet', 'To Starforge wallet', 'Withdrawal returned', 'From Starforge, Lucky Eight wallet']);
  });

  it('refuses a reversed range in the page\'s language, clears the old rows and asks nothing', async () => {
    api.fetchMoneyLog.mockResolvedValue(reply(rows));
    renderAsMember(<TransactionPage />);
    await screen.findAllByTestId('money-row');
    const start = screen.getByTestId('range-start');
    const end = screen.getByTestId('range-end');
    expect(start).not.toHaveAttribute('max');
    expect(end).not.toHaveAttribute('min');
    fireEvent.change(start, { target: { value: '2026-03-05' } });
    fireEvent.change(end, { target: { value: '2026-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('开始日期不能晚于结束日期，请重新选择');
    expect(screen.queryAllByTestId('money-row')).toHaveLength(0);
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(api.fetchMoneyLog).toHaveBeenCalledTimes(1);
    // A good range asks again and shows its rows.
    fireEvent.change(end, { target: { value: '2026-03-09' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(api.fetchMoneyLog).toHaveBeenLastCalledWith({ page: 1, from: '2026-03-05', to: '2026-03-09', limit: 15 }));
    expect(await screen.findAllByTestId('money-row')).toHaveLength(5);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
