import { describe, expect, it } from 'vitest';
import { bankCardPatchSchema, bankCardSchema, luhnValid } from '../../../../domain/contracts/bank-cards';

const good = { bank_type_id: '1', card_no: '4111 1111 1111 1111', owner_name: '张三', branch: '北京分行' };
const firstMessage = (input: unknown, schema: typeof bankCardSchema | typeof bankCardPatchSchema = bankCardSchema) => {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('bank card rules', () => {
  it('checks card numbers with Luhn', () => {
    expect(['4111111111111111', '6222021234567890128', '79927398713'].map(luhnValid)).toEqual([true, true, true]);
    expect(['4111111111111112', '6222021234567890127', ''].map(luhnValid)).toEqual([false, false, false]);
  });

  it('takes digits in groups and gives them back as digits only', () => {
    expect(bankCardSchema.parse(good)).toEqual({ bank_type_id: 1, card_no: '4111111111111111', owner_name: '张三', branch: '北京分行' });
  });

  it('names the first rule broken with a validation key', () => {
    expect(firstMessage({ ...good, card_no: '4111-1111-1111-1111' })).toBe('validation.cardNoDigits');
    expect(firstMessage({ ...good, card_no: '41111111111' })).toBe('validation.cardNoLength');
    expect(firstMessage({ ...good, card_no: '41111111111111111111' })).toBe('validation.cardNoLength');
    expect(firstMessage({ ...good, card_no: '4111111111111112' })).toBe('validation.cardNoLuhn');
    expect(firstMessage({ ...good, bank_type_id: '' })).toBe('validation.bankTypeRequired');
    expect(firstMessage({ ...good, bank_type_id: 2 ** 31 })).toBe('validation.bankTypeRequired');
    expect(firstMessage({ ...good, owner_name: ' ' })).toBe('validation.ownerNameRequired');
    expect(firstMessage({ ...good, branch: '北' })).toBe('validation.branchLength');
    expect(firstMessage({ ...good, branch: 'a\u0000b' })).toBe('validation.branchFormat');
  });

  it('lets an edit keep the bound number, but checks a new one', () => {
    expect(bankCardPatchSchema.parse({ ...good, card_no: '' }).card_no).toBeUndefined();
    expect(bankCardPatchSchema.parse({ ...good, card_no: undefined }).card_no).toBeUndefined();
    expect(firstMessage({ ...good, card_no: '4111111111111112' }, bankCardPatchSchema)).toBe('validation.cardNoLuhn');
    expect(firstMessage({ ...good, card_no: '' })).toBe('validation.cardNoRequired');
  });
});
