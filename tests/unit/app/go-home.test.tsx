// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { HashRouter, useRoutes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { goHome, GoHomeBridge } from '../../../src/app/go-home';

function Routes() {
  return useRoutes([
    { path: '/', element: <p>home</p> },
    { path: '/Promotion', element: <p>promotions</p> },
  ]);
}

describe('going home from outside React', () => {
  beforeEach(() => window.history.replaceState(null, '', '/#/Promotion'));

  it('before the router has mounted, changes the URL the router starts from', () => {
    goHome();
    expect(window.location.hash).toBe('#/');
  });

  it('once mounted, navigates the router; already home, adds no history entry', async () => {
    render(
      <HashRouter>
        <Routes />
        <GoHomeBridge />
      </HashRouter>,
    );
    expect(await screen.findByText('promotions')).toBeInTheDocument();
    const entries = window.history.length;
    await act(() => goHome());
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/');
    expect(window.history.length).toBe(entries + 1);
    await act(() => goHome());
    expect(window.history.length).toBe(entries + 1);
    expect(screen.getByText('home')).toBeInTheDocument();
  });
});
