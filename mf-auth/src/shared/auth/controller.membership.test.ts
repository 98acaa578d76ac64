/**
 * @jest-environment ../libs/test-utils/jsdom-with-fetch.cjs
 */
/**
 * An employer whose login has no company account any more (removed from the team, issue 43; Firebase SDK replaced):
 * a sign-in answered PROFILE_NOT_FOUND is refused with the dialog that says why, and a signed-in employer whose
 * next API call is refused that way (or TOKEN_REVOKED) is signed out once, sent to the employer login, with the
 * same dialog. Other refusals change nothing.
 */
import type * as Controller from './controller';
import { baseApi, createAppStore, getRuntimeConfig, setRuntimeConfig } from 'mf_shared_ui/platform';
import { getDialogs, setDialogs } from '../dialogs';
import { authListeners as listeners, fakeUser, pools as auths } from '../../test/fakeFirebaseAuth';

jest.mock('firebase/auth', () => jest.requireActual('../../test/fakeFirebaseAuth').firebaseAuthModule());
jest.mock('./firebase', () => jest.requireActual('../../test/fakeFirebaseAuth').firebasePoolsModule());

// eslint-disable-next-line @typescript-eslint/no-require-imports
const firebaseAuth = require('firebase/auth') as Record<string, jest.Mock>;

const PROFILE = {
  uid: 'corp-1',
  email: 'hr@example.com',
  status: true,
  contact_name: 'HR',
  phone: '',
  role: 'recruiter',
  company: { id: 'co-1' },
};

/** The API's answer per path: the profile, or a refusal of every corporate call once the member is removed. */
let refusal: { status: number; code: string } | null = null;
global.fetch = jest.fn(async (input: RequestInfo | URL) => {
  const path = new URL(input instanceof Request ? input.url : String(input)).pathname.replace(/^\/api/, '');
  const body =
    refusal && path.startsWith('/corporate/')
      ? { error: { code: refusal.code, message: refusal.code } }
      : { data: path === '/corporate/profile' ? [PROFILE] : [] };
  return new Response(JSON.stringify(body), {
    status: refusal && path.startsWith('/corporate/') ? refusal.status : 200,
    headers: { 'content-type': 'application/json' },
  });
}) as unknown as typeof fetch;

const probe = baseApi.injectEndpoints({
  endpoints: (build) => ({
    membershipProbe: build.query<unknown, string>({ query: (url) => url }),
  }),
});

describe('an employer removed from the team', () => {
  let controller: typeof Controller;
  const dispatch = jest.fn();
  const navigate = jest.fn();
  const store = createAppStore();

  beforeAll(async () => {
    setRuntimeConfig({ ...getRuntimeConfig(), apiBaseUrl: 'http://localhost/api' });
    controller = await import('./controller');
    controller.startSession({
      dispatch,
      navigate,
      getOtp: () => ({ count: 0, active: false, interval: 60 }),
    });
  });
  beforeEach(() => {
    refusal = null;
    dispatch.mockClear();
    navigate.mockClear();
    firebaseAuth.signOut.mockClear();
    setDialogs({ corporateAccessEnded: false });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  async function signInEmployer() {
    const user = fakeUser({ uid: 'corp-1', email: 'hr@example.com' });
    auths.corporate.currentUser = user;
    listeners.get('candidate')?.(null);
    listeners.get('corporate')?.(user);
    await waitForCalls();
  }
  const waitForCalls = () => new Promise((resolve) => setTimeout(resolve, 50));
  const call = async (url: string) => {
    await store.dispatch(probe.endpoints.membershipProbe.initiate(url, { forceRefetch: true }));
    await waitForCalls();
  };
  const signedOut = () =>
    dispatch.mock.calls.some(([action]) => (action as { type: string }).type === 'session/signedOut');

  it('a sign-in of a login without a company: signed out, never a session, and the dialog says why', async () => {
    refusal = { status: 404, code: 'PROFILE_NOT_FOUND' };
    await signInEmployer();
    expect(firebaseAuth.signOut).toHaveBeenCalledWith(expect.objectContaining({ role: 'corporate' }));
    expect(dispatch).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'session/signedIn' }));
    expect(getDialogs().corporateAccessEnded).toBe(true);
  });

  it.each([
    ['PROFILE_NOT_FOUND', 404],
    ['TOKEN_REVOKED', 401],
  ])(
    '%s on a corporate call of a signed-in employer ends the session once, on the login page',
    async (code, status) => {
      await signInEmployer();
      expect(dispatch).toHaveBeenCalledWith(expect.objectContaining({ type: 'session/signedIn' }));
      dispatch.mockClear();
      refusal = { status, code };
      await Promise.all([call('/corporate/jobs'), call('/corporate/team')]);
      expect(firebaseAuth.signOut).toHaveBeenCalledWith(expect.objectContaining({ role: 'corporate' }));
      expect(signedOut()).toBe(true);
      expect(navigate).toHaveBeenCalledWith('/corporate/login');
      expect(navigate).toHaveBeenCalledTimes(1);
      expect(getDialogs().corporateAccessEnded).toBe(true);
    },
  );

  it('other refusals leave the session alone', async () => {
    await signInEmployer();
    dispatch.mockClear();
    refusal = { status: 403, code: 'TEAM_ROLE_FORBIDDEN' };
    await call('/corporate/team/invites');
    refusal = { status: 404, code: 'PROFILE_NOT_FOUND' };
    await call('/candidate/getProfile');
    expect(firebaseAuth.signOut).not.toHaveBeenCalled();
    expect(signedOut()).toBe(false);
    expect(getDialogs().corporateAccessEnded).toBe(false);
  });
});
