// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/api/http';
import type { BankCardPatchValues, BankCardValues } from '../../../../domain/contracts/bank-cards';
import type { BankCard, BankCardReply } from '../../../../domain/contracts/replies/bank-cards';
import { BankCardForm } from '../../../../src/features/bank-cards/bank-card-form';
import { initI18n, loadLaterTexts } from '../../../../src/i18n/i18n';

const api = vi.hoisted(() => ({
  addBankCard: vi.fn<(card: BankCardValues) => Promise<BankCardReply>>(),
  updateBankCard: vi.fn<(id: number, card: BankCardPatchValues) => Promise<BankCardReply>>(),
  sendCardSms: vi.fn<() => Promise<{ message: string }>>(),
}));
vi.mock('../../../../src/api/bank-cards', () => api);

const banks = [
  { id: 1, name: 'Industrial and Commercial Bank of China' },
  { id: 6, name: 'China Merchants Bank' },
];
const stored: BankCard = {
  id: 7,
  bank_type_id: 6,
  bank_name: 'China Merchants Bank',
  card_no: '**** **** **** 0128',
  owner_name: 'Zhang San',
  branch: 'Shanghai',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

function renderForm(card: BankCard | null = null, onDone = vi.fn(), hasQkPwd = true) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BankCardForm card={card} realname="Zhang San" hasQkPwd={hasQkPwd} phone="+86138****0001" banks={banks} onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

const field = (label: string) => screen.getByLabelText(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

beforeAll(async () => {
  await initI18n('en');
  await loadLaterTexts();
});
beforeEach(() => {
  api.addBankCard.mockReset();
  api.updateBankCard.mockReset();
  api.sendCardSms.mockReset();
});

describe('the bank card form', () => {
  it("shows the shared rules' messages and sends nothing", async () => {
    renderForm();
    expect(field('Card holder')).toHaveValue('Zhang San');
    expect(field('Card holder')).toHaveAttribute('readonly');
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
    expect(await screen.findByText('Please choose a bank')).toBeInTheDocument();
    expect(screen.getByText('Please enter the card number')).toBeInTheDocument();
    expect(screen.getByText('Please enter the branch')).toBeInTheDocument();
    expect(screen.getByText('Please enter the withdrawal password')).toBeInTheDocument();
    type('Card number', '6222 0212 3456 7890 129');
    type('Branch', '<b>');
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
    expect(await screen.findByText('This card number is not valid, please check it')).toBeInTheDocument();
    expect(screen.getByText('The branch may not contain < or >')).toBeInTheDocument();
    type('Card number', '6222-0212');
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
    expect(await screen.findByText('The card number may only contain digits')).toBeInTheDocument();
    expect(api.addBankCard).not.toHaveBeenCalled();
  });

  it('binds a valid card as digits, and shows the server refusal in place', async () => {
    api.addBankCard.mockRejectedValueOnce(new ApiError('You can add at most 5 bank cards', 422, null));
    const onDone = renderForm();
    fireEvent.change(field('Bank'), { target: { value: '1' } });
    type('Card number', '6222 0212 3456 7890 128');
    type('Branch', 'Shenzhen Nanshan');
    type('Withdrawal password', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
    expect(await screen.findByText('You can add at most 5 bank cards')).toBeInTheDocument();
    expect(api.addBankCard.mock.calls[0]![0]).toEqual({ bank_type_id: 1, card_no: '6222021234567890128', owner_name: 'Zhang San', branch: 'Shenzhen Nanshan', qk_pwd: '123456' });
    api.addBankCard.mockResolvedValueOnce({ message: 'The bank card has been added', card: stored });
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('The bank card has been added'));
  });

  it('edits a card without its number, which the lobby never has', async () => {
    api.updateBankCard.mockResolvedValue({ message: 'The bank card has been updated', card: stored });
    const onDone = renderForm(stored);
    expect(field('Bank')).toHaveValue('6');
    expect(field('Card number')).toHaveValue('');
    expect(screen.getByText('Leave empty to keep the number ending in 0128')).toBeInTheDocument();
    type('Branch', 'Shanghai Pudong');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    // Editing, the number included, takes the withdrawal password as binding does.
    expect(await screen.findByText('Please enter the withdrawal password')).toBeInTheDocument();
    expect(api.updateBankCard).not.toHaveBeenCalled();
    type('Withdrawal password', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('The bank card has been updated'));
    expect(api.updateBankCard).toHaveBeenCalledWith(7, { bank_type_id: 6, owner_name: 'Zhang San', branch: 'Shanghai Pudong', qk_pwd: '123456' });
  });

  it('shows a wrong withdrawal password refused by the server in the form', async () => {
    api.addBankCard.mockRejectedValueOnce(new ApiError('The withdrawal password is wrong', 422, null));
    renderForm();
    expect(field('Withdrawal password')).toHaveAttribute('type', 'password');
    expect(field('Withdrawal password')).not.toHaveAttribute('maxlength');
    fireEvent.change(field('Bank'), { target: { value: '1' } });
    type('Card number', '6222 0212 3456 7890 128');
    type('Branch', 'Shenzhen Nanshan');
    type('Withdrawal password', '1234567');
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
    expect(await screen.findByText('The withdrawal password must be 6 digits')).toBeInTheDocument();
    type('Withdrawal password', '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
    expect(await screen.findByTestId('bank-card-error')).toHaveTextContent('The withdrawal password is wrong');
  });

  it('asks a member without a withdrawal password for a code texted to their phone', async () => {
    api.sendCardSms.mockResolvedValue({ message: 'The verification code has been sent' });
    api.addBankCard.mockResolvedValue({ message: 'The bank card has been added', card: stored });
    const onDone = renderForm(null, vi.fn(), false);
    expect(screen.queryByLabelText('Withdrawal password')).toBeNull();
    expect(screen.getByText('You have no withdrawal password yet: we text a code to +86138****0001')).toBeInTheDocument();
    fireEvent.change(field('Bank'), { target: { value: '1' } });
    type('Card number', '6222 0212 3456 7890 128');
    type('Branch', 'Shenzhen Nanshan');
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
    expect(await screen.findByText('The verification code cannot be empty')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(api.sendCardSms).toHaveBeenCalledTimes(1));
    type('Verification code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('The bank card has been added'));
    expect(api.addBankCard.mock.calls[0]![0]).toMatchObject({ sms_code: '123456' });
  });
});
