// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Howler } from 'howler';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import '../../../../../src/canvas/sound';
import { SoundToggle } from '../../../../../src/components/header/sound-toggle';
import { EventTopBar } from '../../../../../src/features/events/shared/event-top-bar';
import { initI18n, loadLaterTexts } from '../../../../../src/i18n/i18n';
import { appStore } from '../../../../../src/store/app-store';

beforeAll(async () => {
  await initI18n('en');
  await loadLaterTexts();
});
beforeEach(() => {
  appStore.getState().clearSession();
  appStore.setState({ muted: false });
});

const renderBar = () =>
  render(
    <MemoryRouter>
      <EventTopBar title="Prize wheel" />
    </MemoryRouter>,
  );

describe('EventTopBar', () => {
  it('gives a visitor the title, the logo and a way back to the lobby, and no balance', () => {
    renderBar();
    expect(screen.getByRole('heading', { level: 1, name: 'Prize wheel' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the lobby' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByTestId('event-balance')).toBeNull();
  });

  it("shows a member's balance", () => {
    appStore.getState().signIn({ token_type: 'Bearer', access_token: 'token-of-a-member', expires_at: Date.now() / 1000, expires_in: 3600 });
    appStore.getState().setUserInfo({ name: 'demo01', level: 1, money: '123.45' });
    renderBar();
    expect(screen.getByTestId('event-balance')).toHaveTextContent('123.45');
  });

  it("carries the header's sound toggle: one setting, so muting in either shows in both and mutes Howler", () => {
    render(
      <MemoryRouter>
        <EventTopBar title="Prize wheel" />
        <div data-testid="lobby-header">
          <SoundToggle />
        </div>
      </MemoryRouter>,
    );
    const slim = within(screen.getByTestId('slim-sound'));
    const header = within(screen.getByTestId('lobby-header'));
    fireEvent.click(slim.getByRole('button', { name: 'Sound' }));
    expect(appStore.getState().muted).toBe(true);
    expect((Howler as unknown as { _muted: boolean })._muted).toBe(true);
    // One name, pressed while the sound is on.
    expect(header.getByRole('button', { name: 'Sound' })).toHaveAttribute('aria-pressed', 'false');
    expect(slim.getByRole('button', { name: 'Sound' })).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(header.getByRole('button', { name: 'Sound' }));
    expect((Howler as unknown as { _muted: boolean })._muted).toBe(false);
    expect(slim.getByRole('button', { name: 'Sound' })).toHaveAttribute('aria-pressed', 'true');
  });
});
