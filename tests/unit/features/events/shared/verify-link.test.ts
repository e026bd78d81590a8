import { describe, expect, it } from 'vitest';
import { verifyQuerySchema } from '../../../../../domain/contracts/events';
import { drawEventOf, verifyHref, verifyPageHref } from '../../../../../src/features/events/shared/verify-link';
import { testRows } from './test-rows';

describe('verifyHref', () => {
  it('puts every input of a revealed draw in the URL, in the names the Verify page reads', () => {
    const href = verifyHref(testRows[0]!)!;
    expect(href.startsWith('/Verify?')).toBe(true);
    const query = Object.fromEntries(new URLSearchParams(href.slice('/Verify?'.length)));
    expect(verifyQuerySchema.parse(query)).toEqual({ seed: 'a'.repeat(64), client: 'lucky', nonce: 4, weights: [1, 2], hash: 'b'.repeat(64) });
  });

  it("names the draw's event, which the Verify page reads back (and nothing else)", () => {
    const href = verifyHref(testRows[0]!, 'red')!;
    expect(drawEventOf(new URLSearchParams(href.slice('/Verify?'.length)))).toBe('red');
    expect(drawEventOf(new URLSearchParams('event=wheel'))).toBe('wheel');
    expect(drawEventOf(new URLSearchParams('event=lobby'))).toBeNull();
    expect(drawEventOf(new URLSearchParams(verifyHref(testRows[0]!)!.slice('/Verify?'.length)))).toBeNull();
  });

  it('has no link while the seed is not revealed', () => {
    expect(verifyHref(testRows[1]!)).toBeNull();
  });

  it('builds a partial link (a revealed seed and its hash) and the bare page', () => {
    expect(verifyPageHref({ seed: 'a'.repeat(64), hash: 'b'.repeat(64) })).toBe(`/Verify?seed=${'a'.repeat(64)}&hash=${'b'.repeat(64)}`);
    expect(verifyPageHref({})).toBe('/Verify');
  });
});
