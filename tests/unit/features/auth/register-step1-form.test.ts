import { describe, expect, it } from 'vitest';
import { registerSchema, registerStep1Schema } from '../../../../domain/contracts/auth';
import { registerStep1FormSchema } from '../../../../src/features/auth/register/register-step1-form';

const account = { name: 'player01', password: 'secret12', password_confirmation: 'secret12' };
const issues = (input: unknown) => {
  const parsed = registerStep1FormSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('register step 1 form: the 18+ confirmation (docs/product.md §10.1)', () => {
  it('refuses to go on without it, with the age text', () => {
    expect(issues({ ...account, adult: false })).toEqual(['adult:validation.ageRequired']);
    expect(issues(account)).toEqual(['adult:validation.ageRequired']);
  });

  it('goes on with it ticked', () => {
    expect(issues({ ...account, adult: true })).toEqual([]);
  });

  it('reports it together with the account errors', () => {
    expect(issues({ ...account, name: 'ab', adult: false })).toEqual(['name:validation.nameLength', 'adult:validation.ageRequired']);
  });

  it('is a rule of the form only: the contract and the register payload do not ask for it', () => {
    expect(registerStep1Schema.safeParse(account).success).toBe(true);
    const setting = { isRealNameRequred: false, isPhoneRequired: false, isCaptchaRequired: false } as Parameters<typeof registerSchema>[0];
    expect(registerSchema(setting, false).safeParse({ ...account, qk_pwd: '123456' }).success).toBe(true);
  });
});
