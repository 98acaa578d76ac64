/**
 * Signing in during the grace period of a deletion request (Firebase SDK replaced): the spec signs the candidate
 * out and shows the deletion dialog; the dialog can cancel the request with the token of that sign-in.
 */
import type * as Controller from './controller';
import { getDialogs } from '../dialogs';
import { authListeners as listeners, fakeUser, pools as auths } from '../../test/fakeFirebaseAuth';

jest.mock('firebase/auth', () => jest.requireActual('../../test/fakeFirebaseAuth').firebaseAuthModule());
jest.mock('./firebase', () => jest.requireActual('../../test/fakeFirebaseAuth').firebasePoolsModule());

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
    const user = fakeUser({ uid: 'cand-1', email: 'cand@example.com' });
    user.getIdToken.mockResolvedValue('sign-in-token');
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
