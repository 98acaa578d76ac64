// Test harness of mf-corporate's pages: the corporate namespace, the real store and base api, the design system's
// provider (so toasts are in the document), a memory router, and a fetch stub at the network boundary
// (@jobportal/test-utils).
// The test file needs `@jest-environment ../libs/test-utils/jsdom-with-fetch.cjs` (RTK Query's Request/Response).
import '@testing-library/jest-dom'; // matcher types for tests (the runtime setup is in libs/test-utils)
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { renderAtUrl } from '@jobportal/test-utils';
import { addTranslations, createAppStore, getRuntimeConfig, setRuntimeConfig } from 'mf_shared_ui/platform';
import { UiProvider } from 'mf_shared_ui/ui';
import { resources } from '../i18n/resources';

export { apiError, ok, stubApi, type ApiCall, type ApiReply } from '@jobportal/test-utils';

/** Registers the 'corporate' namespace (Thai is the language) and points the base api at http://localhost/api. */
export function initTestApp(): void {
  addTranslations('corporate', resources);
  setRuntimeConfig({ ...getRuntimeConfig(), apiBaseUrl: 'http://localhost/api' });
}

/** Renders a page at `url` (matched by `path`) with a fresh store; `store` may be given to keep one across renders. */
export function renderPage(
  element: ReactElement,
  {
    path,
    url,
    store = createAppStore(),
  }: { path: string; url: string; store?: ReturnType<typeof createAppStore> },
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <UiProvider locale="th">{children}</UiProvider>
    </Provider>
  );
  return { ...renderAtUrl(element, { path, url, wrapper }), store };
}
