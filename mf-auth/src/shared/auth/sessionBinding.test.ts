/**
 * A page that signs in on arrival (the e-mail link landing) can ask the controller to start before SessionRoot has
 * registered its binding: the session must still start once the binding arrives, or the sign-in is never seen.
 */
jest.mock('firebase/auth', () => jest.requireActual('../../test/fakeFirebaseAuth').firebaseAuthModule());
jest.mock('./firebase', () => jest.requireActual('../../test/fakeFirebaseAuth').firebasePoolsModule());

// eslint-disable-next-line @typescript-eslint/no-require-imports
const firebaseAuth = require('firebase/auth') as Record<string, jest.Mock>;

it('a start asked for before SessionRoot mounted happens when the binding arrives', async () => {
  const controller = await import('./controller');
  const { setSessionBinding } = await import('./sessionBinding');
  controller.ensureSessionStarted();
  expect(firebaseAuth.onAuthStateChanged).not.toHaveBeenCalled();
  setSessionBinding({
    dispatch: jest.fn(),
    navigate: jest.fn(),
    getOtp: () => ({ count: 0, active: false, interval: 60 }),
  });
  // one listener per pool
  expect(firebaseAuth.onAuthStateChanged).toHaveBeenCalledTimes(2);
});
