// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BankCard, BankType } from '../../../../domain/contracts/replies/bank-cards';
import BankCardPage from '../../../../src/features/bank-cards/bank-card-page';
import { initI18n, loadLaterTexts } from '../../../../src/i18n/i18n';
import { renderAsMember } from '../../render-as-member';

const api = vi.hoisted(() => ({
  fetchBankCards: vi.fn<() => Promise<BankCard[]>>(),
  fetchBankTypes: vi.fn<() => Promise<BankType[]>>(),
}));
vi.mock('../../../../src/api/bank-cards', () => ({ ...api, addBankCard: vi.fn(), updateBankCard: vi.fn() }));

const card = (id: number): BankCard => ({
  id,
  bank_type_id: 1,
  bank_name: 'Bank of China',
  card_no: `**** **** **** 000${id}`,
  owner_name: 'Zhang San',
  branch: 'Beijing',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

function renderPage(realname: string | null) {
  renderAsMember(<BankCardPage />, { user: { name: 'demo01', level: 1, money: '1.00', realname } });
}

beforeAll(async () => {
  await initI18n('en');
  await loadLaterTexts();
});
beforeEach(() => {
  api.fetchBankCards.mockReset();
  api.fetchBankTypes.mockReset().mockResolvedValue([{ id: 1, name: 'Bank of China' }]);
});

describe('the bank card page', () => {
  it('lists the cards masked and opens the edit dialog with the card', async () => {
    api.fetchBankCards.mockResolvedValue([card(1), card(2)]);
    renderPage('Zhang San');
    expect(await screen.findAllByTestId('bank-card')).toHaveLength(2);
    expect(screen.getByText('**** **** **** 0002')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Edit the Bank of China card ending in 0002' }));
    expect(await screen.findByRole('dialog', { name: 'Edit bank card' })).toBeInTheDocument();
    expect(await screen.findByText('Leave empty to keep the number ending in 0002')).toBeInTheDocument();
  });

  it('says plainly when no card is bound, and asks for the real name first', async () => {
    api.fetchBankCards.mockResolvedValue([]);
    renderPage(null);
    expect(await screen.findByText('No bank card is bound yet')).toBeInTheDocument();
    expect(screen.getByText('Before adding a card, set your real name in your profile.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my profile' })).toHaveAttribute('href', '/Member/MemberInfo');
    expect(screen.getByTestId('add-card')).toBeDisabled();
  });

  it('stops adding at five cards', async () => {
    api.fetchBankCards.mockResolvedValue([1, 2, 3, 4, 5].map(card));
    renderPage('Zhang San');
    expect(await screen.findByText('You have bound 5 cards, the most allowed.')).toBeInTheDocument();
    expect(screen.getByTestId('add-card')).toBeDisabled();
  });

  it('shows a failed load with a retry', async () => {
    api.fetchBankCards.mockRejectedValue(new Error('Server busy, please try again later'));
    renderPage('Zhang San');
    expect(await screen.findByText('Your bank cards could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
