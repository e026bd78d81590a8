// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { Outlet } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from '../../../src/app/lazy-page';
import { RouteErrorBoundary } from '../../../src/app/route-error-boundary';
import { initI18n } from '../../../src/i18n/i18n';
import { renderRoutes } from './render-routes';

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
    const go = renderRoutes(i18n, routes, '/AboutUs/1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(i18n.t('error.pageLoad'));
    expect(screen.getByRole('button', { name: i18n.t('error.retry') })).toBeInTheDocument();
    expect(screen.queryByText('layout')).toBeNull();

    await go('/Promotion');
    expect(await screen.findByText('promotions')).toBeInTheDocument();
    expect(screen.getByText('layout')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
