/**
 * E-mail link sign-in of candidates (spec section 7, accounts:signInWithEmailLink). Candidates only: spec section 6
 * gives employers e-mail/password only. The e-mail is remembered in localStorage when the link is sent, as Firebase
 * recommends, so the link opened in the same browser signs in at once; opened elsewhere, the landing asks for it.
 */
import {
  isSignInWithEmailLink,
  sendSignInLinkToEmail,
  signInWithEmailLink,
  type ActionCodeSettings,
} from 'firebase/auth';
import { getRuntimeConfig } from 'mf_shared_ui/platform';
import { poolAuth } from './firebase';
import { ensureSessionStarted, loginWith } from './controller';
import type { InitOutcome } from './sessionRules';
import { authPaths, safeRedirect } from '../paths';

export const LINK_EMAIL_KEY = 'jobportal.emailForSignIn';

/** The e-mail a link was sent to from this browser, if any. */
export function storedLinkEmail(): string | null {
  try {
    return window.localStorage.getItem(LINK_EMAIL_KEY);
  } catch {
    return null;
  }
}

/**
 * The e-mail to complete a link with without asking: the one it was sent to from this browser, else the signed-in
 * candidate's (their own link opened again, e.g. a used one, is then answered as such instead of asking).
 */
export async function knownLinkEmail(): Promise<{ email: string; remembered: boolean } | null> {
  const stored = storedLinkEmail();
  if (stored) return { email: stored, remembered: true };
  const auth = poolAuth('candidate');
  await auth.authStateReady();
  const email = auth.currentUser?.email;
  return email ? { email, remembered: false } : null;
}

function storeLinkEmail(email: string | null): void {
  try {
    if (email) window.localStorage.setItem(LINK_EMAIL_KEY, email);
    else window.localStorage.removeItem(LINK_EMAIL_KEY);
  } catch {
    /* private mode: the landing asks for the e-mail */
  }
}

/**
 * The link leads back to /candidate/auth on the portal's origin with ?redirect= where the user was; the identity
 * provider appends mode=signIn, oobCode, apiKey and tenantId (hosted handler and emulator alike).
 */
export function emailLinkSettings(redirect: string | null): ActionCodeSettings {
  const base = getRuntimeConfig().publicBaseUrl.replace(/\/$/, '');
  const url = new URL(`${base}${authPaths('candidate').auth}`);
  const target = safeRedirect(redirect);
  if (target) url.searchParams.set('redirect', target);
  return { url: url.toString(), handleCodeInApp: true };
}

/** Sends the sign-in link (throws the SDK error) and remembers the e-mail for the landing. */
export async function sendLoginLink(email: string, redirect: string | null): Promise<void> {
  ensureSessionStarted();
  await sendSignInLinkToEmail(poolAuth('candidate'), email, emailLinkSettings(redirect));
  storeLinkEmail(email);
}

/** The URL is a candidate sign-in link (mode=signIn with its code and key). */
export function isLoginLink(href: string): boolean {
  return isSignInWithEmailLink(poolAuth('candidate'), href);
}

/** Completes the sign-in of the link with the e-mail it was sent to; the remembered e-mail is forgotten once used. */
export async function completeLoginLink(email: string, href: string): Promise<InitOutcome> {
  const outcome = await loginWith('candidate', () => signInWithEmailLink(poolAuth('candidate'), email, href));
  storeLinkEmail(null);
  return outcome;
}
