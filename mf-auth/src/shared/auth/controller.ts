/**
 * The session runtime of mf-auth: listens to both pools, runs the initialisation rules of spec section 4
 * (sessionRules.initActions), provides the auth headers of the active pool to the base query, and implements
 * every sign-in / registration / verification flow used by the screens.
 */
import {
  createUserWithEmailAndPassword,
  onAuthStateChanged,
  sendEmailVerification,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type User,
} from 'firebase/auth';
import type { CandidateProfile, CorporateCreateInput, CorporateProfile } from '@jobportal/contracts';
import {
  ACTIVE_POOL_KEY,
  baseApi,
  onApiRefusal,
  sessionActions,
  setAuthHeadersProvider,
  type ApiRefusal,
  type OtpCountdown,
  type SessionUser,
} from 'mf_shared_ui/platform';
import { actionCodeSettings, poolAuth, scratchAuth } from './firebase';
import { canUseEmulatorPopup, emulatorPopupSignIn, type EmulatedProviderId } from './emulatorPopup';
import { authProviderFor, type SocialProvider } from './providers';
import { authErrorCode, endsSession } from './errors';
import { forgetOfflineSavedJobs } from './offlineSnapshot';
import { forgetPending, pendingEmail, pendingPassword, rememberPending } from './pending';
import { authedFetch, authHeadersOf, ApiCallError } from '../api/authedFetch';
import { setDialogs } from '../dialogs';
import { createOtpTimer, type OtpTimer } from '../otpTimer';
import { AFTER_LOGOUT, authPaths, ROLES, type Role } from '../paths';
import { initActions, type InitOutcome, type ProfileResult } from './sessionRules';
import { getSessionBinding, whenBound } from './sessionBinding';
import { startTokenRefresh, type TokenRefresher } from './tokenRefresh';

export { setAuthLanguage } from './firebase';

type Dispatch = (action: { type: string; payload?: unknown }) => unknown;

interface Binding {
  dispatch: Dispatch;
  navigate: (to: string) => void;
  getOtp: () => OtpCountdown;
}

let binding: Binding | null = null;
let otpTimer: OtpTimer | null = null;
/** The pool whose user is the session (the base query's headers come from it). */
let activeRole: Role | null = null;
/** Set while a login of this pool is in flight: its onAuthStateChanged event is that login. */
let loginInFlight: Role | null = null;
const seen: Record<Role, boolean> = { candidate: false, corporate: false };
const running: Record<Role, boolean> = { candidate: false, corporate: false };
const waiters = new Map<Role, (outcome: InitOutcome) => void>();
const profiles: Partial<Record<Role, CandidateProfile | CorporateProfile | null>> = {};
/**
 * The ID token of a candidate who just signed in with a deletion request pending. The spec signs them out and shows
 * the deletion dialog; this token lets that dialog cancel the request during the grace period (docs/PERSONAL-DATA.md).
 */
let deletionCancelToken: string | null = null;

const other = (role: Role): Role => (role === 'candidate' ? 'corporate' : 'candidate');

let refresher: { role: Role; loop: TokenRefresher } | null = null;

/** Keeps the active pool's ID token fresh (spec section 9) while it is the session. */
function refreshTokensOf(role: Role | null): void {
  if (refresher?.role === role) return;
  refresher?.loop.stop();
  refresher = null;
  if (!role) return;
  const current = () => {
    const user = poolAuth(role).currentUser;
    if (!user) throw new Error(`no ${role} user`);
    return user;
  };
  const expiry = async (force: boolean) =>
    Date.parse((await current().getIdTokenResult(force)).expirationTime);
  refresher = {
    role,
    loop: startTokenRefresh(
      { expiresAt: () => expiry(false), refresh: () => expiry(true) },
      () => void endSession(role),
    ),
  };
}

function rememberActive(role: Role | null): void {
  activeRole = role;
  refreshTokensOf(role);
  // The offline saved-jobs snapshot is the signed-in candidate's only (issue 44).
  if (role !== 'candidate') forgetOfflineSavedJobs();
  try {
    if (role) window.localStorage.setItem(ACTIVE_POOL_KEY, role);
    else window.localStorage.removeItem(ACTIVE_POOL_KEY);
  } catch {
    /* ignore */
  }
}

