import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import * as platform from 'mf_shared_ui/platform';
import { shared } from '../federation/sharedModules';
import { SideNav } from './SideNav';

shared.platform = platform;

function renderAs(session: 'loading' | 'guest' | 'candidate' | 'corporate', role: 'candidate' | 'corporate') {
  const store = platform.createAppStore();
  if (session === 'guest') store.dispatch(platform.sessionActions.signedOut());
  if (session === 'candidate' || session === 'corporate')
    store.dispatch(
      platform.sessionActions.signedIn({
        user: {
          uid: 'u1',
          email: 'a@b.co',
          displayName: 'A',
          photoURL: null,
          emailVerified: true,
          providerIds: ['password'],
          profile: null,
        },
        userType: session,
      }),
    );
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[`/${role}/x`]}>
        <SideNav role={role} wide />
      </MemoryRouter>
    </Provider>,
  );
}

describe('SideNav of a signed-in area', () => {
  it.each([
    ['candidate', 'candidate'],
    ['corporate', 'corporate'],
  ] as const)('%s sees the %s menu in their own area', (session, role) => {
    renderAs(session, role);
    expect(screen.queryByRole('navigation')).not.toBeNull();
    expect(screen.getAllByRole('link').length).toBeGreaterThan(4);
  });

  it.each([
    ['candidate', 'corporate'],
    ['corporate', 'candidate'],
    ['guest', 'candidate'],
  ] as const)('a %s on a %s page sees no menu of the other role', (session, role) => {
    renderAs(session, role);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('is in place while the session loads (no shift for the area’s own user)', () => {
    renderAs('loading', 'corporate');
    expect(screen.queryByRole('navigation')).not.toBeNull();
  });
});
