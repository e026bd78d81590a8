/**
 * Sections of the locale files the first screen needs: the header, its login form and the dialogs
 * it opens, and the error texts of the http client. They load with the entry; every other section
 * (home, lists, promotions, footer, member pages …) loads with the first lazy part that shows, so
 * the JavaScript before the app can start stays within its budget (shared/design/performance.md).
 */
export const firstScreenSections = ['header', 'nav', 'auth', 'captcha', 'sms', 'error', 'common', 'form', 'lang', 'brand'] as const;

/**
 * Of the `validation` section, the texts of the first screen's forms (login, register, forgot
 * password, phone login, captcha); the member pages' rules load with the rest.
 */
export const firstScreenValidation = [
  'invalid', 'nameRequired', 'nameLength', 'nameChars', 'passwordRequired', 'passwordLength', 'resetPasswordLength',
  'confirmRequired', 'passwordMismatch', 'realnameRequired', 'realnameLength', 'realnameFormat', 'qkPwdRequired',
  'qkPwdLength', 'phoneRequired', 'phoneFormat', 'smsRequired', 'smsLength', 'captchaRequired', 'captchaOffset',
  'inviteCode', 'birthdayFormat', 'birthdayAge', 'emailFormat', 'nothingToUpdate',
] as const;
