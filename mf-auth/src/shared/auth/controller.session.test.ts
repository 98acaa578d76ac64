/**
 * The session runtime with the Firebase SDK replaced: what happens to a signed-in pool over time and at sign-out.
 */
import type * as Controller from './controller';

const HOUR = 3_600_000;
const listeners = new Map<string, (user: unknown) => void>();
const auths: Record<string, { currentUser: unknown }> = {
  candidate: { currentUser: null },
  corporate: { currentUser: null },
};

function candidateUser() {
  return {
    uid: 'cand-1',
    email: 'cand@example.com',
    displayName: 'Cand',
    photoURL: null,
    emailVerified: true,
    providerData: [{ providerId: 'password' }],
    getIdToken: jest.fn(async () => 'id-token'),
    getIdTokenResult: jest.fn(async () => ({ expirationTime: new Date(Date.now() + HOUR).toUTCString() })),
  };
}

jest.mock('firebase/auth', () => ({
  onAuthStateChanged: jest.fn((auth: { role: string }, next: (user: unknown) => void) => {
    listeners.set(auth.role, next);
    return () => undefined;
  }),
  signOut: jest.fn(async (auth: { role: string }) => {
    auths[auth.role].currentUser = null;
  }),
  createUserWithEmailAndPassword: jest.fn(),
  sendEmailVerification: jest.fn(),
  signInWithEmailAndPassword: jest.fn(),
  signInWithPopup: jest.fn(),
  updateProfile: jest.fn(),
  GoogleAuthProvider: class {},
  FacebookAuthProvider: class {},
}));
jest.mock('./firebase', () => ({
  poolAuth: jest.fn((role: string) => Object.assign(auths[role], { role })),
  scratchAuth: jest.fn(),
  actionCodeSettings: jest.fn(),
}));

const profile = { status: true, pdpa: { marketing: false } };
global.fetch = jest.fn(async () => ({
  ok: true,
  status: 200,
  text: async () => JSON.stringify({ data: [profile] }),
})) as unknown as typeof fetch;

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
