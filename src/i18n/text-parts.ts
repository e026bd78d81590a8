/**
 * Sections of the locale files the first screen needs: the header, its login form and the dialogs
 * it opens, and the error texts of the http client. They load with the entry; every other section
 * (home, lists, promotions, footer, member pages …) loads with the first lazy part that shows, so
 * the JavaScript before the app can start stays within its budget (shared/design/performance.md).
 */
export const firstScreenSections = ['header', 'nav', 'auth', 'validation', 'captcha', 'sms', 'error', 'common', 'form', 'lang', 'brand'] as const;
