/**
 * Sections of the locale files the first screen needs: the header, its login form, and the error
 * texts of the http client. The account dialogs (captcha, register, reset, phone login) are lazy
 * and wait for the rest of the texts with their code (features/auth/auth-dialogs.tsx).
 */
export const firstScreenSections = ['header', 'nav', 'auth', 'error', 'common', 'form', 'lang', 'brand'] as const;

/**
 * Of the `validation` section, the texts of the header's login form; the dialogs' and the member
 * pages' rules load with the rest.
 */
export const firstScreenValidation = ['invalid', 'nameRequired', 'nameLength', 'nameChars', 'passwordRequired', 'passwordLength'] as const;
