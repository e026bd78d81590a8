// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BankCardForm } from '../../../../src/features/bank-cards/bank-card-form';
import { i18next, initI18n, loadLaterTexts } from '../../../../src/i18n/i18n';

vi.mock('../../../../src/api/bank-cards', () => ({ addBankCard: vi.fn(), updateBankCard: vi.fn(), sendCardSms: vi.fn() }));

function renderForm(realname: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BankCardForm card={null} realname={realname} hasQkPwd phone="+86138****0001" banks={[{ id: 1, name: 'Industrial and Commercial Bank of China' }]} onDone={vi.fn()} />
    </QueryClientProvider>,
  );
  return screen.getByTestId('card-owner');
}

beforeAll(async () => {
  await initI18n('en');
  await loadLaterTexts();
});

describe('the card holder field', () => {
  it('reads as a fixed value when it is the member\'s real name: read-only to assistive tech, drawn unlike a field to fill, and says why', () => {
    const holder = renderForm('Zhang San');
    expect(holder).toHaveValue('Zhang San');
    expect(holder).toHaveAttribute('readonly');
    expect(holder).toHaveAttribute('aria-readonly', 'true');
    expect(holder.className).toMatch(/fixed/);
    expect(holder).toHaveAccessibleDescription('The holder is your real name and cannot be changed here');
  });

  it('stays an ordinary field to fill when no real name is known', () => {
    const holder = renderForm('');
    expect(holder).not.toHaveAttribute('readonly');
    expect(holder).not.toHaveAttribute('aria-readonly');
    expect(holder.className).not.toMatch(/fixed/);
  });
});

describe('day counts', () => {
  it('are spelled out with the plural in English', () => {
    expect(i18next.t('dailyBonus.daysValue', { count: 5 })).toBe('5 days');
    expect(i18next.t('dailyBonus.daysValue', { count: 1 })).toBe('1 day');
  });
});
