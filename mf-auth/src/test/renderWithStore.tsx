import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router';
import { createAppStore, sessionActions, type SessionUser } from 'mf_shared_ui/platform';
import { UiProvider } from 'mf_shared_ui/ui';
import { addTranslations } from 'mf_shared_ui/platform';
import { resources } from '../i18n/resources';

addTranslations('auth', resources);

export const testUser: SessionUser = {
  uid: 'u1',
  email: 'a@b.co',
  displayName: 'Test User',
  photoURL: null,
  emailVerified: true,
  providerIds: ['password'],
  profile: null,
};

/** Renders `element` at `path` with the one store and a memory router; other paths render their pathname. */
export function renderAt(
  element: ReactElement,
  path: string,
  session?: 'loading' | 'guest' | 'candidate' | 'corporate',
) {
  const store = createAppStore();
  if (session === 'guest') store.dispatch(sessionActions.signedOut());
  if (session === 'candidate' || session === 'corporate')
    store.dispatch(sessionActions.signedIn({ user: testUser, userType: session }));
  const router = { state: { location: null as unknown as Location } };
  function Probe({ children }: { children?: ReactElement }) {
    router.state.location = useLocation();
    return children ?? null;
  }
  const utils = render(
    <Provider store={store}>
      <UiProvider locale="th">
        <MemoryRouter initialEntries={[path]}>
          <Probe />
          <Routes>
            <Route path={path.split('?')[0]} element={element} />
            <Route path="*" element={<div data-testid="location">LOCATION</div>} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
  return { ...utils, store, router };
}
