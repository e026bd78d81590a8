import { describe, expect, it } from 'vitest';
import { drawingPwdModifyPayloadSchema, drawingPwdModifySchema, passwordModifySchema } from '../../../../domain/contracts/member-passwords';
import { chars, expectFirst, expectValid } from './auth-schema-helpers';

/* Changing the login and withdrawal passwords: the registration rules for the new one, the old one re-asked. */
describe('passwordModifySchema', () => {
  const valid = { old_password: 'demo123', password: 'newpass1', password_confirmation: 'newpass1' };

  it('accepts an old password and a new one of 6 to 12 letters and digits, confirmed', () => {
    expectValid(passwordModifySchema, valid);
    expectValid(passwordModifySchema, { ...valid, password: 'abcde1', password_confirmation: 'abcde1' });
    expectValid(passwordModifySchema, { ...valid, password: 'abcdefghijk1', password_confirmation: 'abcdefghijk1' });
  });

  it.each([
    ['no old password', { ...valid, old_password: '' }, 'old_password', 'validation.oldPasswordRequired'],
    ['a missing old password', { password: 'newpass1', password_confirmation: 'newpass1' }, 'old_password', 'validation.oldPasswordRequired'],
    ['an old password longer than any allowed', { ...valid, old_password: chars(13) }, 'old_password', 'validation.passwordLength'],
    ['no new password', { ...valid, password: '' }, 'password', 'validation.passwordRequired'],
    ['a new password of 5', { ...valid, password: 'abcd1', password_confirmation: 'abcd1' }, 'password', 'validation.newPasswordRule'],
    ['a new password of 13', { ...valid, password: 'abcdefghijk12', password_confirmation: 'abcdefghijk12' }, 'password', 'validation.newPasswordRule'],
    ['a new password of letters only', { ...valid, password: 'abcdef', password_confirmation: 'abcdef' }, 'password', 'validation.newPasswordRule'],
    ['no confirmation', { ...valid, password_confirmation: '' }, 'password_confirmation', 'validation.confirmRequired'],
    ['a different confirmation', { ...valid, password_confirmation: 'newpass2' }, 'password_confirmation', 'validation.passwordMismatch'],
    ['the old password again', { ...valid, password: 'demo123', password_confirmation: 'demo123' }, 'password', 'validation.passwordUnchanged'],
  ])('refuses %s', (_what, input, path, key) => expectFirst(passwordModifySchema, input, path, key));
});

describe('drawingPwdModifySchema', () => {
  const valid = { old_qk_pwd: '123456', qk_pwd: '654321', qk_pwd_confirmation: '654321' };

  it('asks a member who has one for the old one', () => {
    const schema = drawingPwdModifySchema(true);
    expectValid(schema, valid);
    expectFirst(schema, { ...valid, old_qk_pwd: '' }, 'old_qk_pwd', 'validation.oldQkPwdRequired');
    expectFirst(schema, { ...valid, old_qk_pwd: '12345' }, 'old_qk_pwd', 'validation.qkPwdLength');
  });

  it('lets a member without one set the first, with the old one empty or left out', () => {
    const schema = drawingPwdModifySchema(false);
    expectValid(schema, { ...valid, old_qk_pwd: '' });
    expectValid(schema, { qk_pwd: '654321', qk_pwd_confirmation: '654321' });
    expect(drawingPwdModifyPayloadSchema.parse({ qk_pwd: '654321', qk_pwd_confirmation: '654321' })).toEqual({ qk_pwd: '654321', qk_pwd_confirmation: '654321' });
  });

  it.each([
    ['no new one', { ...valid, qk_pwd: '' }, 'qk_pwd', 'validation.qkPwdRequired'],
    ['5 digits', { ...valid, qk_pwd: '65432', qk_pwd_confirmation: '65432' }, 'qk_pwd', 'validation.qkPwdLength'],
    ['7 digits', { ...valid, qk_pwd: '6543210', qk_pwd_confirmation: '6543210' }, 'qk_pwd', 'validation.qkPwdLength'],
    ['letters', { ...valid, qk_pwd: '65432a', qk_pwd_confirmation: '65432a' }, 'qk_pwd', 'validation.qkPwdLength'],
    ['no confirmation', { ...valid, qk_pwd_confirmation: '' }, 'qk_pwd_confirmation', 'validation.qkPwdConfirmRequired'],
    ['a different confirmation', { ...valid, qk_pwd_confirmation: '654320' }, 'qk_pwd_confirmation', 'validation.qkPwdMismatch'],
    ['the old one again', { ...valid, qk_pwd: '123456', qk_pwd_confirmation: '123456' }, 'qk_pwd', 'validation.qkPwdUnchanged'],
  ])('refuses %s, for both kinds of member', (_what, input, path, key) => {
    expectFirst(drawingPwdModifySchema(true), input, path, key);
    expectFirst(drawingPwdModifyPayloadSchema, input, path, key);
  });
});
