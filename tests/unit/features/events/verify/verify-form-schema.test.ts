import { describe, expect, it } from 'vitest';
import { formValuesOf, hasDrawInputs, verifyFormSchema } from '../../../../../src/features/events/verify/verify-form-schema';

const seed = 'a'.repeat(64);
const good = { seed, client: 'lucky', nonce: '3', weights: '5,10,20', hash: '' };
const messagesOf = (input: object) => verifyFormSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);

describe('the Verify form schema', () => {
  it('reads the text fields into the draw inputs; an empty commitment is none', () => {
    expect(verifyFormSchema.parse(good)).toEqual({ seed, client: 'lucky', nonce: 3, weights: [5, 10, 20], hash: undefined });
    expect(verifyFormSchema.parse({ ...good, seed: ` ${seed} `, hash: 'b'.repeat(64) }).hash).toBe('b'.repeat(64));
  });

  it('accepts the safe-integer weights of the published vector with a skipped word', () => {
    expect(verifyFormSchema.parse({ ...good, weights: '9007199254740991,6' }).weights).toEqual([9007199254740991, 6]);
  });

  it('refuses bad input with the validation texts', () => {
    expect(messagesOf({ ...good, seed: 'A'.repeat(64) })).toEqual(['seed:validation.serverSeedFormat']);
    // The form shows the first issue of a field: an empty seed is 'required', not also 'format'.
    expect(messagesOf({ ...good, client: '' })?.[0]).toBe('client:validation.clientSeedRequired');
    expect(messagesOf({ ...good, client: 'a b' })).toEqual(['client:validation.clientSeedFormat']);
    expect(messagesOf({ ...good, nonce: '' })).toEqual(['nonce:validation.invalid']);
    expect(messagesOf({ ...good, nonce: '-1' })).toEqual(['nonce:validation.invalid']);
    expect(messagesOf({ ...good, weights: '5,,10' })).toEqual(['weights:validation.weightsFormat']);
    expect(messagesOf({ ...good, weights: '5,0' })).toEqual(['weights:validation.weightsFormat']);
    expect(messagesOf({ ...good, weights: '9007199254740992' })).toEqual(['weights:validation.weightsFormat']);
    expect(messagesOf({ ...good, hash: 'xyz' })).toEqual(['hash:validation.serverSeedFormat']);
  });

  it("takes the form's values from a history row's link", () => {
    const search = new URLSearchParams(`seed=${seed}&client=lucky&nonce=3&weights=5,10`);
    expect(formValuesOf(search)).toEqual({ seed, client: 'lucky', nonce: '3', weights: '5,10', hash: '' });
    expect(hasDrawInputs(search)).toBe(true);
    expect(hasDrawInputs(new URLSearchParams(`seed=${seed}&hash=${seed}`))).toBe(false);
  });
});
