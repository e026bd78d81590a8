// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PhoneLoginForm, ResetPasswordForm } from '../../../../src/api/auth';
import { captchaConfig } from '../../system-config';
import ForgotDialog from '../../../../src/features/auth/forgot/forgot-dialog';
import PhoneLoginDialog from '../../../../src/features/auth/phone-login-dialog';
import { initI18n } from '../../../../src/i18n/i18n';
import { appStore } from '../../../../src/store/app-store';

/* Phone login and the password reset ask for the slider first, exactly as the header login does (docs/product.md §10.6). */

const api = vi.hoisted(() => ({
  phoneLogin: vi.fn<(form: PhoneLoginForm) => Promise<unknown>>(),
  resetPassword: vi.fn<(form: ResetPasswordForm) => Promise<{ message?: string }>>(),
  fetchMe: vi.fn<() => Promise<unknown>>(),
}));
vi.mock('../../../../src/api/auth', () => ({
  phoneLogin: api.phoneLogin,
  resetPassword: api.resetPassword,
  fetchMe: api.fetchMe,
  sendSms: vi.fn(),
  login: vi.fn(),
  logout: vi.fn(),
}));

const config = captchaConfig;

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  appStore.setState({ lang: 'en', inviteCode: '' });
  api.phoneLogin.mockResolvedValue({ access_token: 'token', token_type: 'bearer', expires_in: 3600 });
  api.resetPassword.mockResolvedValue({ message: 'Password reset, please log in' });
  api.fetchMe.mockResolvedValue({ name: 'm1' });
});
afterEach(() => {
  vi.clearAllMocks();
  appStore.getState().captchaRequest?.(null);
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};
/** The slider the store was asked for; answers it with `key` (null: the player closed it). */
const answerSlider = async (key: string | null) => {
  await waitFor(() => expect(appStore.getState().captchaRequest).not.toBeNull());
  await act(async () => appStore.getState().captchaRequest!(key));
};

async function fillPhoneLogin() {
  render(<PhoneLoginDialog onClose={() => undefined} />);
  // Every country code is offered; this member registered under +86.
  fireEvent.change(screen.getByLabelText('Country code'), { target: { value: '+86' } });
  fill('Phone number', '13800000001');
  fill('Verification code', '123456');
  await click('Log in');
}

async function fillReset() {
  render(<ForgotDialog onClose={() => undefined} />);
  fill('Phone number', '9171234567');
  fill('Verification code', '123456');
  await click('Next');
  fill('New password', 'abc123');
  fill('Confirm password', 'abc123');
  await click('Reset password');
}

describe.each([
  ['phone login', fillPhoneLogin, api.phoneLogin, { phone: '+8613800000001', sms_code: '123456' }],
  ['password reset', fillReset, api.resetPassword, { phone: '+639171234567', sms_code: '123456', password: 'abc123' }],
] as const)('%s', (_what, fillAndSubmit, send, sent) => {
  it('opens the slider first and sends the form with its key', async () => {
    appStore.setState({ config: config('1') });
    await fillAndSubmit();
    expect(send).not.toHaveBeenCalled();
    await answerSlider('solved-key');
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![0]).toMatchObject({ ...sent, key: 'solved-key' });
  });

  it('sends nothing when the player closes the slider', async () => {
    appStore.setState({ config: config('1') });
    await fillAndSubmit();
    await answerSlider(null);
    // Whatever the closed slider set off has settled by now.
    await act(async () => undefined);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends at once, without a key, when the login captcha setting is off', async () => {
    appStore.setState({ config: config('0') });
    await fillAndSubmit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(appStore.getState().captchaRequest).toBeNull();
    expect(send.mock.calls[0]![0]).toMatchObject({ ...sent, key: undefined });
  });
});
