/**
 * TOTP enrolment in the staff gate, against the fake staff pool (the Auth emulator has no TOTP): the key and link
 * when the API answers MFA_REQUIRED and no factor is enrolled, a wrong code, success (sign out, sign in again with
 * the code), a sign-in too old to enrol with.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiError,
  fake,
  fakeTotpSecret,
  initTestApp,
  me,
  ok,
  renderPage,
  staffFirebase,
  staffSignedIn,
  stubApi,
} from '../../test/renderWithApp';
import { th } from '../../i18n/th';
import { StaffGate } from './StaffGate';
import { groupKey, spellKey } from './TotpEnrolment';

beforeAll(initTestApp);
beforeEach(() => staffSignedIn('mod@staff.test'));

const gate = () =>
  renderPage(<StaffGate>{(staff) => <p>inside as {staff.email}</p>}</StaffGate>, {
    path: '/backoffice',
    url: '/backoffice',
  });

/** The API as in production: a token without a second factor is refused; one from a sign-in with the code is not. */
const api = () =>
  stubApi(() =>
    staffFirebase.resolveTotp.mock.calls.length > 0
      ? ok(me(['moderator'], 'mfa@staff.test'))
      : apiError(403, 'MFA_REQUIRED', 'Please sign in with two-step verification'),
  );

async function codeField() {
  expect(await screen.findByRole('heading', { level: 1, name: th.mfa.title })).toBeInTheDocument();
  return screen.findByLabelText(th.mfa.code);
}
const verify = () => screen.getByRole('button', { name: th.mfa.submit });

it('groups the key in fours and spells it out one character at a time', () => {
  expect(groupKey('JBSWY3DPEHPK3PXPJB')).toBe('JBSW Y3DP EHPK 3PXP JB');
  expect(spellKey('JBSWY3DP')).toBe('J B S W, Y 3 D P');
});

it('MFA_REQUIRED and no factor: the set-up with the app link, the key (copyable, spelled out) and the code field', async () => {
  api();
  const user = userEvent.setup();
  gate();
  await codeField();
  expect(staffFirebase.startTotpEnrolment).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('heading', { name: th.mfa.addTitle })).toHaveFocus();
  expect(screen.getByText(th.mfa.intro.replace('{{email}}', 'mod@staff.test'))).toBeInTheDocument();
  expect(screen.getByRole('link', { name: th.mfa.openApp })).toHaveAttribute('href', fakeTotpSecret.uri);

  const key = screen.getByRole('group', { name: th.mfa.secretLabel });
  expect(within(key).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toHaveAttribute(
    'aria-hidden',
    'true',
  );
  expect(within(key).getByText(spellKey(fakeTotpSecret.secretKey))).toBeInTheDocument();
  await user.click(within(key).getByRole('button', { name: th.mfa.copy }));
  expect(within(key).getByRole('status')).toHaveTextContent(th.mfa.copied);
  await expect(navigator.clipboard.readText()).resolves.toBe(fakeTotpSecret.secretKey);

  expect(screen.queryByText(/inside as/)).not.toBeInTheDocument();
  expect(screen.queryByText(th.gate.mfa)).not.toBeInTheDocument();
});

it('a code that is not six digits is refused before asking Firebase', async () => {
  api();
  const user = userEvent.setup();
  gate();
  await user.type(await codeField(), '12a4');
  await user.click(verify());
  expect(screen.getByRole('alert')).toHaveTextContent(th.mfa.codeInvalid);
  expect(screen.getByLabelText(th.mfa.code)).toHaveAttribute('aria-invalid', 'true');
  expect(staffFirebase.enrolTotp).not.toHaveBeenCalled();
});

