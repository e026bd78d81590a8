// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { RegisterStep1 } from '../../../../src/features/auth/register/register-step1';
import { initI18n, loadLaterTexts } from '../../../../src/i18n/i18n';

beforeAll(async () => {
  await initI18n('en');
  await loadLaterTexts();
});

function fillAccount() {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'player01' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret12' } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'secret12' } });
}

describe('register step 1', () => {
  it('does not go on until the player confirms they are 18 or older, then hands on only the account info', async () => {
    const onNext = vi.fn();
    render(<RegisterStep1 onNext={onNext} />);
    fillAccount();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please confirm that you are 18 or older');
    expect(screen.getByRole('checkbox', { name: /I am 18 or older/ })).toHaveAttribute('aria-invalid', 'true');
    expect(onNext).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('checkbox', { name: /I am 18 or older/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
    // The register payload stays the spec's: the confirmation is not part of it.
    expect(onNext.mock.calls[0]![0]).toEqual({ name: 'player01', password: 'secret12', password_confirmation: 'secret12' });
  });

  it('comes back from step 2 already confirmed', async () => {
    const onNext = vi.fn();
    render(<RegisterStep1 initial={{ name: 'player01', password: 'secret12', password_confirmation: 'secret12' }} onNext={onNext} />);
    expect(screen.getByRole('checkbox', { name: /I am 18 or older/ })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
  });

  it('refuses a password of letters only with the rule its hint states, and cuts no character typed', async () => {
    const onNext = vi.fn();
    render(<RegisterStep1 onNext={onNext} />);
    const password = screen.getByLabelText('Password');
    expect(password).not.toHaveAttribute('maxlength');
    expect(screen.getByLabelText('Confirm password')).not.toHaveAttribute('maxlength');
    expect(screen.getByText('6-12 letters and digits, with at least one of each')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'player01' } });
    fireEvent.change(password, { target: { value: 'abcdef' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'abcdef' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /I am 18 or older/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The password must be 6 to 12 letters and digits, with at least one letter and one digit')).toBeInTheDocument();
    expect(onNext).not.toHaveBeenCalled();
  });
});
