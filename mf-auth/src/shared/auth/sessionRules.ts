/**
 * Session initialisation rules of spec section 4 as a pure function: what to do for a signed-in identity of a
 * pool, given what is known so far. The runner (sessionController) executes the actions in order and calls
 * again with the profile when the first answer asks for it.
 */
import type { Role } from '../paths';
import { authPaths, PRIVACY_NOTICE_PATH } from '../paths';

/** Sign-in providers whose e-mail Firebase never marks verified (Facebook; LINE, whose ID token has no email_verified). */
export const PROVIDERS_WITHOUT_VERIFIED_EMAIL: readonly string[] = ['facebook.com', 'oidc.line'];

export type ProfileResult =
  | { ok: true; status: boolean; marketing: boolean | null | undefined }
  /** `code`: the API's error code when it answered with an error body (ApiErrorBody), else undefined. */
  | { ok: false; error: unknown; code?: string };

export interface InitInput {
  role: Role;
  providerIds: string[];
  emailVerified: boolean;
  /** undefined: not fetched yet. */
  profile?: ProfileResult;
  /** Current location path (without query). */
  path: string;
}

export type InitOutcome = 'signedIn' | 'unverified' | 'deletionRequested' | 'companySuspended' | 'noCompany';

export type InitAction =
  | { type: 'signOut' }
  | { type: 'navigate'; to: string }
  | { type: 'fetchProfile' }
  | { type: 'logProfileError' }
  | { type: 'signedIn'; userType: Role }
  | { type: 'showDeletionDialog'; delayMs: number }
  | { type: 'showSuspendedDialog' }
  | { type: 'showAccessEndedDialog' }
  | { type: 'openPrivacyDialog' }
  | { type: 'done'; outcome: InitOutcome };

/** Spec section 9: the deletion dialog appears about 1000 ms after the logout. */
export const DELETION_DIALOG_DELAY_MS = 1000;

export function initActions(input: InitInput): InitAction[] {
  const { role, providerIds, emailVerified, profile, path } = input;
  // Facebook and LINE do not report verified e-mails (LINE may report none): their sign-ins count as verified
  // (candidate pool only; the API applies the same rule, api/src/auth/verifier.ts).
  const verified =
    emailVerified ||
    (role === 'candidate' && providerIds.some((id) => PROVIDERS_WITHOUT_VERIFIED_EMAIL.includes(id)));
  if (!verified) {
    return [
      { type: 'signOut' },
      { type: 'navigate', to: authPaths(role).confirm },
      { type: 'done', outcome: 'unverified' },
    ];
  }
  if (profile === undefined) return [{ type: 'fetchProfile' }];
  if (!profile.ok && role === 'corporate' && profile.code === 'COMPANY_SUSPENDED') {
    // Operators suspended the employer's company: the API refuses every corporate route, so the identity cannot be
    // a session. The reason went out by e-mail; the dialog says so and where to ask (docs/DECISIONS.md).
    return [
      { type: 'signOut' },
      { type: 'showSuspendedDialog' },
      { type: 'done', outcome: 'companySuspended' },
    ];
  }
  if (!profile.ok && role === 'corporate' && profile.code === 'PROFILE_NOT_FOUND') {
    // A login without an employer account: removed from its company's team (issue 43), or a registration that never
    // got its company. Every corporate route would refuse it: signed out, with a dialog that says why.
    return [{ type: 'signOut' }, { type: 'showAccessEndedDialog' }, { type: 'done', outcome: 'noCompany' }];
  }
  if (!profile.ok) {
    // Other profile fetch failures are logged only (spec section 8): the identity stays signed in.
    return [
      { type: 'logProfileError' },
      { type: 'signedIn', userType: role },
      { type: 'done', outcome: 'signedIn' },
    ];
  }
  if (role === 'candidate' && profile.status === false) {
    return [
      { type: 'signOut' },
      { type: 'showDeletionDialog', delayMs: DELETION_DIALOG_DELAY_MS },
      { type: 'done', outcome: 'deletionRequested' },
    ];
  }
  const actions: InitAction[] = [{ type: 'signedIn', userType: role }];
  if (role === 'candidate' && profile.marketing === null && path !== PRIVACY_NOTICE_PATH) {
    actions.push({ type: 'openPrivacyDialog' });
  }
  actions.push({ type: 'done', outcome: 'signedIn' });
  return actions;
}