/**
 * The pool has no signed-in user any more: forget it as the session, in memory and in storage. The stored key may
 * name it even when this page never made it active (a session restored at start, then signed out because of a
 * deletion request or an unverified e-mail): a leftover key shows the splash and loads the sign-in code on every
 * later visit.
 */
function forgetActive(role: Role): void {
  if (activeRole === role) rememberActive(null);
  else if (storedActive() === role) {
    forgetOfflineSavedJobs();
    try {
      window.localStorage.removeItem(ACTIVE_POOL_KEY);
    } catch {
      /* ignore */
    }
  }
}

function storedActive(): Role | null {
  try {
    const value = window.localStorage.getItem(ACTIVE_POOL_KEY);
    return value === 'candidate' || value === 'corporate' ? value : null;
  } catch {
    return null;
  }
}

function dispatch(action: { type: string; payload?: unknown }): void {
  binding?.dispatch(action);
}

export function toSessionUser(user: User, profile: CandidateProfile | CorporateProfile | null): SessionUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    emailVerified: user.emailVerified,
    providerIds: user.providerData.map((p) => p.providerId),
    profile,
  };
}

async function fetchProfile(
  role: Role,
  user: User,
): Promise<{ result: ProfileResult; profile: CandidateProfile | CorporateProfile | null }> {
  try {
    if (role === 'candidate') {
      const list = await authedFetch<CandidateProfile[]>(user, '/candidate/getProfile');
      const profile = list[0] ?? null;
      return {
        result: {
          ok: true,
          status: profile?.status ?? true,
          marketing: profile ? profile.pdpa?.marketing : undefined,
        },
        profile,
      };
    }
    const list = await authedFetch<CorporateProfile[]>(user, '/corporate/profile');
    const profile = list[0] ?? null;
    return { result: { ok: true, status: profile?.status ?? true, marketing: undefined }, profile };
  } catch (error) {
    const code = error instanceof ApiCallError ? error.body?.error?.code : undefined;
    return { result: { ok: false, error, code }, profile: null };
  }
}

/** Runs the initialisation rules for a signed-in identity of a pool. */
async function initialise(role: Role, user: User): Promise<void> {
  running[role] = true;
  let profile: ProfileResult | undefined;
  let loaded: CandidateProfile | CorporateProfile | null = null;
  let outcome: InitOutcome | null = null;
  try {
    for (let round = 0; round < 2 && outcome === null; round += 1) {
      const actions = initActions({
        role,
        providerIds: user.providerData.map((p) => p.providerId),
        emailVerified: user.emailVerified,
        profile,
        path: window.location.pathname,
      });
      for (const action of actions) {
        switch (action.type) {
          case 'signOut':
            forgetActive(role);
            await signOut(poolAuth(role));
            break;
          case 'navigate':
            binding?.navigate(action.to);
            break;
          case 'fetchProfile': {
            const fetched = await fetchProfile(role, user);
            profile = fetched.result;
            loaded = fetched.profile;
            if (role === 'candidate' && profile.ok && !profile.status)
              deletionCancelToken = await user.getIdToken().catch(() => null);
            break;
          }
          case 'logProfileError':
            console.error(
              `[mf-auth] ${role} profile fetch failed`,
              profile && !profile.ok ? profile.error : undefined,
            );
            break;
          case 'signedIn':
            rememberActive(role);
            profiles[role] = loaded;
            dispatch(
              sessionActions.signedIn({ user: toSessionUser(user, loaded), userType: action.userType }),
            );
            dispatch(sessionActions.profileLoaded(loaded));
            break;
          case 'showDeletionDialog':
            window.setTimeout(
              () => setDialogs({ deletion: true, deletionCancellable: deletionCancelToken !== null }),
              action.delayMs,
            );
            break;
          case 'showSuspendedDialog':
            setDialogs({ companySuspended: true });
            break;
          case 'showAccessEndedDialog':
            setDialogs({ corporateAccessEnded: true });
            break;
          case 'openPrivacyDialog':
            setDialogs({ consent: { saving: false } });
            break;
          case 'done':
            outcome = action.outcome;
            break;
        }
      }
    }
  } finally {
    running[role] = false;
    const waiter = waiters.get(role);
    waiters.delete(role);
    waiter?.(outcome ?? 'signedIn');
    settleGuest();
  }
}

