import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  birthdayRule,
  infoUpdateSchema,
} from '../../../../domain/contracts/auth';
import { enText, expectFirst, expectValid, chars } from './auth-schema-helpers';

/* Personal data: the 18+ birthday rule and the profile update payload. */
describe('birthdayRule', () => {
  afterEach(() => vi.useRealTimers());
  const on = (day: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${day}T12:00:00Z`));
  };

  it.each([
    ['turns 18 today', '2006-06-15'],
    ['is 40', '1984-01-31'],
    ['was born on the first accepted day', '1900-01-01'],
  ])('accepts a player who %s', (_what, birthday) => {
    on('2024-06-15');
    expectValid(birthdayRule, birthday);
  });

  it.each([
    ['turns 18 tomorrow', '2006-06-16'],
    ['is 10', '2014-06-15'],
    ['is not born yet', '2030-01-01'],
    ['was born before 1900', '1899-12-31'],
  ])('refuses a player who %s with the age message', (_what, birthday) => {
    on('2024-06-15');
    expectFirst(birthdayRule, birthday, '', 'validation.birthdayAge');
    expect(enText('validation.birthdayAge')).toBe('Players must be 18 or older');
  });

  it('counts a 29 February "today" without rolling over to 1 March', () => {
    on('2024-02-29');
    expectValid(birthdayRule, '2006-02-28');
    expectFirst(birthdayRule, '2006-03-01', '', 'validation.birthdayAge');
  });

  it('lets a 29 February birthday turn 18 on 1 March of a common year', () => {
    on('2022-02-28');
    expectFirst(birthdayRule, '2004-02-29', '', 'validation.birthdayAge');
    on('2022-03-01');
    expectValid(birthdayRule, '2004-02-29');
  });

  it.each([
    ['a day that does not exist', '2000-02-30'],
    ['a 13th month', '2000-13-01'],
    ['no leading zeros', '2000-1-1'],
    ['another format', '01/01/2000'],
    ['a time part', '2000-01-01T00:00:00Z'],
    ['empty', ''],
    ['a number', 20000101],
    ['null', null],
    ['an array', ['2000-01-01']],
  ])('rejects %s with the format message', (_what, birthday) => {
    on('2024-06-15');
    expectFirst(birthdayRule, birthday, '', 'validation.birthdayFormat');
  });
});

describe('infoUpdateSchema', () => {
  it.each([
    [{ realname: 'Li Lei' }],
    [{ email: 'li@example.com' }],
    [{ birthday: '1990-05-01' }],
    [{ realname: 'Li Lei', email: 'li@example.com', birthday: '1990-05-01' }],
  ])('accepts %j', (input) => {
    expect(infoUpdateSchema.parse(input)).toEqual(input);
  });

  it('treats empty strings and null as "not changed" and strips unknown fields', () => {
    expect(infoUpdateSchema.parse({ realname: '', email: null, birthday: '1990-05-01', balance: 1e6, name: 'admin' })).toEqual({
      birthday: '1990-05-01',
    });
  });

  it.each([[{}], [{ realname: '', email: '', birthday: '' }], [{ realname: null, email: null, birthday: null }], [{ balance: 10 }]])(
    'asks for at least one field (%j)',
    (input) => {
      expectFirst(infoUpdateSchema, input, '', 'validation.nothingToUpdate');
    },
  );

  it.each([
    ['realname', { realname: '<img src=x onerror=alert(1)>' }, 'validation.realnameFormat'],
    ['realname', { realname: '   ' }, 'validation.realnameRequired'],
    ['realname', { realname: 42 }, 'validation.realnameRequired'],
    ['email', { email: 'not-an-email' }, 'validation.emailFormat'],
    ['email', { email: `${chars(95)}@example.com` }, 'validation.emailFormat'],
    ['email', { email: ['li@example.com'] }, 'validation.emailFormat'],
    ['birthday', { birthday: '2000-02-30' }, 'validation.birthdayFormat'],
    ['birthday', { birthday: `${new Date().getUTCFullYear() - 10}-01-01` }, 'validation.birthdayAge'],
  ])('rejects a bad %s', (path, input, key) => {
    expectFirst(infoUpdateSchema, input, path, key);
  });
});
