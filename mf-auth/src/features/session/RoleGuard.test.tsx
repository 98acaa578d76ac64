import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { renderAt } from '../../test/renderWithStore';
import { RoleGuard } from './RoleGuard';

jest.mock('../../shared/auth/controller', () => ({ logout: jest.fn(async () => undefined) }));

jest.setTimeout(30_000);
beforeAll(() => i18next.changeLanguage('th'));

const page = <div data-testid="page">PAGE</div>;

describe('RoleGuard', () => {
  it('renders nothing while the session loads (the splash covers it)', () => {
    renderAt(<RoleGuard role="candidate">{page}</RoleGuard>, '/candidate/overview', 'loading');
    expect(screen.queryByTestId('page')).toBeNull();
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('sends a guest to the login of the role with ?redirect=', async () => {
    const { router } = renderAt(
      <RoleGuard role="candidate">{page}</RoleGuard>,
      '/candidate/overview?tab=1',
      'guest',
    );
    await screen.findByTestId('location');
    expect(router.state.location.pathname).toBe('/candidate/login');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/candidate/overview?tab=1')}`);
  });

  it('lets the right role through', () => {
    renderAt(<RoleGuard role="corporate">{page}</RoleGuard>, '/corporate/dashboard', 'corporate');
    expect(screen.getByTestId('page')).toBeInTheDocument();
  });

  it('tells a user of the other role what the page is for, with a switch button', () => {
    renderAt(<RoleGuard role="corporate">{page}</RoleGuard>, '/corporate/dashboard', 'candidate');
    expect(screen.queryByTestId('page')).toBeNull();
    expect(screen.getByText('หน้านี้สำหรับผู้ประกอบการ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ออกจากระบบและเข้าสู่ระบบผู้ประกอบการ' })).toBeInTheDocument();
  });

  it('guest-only: a guest sees the page, a signed-in user goes home', async () => {
    renderAt(<RoleGuard role="guest-only">{page}</RoleGuard>, '/candidate/login', 'guest');
    expect(screen.getByTestId('page')).toBeInTheDocument();
  });

  it.each([
    ['candidate', '/candidate/jobs'],
    ['corporate', '/corporate/dashboard'],
  ] as const)('guest-only: %s goes to %s', async (role, home) => {
    const { router } = renderAt(<RoleGuard role="guest-only">{page}</RoleGuard>, '/candidate/login', role);
    await screen.findByTestId('location');
    expect(router.state.location.pathname).toBe(home);
  });
});