/** Both pools reported and nobody is signed in: the session is a guest (this also ends the splash). */
function settleGuest(): void {
  if (!seen.candidate || !seen.corporate || running.candidate || running.corporate) return;
  if (ROLES.some((r) => poolAuth(r).currentUser && activeRole === r)) return;
  if (ROLES.some((r) => poolAuth(r).currentUser && loginInFlight === r)) return;
  dispatch(sessionActions.signedOut());
}

async function onPoolUser(role: Role, user: User | null): Promise<void> {
  seen[role] = true;
  if (!user) {
    if (activeRole === role) {
      rememberActive(null);
      dispatch(sessionActions.signedOut());
    } else forgetActive(role);
    settleGuest();
    return;
  }
  // One session at a time: a new login wins; at start-up the remembered pool wins.
  const otherUser = poolAuth(other(role)).currentUser;
  if (otherUser) {
    const keep = loginInFlight ?? storedActive() ?? role;
    if (keep !== role) {
      await signOut(poolAuth(role));
      return;
    }
    if (activeRole === other(role)) rememberActive(null);
    await signOut(poolAuth(other(role)));
  }
  await initialise(role, user);
}

/** Header provider of the base query: the active pool's ID token (kept fresh by refreshTokensOf). */
async function authHeaders(): Promise<Record<string, string>> {
  const role = activeRole;
  const user = role ? poolAuth(role).currentUser : null;
  if (!role || !user) return {};
  try {
    return await authHeadersOf(user);
  } catch (error) {
    if (endsSession(error)) await endSession(role);
    return {};
  }
}

/**
 * The API says the employer's session is over: the login has no company account any more (removed from the team,
 * issue 43: PROFILE_NOT_FOUND) or its sessions were revoked (TOKEN_REVOKED). Signed out once, whatever the number of
 * calls refused at the same time, with the dialog that says why, on the employer login page.
 */
let endingAccess = false;
async function onRefusal(refusal: ApiRefusal): Promise<void> {
  if (activeRole !== 'corporate' || endingAccess) return;
  const ended =
    refusal.code === 'TOKEN_REVOKED' ||
    (refusal.code === 'PROFILE_NOT_FOUND' && refusal.url.startsWith('/corporate/'));
  if (!ended) return;
  endingAccess = true;
  try {
    forgetActive('corporate');
    await signOut(poolAuth('corporate')).catch(() => undefined);
    dispatch(sessionActions.signedOut());
    dispatch(baseApi.util.resetApiState());
    binding?.navigate(authPaths('corporate').login);
    setDialogs({ corporateAccessEnded: true });
  } finally {
    endingAccess = false;
  }
}

/** The identity provider refused the session (disabled account, expired refresh token): sign out. */
async function endSession(role: Role): Promise<void> {
  forgetActive(role);
  await signOut(poolAuth(role)).catch(() => undefined);
  dispatch(sessionActions.signedOut());
}

/** Called once by SessionRoot; returns the cleanup. */
let stopSession: (() => void) | null = null;

/**
 * Starts the session listeners with the binding SessionRoot registered, once. Every flow below calls it, so a
 * guest who opens a sign-in screen gets a live session without Firebase having loaded on the first page.
 */
export function ensureSessionStarted(): void {
  if (stopSession) return;
  const next = getSessionBinding();
  if (next) stopSession = startSession(next);
  else whenBound(ensureSessionStarted);
}

export function startSession(next: Binding): () => void {
  binding = next;
  otpTimer = createOtpTimer(next.dispatch, next.getOtp);
  setAuthHeadersProvider(authHeaders);
  // a design system from before the refusal reports (a rollback) simply has none to listen to
  const stopRefusals =
    typeof onApiRefusal === 'function' ? onApiRefusal((r) => void onRefusal(r)) : () => undefined;
  const unsubscribers = ROLES.map((role) =>
    onAuthStateChanged(
      poolAuth(role),
      (user) => void onPoolUser(role, user).catch((e) => console.error('[mf-auth] session', e)),
      (error) => console.error('[mf-auth] auth state', error),
    ),
  );
  return () => {
    unsubscribers.forEach((u) => u());
    stopRefusals();
    otpTimer?.stop();
    binding = null;
  };
}

