// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { SMS_COUNTDOWN_S, SmsButton } from '../../../src/components/sms-button';
import { initI18n, loadLaterTexts } from '../../../src/i18n/i18n';

// The SMS texts come with the account dialogs and member pages, beyond the first screen's.
beforeAll(async () => {
  await initI18n('en');
  await loadLaterTexts();
});

async function click(button: HTMLElement) {
  await act(async () => {
    fireEvent.click(button);
    await Promise.resolve();
  });
}

describe('SmsButton', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks for the phone when it is empty and sends nothing', async () => {
    const warning = vi.spyOn(toast, 'warning');
    const send = vi.fn(() => Promise.resolve(true));
    render(<SmsButton phone="" send={send} />);
    await click(screen.getByRole('button', { name: 'Send code' }));
    expect(send).not.toHaveBeenCalled();
    expect(warning).toHaveBeenCalledWith('Please enter your phone number');
  });

  it('counts down 60 s ignoring clicks, then offers to resend', async () => {
    const send = vi.fn(() => Promise.resolve(true));
    render(<SmsButton phone="13800000000" send={send} />);
    await click(screen.getByRole('button', { name: 'Send code' }));
    expect(SMS_COUNTDOWN_S).toBe(60);
    expect(screen.getByRole('button')).toHaveTextContent('60 s');
    expect(screen.getByRole('button')).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button')).toHaveTextContent('59 s');
    await click(screen.getByRole('button'));
    expect(send).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 59; i++) await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
    await act(async () => vi.advanceTimersByTime(600));
    await click(screen.getByRole('button', { name: 'Resend' }));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('shows a send failure as a warning and does not start the countdown', async () => {
    const warning = vi.spyOn(toast, 'warning');
    render(<SmsButton phone="13800000000" send={() => Promise.reject(new Error('Too many requests'))} />);
    await click(screen.getByRole('button', { name: 'Send code' }));
    await act(async () => Promise.resolve());
    expect(warning).toHaveBeenCalledWith('Too many requests');
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('starts no countdown and says nothing when the player closed the slider', async () => {
    const success = vi.spyOn(toast, 'success');
    const send = vi.fn(() => Promise.resolve(false));
    render(<SmsButton phone="13800000000" send={send} />);
    await click(screen.getByRole('button', { name: 'Send code' }));
    await act(async () => Promise.resolve());
    expect(send).toHaveBeenCalledTimes(1);
    expect(success).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('hands the focus on to the code once it is sent, and back to itself when the slider was closed', async () => {
    const onSent = vi.fn();
    let answer = true;
    render(<SmsButton phone="13800000000" send={() => Promise.resolve(answer)} onSent={onSent} />);
    await click(screen.getByRole('button', { name: 'Send code' }));
    await act(async () => Promise.resolve());
    expect(onSent).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 61; i++) await act(async () => vi.advanceTimersByTime(1000));
    answer = false;
    // The disabled button lost the focus (as the captcha closed over it): it takes it back when enabled.
    (document.activeElement as HTMLElement | null)?.blur();
    await click(screen.getByRole('button', { name: 'Resend' }));
    await act(async () => Promise.resolve());
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Resend' })).toHaveFocus();
  });
});