it('a wrong code is said (announced) and the form stays for the next code', async () => {
  api();
  fake.enrolError = { code: 'auth/invalid-verification-code' };
  const user = userEvent.setup();
  gate();
  await user.type(await codeField(), '123456');
  await user.click(verify());
  expect(await screen.findByRole('alert')).toHaveTextContent(th.mfa.errors.invalidCode);
  expect(staffFirebase.enrolTotp).toHaveBeenCalledWith(fakeTotpSecret.handle, '123456');
  expect(staffFirebase.signOut).not.toHaveBeenCalled();
  const field = screen.getByLabelText(th.mfa.code);
  expect(field).toHaveValue('');
  expect(field).toHaveFocus();
  expect(screen.getByRole('group', { name: th.mfa.secretLabel })).toBeInTheDocument();

  fake.enrolError = null;
  await user.type(field, '654321');
  await user.click(verify());
  expect(await screen.findByText(th.mfa.enrolled)).toBeInTheDocument();
  expect(staffFirebase.enrolTotp).toHaveBeenLastCalledWith(fakeTotpSecret.handle, '654321');
});

it('the right code enrols the factor, signs out, and the sign-in with the code lets the staff member in', async () => {
  api();
  const user = userEvent.setup();
  gate();
  await user.type(await codeField(), '123456');
  await user.click(verify());

  expect(await screen.findByRole('alert')).toHaveTextContent(th.mfa.enrolled);
  expect(staffFirebase.enrolTotp).toHaveBeenCalledWith(fakeTotpSecret.handle, '123456');
  expect(fake.secondFactor).toBe(true);
  expect(staffFirebase.signOut).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('heading', { name: th.gate.signInTitle })).toHaveFocus();

  // the new sign-in: the pool asks for the second factor, the code is given, the API now lets the token in
  fake.signInError = { code: 'auth/multi-factor-auth-required' };
  await user.type(screen.getByLabelText(th.login.email), 'mfa@staff.test');
  await user.type(screen.getByLabelText(th.login.password), 'Demo1234!');
  await user.click(screen.getByRole('button', { name: th.login.submit }));
  await user.type(await screen.findByLabelText(th.login.code), '111222');
  await user.click(screen.getByRole('button', { name: th.login.verify }));
  expect(await screen.findByText('inside as mfa@staff.test')).toBeInTheDocument();
  expect(staffFirebase.resolveTotp).toHaveBeenCalledWith(fake.signInError, '111222');
});

it('a sign-in too old to enrol with (auth/requires-recent-login) signs out and asks to sign in again', async () => {
  api();
  fake.enrolError = { code: 'auth/requires-recent-login' };
  const user = userEvent.setup();
  gate();
  await user.type(await codeField(), '123456');
  await user.click(verify());
  expect(await screen.findByRole('alert')).toHaveTextContent(th.mfa.recentLogin);
  expect(staffFirebase.signOut).toHaveBeenCalledTimes(1);
  expect(screen.getByLabelText(th.login.email)).toBeInTheDocument();
});

it('the same when the key itself cannot be created for an old sign-in', async () => {
  api();
  fake.secretError = { code: 'auth/requires-recent-login' };
  gate();
  expect(await screen.findByText(th.mfa.recentLogin)).toBeInTheDocument();
  expect(staffFirebase.signOut).toHaveBeenCalledTimes(1);
});

it('a network failure creating the key is said, and retry creates it', async () => {
  api();
  fake.secretError = { code: 'auth/network-request-failed' };
  const user = userEvent.setup();
  gate();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(th.mfa.prepareFailed);
  expect(alert).toHaveTextContent(th.mfa.errors.network);
  fake.secretError = null;
  await user.click(within(alert).getByRole('button', { name: th.common.retry }));
  expect(await screen.findByLabelText(th.mfa.code)).toBeInTheDocument();
  expect(staffFirebase.startTotpEnrolment).toHaveBeenCalledTimes(2);
});

it('an expired key offers a new one', async () => {
  api();
  fake.enrolError = { code: 'auth/code-expired' };
  const user = userEvent.setup();
  gate();
  await user.type(await codeField(), '123456');
  await user.click(verify());
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(th.mfa.errors.expired);
  await user.click(within(alert).getByRole('button', { name: th.mfa.restart }));
  expect(await screen.findByRole('heading', { name: th.mfa.addTitle })).toHaveFocus();
  expect(staffFirebase.startTotpEnrolment).toHaveBeenCalledTimes(2);
});
