import { sessionNeeded } from './sessionNeeded';

const guest = { loginModalOpen: false, storedSession: false };

describe('sessionNeeded', () => {
  it.each(['/', '/blog', '/blog/some-post', '/candidate/jobs', '/corporate', '/contact-us', '/no-such-page'])(
    'a guest on %s does not need mf-auth',
    (pathname) => expect(sessionNeeded({ pathname, ...guest })).toBe(false),
  );

  it.each([
    '/candidate/login',
    '/corporate/register',
    '/candidate/auth',
    '/candidate/overview',
    '/corporate/dashboard',
  ])('sign-in screens and guarded pages need it: %s', (pathname) =>
    expect(sessionNeeded({ pathname, ...guest })).toBe(true),
  );

  it('a stored session or an opened login modal needs it on any page', () => {
    expect(sessionNeeded({ pathname: '/', loginModalOpen: false, storedSession: true })).toBe(true);
    expect(sessionNeeded({ pathname: '/candidate/jobs', loginModalOpen: true, storedSession: false })).toBe(
      true,
    );
  });
});
