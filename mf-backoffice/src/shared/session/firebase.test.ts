/**
 * The real staff-pool adapter (every other test replaces it) over a mocked Firebase SDK: TOTP enrolment makes
 * Firebase's documented calls in order (the Auth emulator has no TOTP, so nothing runs them for real here).
 */
import type * as FirebaseModule from './firebase';

jest.mock('firebase/app', () => ({
  getApps: () => [],
  initializeApp: (_options: unknown, name: string) => ({ name }),
}));

jest.mock('firebase/auth', () => {
  const user = { uid: 'staff-1', email: 'mod@staff.test' };
  const factors = {
    enrolledFactors: [] as unknown[],
    getSession: jest.fn(async () => 'mfa-session'),
    enroll: jest.fn(async () => undefined),
  };
  const secret = {
    secretKey: 'JBSWY3DPEHPK3PXP',
    generateQrCodeUrl: jest.fn(
      (account: string, issuer: string) => `otpauth://totp/${issuer}:${account}?secret=JBSWY3DPEHPK3PXP`,
    ),
  };
  return {
    mock: { user, factors, secret },
    browserLocalPersistence: {},
    indexedDBLocalPersistence: {},
    connectAuthEmulator: jest.fn(),
    initializeAuth: jest.fn(() => ({ currentUser: user, tenantId: null, languageCode: null })),
    multiFactor: jest.fn(() => factors),
    TotpMultiFactorGenerator: {
      FACTOR_ID: 'totp',
      generateSecret: jest.fn(async () => secret),
      assertionForEnrollment: jest.fn((s: unknown, code: string) => ({ secret: s, code })),
    },
  };
});

const { staffFirebase, TOTP_DISPLAY_NAME, TOTP_ISSUER } =
  jest.requireActual<typeof FirebaseModule>('./firebase');
const sdk = jest.requireMock<{
  mock: {
    user: { email: string };
    factors: { enrolledFactors: unknown[]; getSession: jest.Mock; enroll: jest.Mock };
    secret: { secretKey: string; generateQrCodeUrl: jest.Mock };
  };
  multiFactor: jest.Mock;
  TotpMultiFactorGenerator: { generateSecret: jest.Mock; assertionForEnrollment: jest.Mock };
}>('firebase/auth');

it('knows whether the signed-in user has a second factor', () => {
  expect(staffFirebase.hasSecondFactor()).toBe(false);
  sdk.mock.factors.enrolledFactors.push({ factorId: 'totp' });
  expect(staffFirebase.hasSecondFactor()).toBe(true);
  sdk.mock.factors.enrolledFactors.length = 0;
});

it('enrols TOTP as documented: session, secret, otpauth URI; then assertion for enrolment and enroll', async () => {
  const secret = await staffFirebase.startTotpEnrolment();
  expect(sdk.multiFactor).toHaveBeenCalledWith(sdk.mock.user);
  expect(sdk.mock.factors.getSession).toHaveBeenCalled();
  expect(sdk.TotpMultiFactorGenerator.generateSecret).toHaveBeenCalledWith('mfa-session');
  expect(sdk.mock.secret.generateQrCodeUrl).toHaveBeenCalledWith('mod@staff.test', TOTP_ISSUER);
  expect(secret).toEqual({
    secretKey: 'JBSWY3DPEHPK3PXP',
    uri: 'otpauth://totp/JobPortal Back office:mod@staff.test?secret=JBSWY3DPEHPK3PXP',
    handle: sdk.mock.secret,
  });

  await staffFirebase.enrolTotp(secret.handle, '123456');
  expect(sdk.TotpMultiFactorGenerator.assertionForEnrollment).toHaveBeenCalledWith(sdk.mock.secret, '123456');
  expect(sdk.mock.factors.enroll).toHaveBeenCalledWith(
    { secret: sdk.mock.secret, code: '123456' },
    TOTP_DISPLAY_NAME,
  );
  expect(TOTP_DISPLAY_NAME).toBe('Authenticator app');
});

it('a Firebase error reaches the caller with its code (the UI maps it)', async () => {
  sdk.mock.factors.enroll.mockRejectedValueOnce({ code: 'auth/invalid-verification-code' });
  await expect(staffFirebase.enrolTotp(sdk.mock.secret, '000000')).rejects.toEqual({
    code: 'auth/invalid-verification-code',
  });
});