export function updateBinding(next: Partial<Binding>): void {
  if (binding) binding = { ...binding, ...next };
}

export function otp(): OtpTimer {
  ensureSessionStarted();
  return otpTimer ?? { start: () => undefined, stop: () => undefined };
}

/** Resolved by the initialisation of the pool's next identity (or, as a safety net, after 30 s). */
function waitForOutcome(role: Role): Promise<InitOutcome> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => {
      if (waiters.get(role) === done) waiters.delete(role);
      resolve(activeRole === role ? 'signedIn' : 'unverified');
    }, 30_000);
    const done = (outcome: InitOutcome) => {
      window.clearTimeout(timer);
      resolve(outcome);
    };
    waiters.set(role, done);
  });
}

async function signOutEverywhere(): Promise<void> {
  await Promise.all(ROLES.map((r) => (poolAuth(r).currentUser ? signOut(poolAuth(r)) : Promise.resolve())));
}

/** E-mail/password login of a pool; resolves with the initialisation outcome (throws the SDK error on failure). */
export async function loginWithPassword(role: Role, email: string, password: string): Promise<InitOutcome> {
  ensureSessionStarted();
  await signOutEverywhere();
  // Kept before the call: an unverified account is sent to the confirm prompt by the rules, which shows it.
  rememberPending(role, email, password);
  loginInFlight = role;
  const outcome = waitForOutcome(role);
  try {
    try {
      await signInWithEmailAndPassword(poolAuth(role), email, password);
    } catch (error) {
      waiters.delete(role);
      forgetPending(role);
      throw error;
    }
    const result = await outcome;
    if (result !== 'unverified') forgetPending(role);
    return result;
  } finally {
    loginInFlight = null;
  }
}

/**
 * Runs a sign-in of a pool as the session's login and resolves with the initialisation outcome (throws the SDK
 * error). Nothing is signed out before: a broken link never ends a session (the other pool is signed out by
 * onPoolUser once the sign-in succeeded). The same user signing in again fires no auth event: already signed in.
 */
export async function loginWith(role: Role, signIn: () => Promise<unknown>): Promise<InitOutcome> {
  ensureSessionStarted();
  const before = poolAuth(role).currentUser?.uid ?? null;
  loginInFlight = role;
  const outcome = waitForOutcome(role);
  try {
    try {
      await signIn();
    } catch (error) {
      waiters.delete(role);
      throw error;
    }
    if (before && activeRole === role && poolAuth(role).currentUser?.uid === before) {
      waiters.delete(role);
      return 'signedIn';
    }
    return await outcome;
  } finally {
    loginInFlight = null;
  }
}

export type { SocialProvider } from './providers';

/** Google / Facebook / LINE popup login (candidates only). 'dismissed' when the user closed the popup. */
export async function loginWithProvider(provider: SocialProvider): Promise<InitOutcome | 'dismissed'> {
  ensureSessionStarted();
  await signOutEverywhere();
  loginInFlight = 'candidate';
  const outcome = waitForOutcome('candidate');
  const authProvider = authProviderFor(provider);
  try {
    try {
      if (canUseEmulatorPopup())
        await emulatorPopupSignIn(poolAuth('candidate'), authProvider.providerId as EmulatedProviderId);
      else await signInWithPopup(poolAuth('candidate'), authProvider);
    } catch (error) {
      waiters.delete('candidate');
      const code = authErrorCode(error);
      if (code === 'popup-closed-by-user' || code === 'cancelled-popup-request') return 'dismissed';
      if (code === 'account-exists-with-different-credential') {
        const email = (error as { customData?: { email?: string } }).customData?.email ?? '';
        setDialogs({ accountExists: { email } });
        return 'dismissed';
      }
      throw error;
    }
    return await outcome;
  } finally {
    loginInFlight = null;
  }
}

/** Longest wait for the revocation at logout: a slow API never holds the user on a signed-in screen. */
export const REVOKE_WAIT_MS = 2000;

