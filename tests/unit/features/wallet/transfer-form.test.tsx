// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/api/http';
import type { TransferInput } from '../../../../src/api/wallet';
import type { ProviderWallet, TransferReply } from '../../../../domain/contracts/replies/money';
import { TransferForm } from '../../../../src/features/wallet/transfer-form';
import { i18next, initI18n, loadLaterTexts } from '../../../../src/i18n/i18n';

const api = vi.hoisted(() => ({ transferMoney: vi.fn<(input: TransferInput, key: string) => Promise<TransferReply>>() }));
vi.mock('../../../../src/api/wallet', () => ({ transferMoney: api.transferMoney }));

const wallets: ProviderWallet[] = [
  { api_code: 'rl_slot_starforge', title: 'Starforge', money: '5.00' },
  { api_code: 'rl_live_aurora', title: 'Aurora Live', money: '0.00' },
];

function renderForm(centreMoney = '100.00') {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TransferForm centreMoney={centreMoney} wallets={wallets} preset={null} />
    </QueryClientProvider>,
  );
}

const amount = () => screen.getByLabelText('Amount');
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));

beforeAll(async () => {
  await initI18n('en');
  await loadLaterTexts();
});
beforeEach(() => api.transferMoney.mockReset());

describe('the transfer form', () => {
  it('shows the shared rule messages and sends nothing for a bad amount', async () => {
    renderForm();
    fireEvent.change(amount(), { target: { value: '1e3' } });
    submit();
    expect(await screen.findByText('Enter an amount like 100 or 100.50 (at most 2 decimals)')).toBeInTheDocument();
    fireEvent.change(amount(), { target: { value: '0' } });
    submit();
    expect(await screen.findByText('The amount must be more than 0')).toBeInTheDocument();
    expect(api.transferMoney).not.toHaveBeenCalled();
  });

  it('refuses more than the wallet it moves out of, in the language of the page', async () => {
    renderForm();
    fireEvent.change(amount(), { target: { value: '100.01' } });
    submit();
    expect(await screen.findByText('The amount is more than the balance')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Game wallet → main wallet'));
    expect(screen.getByText('Available: 5.00')).toBeInTheDocument();
    fireEvent.change(amount(), { target: { value: '5.01' } });
    submit();
    expect(await screen.findByText('The amount is more than the balance')).toBeInTheDocument();
    expect(api.transferMoney).not.toHaveBeenCalled();
  });

  it('sends a valid transfer once with a fresh key per submit', async () => {
    api.transferMoney.mockResolvedValue({ message: 'Done', money: '90.00', wallet: { ...wallets[0]!, money: '15.00' } });
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(amount()).toHaveValue('100.00');
    fireEvent.change(amount(), { target: { value: '10' } });
    submit();
    await waitFor(() => expect(api.transferMoney).toHaveBeenCalledTimes(1));
    expect(api.transferMoney.mock.calls[0]![0]).toEqual({ api_code: 'rl_slot_starforge', money: '10', direction: 'in' });
    await waitFor(() => expect(amount()).toHaveValue(''));
    fireEvent.change(amount(), { target: { value: '10' } });
    submit();
    await waitFor(() => expect(api.transferMoney).toHaveBeenCalledTimes(2));
    expect(api.transferMoney.mock.calls[1]![1]).not.toBe(api.transferMoney.mock.calls[0]![1]);
    expect(i18next.language).toBe('en');
  });

  it('retries a transfer left unanswered (time-out, network) with its key, and the next transfer with a new one', async () => {
    const moved: TransferReply = { message: 'Done', money: '90.00', wallet: { ...wallets[0]!, money: '15.00' } };
    api.transferMoney
      .mockRejectedValueOnce(new ApiError('The request timed out', 0, null))
      .mockRejectedValueOnce(new ApiError('The network is down', 0, null))
      .mockResolvedValueOnce(moved)
      .mockResolvedValueOnce(moved);
    renderForm();
    fireEvent.change(amount(), { target: { value: '10' } });
    for (let tries = 1; tries <= 3; tries++) {
      submit();
      await waitFor(() => expect(api.transferMoney).toHaveBeenCalledTimes(tries));
    }
    await waitFor(() => expect(amount()).toHaveValue(''));
    fireEvent.change(amount(), { target: { value: '10' } });
    submit();
    await waitFor(() => expect(api.transferMoney).toHaveBeenCalledTimes(4));
    const keys = api.transferMoney.mock.calls.map(([, key]) => key);
    expect(keys.slice(0, 3)).toEqual([keys[0], keys[0], keys[0]]);
    expect(keys[3]).not.toBe(keys[0]);
  });
});
