// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NormalRechargeInput } from '../../../../domain/contracts/deposits';
import type { BankAccount, NormalRechargeReply } from '../../../../domain/contracts/replies/deposits';
import { BankTransferForm } from '../../../../src/features/deposit/bank-transfer-form';
import { initI18n, loadLaterTexts } from '../../../../src/i18n/i18n';

const api = vi.hoisted(() => ({
  submitBankTransfer: vi.fn<(input: NormalRechargeInput, key: string, onProgress?: (share: number) => void) => Promise<NormalRechargeReply>>(),
}));
vi.mock('../../../../src/api/deposits', () => ({ submitBankTransfer: api.submitBankTransfer }));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const accounts: BankAccount[] = [
  { id: 1, bank_name: 'ICBC', account_name: 'Royal Ltd', account_no: '6222 0212', branch: 'Luohu', min: '100.00', max: '50000.00', voucher_required: false },
  { id: 2, bank_name: 'CCB', account_name: 'Royal Ltd', account_no: '6217 0033', branch: 'Tianhe', min: '500.00', max: '200000.00', voucher_required: true },
];
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9, 9, 9, 9]);
const SUBMITTED = 'Recharge application submitted successfully, please wait for administrator review!';

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BankTransferForm accounts={accounts} />
    </QueryClientProvider>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /Submit deposit|Submitting/ }));
const pick = (file: File) => fireEvent.change(screen.getByLabelText(/^Transfer voucher/), { target: { files: [file] } });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

beforeAll(async () => {
  await initI18n('en');
  await loadLaterTexts();
});
beforeEach(() => {
  api.submitBankTransfer.mockReset();
  Object.values(toasts).forEach((f) => f.mockReset());
});

describe('the bank transfer form', () => {
  it('shows where to pay and the limits of the chosen account', () => {
    renderForm();
    expect(screen.getByTestId('pay-to')).toHaveTextContent('Account number6222 0212');
    expect(screen.getByText('From 100.00 to 50000.00 per deposit')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Bank account'), { target: { value: '2' } });
    expect(screen.getByTestId('pay-to')).toHaveTextContent('Account number6217 0033');
    expect(screen.getByText('(required)')).toBeInTheDocument();
  });

  it('checks amount, payer name, limits and the required voucher before sending anything', async () => {
    renderForm();
    type('Amount', '1e3');
    submit();
    expect(await screen.findByText('Enter an amount like 100 or 100.50 (at most 2 decimals)')).toBeInTheDocument();
    expect(screen.getByText('Please enter the payer name')).toBeInTheDocument();
    type('Amount', '99.99');
    type('Payer name', 'Li Lei');
    submit();
    expect(await screen.findByText('The amount is outside what this payment method takes')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Bank account'), { target: { value: '2' } });
    type('Amount', '600');
    submit();
    expect(await screen.findByText('Please upload the transfer voucher')).toBeInTheDocument();
    expect(api.submitBankTransfer).not.toHaveBeenCalled();
  });

  it('refuses a file that is not an image, or over 3 MB, by its bytes', async () => {
    renderForm();
    pick(new File(['%PDF-1.7 not an image'], 'voucher.png', { type: 'image/png' }));
    expect(await screen.findByText('The voucher must be a PNG, JPEG, WebP or GIF image')).toBeInTheDocument();
    pick(new File([PNG, new Uint8Array(3 * 1024 * 1024)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('The image must be at most 3 MB')).toBeInTheDocument();
    expect(screen.queryByTestId('voucher-preview')).toBeNull();
  });

  it('previews the voucher, shows the upload progress, sends once while busy, then says the spec text', async () => {
    const reply = deferred<NormalRechargeReply>();
    api.submitBankTransfer.mockImplementation((_input, _key, onProgress) => {
      onProgress?.(0.5);
      return reply.promise;
    });
    renderForm();
    pick(new File([PNG], 'receipt.png', { type: 'image/png' }));
    expect(await screen.findByTestId('voucher-preview')).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    type('Amount', '250.50');
    type('Payer name', ' Li Lei ');
    submit();
    await waitFor(() => expect(api.submitBankTransfer).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Uploading… 50%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '50');
    expect(screen.getByRole('button', { name: 'Submitting…' })).toBeDisabled();
    submit();
    expect(api.submitBankTransfer).toHaveBeenCalledTimes(1);
    const [input, key] = api.submitBankTransfer.mock.calls[0]!;
    expect(input).toEqual({ payment_id: 1, money: '250.50', payer_name: 'Li Lei', voucher: btoa(String.fromCharCode(...PNG)) });
    expect(key).toMatch(/^[0-9a-f]{32}$/);

    reply.resolve({
      message: SUBMITTED,
      recharge: { id: 7, way: 'normal', channel: 'ICBC', money: '250.50', payer_name: 'Li Lei', status: 'pending', reason: null, has_voucher: true, created_at: '2026-01-01T00:00:00Z', decided_at: null },
    });
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(SUBMITTED));
    expect(screen.getByLabelText('Amount')).toHaveValue('');
    expect(screen.queryByTestId('voucher-preview')).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit deposit' })).toBeEnabled();

    // The next deposit is a new user action: a new key.
    api.submitBankTransfer.mockResolvedValue({ message: SUBMITTED, recharge: { id: 8 } as NormalRechargeReply['recharge'] });
    type('Amount', '300');
    submit();
    await waitFor(() => expect(api.submitBankTransfer).toHaveBeenCalledTimes(2));
    expect(api.submitBankTransfer.mock.calls[1]![1]).not.toBe(key);
    expect(api.submitBankTransfer.mock.calls[1]![0]).not.toHaveProperty('voucher', expect.any(String));
  });

  it("shows the server's refusal (e.g. too many pending) and lets the member try again", async () => {
    api.submitBankTransfer.mockRejectedValue(new Error('You have 3 deposits waiting for review: please do not resubmit or operate frequently!'));
    renderForm();
    type('Amount', '100');
    type('Payer name', 'Li Lei');
    submit();
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('You have 3 deposits waiting for review: please do not resubmit or operate frequently!'));
    expect(screen.getByRole('button', { name: 'Submit deposit' })).toBeEnabled();
    expect(screen.getByLabelText('Amount')).toHaveValue('100');
  });
});
