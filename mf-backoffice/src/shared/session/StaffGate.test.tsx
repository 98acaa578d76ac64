/** The staff gate as staff see it: sign-in while signed out, the explanations when the pool refuses, the page when let in. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiError,
  fake,
  initTestApp,
  me,
  ok,
  renderPage,
  staffSignedIn,
  stubApi,
} from '../../test/renderWithApp';
import { th } from '../../i18n/th';
import { StaffGate } from './StaffGate';

beforeAll(initTestApp);

const page = () =>
  renderPage(<StaffGate>{(staff) => <p>inside as {staff.email}</p>}</StaffGate>, {
    path: '/backoffice',
    url: '/backoffice',
  });

it('signed out: the staff sign-in form; a wrong password is said in Thai; signing in lets the staff member in', async () => {
  staffSignedIn(null);
  const calls = stubApi((call) =>
    call.path === '/backoffice/me'
      ? ok(me(['moderator'], call.authorization ? 'a@staff.test' : ''))
      : undefined,
  );
  const user = userEvent.setup();
  page();
  await user.type(await screen.findByLabelText(th.login.email), 'a@staff.test');
  await user.type(screen.getByLabelText(th.login.password), 'wrong');
  fake.signInError = { code: 'auth/invalid-credential' };
  await user.click(screen.getByRole('button', { name: th.login.submit }));
  expect(await screen.findByRole('alert')).toHaveTextContent(th.login.errors.invalidCredential);
  expect(calls).toHaveLength(0);

  fake.signInError = null;
  await user.click(screen.getByRole('button', { name: th.login.submit }));
  expect(await screen.findByText('inside as a@staff.test')).toBeInTheDocument();
  expect(calls[0]).toMatchObject({ path: '/backoffice/me', authorization: 'Bearer staff-token' });
});

it('asks for the e-mail and password before trying', async () => {
  staffSignedIn(null);
  stubApi(() => undefined);
  const user = userEvent.setup();
  page();
  await user.click(await screen.findByRole('button', { name: th.login.submit }));
  expect(screen.getByText(th.login.emailRequired)).toBeInTheDocument();
  expect(screen.getByText(th.login.passwordRequired)).toBeInTheDocument();
  expect(screen.getByLabelText(th.login.email)).toHaveAttribute('aria-invalid', 'true');
});

it('explains MFA_REQUIRED with a factor enrolled: sign in again with the code (enrolment is TotpEnrolment.test)', async () => {
  staffSignedIn('mod@staff.test');
  fake.secondFactor = true;
  stubApi(() => apiError(403, 'MFA_REQUIRED', 'Please sign in with two-step verification'));
  const user = userEvent.setup();
  page();
  expect(await screen.findByRole('heading', { name: th.gate.mfaTitle })).toBeInTheDocument();
  expect(screen.getByText(th.gate.mfa)).toBeInTheDocument();
  expect(screen.queryByText(/inside as/)).not.toBeInTheDocument();
  expect(screen.queryByLabelText(th.mfa.code)).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: th.gate.signOutToSignIn }));
  expect(await screen.findByLabelText(th.login.email)).toBeInTheDocument();
});

it('a staff account without a role is told so, and can switch account', async () => {
  staffSignedIn('new@staff.test');
  stubApi(() => apiError(403, 'STAFF_ROLE_REQUIRED', 'no role'));
  const user = userEvent.setup();
  page();
  expect(await screen.findByRole('heading', { name: th.gate.noRoleTitle })).toBeInTheDocument();
  expect(screen.getByText(/new@staff\.test/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: th.gate.signInAgain }));
  expect(await screen.findByLabelText(th.login.email)).toBeInTheDocument();
});

it('an empty role list is "no role" too', async () => {
  staffSignedIn('none@staff.test');
  stubApi(() => ok(me([], 'none@staff.test')));
  page();
  expect(await screen.findByRole('heading', { name: th.gate.noRoleTitle })).toBeInTheDocument();
});

it('another failure shows the message with a retry', async () => {
  staffSignedIn('mod@staff.test');
  let fail = true;
  stubApi(() => (fail ? apiError(500, 'INTERNAL_ERROR', 'เกิดข้อผิดพลาด') : ok(me(['editor']))));
  const user = userEvent.setup();
  page();
  expect(await screen.findByText('เกิดข้อผิดพลาด')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: th.common.retry }));
  await waitFor(() => expect(screen.getByText('inside as mod@staff.test')).toBeInTheDocument());
});
