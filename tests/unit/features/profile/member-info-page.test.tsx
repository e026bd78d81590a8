// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/api/http';
import type { MemberInfo } from '../../../../domain/contracts/replies/accounts';
import MemberInfoPage from '../../../../src/features/profile/member-info-page';
import { initI18n, loadLaterTexts } from '../../../../src/i18n/i18n';
import { appStore } from '../../../../src/store/app-store';

const api = vi.hoisted(() => ({
  fetchProfile: vi.fn(),
  updateProfile: vi.fn(),
  modifyPassword: vi.fn(),
  modifyDrawingPassword: vi.fn(),
}));
vi.mock('../../../../src/api/profile', () => api);
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const profile = (over: Partial<MemberInfo> = {}): MemberInfo => ({
  name: 'demo01',
  level: 2,
  level_name: 'Silver',
  money: '100.00',
  balance_version: 3,
  total_balance: '100.00',
  breakdown: { centre: '100.00', games: '0.00', yuebao: '0.00' },
  realname: '演示玩家',
  phone: '+86138****8000',
  email: null,
  birthday: '1990-05-20',
  invite_code: 'DEMO01',
  lang: 'en',
  has_qk_pwd: true,
  created_at: '2025-03-01T08:00:00.000Z',
  ...over,
});

async function renderPage(info: MemberInfo = profile()) {
  api.fetchProfile.mockResolvedValue(info);
  appStore.getState().signIn({ token_type: 'Bearer', access_token: 'token-of-a-member-321', expires_at: Date.now() / 1000, expires_in: 3600 });
  appStore.getState().setUserInfo({ name: info.name, level: info.level, money: info.money });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemberInfoPage />
    </QueryClientProvider>,
  );
  await screen.findByTestId('profile-facts');
}

const form = (id: string) => within(screen.getByTestId(id));
const type = (scope: ReturnType<typeof form>, label: string, value: string) => fireEvent.change(scope.getByLabelText(label), { target: { value } });

beforeAll(async () => {
  await initI18n('en');
  await loadLaterTexts();
});
beforeEach(() => {
  for (const fn of [...Object.values(api), toasts.success, toasts.error]) fn.mockReset();
});

