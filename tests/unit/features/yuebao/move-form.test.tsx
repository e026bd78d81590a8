// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/api/http';
import type { YuebaoMoveValues } from '../../../../domain/contracts/yuebao';
import type { YuebaoMoveReply } from '../../../../domain/contracts/replies/yuebao';
import { MoveForm } from '../../../../src/features/yuebao/move-form';
import { initI18n, loadLaterTexts } from '../../../../src/i18n/i18n';
import { appStore } from '../../../../src/store/app-store';
import { testPlan } from './test-plan';

const api = vi.hoisted(() => ({
  yuebaoDeposit: vi.fn<(input: YuebaoMoveValues, key: string) => Promise<YuebaoMoveReply>>(),
  yuebaoWithdraw: vi.fn<(input: YuebaoMoveValues, key: string) => Promise<YuebaoMoveReply>>(),
}));
vi.mock('../../../../src/api/yuebao', () => ({ ...api, fetchYuebaoList: vi.fn() }));

function renderForm(direction: 'in' | 'out', onDone = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MoveForm plan={testPlan} direction={direction} wallet="500.00" onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

const amount = () => screen.getByLabelText('Amount');
async function expectRefusal(value: string, message: string, button: string) {
  fireEvent.change(amount(), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: button }));
  expect(await screen.findByText(message)).toBeInTheDocument();
}

beforeAll(async () => {
  await initI18n('en');
  await loadLaterTexts();
});
beforeEach(() => {
  api.yuebaoDeposit.mockReset();
  api.yuebaoWithdraw.mockReset();
  appStore.getState().signIn({ token_type: 'Bearer', access_token: 'token-of-a-member-123', expires_at: Date.now() / 1000, expires_in: 3600 });
  appStore.getState().setUserInfo({ name: 'demo01', level: 1, money: '500.00' });
});

describe('the Yu-EBao put-in form', () => {
  it("refuses what the shared rule and the plan's bounds refuse, sending nothing", async () => {
    renderForm('in');
    await expectRefusal('1e3', 'Enter an amount like 100 or 100.50 (at most 2 decimals)', 'Put in');
    await expectRefusal('9.99', "This is below the plan's minimum for one put-in", 'Put in');
    await expectRefusal('150.01', "This is above the plan's maximum for one put-in", 'Put in');
    await expectRefusal('139.51', 'This is over your limit in this plan', 'Put in');
    await expectRefusal('120.01', 'This is more than the plan has room for', 'Put in');
    expect(api.yuebaoDeposit).not.toHaveBeenCalled();
  });

  it('puts in the largest amount allowed with "All", once per submit, and shows the new balance', async () => {
    api.yuebaoDeposit.mockResolvedValue({ message: 'Done: 120.00 put into Test plan', money: '380.00', plan_id: 4, holding: '180.50' });
    const onDone = renderForm('in');
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(amount()).toHaveValue('120.00');
    fireEvent.click(screen.getByRole('button', { name: 'Put in' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Done: 120.00 put into Test plan'));
    expect(api.yuebaoDeposit).toHaveBeenCalledTimes(1);
    expect(api.yuebaoDeposit.mock.calls[0]![0]).toEqual({ plan_id: 4, money: '120.00' });
    expect(api.yuebaoDeposit.mock.calls[0]![1]).toMatch(/^[0-9a-f]{32}$/);
    expect(appStore.getState().userinfo?.money).toBe('380.00');
  });
});

describe('the Yu-EBao take-out form', () => {
  it('refuses more than the holding and shows the server refusal in place', async () => {
    api.yuebaoWithdraw.mockRejectedValue(new Error('This fixed-term plan can be taken out after 2026-02-01 10:00'));
    renderForm('out');
    await expectRefusal('60.51', 'This is more than you hold in this plan', 'Take out');
    fireEvent.change(amount(), { target: { value: '60.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Take out' }));
    expect(await screen.findByText('This fixed-term plan can be taken out after 2026-02-01 10:00')).toBeInTheDocument();
    expect(api.yuebaoWithdraw.mock.calls[0]![0]).toEqual({ plan_id: 4, money: '60.50' });
  });

  it('takes out again with the same key after a time-out, and with a new key after a refusal', async () => {
    api.yuebaoWithdraw
      .mockRejectedValueOnce(new ApiError('The request timed out, please try again.', 0, null))
      .mockRejectedValueOnce(new ApiError('This fixed-term plan can be taken out after 2026-02-01 10:00', 422, null))
      .mockRejectedValueOnce(new ApiError('This fixed-term plan can be taken out after 2026-02-01 10:00', 422, null));
    renderForm('out');
    fireEvent.change(amount(), { target: { value: '10' } });
    for (const [tries, shown] of [[1, 'The request timed out, please try again.'], [2, 'This fixed-term plan can be taken out after 2026-02-01 10:00'], [3, 'This fixed-term plan can be taken out after 2026-02-01 10:00']] as const) {
      fireEvent.click(screen.getByRole('button', { name: 'Take out' }));
      await waitFor(() => expect(api.yuebaoWithdraw).toHaveBeenCalledTimes(tries));
      expect(await screen.findByText(shown)).toBeInTheDocument();
    }
    const keys = api.yuebaoWithdraw.mock.calls.map(([, key]) => key);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});
