/**
 * Candidate e-mail link sign-in with the Firebase SDK replaced: where the link leads, what is remembered, and how
 * the sign-in completes through the session runtime.
 */
import type * as EmailLink from './emailLink';
import type * as Controller from './controller';
import { authListeners as listeners, fakeUser, pools as auths } from '../../test/fakeFirebaseAuth';

const linkUser = fakeUser({ uid: 'link-1', email: 'link@example.com' });

jest.mock('firebase/auth', () => jest.requireActual('../../test/fakeFirebaseAuth').firebaseAuthModule());
jest.mock('./firebase', () => jest.requireActual('../../test/fakeFirebaseAuth').firebasePoolsModule());
jest.mock('mf_shared_ui/platform', () => ({
  ...jest.requireActual('mf_shared_ui/platform'),
  getRuntimeConfig: () => ({ publicBaseUrl: 'https://jobs.example.th/', apiBaseUrl: '/api' }),
}));

global.fetch = jest.fn(async () => ({
  ok: true,
  status: 200,
  text: async () => JSON.stringify({ data: [{ status: true, pdpa: { marketing: false } }] }),
})) as unknown as typeof fetch;

// eslint-disable-next-line @typescript-eslint/no-require-imports
const firebaseAuth = require('firebase/auth') as Record<string, jest.Mock>;

describe('e-mail link sign-in', () => {
  let emailLink: typeof EmailLink;
  let controller: typeof Controller;
  const dispatch = jest.fn();
  beforeAll(async () => {
    controller = await import('./controller');
    emailLink = await import('./emailLink');
    controller.startSession({
      dispatch,
      navigate: jest.fn(),
      getOtp: () => ({ count: 0, active: false, interval: 60 }),
    });
    listeners.get('corporate')?.(null);
    listeners.get('candidate')?.(null);
  });
  beforeEach(() => window.localStorage.clear());

  it('the link leads back to /candidate/auth on the portal with where the candidate was', () => {
    expect(emailLink.emailLinkSettings('/candidate/profile?tab=cv')).toEqual({
      url: 'https://jobs.example.th/candidate/auth?redirect=%2Fcandidate%2Fprofile%3Ftab%3Dcv',
      handleCodeInApp: true,
    });
    // A foreign redirect is dropped, never carried in the link.
    expect(emailLink.emailLinkSettings('//evil.example').url).toBe('https://jobs.example.th/candidate/auth');
  });

  it('sending a link remembers the e-mail in this browser; a refused send remembers nothing', async () => {
    await emailLink.sendLoginLink('link@example.com', '/jobs/42');
    expect(firebaseAuth.sendSignInLinkToEmail).toHaveBeenCalledWith(
      expect.objectContaining({ role: 'candidate' }),
      'link@example.com',
      expect.objectContaining({ url: 'https://jobs.example.th/candidate/auth?redirect=%2Fjobs%2F42' }),
    );
    expect(emailLink.storedLinkEmail()).toBe('link@example.com');

    window.localStorage.clear();
    firebaseAuth.sendSignInLinkToEmail.mockRejectedValueOnce({ code: 'auth/too-many-requests' });
    await expect(emailLink.sendLoginLink('other@example.com', null)).rejects.toEqual({
      code: 'auth/too-many-requests',
    });
    expect(emailLink.storedLinkEmail()).toBeNull();
  });

  it("a link is completed with the remembered e-mail, else the signed-in candidate's, else the landing asks", async () => {
    const auth = auths.candidate as { currentUser: unknown; authStateReady?: () => Promise<void> };
    auth.authStateReady = async () => undefined;
    window.localStorage.setItem(emailLink.LINK_EMAIL_KEY, 'asked@example.com');
    await expect(emailLink.knownLinkEmail()).resolves.toEqual({
      email: 'asked@example.com',
      remembered: true,
    });
    window.localStorage.clear();
    auth.currentUser = linkUser;
    await expect(emailLink.knownLinkEmail()).resolves.toEqual({
      email: 'link@example.com',
      remembered: false,
    });
    auth.currentUser = null;
    await expect(emailLink.knownLinkEmail()).resolves.toBeNull();
  });

  it('only a sign-in link is taken for one', () => {
    expect(emailLink.isLoginLink('https://jobs.example.th/candidate/auth?mode=signIn&oobCode=x')).toBe(true);
    expect(emailLink.isLoginLink('https://jobs.example.th/candidate/auth?mode=verifyEmail&oobCode=x')).toBe(
      false,
    );
  });

  it('completing the link signs the candidate in through the session rules and forgets the e-mail', async () => {
    window.localStorage.setItem(emailLink.LINK_EMAIL_KEY, 'link@example.com');
    firebaseAuth.signInWithEmailLink.mockImplementationOnce(async () => {
      auths.candidate.currentUser = linkUser;
      listeners.get('candidate')?.(linkUser);
      return { user: linkUser };
    });
    const href = 'https://jobs.example.th/candidate/auth?mode=signIn&oobCode=abc';
    await expect(emailLink.completeLoginLink('link@example.com', href)).resolves.toBe('signedIn');
    expect(firebaseAuth.signInWithEmailLink).toHaveBeenCalledWith(
      expect.objectContaining({ role: 'candidate' }),
      'link@example.com',
      href,
    );
    expect(dispatch).toHaveBeenCalledWith(expect.objectContaining({ type: 'session/signedIn' }));
    expect(emailLink.storedLinkEmail()).toBeNull();
  });

  it('a used or expired link throws the SDK error and keeps the e-mail (a new link can be asked for)', async () => {
    window.localStorage.setItem(emailLink.LINK_EMAIL_KEY, 'link@example.com');
    firebaseAuth.signInWithEmailLink.mockRejectedValueOnce({ code: 'auth/invalid-action-code' });
    await expect(
      emailLink.completeLoginLink('link@example.com', 'https://x/candidate/auth?mode=signIn&oobCode=used'),
    ).rejects.toEqual({ code: 'auth/invalid-action-code' });
    expect(emailLink.storedLinkEmail()).toBe('link@example.com');
  });

  it('the same candidate opening a link while signed in is signed in at once (no auth event to wait for)', async () => {
    auths.candidate.currentUser = linkUser;
    firebaseAuth.signInWithEmailLink.mockResolvedValueOnce({ user: linkUser });
    const started = Date.now();
    await expect(
      emailLink.completeLoginLink('link@example.com', 'https://x/candidate/auth?mode=signIn&oobCode=again'),
    ).resolves.toBe('signedIn');
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('where the e-mail link lands', () => {
  it('back where the link was asked for, never an identity screen, an employer page or another site', async () => {
    const { emailLinkTarget } = await import('../paths');
    expect(emailLinkTarget('/jobs/42')).toBe('/jobs/42');
    expect(emailLinkTarget('/candidate/profile')).toBe('/candidate/profile');
    expect(emailLinkTarget('/candidate/login')).toBe('/candidate/jobs');
    expect(emailLinkTarget('/corporate/dashboard')).toBe('/candidate/jobs');
    expect(emailLinkTarget('//evil.example')).toBe('/candidate/jobs');
    expect(emailLinkTarget(null)).toBe('/candidate/jobs');
  });
});
