// Test harness of mf-backoffice's pages: the backoffice namespace, the real store and base api, the design system's
// provider (toasts in the document), a memory router, a fake staff pool and a fetch stub at the network boundary
// (@jobportal/test-utils).
import '@testing-library/jest-dom';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Page, StaffMe } from '@jobportal/contracts';
import { renderAtUrl } from '@jobportal/test-utils';
import { addTranslations, createAppStore, getRuntimeConfig, setRuntimeConfig } from 'mf_shared_ui/platform';
import { UiProvider } from 'mf_shared_ui/ui';
import { resources } from '../i18n/resources';
import { resetStaffSessionForTests, startStaffSession } from '../shared/session/staffSession';
import { resetFakeFirebase } from './fakeFirebase';

export { apiError, noContent, ok, stubApi, type ApiCall, type ApiReply } from '@jobportal/test-utils';
export { fake, fakeTotpSecret, setStaffUser, staffFirebase } from './fakeFirebase';

export function initTestApp(): void {
  addTranslations('backoffice', resources);
  setRuntimeConfig({ ...getRuntimeConfig(), apiBaseUrl: 'http://localhost/api' });
}

/** A fresh staff session: signed in as `email` (or signed out with null); back-office calls send its token. */
export function staffSignedIn(email: string | null = 'mod@staff.test'): void {
  resetStaffSessionForTests();
  resetFakeFirebase(email ? { uid: 'staff-1', email } : null);
  startStaffSession();
}

/** A page test file's setup: the catalogue once, a fresh staff session signed in as `email` before each test. */
export function staffPageTests(email: string, timeoutMs = 30_000): void {
  jest.setTimeout(timeoutMs);
  beforeAll(initTestApp);
  beforeEach(() => staffSignedIn(email));
}

/** A list's first page as the API answers it. */
export const pageOf = <T,>(items: T[], total = items.length): Page<T> => ({
  items,
  total,
  offset: 0,
  limit: 20,
});

export const me = (roles: StaffMe['roles'], email = 'mod@staff.test'): StaffMe => ({
  uid: 'staff-1',
  email,
  roles,
});

/** Renders a page at `url` matched by `path` with a fresh store. */
export function renderPage(element: ReactElement, { path, url }: { path: string; url: string }) {
  const store = createAppStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <UiProvider locale="th">{children}</UiProvider>
    </Provider>
  );
  return { ...renderAtUrl(element, { path, url, wrapper }), store };
}

/** The reason modal around its field (the drawer under it is a dialog too). */
export const reasonDialog = (field: HTMLElement) => field.closest<HTMLElement>('[role="dialog"]')!;
