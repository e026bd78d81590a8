import { act, render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { useLayoutEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useNavigate, useRoutes, type NavigateFunction, type RouteObject } from 'react-router-dom';

/** `routes` as the lobby renders its own (useRoutes under a router that is not a data router), from `at`; returns a navigate. */
export function renderRoutes(i18n: I18n, routes: RouteObject[], at: string) {
  let navigate: NavigateFunction | null = null;
  function Routes() {
    const current = useNavigate();
    useLayoutEffect(() => void (navigate = current), [current]);
    return useRoutes(routes);
  }
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[at]}>
        <Routes />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return (to: string) => act(() => void navigate?.(to));
}
