/** /backoffice/:area opens an area only for the roles the access rules give it (the API refuses the others too). */
import { screen } from '@testing-library/react';
import type { StaffMe } from '@jobportal/contracts';
import { me, ok, renderPage, staffPageTests, stubApi } from '../test/renderWithApp';
import { th } from '../i18n/th';
import AreaPage from './AreaPage';

staffPageTests('release@staff.test');

function openReleases(roles: StaffMe['roles']) {
  const calls = stubApi((call) => {
    if (call.path === '/backoffice/me') return ok(me(roles, 'release@staff.test'));
    if (call.path === '/releases')
      return {
        status: 200,
        body: {
          remotes: [],
          disk: { registryBytes: 0, freeBytes: null },
          retention: { keep: 5, liveWithinHours: 24 },
        },
      };
    if (call.path === '/backoffice/releases/events') return ok({ items: [], nextBefore: null });
    return undefined;
  });
  renderPage(<AreaPage />, { path: '/backoffice/:area', url: '/backoffice/releases' });
  return calls;
}

it('the release role opens Releases', async () => {
  openReleases(['release']);
  expect(await screen.findByRole('heading', { level: 1, name: th.areas.releases.title })).toBeInTheDocument();
  expect(await screen.findByText(th.releases.noRemotes)).toBeInTheDocument();
});

it('a moderator is refused Releases, and the page asks the release service nothing', async () => {
  const calls = openReleases(['moderator']);
  expect(await screen.findByRole('heading', { level: 1, name: th.common.noAccess })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: th.areas.releases.title })).toBeNull();
  expect(calls.some((c) => c.path.includes('releases'))).toBe(false);
});
