// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { phoneLoginFormSchema } from '../../../domain/contracts/auth';
import { focusFirstInvalid } from '../../../src/components/focus-first-invalid';
import { PhoneSmsFields, type PhoneSmsValues } from '../../../src/components/phone-sms-fields';
import { initI18n, loadLaterTexts } from '../../../src/i18n/i18n';
import { appStore } from '../../../src/store/app-store';
import { captchaConfig } from '../system-config';

const api = vi.hoisted(() => ({ sendSms: vi.fn<(phone: string, purpose: 'reset' | 'register' | undefined, key: string | undefined) => Promise<unknown>>() }));
vi.mock('../../../src/api/auth', () => ({ sendSms: api.sendSms }));

// The SMS texts come with the account dialogs and member pages, beyond the first screen's.
beforeAll(async () => {
  await initI18n('en');
  await loadLaterTexts();
});
const config = captchaConfig;
// Most cases here are about the fields; the slider has its own cases below.
beforeEach(() => appStore.setState({ config: config('0') }));
afterEach(() => {
  api.sendSms.mockReset();
  appStore.getState().captchaRequest?.(null);
});

/** A form like the quick phone login: the shared fields, the contract's schema, focus on the first error. */
function Form({ withCode = true, purpose, onValid = () => undefined }: { withCode?: boolean; purpose?: 'reset' | 'register'; onValid?: (v: PhoneSmsValues) => void }) {
  const form = useForm<PhoneSmsValues>({
    resolver: zodResolver(phoneLoginFormSchema),
    defaultValues: { phone: '', sms_code: '' },
    shouldFocusError: false,
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onValid, focusFirstInvalid)} noValidate>
        <PhoneSmsFields prefix="+86" prefixes={['+86']} withCode={withCode} purpose={purpose} />
        <button type="submit">Go</button>
      </form>
    </FormProvider>
  );
}

const phone = () => screen.getByLabelText('Phone number');
const code = () => screen.getByLabelText('Verification code');
async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
  });
}

describe('PhoneSmsFields', () => {
  it('shows the contract rules and focuses the phone when it is the invalid one', async () => {
    render(<Form />);
    fireEvent.change(code(), { target: { value: '123456' } });
    await submit();
    expect(screen.getByText('Please enter your phone number')).toBeInTheDocument();
    expect(phone()).toHaveFocus();
    expect(phone()).toHaveAttribute('aria-invalid', 'true');
  });

  it('focuses the phone, first on the page, when both are wrong; the code when only it is', async () => {
    render(<Form />);
    fireEvent.change(phone(), { target: { value: '123' } });
    await submit();
    expect(phone()).toHaveFocus();
    fireEvent.change(phone(), { target: { value: '13800000001' } });
    await submit();
    expect(code()).toHaveFocus();
  });

  it('sends the code to the prefix and the digits, and passes valid values on', async () => {
    api.sendSms.mockResolvedValue({});
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    fireEvent.change(phone(), { target: { value: '13800000001' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    });
    expect(api.sendSms).toHaveBeenCalledWith('+8613800000001', undefined, undefined);
    expect(screen.getByRole('button', { name: /60 s/ })).toBeDisabled();
    fireEvent.change(code(), { target: { value: '654321' } });
    await submit();
    expect(onValid).toHaveBeenCalledWith({ phone: '13800000001', sms_code: '654321' }, expect.anything());
  });

  it("asks for a 'reset' code when the form says so (forgot password)", async () => {
    api.sendSms.mockResolvedValue({});
    render(<Form purpose="reset" />);
    fireEvent.change(phone(), { target: { value: '13800000001' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    });
    expect(api.sendSms).toHaveBeenCalledWith('+8613800000001', 'reset', undefined);
  });

  it('with the login captcha on, opens the slider first and sends the code with its key, then counts down', async () => {
    appStore.setState({ config: config('1') });
    api.sendSms.mockResolvedValue({});
    render(<Form purpose="reset" />);
    fireEvent.change(phone(), { target: { value: '13800000001' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    });
    await waitFor(() => expect(appStore.getState().captchaRequest).not.toBeNull());
    expect(api.sendSms).not.toHaveBeenCalled();
    await act(async () => appStore.getState().captchaRequest!('solved-key'));
    expect(api.sendSms).toHaveBeenCalledWith('+8613800000001', 'reset', 'solved-key');
    expect(await screen.findByRole('button', { name: /60 s/ })).toBeDisabled();
  });

  it('registering, opens the slider before the code when registration takes the captcha, even with the login captcha off', async () => {
    appStore.setState({ config: { ...config('0'), register_setting_json: JSON.stringify({ isCaptchaRequired: true }) } });
    api.sendSms.mockResolvedValue({});
    render(<Form purpose="register" />);
    fireEvent.change(phone(), { target: { value: '13800000001' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    });
    await waitFor(() => expect(appStore.getState().captchaRequest).not.toBeNull());
    expect(api.sendSms).not.toHaveBeenCalled();
    await act(async () => appStore.getState().captchaRequest!('solved-key'));
    expect(api.sendSms).toHaveBeenCalledWith('+8613800000001', 'register', 'solved-key');
  });

  it('sends nothing and starts no countdown when the player closes the slider', async () => {
    appStore.setState({ config: config('1') });
    render(<Form />);
    fireEvent.change(phone(), { target: { value: '13800000001' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    });
    await waitFor(() => expect(appStore.getState().captchaRequest).not.toBeNull());
    await act(async () => appStore.getState().captchaRequest!(null));
    expect(api.sendSms).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('leaves the code out when asked (registration with the SMS setting off)', () => {
    render(<Form withCode={false} />);
    expect(phone()).toBeInTheDocument();
    expect(screen.queryByLabelText('Verification code')).toBeNull();
  });
});
