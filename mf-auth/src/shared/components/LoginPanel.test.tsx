import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { renderAt } from '../../test/renderWithStore';
import { LoginPanel } from './LoginPanel';

const loginWithPassword = jest.fn();
const loginWithProvider = jest.fn();
jest.mock('../auth/controller', () => ({
  loginWithPassword: (...args: unknown[]) => loginWithPassword(...args),
  loginWithProvider: (...args: unknown[]) => loginWithProvider(...args),
}));

const sendLoginLink = jest.fn();
jest.mock('../auth/emailLink', () => ({
  sendLoginLink: (...args: unknown[]) => sendLoginLink(...args),
}));

jest.setTimeout(30_000);
beforeAll(() => i18next.changeLanguage('th'));
beforeEach(() => {
  loginWithPassword.mockReset();
  loginWithProvider.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

describe('LoginPanel', () => {
  it('candidate screen: Google, Facebook and LINE; corporate screen: none', () => {
    const { unmount } = renderAt(<LoginPanel role="candidate" mode="page" />, '/candidate/login', 'guest');
    expect(screen.getByTestId('login-google')).toBeInTheDocument();
    expect(screen.getByTestId('login-facebook')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' })).toBeInTheDocument();
    expect(screen.getAllByText(/ยินดีต้อนรับกลับมา|เข้าสู่ระบบผู้หางาน/).length).toBeGreaterThan(0);
    unmount();
    renderAt(<LoginPanel role="corporate" mode="page" />, '/corporate/login', 'guest');
    expect(screen.queryByTestId('login-google')).toBeNull();
    expect(screen.queryByTestId('login-facebook')).toBeNull();
    expect(screen.queryByTestId('login-line')).toBeNull();
  });

  it('the LINE button signs in with LINE, in LINE green with dark text', async () => {
    loginWithProvider.mockResolvedValueOnce('dismissed');
    renderAt(<LoginPanel role="candidate" mode="page" />, '/candidate/login', 'guest');
    const line = screen.getByTestId('login-line');
    expect(line).toHaveStyle({ background: '#06C755', color: '#000000' });
    fireEvent.click(line);
    await waitFor(() => expect(loginWithProvider).toHaveBeenCalledWith('line'));
  });

  it('validates on submit with the Thai messages and does not call the provider', async () => {
    renderAt(<LoginPanel role="candidate" mode="page" />, '/candidate/login', 'guest');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('กรุณากรอกอีเมล', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('กรุณากรอกรหัสผ่าน', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(loginWithPassword).not.toHaveBeenCalled();
  });

  it('validates the e-mail format while typing (300 ms debounce)', async () => {
    jest.useFakeTimers();
    try {
      renderAt(<LoginPanel role="candidate" mode="page" />, '/candidate/login', 'guest');
      fill('อีเมล', 'abc');
      await act(async () => {
        jest.advanceTimersByTime(100);
      });
      expect(screen.queryByText('กรุณากรอกอีเมลให้ถูกต้อง abc')).toBeNull();
      await act(async () => {
        jest.advanceTimersByTime(200);
      });
      for (let i = 0; i < 10; i += 1) {
        await act(async () => {
          jest.advanceTimersByTime(100);
          await Promise.resolve();
        });
      }
      expect(screen.getByText('กรุณากรอกอีเมลให้ถูกต้อง abc')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    ['auth/invalid-credential', 'อีเมลหรือรหัสผ่านไม่ถูกต้อง'],
    ['auth/wrong-password', 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง'],
    ['auth/user-not-found', 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง'],
    ['auth/too-many-requests', 'มีการพยายามเข้าสู่ระบบหลายครั้งเกินไป กรุณาลองใหม่ภายหลัง'],
    ['auth/network-request-failed', 'ไม่สามารถเชื่อมต่อเครือข่ายได้ กรุณาลองใหม่อีกครั้ง'],
    ['auth/internal-error', 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง'],
  ])('%s shows %s in the red box above the button', async (code, message) => {
    loginWithPassword.mockRejectedValueOnce({ code });
    renderAt(<LoginPanel role="candidate" mode="page" />, '/candidate/login', 'guest');
    fill('อีเมล', 'a@b.co');
    fill('รหัสผ่าน', 'secret');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent(message);
    expect(loginWithPassword).toHaveBeenCalledWith('candidate', 'a@b.co', 'secret');
  });

  it('a blocked Google popup shows the pop-up message', async () => {
    loginWithProvider.mockRejectedValueOnce({ code: 'auth/popup-blocked' });
    renderAt(<LoginPanel role="candidate" mode="page" />, '/candidate/login', 'guest');
    fireEvent.click(screen.getByTestId('login-google'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      'เบราว์เซอร์บล็อกหน้าต่างล็อกอิน กรุณาอนุญาตป๊อปอัปแล้วลองใหม่',
    );
    expect(loginWithProvider).toHaveBeenCalledWith('google');
  });

  it('a failed submit clears the previous login error', async () => {
    loginWithPassword.mockRejectedValueOnce({ code: 'auth/invalid-credential' });
    renderAt(<LoginPanel role="candidate" mode="page" />, '/candidate/login', 'guest');
    fill('อีเมล', 'a@b.co');
    fill('รหัสผ่าน', 'secret');
    fireEvent.click(screen.getByTestId('login-submit'));
    await screen.findByTestId('login-error');
    fill('รหัสผ่าน', '');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(screen.queryByTestId('login-error')).toBeNull());
  });

  it('page login success goes to ?redirect= of the role', async () => {
    loginWithPassword.mockResolvedValueOnce('signedIn');
    const { router } = renderAt(
      <LoginPanel role="candidate" mode="page" />,
      '/candidate/login?redirect=%2Fcandidate%2Fprofile',
      'guest',
    );
    fill('อีเมล', 'a@b.co');
    fill('รหัสผ่าน', 'secret');
    fireEvent.click(screen.getByTestId('login-submit'));
    await screen.findByTestId('location');
    expect(router.state.location.pathname).toBe('/candidate/profile');
  });

  it('modal login success closes the modal and stays on the page', async () => {
    loginWithPassword.mockResolvedValueOnce('signedIn');
    const { store, router } = renderAt(
      <LoginPanel role="candidate" mode="modal" />,
      '/candidate/jobs/42',
      'guest',
    );
    store.dispatch({
      type: 'ui/openLoginModal',
      payload: { kind: 'candidate', intent: { type: 'favourite', payload: '42' } },
    });
    fill('อีเมล', 'a@b.co');
    fill('รหัสผ่าน', 'secret');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(store.getState().ui.loginModal).toBeNull());
    expect(store.getState().ui.pendingIntent).toEqual({ type: 'favourite', payload: '42' });
    expect(router.state.location.pathname).toBe('/candidate/jobs/42');
  });

  it.each(['unverified', 'deletionRequested'])(
    'modal login of an account that is %s closes the modal (the prompt is not hidden under it)',
    async (outcome) => {
      loginWithPassword.mockResolvedValueOnce(outcome);
      const { store } = renderAt(<LoginPanel role="candidate" mode="modal" />, '/candidate/jobs/42', 'guest');
      store.dispatch({ type: 'ui/openLoginModal', payload: { kind: 'candidate' } });
      fill('อีเมล', 'a@b.co');
      fill('รหัสผ่าน', 'secret');
      fireEvent.click(screen.getByTestId('login-submit'));
      await waitFor(() => expect(store.getState().ui.loginModal).toBeNull());
    },
  );

  it('a dismissed social popup leaves the modal open', async () => {
    loginWithProvider.mockResolvedValueOnce('dismissed');
    const { store } = renderAt(<LoginPanel role="candidate" mode="modal" />, '/candidate/jobs/42', 'guest');
    store.dispatch({ type: 'ui/openLoginModal', payload: { kind: 'candidate' } });
    fireEvent.click(screen.getByTestId('login-google'));
    await waitFor(() => expect(loginWithProvider).toHaveBeenCalled());
    await act(async () => undefined);
    expect(store.getState().ui.loginModal).toBe('candidate');
  });

  it('modal links close the modal and open the other one 300 ms later', async () => {
    jest.useFakeTimers();
    try {
      const { store } = renderAt(<LoginPanel role="candidate" mode="modal" />, '/candidate/jobs', 'guest');
      store.dispatch({ type: 'ui/openLoginModal', payload: { kind: 'candidate' } });
      fireEvent.click(screen.getByText('ผู้ประกอบการ'));
      expect(store.getState().ui.loginModal).toBeNull();
      act(() => {
        jest.advanceTimersByTime(299);
      });
      expect(store.getState().ui.loginModal).toBeNull();
      act(() => {
        jest.advanceTimersByTime(1);
      });
      expect(store.getState().ui.loginModal).toBe('corporate');
    } finally {
      jest.useRealTimers();
    }
  });

  it('candidates can ask for a sign-in link by e-mail that brings them back where the guard sent them', async () => {
    sendLoginLink.mockResolvedValue(undefined);
    renderAt(
      <LoginPanel role="candidate" mode="page" />,
      '/candidate/login?redirect=%2Fcandidate%2Fprofile',
      'guest',
    );
    fireEvent.click(screen.getByTestId('login-email-link'));
    expect(screen.queryByTestId('login-submit')).toBeNull();
    fill('อีเมล', 'link@example.com');
    fireEvent.click(screen.getByTestId('email-link-send'));
    expect(
      await screen.findByText('เราส่งลิงก์เข้าสู่ระบบไปที่ link@example.com แล้ว เปิดลิงก์ในอีเมลเพื่อเข้าสู่ระบบ'),
    ).toBeInTheDocument();
    expect(sendLoginLink).toHaveBeenCalledWith('link@example.com', '/candidate/profile');
    fireEvent.click(screen.getByTestId('email-link-back'));
    expect(screen.getByTestId('login-submit')).toBeInTheDocument();
  });

  it('a refused link request shows the login error; employers have no link sign-in', async () => {
    sendLoginLink.mockRejectedValue({ code: 'auth/too-many-requests' });
    const { unmount } = renderAt(<LoginPanel role="candidate" mode="page" />, '/candidate/login', 'guest');
    fireEvent.click(screen.getByTestId('login-email-link'));
    fill('อีเมล', 'link@example.com');
    fireEvent.click(screen.getByTestId('email-link-send'));
    expect(await screen.findByText('มีการพยายามเข้าสู่ระบบหลายครั้งเกินไป กรุณาลองใหม่ภายหลัง')).toBeInTheDocument();
    unmount();
    renderAt(<LoginPanel role="corporate" mode="page" />, '/corporate/login', 'guest');
    expect(screen.queryByTestId('login-email-link')).toBeNull();
  });
});
