/**
 * The Firebase Auth SDK replaced for the session runtime's unit tests. Each pool keeps its current user and the
 * auth-state listener the controller registered, so a test signs a user in by setting `pools.candidate.currentUser`
 * and calling `authListeners.get('candidate')?.(user)`. In a test file:
 *
 *   jest.mock('firebase/auth', () => jest.requireActual('../../test/fakeFirebaseAuth').firebaseAuthModule());
 *   jest.mock('./firebase', () => jest.requireActual('../../test/fakeFirebaseAuth').firebasePoolsModule());
 *
 * (jest.requireActual gives the same module instance as the test's own import of this file.)
 */
export const authListeners = new Map<string, (user: unknown) => void>();
export const pools: Record<string, { currentUser: unknown; role?: string }> = {
  candidate: { currentUser: null },
  corporate: { currentUser: null },
};

/** What `firebase/auth` exports to the controller: listeners and sign-out act on `pools`, the rest are jest.fn. */
export function firebaseAuthModule() {
  return {
    onAuthStateChanged: jest.fn((auth: { role: string }, next: (user: unknown) => void) => {
      authListeners.set(auth.role, next);
      return () => undefined;
    }),
    signOut: jest.fn(async (auth: { role: string }) => {
      pools[auth.role].currentUser = null;
    }),
    sendSignInLinkToEmail: jest.fn(async () => undefined),
    isSignInWithEmailLink: jest.fn((_auth: unknown, href: string) => /[?&]mode=signIn(&|$)/.test(href)),
    signInWithEmailLink: jest.fn(),
    createUserWithEmailAndPassword: jest.fn(),
    sendEmailVerification: jest.fn(),
    signInWithEmailAndPassword: jest.fn(),
    signInWithPopup: jest.fn(),
    updateProfile: jest.fn(),
    GoogleAuthProvider: class {},
    FacebookAuthProvider: class {},
  };
}

/** What `shared/auth/firebase` exports: each role's pool is its entry of `pools`. */
export function firebasePoolsModule() {
  return {
    poolAuth: jest.fn((role: string) => Object.assign(pools[role], { role })),
    scratchAuth: jest.fn(),
    actionCodeSettings: jest.fn(),
  };
}

/** A verified e-mail + password user whose ID token is valid for `validForMs`. */
export function fakeUser(
  fields: { uid: string; email: string; displayName?: string | null },
  validForMs = 3_600_000,
) {
  return {
    displayName: null,
    photoURL: null,
    emailVerified: true,
    providerData: [{ providerId: 'password' }],
    getIdToken: jest.fn(async () => 'id-token'),
    getIdTokenResult: jest.fn(async () => ({
      expirationTime: new Date(Date.now() + validForMs).toUTCString(),
    })),
    ...fields,
  };
}
