// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OnlineRechargeInput } from '../../../../domain/contracts/deposits';
import type { OnlineRechargeReply, PaymentChannel, Recharge, RechargeListReply } from '../../../../domain/contracts/replies/deposits';
import type { UserInfo } from '../../../../domain/contracts/session-types';
import DepositPage from '../../../../src/features/deposit/deposit-page';
import { initI18n, loadLaterTexts } from '../../../../src/i18n/i18n';
import { appStore } from '../../../../src/store/app-store';
import { WAIT } from '../../wait';

const api = vi.hoisted(() => ({
  fetchBankAccounts: vi.fn(async () => []),
  fetchPaymentChannels: vi.fn<() => Promise<PaymentChannel[]>>(),
  fetchRecharges: vi.fn<() => Promise<RechargeListReply>>(),
  startOnlinePayment: vi.fn<(input: OnlineRechargeInput, key: string) => Promise<OnlineRechargeReply>>(),
  submitBankTransfer: vi.fn(),
  fetchMe: vi.fn<() => Promise<UserInfo>>(),
}));
vi.mock('../../../../src/api/deposits', () => api);
vi.mock('../../../../src/api/auth', () => ({ fetchMe: api.fetchMe }));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const channels: PaymentChannel[] = [{ id: 3, title: 'Demo online banking', min: '10.00', max: '20000.00' }];
const order = (status: Recharge['status']): Recharge => ({
  id: 41, way: 'online', channel: 'Demo online banking', money: '88.80', payer_name: null, status, reason: null, has_voucher: false, created_at: '2026-01-01T00:00:00Z', decided_at: null,
});
const PAGE_URL = 'http://localhost/api/demo-pay/D0123456789abcdef01234567?sig=00&lang=en';

/** A stand-in for the payment window the page opens. */
function fakePopup() {
  return { closed: false, opener: {} as unknown, location: { href: 'about:blank' }, focus: vi.fn(), close: vi.fn() };
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/Member/Deposit?way=online']}>
        <DepositPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const pay = () => fireEvent.click(screen.getByRole('button', { name: /Pay now|Opening/ }));

beforeAll(async () => {
  await initI18n('en');
  await loadLaterTexts();
});
beforeEach(() => {
  Object.values(api).forEach((f) => f.mockReset());
  Object.values(toasts).forEach((f) => f.mockReset());
  api.fetchPaymentChannels.mockResolvedValue(channels);
  api.fetchRecharges.mockResolvedValue({ list: [] });
  appStore.getState().signIn({ token_type: 'Bearer', access_token: 'test-token-0123456789abcdef', expires_at: Date.now() / 1000, expires_in: 3600 });
  appStore.getState().setUserInfo({ name: 'demo01', level: 1, money: '50.00' });
});
afterEach(() => vi.restoreAllMocks());

describe('the online deposit', () => {
  it('opens the payment window inside the click, sends it to the page, and updates the balance once paid', async () => {
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    let answer!: (reply: OnlineRechargeReply) => void;
    api.startOnlinePayment.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPage();
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '88.80' } });
    pay();
    // Opened by the click itself, before the server answered: browsers block later popups.
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]![0]).toBe('about:blank');
    // A second press while the order is being made sends nothing and opens nothing.
    pay();
    await waitFor(() => expect(api.startOnlinePayment).toHaveBeenCalledWith({ payment_id: 3, money: '88.80' }, expect.stringMatching(/^[0-9a-f]{32}$/)));
    expect(screen.getByRole('button', { name: 'Opening the payment page…' })).toBeDisabled();
    pay();
    expect(api.startOnlinePayment).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledTimes(1);

    api.fetchRecharges.mockResolvedValue({ list: [order('pending')] });
    await act(async () => answer({ url: PAGE_URL, recharge: order('pending') }));
    expect(popup.location.href).toBe(PAGE_URL);
    expect(popup.opener).toBeNull();
    expect(await screen.findByText('Waiting for your payment of 88.80… keep this page open.')).toBeInTheDocument();

    // The window paid: the next poll sees the deposit approved, and the header balance is read again.
    api.fetchRecharges.mockResolvedValue({ list: [order('approved')] });
    api.fetchMe.mockResolvedValue({ name: 'demo01', level: 1, money: '138.80' });
    await waitFor(() => expect(screen.getByTestId('payment-watch')).toHaveAttribute('data-outcome', 'paid'), WAIT);
    await waitFor(() => expect(appStore.getState().userinfo?.money).toBe('138.80'));
    expect(toasts.success).toHaveBeenCalledWith('Payment received: 88.80 has been added to your wallet.');
    expect(screen.getAllByTestId('recharge-row')[0]).toHaveTextContent('Credited');
  });

  it('opens no window for an invalid amount or one outside the channel limits', async () => {
    const open = vi.spyOn(window, 'open');
    renderPage();
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '0.001' } });
    pay();
    expect(await screen.findByText('Enter an amount like 100 or 100.50 (at most 2 decimals)')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '5' } });
    pay();
    expect(await screen.findByText('The amount is outside what this payment method takes')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(api.startOnlinePayment).not.toHaveBeenCalled();
  });

  it('closes the window when the order cannot be made, and offers the link when the popup was blocked', async () => {
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    api.startOnlinePayment.mockRejectedValueOnce(new Error('This payment method does not exist or is closed'));
    renderPage();
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '20' } });
    pay();
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('This payment method does not exist or is closed'));
    expect(popup.close).toHaveBeenCalled();

    open.mockReturnValue(null);
    api.startOnlinePayment.mockResolvedValueOnce({ url: PAGE_URL, recharge: order('pending') });
    pay();
    await waitFor(() => expect(toasts.warning).toHaveBeenCalledWith('The browser blocked the payment window: use “Open the payment page”.'));
    expect(screen.getByRole('link', { name: 'Open the payment page' })).toHaveAttribute('href', PAGE_URL);
  });
});
