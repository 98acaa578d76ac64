import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { sessionActions } from 'mf_shared_ui/platform';
import { renderAt, testUser } from '../../test/renderWithStore';
import { LoginModals } from './LoginModals';

const logout = jest.fn();
jest.mock('../../shared/auth/controller', () => ({
  logout: (...args: unknown[]) => logout(...args),
  ensureSessionStarted: jest.fn(),
  loginWithPassword: jest.fn(),
  loginWithProvider: jest.fn(),
}));

jest.mock('../../shared/auth/emailLink', () => ({ sendLoginLink: jest.fn() }));
jest.setTimeout(30_000);
beforeAll(() => i18next.changeLanguage('th'));
beforeEach(() => logout.mockReset());

const favourite = {
  type: 'ui/openLoginModal',
  payload: { kind: 'candidate', intent: { type: 'favourite', payload: '42' } },
};

describe('LoginModals', () => {
  it('a click while the session is being restored waits for it: a signed-in candidate never sees the login', async () => {
    const { store } = renderAt(<LoginModals />, '/candidate/jobs', 'loading');
    act(() => {
      store.dispatch(favourite);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('login-candidate')).toBeNull();
    act(() => {
      store.dispatch(sessionActions.signedIn({ user: testUser, userType: 'candidate' }));
    });
    await waitFor(() => expect(store.getState().ui.loginModal).toBeNull());
    expect(screen.queryByTestId('login-candidate')).toBeNull();
    // the favourite still completes, as after a login in the modal
    expect(store.getState().ui.pendingIntent).toEqual({ type: 'favourite', payload: '42' });
  });

  it('a click while the session is being restored shows the login once the person turns out to be a guest', async () => {
    const { store } = renderAt(<LoginModals />, '/candidate/jobs', 'loading');
    act(() => {
      store.dispatch(favourite);
    });
    expect(screen.queryByTestId('login-candidate')).toBeNull();
    act(() => {
      store.dispatch(sessionActions.signedOut());
    });
    expect(await screen.findByTestId('login-candidate')).toBeInTheDocument();
  });

  it('a guest gets the candidate login', async () => {
    const { store } = renderAt(<LoginModals />, '/candidate/jobs', 'guest');
    act(() => {
      store.dispatch(favourite);
    });
    expect(await screen.findByTestId('login-candidate')).toBeInTheDocument();
    expect(screen.queryByTestId('wrong-role')).toBeNull();
  });

  it('a signed-in employer is told favourites are for candidates and offered the switch; then the login shows', async () => {
    const { store } = renderAt(<LoginModals />, '/candidate/jobs', 'corporate');
    logout.mockImplementation(async () => {
      store.dispatch(sessionActions.signedOut());
    });
    act(() => {
      store.dispatch(favourite);
    });
    expect(await screen.findByTestId('wrong-role')).toHaveTextContent('การบันทึกและสมัครงานสำหรับผู้หางาน');
    expect(screen.getByTestId('wrong-role')).toHaveTextContent('คุณเข้าสู่ระบบในฐานะผู้ประกอบการ');
    expect(screen.queryByTestId('login-candidate')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'ออกจากระบบและเข้าสู่ระบบผู้หางาน' }));
    await waitFor(() => expect(logout).toHaveBeenCalledWith({ navigateTo: null }));
    expect(await screen.findByTestId('login-candidate')).toBeInTheDocument();
    // The favourite is still pending: it completes after the candidate signs in.
    expect(store.getState().ui.pendingIntent).toEqual({ type: 'favourite', payload: '42' });
  });

  it('the employer can close the notice and stay signed in', async () => {
    const { store } = renderAt(<LoginModals />, '/candidate/jobs', 'corporate');
    act(() => {
      store.dispatch(favourite);
    });
    const notice = await screen.findByTestId('wrong-role');
    fireEvent.click(within(notice).getByRole('button', { name: 'ปิด' }));
    expect(store.getState().ui.loginModal).toBeNull();
    expect(logout).not.toHaveBeenCalled();
  });
});