/**
 * Sign-out revokes the refresh tokens of the session (spec section 7, revokeToken) through the API: the Firebase
 * client cannot revoke its own refresh token (docs/DECISIONS.md). A failure is logged; the local sign-out goes on.
 */
async function revokeSession(): Promise<void> {
  const role = activeRole;
  const user = role ? poolAuth(role).currentUser : null;
  if (!role || !user) return;
  const call = authedFetch(user, `/${role}/session/revoke`, { method: 'POST' }).catch((error: unknown) =>
    console.error('[mf-auth] sign-out: revocation failed', error),
  );
  await Promise.race([call, new Promise((resolve) => window.setTimeout(resolve, REVOKE_WAIT_MS))]);
}

/** Logout of every pool; every user goes to / (spec section 2). */
export async function logout(
  options: { deletionDialog?: boolean; navigateTo?: string | null } = {},
): Promise<void> {
  ensureSessionStarted();
  await revokeSession();
  rememberActive(null);
  await signOutEverywhere();
  dispatch(sessionActions.signedOut());
  dispatch(baseApi.util.resetApiState());
  const to = options.navigateTo === undefined ? AFTER_LOGOUT : options.navigateTo;
  if (to) binding?.navigate(to);
  if (options.deletionDialog) window.setTimeout(() => setDialogs({ deletion: true }), 1000);
}

async function sendVerification(role: Role, user: User): Promise<void> {
  try {
    await sendEmailVerification(user, actionCodeSettings(role));
  } catch (error) {
    const code = authErrorCode(error);
    if (code !== 'unauthorized-continue-uri' && code !== 'invalid-continue-uri') throw error;
    // The continue URL is not allowed in this project: the plain verification e-mail still works.
    await sendEmailVerification(user);
  }
}

function goToConfirm(role: Role, email: string, password: string): void {
  rememberPending(role, email, password);
  binding?.navigate(authPaths(role).confirm);
  otp().start();
}

