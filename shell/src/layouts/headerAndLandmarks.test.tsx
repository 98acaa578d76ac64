import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import * as platform from 'mf_shared_ui/platform';
import type * as UiModule from 'mf_shared_ui/ui';
import { shared } from '../federation/sharedModules';
import { shellResources } from '../i18n/resources';
import { LoadingBarProvider } from '../loading/LoadingBar';
import { DefaultLayout } from './Layouts';

shared.platform = platform;

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'th',
    ns: ['shell'],
    defaultNS: 'shell',
    resources: { th: { shell: shellResources.th }, en: { shell: shellResources.en } },
    interpolation: { escapeValue: false },
  });
  // The design system registers its texts when loaded: after i18next is initialised, as in the browser.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  shared.ui = require('mf_shared_ui/ui') as typeof UiModule;
});

const user = {
  uid: 'u1',
  email: 'a@b.co',
  displayName: 'A',
  photoURL: null,
  emailVerified: true,
  providerIds: ['password'],
  profile: null,
};

function renderPage(session: 'guest' | 'candidate' | 'corporate') {
  // A desktop's width: the header shows its links inline.
  window.matchMedia = ((query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
  const store = platform.createAppStore();
  if (session === 'guest') store.dispatch(platform.sessionActions.signedOut());
  else store.dispatch(platform.sessionActions.signedIn({ user, userType: session }));
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route element={<DefaultLayout />}>
            <Route index element={<h1>Home</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

const headerLinks = () =>
  within(screen.getByRole('banner'))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('the public layout and its header', () => {
  it('has one main landmark (no <main> inside a <main>)', () => {
    const { container } = renderPage('guest');
    expect(container.querySelectorAll('main')).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('shows a guest "สำหรับผู้ประกอบการ" once, and the employer sign-in under its own name', () => {
    renderPage('guest');
    expect(within(screen.getByRole('banner')).getAllByText('สำหรับผู้ประกอบการ')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'เข้าสู่ระบบผู้ประกอบการ' }).getAttribute('href')).toBe(
      '/corporate/login',
    );
  });

  it("gives a signed-in employer the employer's links, not the job seeker's", () => {
    renderPage('corporate');
    const links = headerLinks();
    expect(links).toEqual(expect.arrayContaining(['/corporate/dashboard', '/corporate/application']));
    expect(links).not.toContain('/candidate/jobs');
    expect(links).not.toContain('/candidate/ai-job-matching');
  });

  it("gives a candidate the job seeker's links", () => {
    renderPage('candidate');
    expect(headerLinks()).toEqual(expect.arrayContaining(['/candidate/jobs', '/candidate/ai-job-matching']));
    expect(headerLinks()).not.toContain('/corporate/dashboard');
  });
});

describe('the loading bar', () => {
  it('is a progress bar with a name in the page language', () => {
    render(
      <LoadingBarProvider>
        <p>page</p>
      </LoadingBarProvider>,
    );
    const bar = screen.getByTestId('loading-bar');
    expect(bar.getAttribute('role')).toBe('progressbar');
    expect(bar.getAttribute('aria-label')).toBe('กำลังโหลดหน้า');
  });
});
