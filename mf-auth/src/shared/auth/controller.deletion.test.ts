/**
 * Signing in during the grace period of a deletion request (Firebase SDK replaced): the spec signs the candidate
 * out and shows the deletion dialog; the dialog can cancel the request with the token of that sign-in.
 */
import type * as Controller from './controller';
import { getDialogs } from '../dialogs';

const listeners = new Map<string, (user: unknown) => void>();
const auths: Record<string, { currentUser: unknown }> = {
  candidate: { currentUser: null },
  corporate: { currentUser: null },
};

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

const calls: string[] = [];
let profileStatus = false;
global.fetch = jest.fn(async (url: string, init: { method?: string; headers: Record<string, string> }) => {
  calls.push(`${init.method ?? 'GET'} ${url} ${init.headers.authorization}`);
  if (url.endsWith('/candidate/deletion-request/cancel')) profileStatus = true;
  return {
    ok: true,
    status: 200,
    text: async () => JSON.stringify({ data: [{ status: profileStatus, pdpa: { marketing: false } }] }),
  };
}) as unknown as typeof fetch;

// eslint-disable-next-line @typescript-eslint/no-require-imports
const firebaseAuth = require('firebase/auth') as Record<string, jest.Mock>;

describe('deletion requested at sign-in', () => {
  let controller: typeof Controller;
  beforeAll(async () => {
    jest.useFakeTimers();
    controller = await import('./controller');
    controller.startSession({
      dispatch: jest.fn(),
      navigate: jest.fn(),
      getOtp: () => ({ count: 0, active: false, interval: 60 }),
    });
  });
  afterAll(() => jest.useRealTimers());

  it('signs out, shows the dialog with a cancel button, and cancelling calls the API with the sign-in token', async () => {
    const user = {
      uid: 'cand-1',
      email: 'cand@example.com',
      emailVerified: true,
      providerData: [{ providerId: 'password' }],
      getIdToken: jest.fn(async () => 'sign-in-token'),
      getIdTokenResult: jest.fn(async () => ({
        expirationTime: new Date(Date.now() + 3_600_000).toUTCString(),
      })),
    };
    auths.candidate.currentUser = user;
    listeners.get('corporate')?.(null);
    listeners.get('candidate')?.(user);
    await jest.advanceTimersByTimeAsync(2000);
    expect(firebaseAuth.signOut).toHaveBeenCalled();
    expect(getDialogs()).toMatchObject({ deletion: true, deletionCancellable: true });

    await controller.cancelDeletionRequest();
    expect(calls.at(-1)).toMatch(/^POST .*\/candidate\/deletion-request\/cancel Bearer sign-in-token$/);
    // the token is used once
    await expect(controller.cancelDeletionRequest()).rejects.toThrow();
  });
});