export interface CandidateRegistration {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/**
 * Candidate registration in a memory-only instance: the unverified account never becomes the session.
 * The display name becomes the profile's first/last name when the profile is created (API).
 */
export async function registerCandidate(input: CandidateRegistration): Promise<void> {
  ensureSessionStarted();
  const auth = scratchAuth('candidate');
  let user: User;
  try {
    user = (await createUserWithEmailAndPassword(auth, input.email, input.password)).user;
  } catch (error) {
    if (authErrorCode(error) === 'email-already-in-use')
      console.error('[mf-auth] registration: e-mail already in use', error);
    throw error;
  }
  try {
    await updateProfile(user, {
      displayName: `${input.firstName.trim()} ${input.lastName.trim()}`.trim(),
    }).catch((e) => console.error('[mf-auth] display name', e));
    await sendVerification('candidate', user);
  } finally {
    await signOut(auth);
  }
  goToConfirm('candidate', input.email, input.password);
}

export type CorporateRegistration = Omit<CorporateCreateInput, 'uid'>;

const isRetryable = (error: unknown) => !(error instanceof ApiCallError) || error.status >= 500;

/**
 * Employer registration: identity account -> POST /corporate/create with its token (one retry) -> verification
 * e-mail -> confirm prompt. When the company cannot be created the new identity account is deleted, so there is
 * never an account without a company.
 */
export async function registerCorporate(input: CorporateRegistration): Promise<void> {
  ensureSessionStarted();
  const auth = scratchAuth('corporate');
  let user: User;
  try {
    user = (await createUserWithEmailAndPassword(auth, input.email, input.password)).user;
  } catch (error) {
    if (authErrorCode(error) === 'email-already-in-use')
      console.error('[mf-auth] registration: e-mail already in use', error);
    throw error;
  }
  const body: CorporateCreateInput = { uid: user.uid, ...input };
  try {
    try {
      await authedFetch(user, '/corporate/create', { method: 'POST', body });
    } catch (error) {
      if (!isRetryable(error)) throw error;
      console.error('[mf-auth] corporate create failed, retrying once', error);
      await authedFetch(user, '/corporate/create', { method: 'POST', body });
    }
  } catch (error) {
    console.error('[mf-auth] corporate create failed: removing the new identity account', error);
    await user.delete().catch((e) => console.error('[mf-auth] could not delete the identity account', e));
    await signOut(auth).catch(() => undefined);
    throw error;
  }
  try {
    await sendVerification('corporate', user);
  } finally {
    await signOut(auth);
  }
  goToConfirm('corporate', input.email, input.password);
}

/** What the join page sends: the invitation's token, the login, and the new member's contact details. */
export interface CorporateJoin {
  token: string;
  email: string;
  password: string;
  contact_name: string;
  phone: string;
}

const acceptInvite = (user: User, input: CorporateJoin) =>
  authedFetch<CorporateProfile[]>(user, '/corporate/invites/accept', {
    method: 'POST',
    body: { token: input.token, contact_name: input.contact_name, phone: input.phone },
  });

/**
 * Joining a company's team with a new login (issue 43), the registration's path without the company: identity
 * account -> POST /corporate/invites/accept with its token -> verification e-mail -> confirm prompt. When the
 * invitation cannot be accepted the new identity account is deleted, so there is never a login without a company.
 */
export async function joinCorporateAsNew(input: CorporateJoin): Promise<void> {
  ensureSessionStarted();
  const auth = scratchAuth('corporate');
  const { user } = await createUserWithEmailAndPassword(auth, input.email, input.password);
  try {
    await acceptInvite(user, input);
  } catch (error) {
    await user.delete().catch((e) => console.error('[mf-auth] could not delete the identity account', e));
    await signOut(auth).catch(() => undefined);
    throw error;
  }
  try {
    await sendVerification('corporate', user);
  } finally {
    await signOut(auth);
  }
  goToConfirm('corporate', input.email, input.password);
}

/**
 * Joining with a login of the employer pool that has no company (it left or was removed from another team, or its
 * registration never finished): accepted with that login in a memory-only instance, then signed in as the session
 * (an unverified login goes to the confirm prompt, as any sign-in). Resolves with the sign-in's outcome.
 */
export async function joinCorporateAsMember(input: CorporateJoin): Promise<InitOutcome> {
  ensureSessionStarted();
  const auth = scratchAuth('corporate');
  const { user } = await signInWithEmailAndPassword(auth, input.email, input.password);
  try {
    await acceptInvite(user, input);
  } finally {
    await signOut(auth).catch(() => undefined);
  }
  return loginWithPassword('corporate', input.email, input.password);
}

export type ResendResult = 'sent' | 'needsLogin' | 'alreadyVerified';

/** Re-sends the verification e-mail with the credentials of this tab (memory only), in a throw-away instance. */
export async function resendVerification(role: Role): Promise<ResendResult> {
  ensureSessionStarted();
  const email = pendingEmail(role);
  const password = pendingPassword(role);
  if (!email || !password) return 'needsLogin';
  const auth = scratchAuth(role);
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  try {
    if (user.emailVerified) return 'alreadyVerified';
    await sendVerification(role, user);
    otp().start();
    return 'sent';
  } finally {
    await signOut(auth);
  }
}

/** Saves the consent of the privacy-settings dialog for the signed-in candidate. */
export async function saveConsent(consent: {
  cookie: boolean;
  pdpa: boolean;
  marketing: boolean;
}): Promise<CandidateProfile | null> {
  const user = poolAuth('candidate').currentUser;
  if (!user) throw new Error('no candidate session');
  const list = await authedFetch<CandidateProfile[]>(user, '/candidate/savePDPASection', {
    method: 'PUT',
    body: consent,
  });
  const profile = list[0] ?? null;
  profiles.candidate = profile;
  dispatch(sessionActions.profileLoaded(profile));
  dispatch(baseApi.util.invalidateTags(['CandidateProfile']));
  return profile;
}

/** Cancels the pending deletion request of the candidate who just signed in (the deletion dialog's button). */
export async function cancelDeletionRequest(): Promise<void> {
  const token = deletionCancelToken;
  if (!token) throw new Error('no candidate sign-in to cancel the deletion request with');
  // authedFetch asks the identity only for its ID token; the session itself was signed out (spec section 4)
  const signedInAs = { getIdToken: () => Promise.resolve(token) } as unknown as User;
  await authedFetch<CandidateProfile[]>(signedInAs, '/candidate/deletion-request/cancel', { method: 'POST' });
  deletionCancelToken = null;
}
