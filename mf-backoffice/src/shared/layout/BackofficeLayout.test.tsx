/** The navigation shows the areas the staff member's roles open, and only those. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestApp, me, renderPage, staffFirebase, staffSignedIn, stubApi } from '../../test/renderWithApp';
import { th } from '../../i18n/th';
import { areasFor, canOpen } from '../access/areas';
import { BackofficeLayout } from './BackofficeLayout';

beforeAll(initTestApp);

const navOf = (roles: Parameters<typeof me>[0]) => {
  renderPage(
    <BackofficeLayout me={me(roles)}>
      <p>page</p>
    </BackofficeLayout>,
    { path: '/backoffice', url: '/backoffice' },
  );
  const nav = screen.getByRole('navigation', { name: th.layout.nav });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

it('a moderator sees moderation and verification only', () => {
  expect(navOf(['moderator'])).toEqual([
    th.layout.home,
    th.areas.moderation.title,
    th.areas.verification.title,
  ]);
});

it('an editor and support member see their two areas; an admin sees every area', () => {
  expect(navOf(['editor', 'support'])).toEqual([
    th.layout.home,
    th.areas.content.title,
    th.areas.support.title,
  ]);
});

it('a release member sees Releases, and only Releases (a moderator does not: above)', () => {
  expect(navOf(['release'])).toEqual([th.layout.home, th.areas.releases.title]);
});

it('admin opens everything, Releases included; each other role opens its own areas', () => {
  expect(areasFor(['admin'])).toEqual([
    'moderation',
    'verification',
    'content',
    'support',
    'privacy',
    'system',
    'releases',
    'audit',
  ]);
  expect(areasFor(['release'])).toEqual(['releases']);
  expect(areasFor(['moderator'])).toEqual(['moderation', 'verification']);
  expect(areasFor(['privacy'])).toEqual(['privacy']);
  expect(canOpen(['release'], 'releases')).toBe(true);
  expect(canOpen(['moderator', 'editor', 'support', 'privacy'], 'releases')).toBe(false);
});

it('shows the staff e-mail, and signing out ends the staff session and goes to the sign-in page', async () => {
  staffSignedIn('mod@staff.test');
  stubApi(() => undefined);
  const user = userEvent.setup();
  navOf(['moderator']);
  expect(screen.getByTestId('staff-email')).toHaveTextContent('mod@staff.test');
  await user.click(screen.getByRole('button', { name: th.layout.signOut }));
  expect(staffFirebase.signOut).toHaveBeenCalled();
  expect(await screen.findByTestId('location')).toHaveTextContent('/backoffice/login');
});