describe('the profile', () => {
  it('shows what /auth/me says, blanks as "Not set", the set real name read-only', async () => {
    await renderPage();
    expect(screen.getByTestId('profile-name')).toHaveTextContent('demo01');
    expect(screen.getByTestId('profile-level')).toHaveTextContent('Silver');
    expect(screen.getByTestId('profile-phone')).toHaveTextContent('+86138****8000');
    expect(screen.getByTestId('profile-email')).toHaveTextContent('Not set');
    expect(screen.getByTestId('profile-invite-code')).toHaveTextContent('DEMO01');
    expect(screen.getByTestId('profile-member-since')).toHaveTextContent('2025-03-01');
    const realname = form('profile-form').getByLabelText('Real name');
    expect(realname).toHaveValue('演示玩家');
    expect(realname).toHaveAttribute('readonly');
  });

  it('says so, with a retry, when the profile cannot be loaded', async () => {
    api.fetchProfile.mockRejectedValue(new ApiError('Server busy, please try again later', 500, null));
    appStore.getState().signIn({ token_type: 'Bearer', access_token: 'token-of-a-member-654', expires_at: Date.now() / 1000, expires_in: 3600 });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemberInfoPage />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Your profile could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});

describe('the profile form', () => {
  it('checks with the shared schema, then saves, updates the session user and says so', async () => {
    await renderPage();
    const edit = form('profile-form');
    type(edit, 'Email', 'not-an-email');
    type(edit, 'Date of birth', '2020-01-01');
    fireEvent.click(edit.getByRole('button', { name: 'Save profile' }));
    expect(await edit.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(edit.getByText('Players must be 18 or older')).toBeInTheDocument();
    expect(api.updateProfile).not.toHaveBeenCalled();

    api.updateProfile.mockResolvedValue(profile({ email: 'me@example.com', birthday: '1991-02-03' }));
    type(edit, 'Email', 'me@example.com');
    type(edit, 'Date of birth', '1991-02-03');
    fireEvent.click(edit.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Your profile has been saved'));
    // The locked real name is not sent.
    expect(api.updateProfile.mock.calls[0]?.[0]).toEqual({ email: 'me@example.com', birthday: '1991-02-03' });
    expect(appStore.getState().userinfo).toMatchObject({ email: 'me@example.com', birthday: '1991-02-03' });
    expect(await screen.findByText('me@example.com')).toBeInTheDocument();
  });

  it('lets a member without a real name set it, and shows the server refusal as a toast', async () => {
    await renderPage(profile({ realname: null }));
    const edit = form('profile-form');
    expect(edit.getByLabelText('Real name')).not.toHaveAttribute('readonly');
    api.updateProfile.mockRejectedValue(new ApiError('The name cannot be changed once set', 422, null));
    type(edit, 'Real name', 'Zhang San');
    fireEvent.click(edit.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('The name cannot be changed once set'));
    expect(api.updateProfile.mock.calls[0]?.[0]).toMatchObject({ realname: 'Zhang San' });
  });
});

describe('the login password form', () => {
  it('has the autocomplete hints and cuts nothing typed: a 13th character gets the rule as its error', async () => {
    await renderPage();
    const pwd = form('password-form');
    expect(pwd.getByLabelText('Current password')).toHaveAttribute('autocomplete', 'current-password');
    expect(pwd.getByLabelText('Current password')).not.toHaveAttribute('maxlength');
    for (const label of ['New password', 'Confirm new password']) {
      expect(pwd.getByLabelText(label)).toHaveAttribute('autocomplete', 'new-password');
      expect(pwd.getByLabelText(label)).not.toHaveAttribute('maxlength');
      expect(pwd.getByLabelText(label)).toHaveAttribute('type', 'password');
    }
    expect(pwd.getByText('6-12 letters and digits, with at least one of each')).toBeInTheDocument();
    type(pwd, 'Current password', 'demo123');
    type(pwd, 'New password', 'abcdef1234567');
    type(pwd, 'Confirm new password', 'abcdef1234567');
    fireEvent.click(pwd.getByRole('button', { name: 'Change password' }));
    expect(await pwd.findByText('The password must be 6 to 12 letters and digits, with at least one letter and one digit')).toBeInTheDocument();
    expect(pwd.getByLabelText('New password')).toHaveValue('abcdef1234567');
    expect(api.modifyPassword).not.toHaveBeenCalled();
  });

  it('shows each rule on its field, then sends, toasts the server message and clears the form', async () => {
    await renderPage();
    const pwd = form('password-form');
    const submit = () => fireEvent.click(pwd.getByRole('button', { name: 'Change password' }));
    submit();
    expect(await pwd.findByText('Please enter your current password')).toBeInTheDocument();
    expect(pwd.getByText('Please enter the password')).toBeInTheDocument();
    type(pwd, 'Current password', 'demo123');
    type(pwd, 'New password', 'demo123');
    type(pwd, 'Confirm new password', 'demo124');
    submit();
    expect(await pwd.findByText('The two passwords entered do not match!')).toBeInTheDocument();
    type(pwd, 'Confirm new password', 'demo123');
    submit();
    expect(await pwd.findByText('The new password must be different from the current one')).toBeInTheDocument();
    expect(api.modifyPassword).not.toHaveBeenCalled();

    api.modifyPassword.mockResolvedValue({ message: 'Login password changed' });
    type(pwd, 'New password', 'newpass1');
    type(pwd, 'Confirm new password', 'newpass1');
    submit();
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Login password changed'));
    expect(api.modifyPassword.mock.calls[0]?.[0]).toEqual({ old_password: 'demo123', password: 'newpass1', password_confirmation: 'newpass1' });
    await waitFor(() => expect(pwd.getByLabelText('Current password')).toHaveValue(''));
    expect(pwd.getByLabelText('New password')).toHaveValue('');
  });

  it('toasts a wrong old password and keeps what was typed', async () => {
    await renderPage();
    const pwd = form('password-form');
    api.modifyPassword.mockRejectedValue(new ApiError('The current password is wrong', 422, null));
    type(pwd, 'Current password', 'wrong12');
    type(pwd, 'New password', 'newpass1');
    type(pwd, 'Confirm new password', 'newpass1');
    fireEvent.click(pwd.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('The current password is wrong'));
    expect(pwd.getByLabelText('New password')).toHaveValue('newpass1');
  });
});

describe('the withdrawal password form', () => {
  it('asks for the old one, 6 digits each on a numeric keypad, and clears after success', async () => {
    await renderPage();
    const qk = form('qk-pwd-form');
    for (const label of ['Current withdrawal password', 'New withdrawal password', 'Confirm withdrawal password']) {
      expect(qk.getByLabelText(label)).toHaveAttribute('inputmode', 'numeric');
      // A seventh digit is shown and refused by the rule, never cut off unseen.
      expect(qk.getByLabelText(label)).not.toHaveAttribute('maxlength');
      expect(qk.getByLabelText(label)).toHaveAttribute('autocomplete', 'off');
    }
    type(qk, 'Current withdrawal password', '123456');
    type(qk, 'New withdrawal password', '12345a');
    fireEvent.click(qk.getByRole('button', { name: 'Change withdrawal password' }));
    expect(await qk.findByText('The withdrawal password must be 6 digits')).toBeInTheDocument();
    type(qk, 'New withdrawal password', '654321');
    type(qk, 'Confirm withdrawal password', '654320');
    fireEvent.click(qk.getByRole('button', { name: 'Change withdrawal password' }));
    expect(await qk.findByText('The two withdrawal passwords entered do not match!')).toBeInTheDocument();

    api.modifyDrawingPassword.mockResolvedValue({ message: 'Withdrawal password changed' });
    type(qk, 'Confirm withdrawal password', '654321');
    fireEvent.click(qk.getByRole('button', { name: 'Change withdrawal password' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Withdrawal password changed'));
    expect(api.modifyDrawingPassword.mock.calls[0]?.[0]).toEqual({ old_qk_pwd: '123456', qk_pwd: '654321', qk_pwd_confirmation: '654321' });
    await waitFor(() => expect(qk.getByLabelText('New withdrawal password')).toHaveValue(''));
  });

  it('lets a member without one set the first one without an old one', async () => {
    await renderPage(profile({ has_qk_pwd: false }));
    const qk = form('qk-pwd-form');
    expect(qk.getByTestId('qk-pwd-first')).toHaveTextContent('You have no withdrawal password yet');
    expect(qk.queryByLabelText('Current withdrawal password')).toBeNull();
    api.modifyDrawingPassword.mockResolvedValue({ message: 'Withdrawal password set' });
    type(qk, 'New withdrawal password', '654321');
    type(qk, 'Confirm withdrawal password', '654321');
    fireEvent.click(qk.getByRole('button', { name: 'Set withdrawal password' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Withdrawal password set'));
    expect(api.modifyDrawingPassword.mock.calls[0]?.[0]).toMatchObject({ qk_pwd: '654321', qk_pwd_confirmation: '654321' });
    expect(appStore.getState().userinfo).toMatchObject({ has_qk_pwd: true });
  });
});
