/**
 * The session runtime with the Firebase SDK replaced: what happens to a signed-in pool over time and at sign-out.
 */
import type * as Controller from './controller';
import { authListeners as listeners, fakeUser, pools as auths } from '../../test/fakeFirebaseAuth';

const HOUR = 3_600_000;

function candidateUser() {
  return fakeUser({ uid: 'cand-1', email: 'cand@example.com', displayName: 'Cand' }, HOUR);
}

jest.mock('firebase/auth', () => jest.requireActual('../../test/fakeFirebaseAuth').firebaseAuthModule());
jest.mock('./firebase', () => jest.requireActual('../../test/fakeFirebaseAuth').firebasePoolsModule());

const profile = { status: true, pdpa: { marketing: false } };
const profileFetch = jest.fn(async () => ({
  ok: true,
  status: 200,
  text: async () => JSON.stringify({ data: [profile] }),
})) as unknown as typeof fetch;
global.fetch = profileFetch;

// eslint-disable-next-line @typescript-eslint/no-require-imports
const firebaseAuth = require('firebase/auth') as Record<string, jest.Mock>;

describe('session runtime', () => {
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

  async function signInCandidate() {
    const user = candidateUser();
    auths.candidate.currentUser = user;
    listeners.get('corporate')?.(null);
    listeners.get('candidate')?.(user);
    await jest.advanceTimersByTimeAsync(0);
    expect(dispatch).toHaveBeenCalledWith(expect.objectContaining({ type: 'session/signedIn' }));
    return user;
  }

  it('refreshes the ID token 5 minutes before it expires while the pool is the session', async () => {
    const user = await signInCandidate();
    await jest.advanceTimersByTimeAsync(55 * 60_000 - 1000);
    expect(user.getIdTokenResult).not.toHaveBeenCalledWith(true);
    await jest.advanceTimersByTimeAsync(1000);
    expect(user.getIdTokenResult).toHaveBeenCalledWith(true);
  });

  it('a refresh refused with user-disabled signs the user out', async () => {
    const user = await signInCandidate();
    user.getIdTokenResult.mockImplementation(async (force?: boolean) => {
      if (force) throw { code: 'auth/user-disabled' };
      return { expirationTime: new Date(Date.now() + HOUR).toUTCString() };
    });
    dispatch.mockClear();
    await jest.advanceTimersByTimeAsync(55 * 60_000);
    expect(firebaseAuth.signOut).toHaveBeenCalled();
    expect(dispatch).toHaveBeenCalledWith(expect.objectContaining({ type: 'session/signedOut' }));
  });
});

describe('logout', () => {
  let controller: typeof Controller;
  beforeAll(async () => {
    controller = await import('./controller');
  });

  it('revokes the refresh tokens through the API with the ID token, then signs out', async () => {
    jest.useFakeTimers();
    const user = candidateUser();
    auths.candidate.currentUser = user;
    global.fetch = profileFetch;
    listeners.get('candidate')?.(user);
    await jest.advanceTimersByTimeAsync(0);
    const calls: string[] = [];
    const fetchMock = jest.fn(
      async (url: string, init: { method: string; headers: Record<string, string> }) => {
        calls.push(`${init.method} ${url} ${init.headers.authorization}`);
        return { ok: true, status: 204, text: async () => '' };
      },
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    firebaseAuth.signOut.mockClear();
    firebaseAuth.signOut.mockImplementation(async (auth: { role: string }) => {
      calls.push(`signOut ${auth.role}`);
      auths[auth.role].currentUser = null;
    });
    await controller.logout({ navigateTo: null });
    expect(calls[0]).toMatch(/^POST .*\/candidate\/session\/revoke Bearer id-token$/);
    expect(calls).toContain('signOut candidate');
    jest.useRealTimers();
  });

  it('a failing revocation does not keep the user signed in', async () => {
    jest.useFakeTimers();
    const user = candidateUser();
    auths.candidate.currentUser = user;
    global.fetch = profileFetch;
    listeners.get('candidate')?.(user);
    await jest.advanceTimersByTimeAsync(0);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    global.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch; // never answers
    const done = controller.logout({ navigateTo: null });
    await jest.advanceTimersByTimeAsync(controller.REVOKE_WAIT_MS);
    await done;
    expect(auths.candidate.currentUser).toBeNull();
    jest.useRealTimers();
  });
});

describe('the stored session pool (jobportal.activePool)', () => {
  const KEY = 'jobportal.activePool';
  beforeAll(async () => {
    await import('./controller');
  });
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('is cleared when a restored session is signed out for a deletion request', async () => {
    listeners.get('candidate')?.(null);
    await jest.advanceTimersByTimeAsync(0);
    window.localStorage.setItem(KEY, 'candidate'); // left by the previous visit
    const user = candidateUser();
    auths.candidate.currentUser = user;
    global.fetch = jest.fn(async () => ({
      ok: true,
      status: 200,
      text: async () => JSON.stringify({ data: [{ status: false, pdpa: { marketing: false } }] }),
    })) as unknown as typeof fetch;
    listeners.get('candidate')?.(user);
    await jest.advanceTimersByTimeAsync(0);
    expect(firebaseAuth.signOut).toHaveBeenCalled();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('is cleared when the pool it names starts with nobody signed in', async () => {
    window.localStorage.setItem(KEY, 'corporate');
    auths.corporate.currentUser = null;
    listeners.get('corporate')?.(null);
    await jest.advanceTimersByTimeAsync(0);
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });
});
