// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { captchaConfig } from '../../system-config';
import ForgotDialog from '../../../../src/features/auth/forgot/forgot-dialog';
import PhoneLoginDialog from '../../../../src/features/auth/phone-login-dialog';
import { RegisterStep2 } from '../../../../src/features/auth/register/register-step2';
import { initI18n } from '../../../../src/i18n/i18n';
import type { Lang } from '../../../../domain/contracts/lang';
import { appStore } from '../../../../src/store/app-store';

/* Registration, password reset and phone login offer the same country codes, starting on the language's own. */

vi.mock('../../../../src/api/auth', () => ({ phoneLogin: vi.fn(), resetPassword: vi.fn(), fetchMe: vi.fn(), sendSms: vi.fn(), login: vi.fn(), logout: vi.fn() }));

beforeAll(async () => {
  await initI18n('en');
});

const forms = {
  registration: () => render(<RegisterStep2 busy={false} refusal={null} onSubmit={async () => true} onBack={() => undefined} />),
  'password reset': () => render(<ForgotDialog onClose={() => undefined} />),
  'phone login': () => render(<PhoneLoginDialog onClose={() => undefined} />),
};

describe.each(Object.entries(forms))('%s', (_form, show) => {
  it.each([
    ['zh_cn', '+86'],
    ['zh_hk', '+852'],
    ['en', '+63'],
  ] as const)('in %s offers every code, starting on %s', (lang: Lang, first) => {
    appStore.setState({ lang, inviteCode: '', config: { ...captchaConfig('1'), vip1_is_register_sms_open: '1' } });
    show();
    const codes = screen.getByRole('combobox', { name: 'Country code' });
    expect(codes).toHaveValue(first);
    expect(codes).toBeEnabled();
    expect(within(codes).getAllByRole('option').map((o) => o.textContent).sort()).toEqual(['+1', '+63', '+852', '+86']);
  });
});
