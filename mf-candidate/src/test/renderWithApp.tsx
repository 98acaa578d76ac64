// Test harness: one i18next, the real store and base api, a memory router, and a fetch stub answering by path.
import '@testing-library/jest-dom'; // matcher types for tests (the runtime setup is in libs/test-utils)
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { createAppStore, setRuntimeConfig, getRuntimeConfig } from 'mf_shared_ui/platform';
import 'mf_shared_ui/format'; // registers the 'ui' namespace (formatters)
import { th } from '../i18n/th';
import { thAccount } from '../i18n/th.account';
import { en } from '../i18n/en';

export async function initTestI18n(): Promise<void> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({ lng: 'th', fallbackLng: 'th', resources: {} });
  }
  i18next.addResourceBundle('th', 'candidate', { ...th, ...thAccount }, true, true);
  i18next.addResourceBundle('en', 'candidate', en, true, true);
  setRuntimeConfig({
    ...getRuntimeConfig(),
    apiBaseUrl: 'http://localhost/api',
    publicBaseUrl: 'http://localhost',
  });
}

/** Stubs global fetch: `routes` maps an API path (without /api and query) to a JSON body or a function of the URL. */
export function stubFetch(routes: Record<string, unknown | ((url: URL) => unknown)>): jest.Mock {
  const mock = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const path = url.pathname.replace(/^\/api/, '');
    const handler = routes[path];
    if (handler === undefined)
      return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'not found' } }), {
        status: 404,
      });
    const body = typeof handler === 'function' ? (handler as (u: URL) => unknown)(url) : handler;
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderPage(
  element: ReactElement,
  {
    path,
    url,
    store = createAppStore(),
  }: { path: string; url: string; store?: ReturnType<typeof createAppStore> },
) {
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {element}
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  const utils = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...utils, store, router };
}
