// Stands in for shared/session/firebase.ts: a staff user the test sets, sign-in that succeeds or fails on demand.
import type { StaffUser } from '../shared/session/firebase';

type Listener = (user: StaffUser | null) => void;
const listeners = new Set<Listener>();

export const fake = {
  user: null as StaffUser | null,
  token: 'staff-token',
  /** thrown by the next signIn (a FirebaseError-like { code }) */
  signInError: null as unknown,
};

export function setStaffUser(user: StaffUser | null): void {
  fake.user = user;
  listeners.forEach((listener) => listener(user));
}

export function resetFakeFirebase(user: StaffUser | null = null): void {
  listeners.clear();
  fake.user = user;
  fake.signInError = null;
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
  token: async () => (fake.user ? fake.token : null),
  setLanguage: () => undefined,
};

export const staffAuth = () => {
  throw new Error('the real staff pool is not used in tests');
};
