/**
 * An employer whose company the operators suspended (Firebase SDK replaced): GET /corporate/profile answers 403
 * COMPANY_SUSPENDED, so the employer is signed out and the suspension dialog opens; any other profile failure but a
 * login without a company (controller.membership.test.ts) keeps the sign-in (logged only, spec section 8).
 */
import type * as Controller from './controller';
import { getDialogs, setDialogs } from '../dialogs';
import { authListeners as listeners, fakeUser, pools as auths } from '../../test/fakeFirebaseAuth';

jest.mock('firebase/auth', () => jest.requireActual('../../test/fakeFirebaseAuth').firebaseAuthModule());
jest.mock('./firebase', () => jest.requireActual('../../test/fakeFirebaseAuth').firebasePoolsModule());

let answer: { status: number; body: unknown } = { status: 200, body: { data: [] } };
global.fetch = jest.fn(async () => ({
  ok: answer.status < 400,
  status: answer.status,
  text: async () => JSON.stringify(answer.body),
})) as unknown as typeof fetch;

// eslint-disable-next-line @typescript-eslint/no-require-imports
const firebaseAuth = require('firebase/auth') as Record<string, jest.Mock>;

const refused = (code: string, message: string) => ({ status: 403, body: { error: { code, message } } });

describe('employer sign-in of a suspended company', () => {
  let controller: typeof Controller;
  const dispatch = jest.fn();
  beforeAll(async () => {
    jest.useFakeTimers();
    controller = await import('./controller');
    controller.startSession({
      dispatch,
      navigate: jest.fn(),
      getOtp: () => ({ count: 0, active: false, interval: 60 }),
    });
  });
  afterAll(() => jest.useRealTimers());
  beforeEach(() => {
    dispatch.mockClear();
    firebaseAuth.signOut.mockClear();
    setDialogs({ companySuspended: false });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  async function signInEmployer() {
    const user = fakeUser({ uid: 'corp-1', email: 'hr@example.com' });
    auths.corporate.currentUser = user;
    listeners.get('candidate')?.(null);
    listeners.get('corporate')?.(user);
    await jest.advanceTimersByTimeAsync(0);
    return user;
  }

  it('COMPANY_SUSPENDED: signed out, never a session, and the suspension dialog opens', async () => {
    answer = refused('COMPANY_SUSPENDED', 'บัญชีบริษัทนี้ถูกระงับการใช้งาน');
    await signInEmployer();
    expect(firebaseAuth.signOut).toHaveBeenCalledWith(expect.objectContaining({ role: 'corporate' }));
    expect(auths.corporate.currentUser).toBeNull();
    expect(dispatch).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'session/signedIn' }));
    expect(getDialogs().companySuspended).toBe(true);
    expect(console.error).not.toHaveBeenCalledWith(
      expect.stringContaining('profile fetch failed'),
      expect.anything(),
    );
  });

  it.each([
    ['another refusal', refused('FORBIDDEN', 'forbidden')],
    ['a server error', { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } }],
  ])('%s is logged only: the employer stays signed in, no dialog', async (_name, next) => {
    answer = next;
    await signInEmployer();
    expect(firebaseAuth.signOut).not.toHaveBeenCalled();
    expect(dispatch).toHaveBeenCalledWith(expect.objectContaining({ type: 'session/signedIn' }));
    expect(console.error).toHaveBeenCalledWith('[mf-auth] corporate profile fetch failed', expect.anything());
    expect(getDialogs().companySuspended).toBe(false);
  });
});
