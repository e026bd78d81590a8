// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Outlet, useNavigate, useRoutes, type NavigateFunction } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from '../../../src/app/lazy-page';
import { RouteErrorBoundary } from '../../../src/app/route-error-boundary';
import { initI18n } from '../../../src/i18n/i18n';

describe('a page whose code fails to load', () => {
  it('shows the route error with a reload in place of the layout, and the next screen again', async () => {
    // React reports the error the boundary caught; that report is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = await initI18n('en');
    const broken = lazyPage(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    const routes = [
      {
        element: (
          <RouteErrorBoundary>
            <header>layout</header>
            <Outlet />
          </RouteErrorBoundary>
        ),
        children: [
          { path: '/AboutUs/1', ...broken },
          { path: '/Promotion', element: <p>promotions</p> },
        ],
      },
    ];
    let navigate: NavigateFunction | null = null;
    function Routes() {
      const current = useNavigate();
      useLayoutEffect(() => void (navigate = current), [current]);
      return useRoutes(routes);
    }
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/AboutUs/1']}>
          <Routes />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(i18n.t('error.pageLoad'));
    expect(screen.getByRole('button', { name: i18n.t('error.retry') })).toBeInTheDocument();
    expect(screen.queryByText('layout')).toBeNull();

    await act(() => void navigate?.('/Promotion'));
    expect(await screen.findByText('promotions')).toBeInTheDocument();
    expect(screen.getByText('layout')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
