/** /backoffice/login: the staff pool's sign-in, then the page asked for. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestApp, renderPage, staffFirebase, staffSignedIn, stubApi } from '../../../test/renderWithApp';
import { th } from '../../../i18n/th';
import { afterLoginPath } from '../utils/afterLogin';
import LoginPage from './LoginPage';

beforeAll(initTestApp);

it('signs in with e-mail and password and goes to the page asked for', async () => {
  staffSignedIn(null);
  stubApi(() => undefined);
  const user = userEvent.setup();
  renderPage(<LoginPage />, {
    path: '/backoffice/login',
    url: '/backoffice/login?next=%2Fbackoffice%2Faudit',
  });
  expect(await screen.findByRole('heading', { name: th.login.title })).toBeInTheDocument();
  await user.type(screen.getByLabelText(th.login.email), 'admin@staff.test');
  await user.type(screen.getByLabelText(th.login.password), 'Demo1234!');
  await user.click(screen.getByRole('button', { name: th.login.submit }));
  expect(staffFirebase.signIn).toHaveBeenCalledWith('admin@staff.test', 'Demo1234!');
  expect(await screen.findByTestId('location')).toHaveTextContent('/backoffice/audit');
});

it('goes back only to a back-office page', () => {
  expect(afterLoginPath('/backoffice/content/p1')).toBe('/backoffice/content/p1');
  expect(afterLoginPath('https://evil.example/backoffice')).toBe('/backoffice');
  expect(afterLoginPath('//evil.example')).toBe('/backoffice');
  expect(afterLoginPath('/candidate/profile')).toBe('/backoffice');
  expect(afterLoginPath(null)).toBe('/backoffice');
});
