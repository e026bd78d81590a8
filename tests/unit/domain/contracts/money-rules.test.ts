import { describe, expect, it } from 'vitest';
import { amountRule, amountToCents, MONEY_MAX_CENTS } from '../../../../domain/contracts/money';
import { gameTransferSchema } from '../../../../domain/contracts/wallet';

const messageOf = (value: unknown) => {
  const result = amountRule.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('the shared amount rule', () => {
  it('accepts digits with at most 2 decimals, above 0 and up to the maximum, as exact cents', () => {
    for (const [text, cents] of [['1', 100], ['0.01', 1], ['12.5', 1250], ['12.50', 1250], ['  7.07 ', 707], ['100000000.00', MONEY_MAX_CENTS]] as const) {
      expect(messageOf(text), text).toBeNull();
      expect(amountToCents(text.trim())).toBe(cents);
    }
  });

  it('reads the full-width digits and points of a Chinese input method as their ASCII twins', () => {
    for (const [typed, text] of [['１２', '12'], ['１２．５', '12.5'], ['１２。５０', '12.50'], [' ３ ', '3']] as const) expect(amountRule.parse(typed), typed).toBe(text);
  });

  it('refuses signs, exponents, a third decimal, words, commas, numbers and blanks with the right message', () => {
    for (const bad of ['-5', '+5', '1e3', '0.001', 'NaN', 'Infinity', '12,5', '1.', '.5', '0x10', '１２,５']) expect(messageOf(bad), bad).toBe('validation.amountFormat');
    expect(messageOf(100)).toBe('validation.amountFormat');
    expect(messageOf('')).toBe('validation.amountRequired');
    expect(messageOf(undefined)).toBe('validation.amountRequired');
    expect(messageOf('0')).toBe('validation.amountPositive');
    expect(messageOf('0.00')).toBe('validation.amountPositive');
    expect(messageOf('100000000.01')).toBe('validation.amountMax');
    expect(messageOf('99999999999')).toBe('validation.amountFormat');
  });

  it('gives a transfer its defaults: into the provider, money_type money', () => {
    expect(gameTransferSchema.parse({ api_code: 'rl_slot_starforge', money: '5' })).toEqual({ api_code: 'rl_slot_starforge', money: '5', direction: 'in', money_type: 'money' });
    expect(gameTransferSchema.safeParse({ api_code: 'RL_X', money: '5' }).success).toBe(false);
  });
});
