// Stands in for shared/session/firebase.ts: a staff user the test sets, sign-in that succeeds or fails on demand,
// TOTP enrolment with a fixed secret (the Auth emulator has no TOTP: enrolment is only ever proven against this).
import type { StaffTotpSecret, StaffUser } from '../shared/session/firebase';

type Listener = (user: StaffUser | null) => void;
const listeners = new Set<Listener>();

export const fake = {
  user: null as StaffUser | null,
  token: 'staff-token',
  /** thrown by the next signIn (a FirebaseError-like { code }) */
  signInError: null as unknown,
  /** whether the user has an enrolled second factor (multiFactor(user).enrolledFactors not empty) */
  secondFactor: false,
  /** thrown by startTotpEnrolment / enrolTotp while set */
  secretError: null as unknown,
  enrolError: null as unknown,
};

/** The secret every enrolment gets (as Firebase's TotpSecret gives it: base32, no spaces). */
export const fakeTotpSecret: StaffTotpSecret = {
  secretKey: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/JobPortal%20Back%20office:mod%40staff.test?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=JobPortal%20Back%20office&algorithm=SHA1&digits=6&period=30',
  handle: { fake: 'totp-secret' },
};

export function setStaffUser(user: StaffUser | null): void {
  fake.user = user;
  listeners.forEach((listener) => listener(user));
}

export function resetFakeFirebase(user: StaffUser | null = null): void {
  listeners.clear();
  fake.user = user;
  fake.signInError = null;
  fake.secondFactor = false;
  fake.secretError = null;
  fake.enrolError = null;
  Object.values(staffFirebase).forEach((fn) => {
    if (jest.isMockFunction(fn)) fn.mockClear();
  });
}

export const staffFirebase = {
  watch(listener: Listener): () => void {
    listeners.add(listener);
    queueMicrotask(() => listener(fake.user));
    return () => listeners.delete(listener);
  },
  signIn: jest.fn(async (email: string, _password: string) => {
    if (fake.signInError) throw fake.signInError;
    setStaffUser({ uid: 'staff-1', email });
  }),
  resolveTotp: jest.fn(async () => setStaffUser({ uid: 'staff-1', email: 'mfa@staff.test' })),
  signOut: jest.fn(async () => setStaffUser(null)),
  hasSecondFactor: () => fake.user !== null && fake.secondFactor,
  startTotpEnrolment: jest.fn(async (): Promise<StaffTotpSecret> => {
    if (fake.secretError) throw fake.secretError;
    return fakeTotpSecret;
  }),
  enrolTotp: jest.fn(async (_handle: unknown, _code: string) => {
    if (fake.enrolError) throw fake.enrolError;
    fake.secondFactor = true;
  }),
  token: async () => (fake.user ? fake.token : null),
  setLanguage: () => undefined,
};

export const staffAuth = () => {
  throw new Error('the real staff pool is not used in tests');
};
