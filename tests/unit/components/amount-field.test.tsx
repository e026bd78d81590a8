// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AmountField } from '../../../src/components/amount-field';
import { amountRule } from '../../../domain/contracts/money';
import { initI18n, loadLaterTexts } from '../../../src/i18n/i18n';

beforeAll(async () => {
  await initI18n('zh_cn');
  await loadLaterTexts();
});

function Form({ onValid }: { onValid(values: { money: string }): void }) {
  const { register, handleSubmit, formState } = useForm<{ money: string }>({ resolver: zodResolver(z.object({ money: amountRule })), defaultValues: { money: '' } });
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <AmountField label="金额" errorKey={formState.errors.money?.message} {...register('money')} />
      <button type="submit">提交</button>
    </form>
  );
}

describe('the amount field', () => {
  it('reads full-width digits and points as the amount they show, keeping the caret', async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    const field = screen.getByLabelText<HTMLInputElement>('金额');
    field.focus();
    fireEvent.change(field, { target: { value: '１２．５', selectionStart: 2, selectionEnd: 2 } });
    expect(field.value).toBe('12.5');
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ money: '12.5' }, expect.anything()));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaves the text alone while an input method composes it', () => {
    render(<Form onValid={vi.fn()} />);
    const field = screen.getByLabelText<HTMLInputElement>('金额');
    fireEvent.input(field, { target: { value: '１２' }, isComposing: true });
    expect(field.value).toBe('１２');
  });
});
