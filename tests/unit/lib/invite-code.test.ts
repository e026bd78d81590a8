import { describe, expect, it } from 'vitest';
import { readInviteCode } from '../../../src/lib/invite-code';

describe('readInviteCode', () => {
  it('reads i before the hash', () => {
    expect(readInviteCode({ search: '?i=AB12', hash: '#/' })).toBe('AB12');
  });
  it('reads i inside the hash route', () => {
    expect(readInviteCode({ search: '', hash: '#/Promotion?i=XY9' })).toBe('XY9');
  });
  it('ignores a missing or unsafe code', () => {
    expect(readInviteCode({ search: '', hash: '#/' })).toBe('');
    expect(readInviteCode({ search: '?i=<script>', hash: '' })).toBe('');
  });
});
