import { matchRoute, ROUTES } from './routes';
import { ROUTE_META } from './routeMeta';

describe('matchRoute: the route a path belongs to, as the shell router picks it', () => {
  it('matches static routes before parameter routes and reads parameters', () => {
    expect(matchRoute('/corporate/login')?.route.id).toBe('corporateLogin');
    expect(matchRoute('/corporate/abc')).toMatchObject({
      route: { id: 'corporatePublic' },
      params: { id: 'abc' },
    });
    expect(matchRoute('/candidate/jobs/x%20y')?.params).toEqual({ id: 'x y' });
    expect(matchRoute('/blog/')?.route.id).toBe('blog');
    expect(matchRoute('/')?.route.id).toBe('home');
  });

  it('puts the back office under /backoffice: client-rendered, never indexed, its own chrome', () => {
    expect(matchRoute('/backoffice')?.route.page).toBe('Home');
    expect(matchRoute('/backoffice/login')?.route.page).toBe('Login');
    expect(matchRoute('/backoffice/moderation')).toMatchObject({
      route: { page: 'Area' },
      params: { area: 'moderation' },
    });
    expect(matchRoute('/backoffice/content/42')?.params).toEqual({ area: 'content', id: '42' });
    const backoffice = ROUTES.filter((r) => r.path.startsWith('/backoffice'));
    expect(backoffice).toHaveLength(4);
    for (const route of backoffice)
      expect(route).toMatchObject({
        remote: 'mf_backoffice',
        layout: 'bare',
        noindex: true,
        clientOnly: true,
      });
    expect(ROUTES.filter((r) => r.clientOnly)).toEqual(backoffice);
  });

  it('returns null for a path outside the table', () => {
    expect(matchRoute('/no/such/page')).toBeNull();
    expect(matchRoute('/candidate/jobs/1/2')).toBeNull();
  });

  it('has a title in Thai and English for every page a guest can open', () => {
    for (const route of ROUTES.filter((r) => r.guard !== 'candidate' && r.guard !== 'corporate'))
      for (const locale of ['th', 'en'] as const)
        expect(ROUTE_META[locale][route.id as keyof (typeof ROUTE_META)['th']]?.title).toBeTruthy();
  });
});
