// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BalanceTotal } from '../../../../src/components/header/balance-total';
import { initI18n } from '../../../../src/i18n/i18n';
import { appStore } from '../../../../src/store/app-store';

const token = { token_type: 'Bearer', access_token: 'token-of-a-test-member', expires_at: Date.now() / 1000, expires_in: 3600 };
const spread = { name: 'm1', level: 1, money: '0.00', balance_version: 5, total_balance: '940.00', breakdown: { centre: '0.00', games: '790.00', yuebao: '150.00' } };

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  localStorage.clear();
  appStore.getState().clearSession();
  appStore.getState().signIn(token);
});

describe('the header’s total', () => {
  it('shows centre + game wallets + Yu-EBao, not the centre alone', () => {
    appStore.getState().setUserInfo(spread);
    render(<BalanceTotal />);
    expect(screen.getByTestId('member-balance')).toHaveTextContent('940.00');
    expect(screen.getByRole('button', { name: 'Total 940.00' })).toBeInTheDocument();
  });

  it('shows where the money sits while the figure has keyboard focus or the pointer, described by it', () => {
    appStore.getState().setUserInfo(spread);
    render(<BalanceTotal />);
    const figure = screen.getByRole('button', { name: 'Total 940.00' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.focus(figure);
    const breakdown = screen.getByRole('tooltip');
    expect(figure).toHaveAccessibleDescription('Where your money is Main wallet 0.00 Game wallets 790.00 Yu-EBao 150.00');
    expect(breakdown).toHaveTextContent('Main wallet 0.00');
    expect(breakdown).toHaveTextContent('Game wallets 790.00');
    expect(breakdown).toHaveTextContent('Yu-EBao 150.00');
    fireEvent.keyDown(figure, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.blur(figure);
    fireEvent.mouseEnter(figure.parentElement!);
    expect(screen.getByRole('tooltip')).toBeVisible();
    fireEvent.mouseLeave(figure.parentElement!);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('moves the total and its parts together, and never back to an older version', () => {
    appStore.getState().setUserInfo(spread);
    render(<BalanceTotal />);
    fireEvent.focus(screen.getByTestId('member-total'));
    act(() => appStore.getState().setBalance({ money: '800.00', balance_version: 7, total_balance: '950.00', breakdown: { centre: '800.00', games: '0.00', yuebao: '150.00' } }));
    expect(screen.getByTestId('member-balance')).toHaveTextContent('950.00');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Main wallet 800.00');
    act(() => appStore.getState().setBalance({ money: '0.00', balance_version: 6, total_balance: '940.00', breakdown: spread.breakdown }));
    expect(screen.getByTestId('member-balance')).toHaveTextContent('950.00');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Game wallets 0.00');
    // A balance of a newer version sent without a total (an older server): no total or part of an earlier version stays beside it.
    act(() => appStore.getState().setBalance({ money: '10.00', balance_version: 8 }));
    expect(screen.getByTestId('member-balance')).toHaveTextContent('10.00');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('stands in a placeholder, announced as loading, until this page has a balance from the server', () => {
    render(<BalanceTotal />);
    const figure = screen.getByTestId('member-balance');
    expect(figure).toHaveAttribute('aria-busy', 'true');
    expect(figure).toHaveTextContent('Loading your balance');
  });
});
