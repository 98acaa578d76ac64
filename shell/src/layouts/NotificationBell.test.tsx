import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import * as platform from 'mf_shared_ui/platform';
import { shared } from '../federation/sharedModules';
import { NotificationBell } from './NotificationBell';
import { NOTIFICATIONS_CHANGED } from './useUnreadCount';
import { shellResources } from '../i18n/resources';

shared.platform = platform;

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'th',
    ns: ['shell'],
    defaultNS: 'shell',
    resources: { th: { shell: shellResources.th }, en: { shell: shellResources.en } },
    interpolation: { escapeValue: false },
  });
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

function renderAs(session: 'guest' | 'candidate' | 'corporate') {
  const store = platform.createAppStore();
  if (session === 'guest') store.dispatch(platform.sessionActions.signedOut());
  else store.dispatch(platform.sessionActions.signedIn({ user, userType: session }));
  return render(
    <Provider store={store}>
      <MemoryRouter>
        <NotificationBell poll={{ everyMs: 1000, maxBackoffMs: 4000 }} />
      </MemoryRouter>
    </Provider>,
  );
}

const answer = (count: number) =>
  ({ ok: true, status: 200, json: async () => ({ data: { count } }) }) as Response;
const failure = { ok: false, status: 503, json: async () => ({}) } as Response;

describe('NotificationBell', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    jest.useFakeTimers();
    fetchMock = jest.fn();
    global.fetch = fetchMock;
  });
  afterEach(() => jest.useRealTimers());

  const flush = () => act(async () => void (await Promise.resolve()));
  const advance = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));

  it('is not shown to a guest and asks nothing', async () => {
    renderAs('guest');
    await flush();
    expect(screen.queryByTestId('notification-bell')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the unread count of the signed-in role and links to its notifications page', async () => {
    fetchMock.mockResolvedValue(answer(3));
    renderAs('corporate');
    await advance(0);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/corporate/notifications/unread-count');
    expect(screen.getByTestId('notification-count').textContent).toBe('3');
    expect(screen.getByTestId('notification-bell').getAttribute('href')).toBe('/corporate/notifications');
    expect(screen.getByTestId('notification-bell').getAttribute('aria-label')).toBe(
      'การแจ้งเตือน ยังไม่ได้อ่าน 3 รายการ',
    );
  });

  it('polls, backs off after failures (1 s, 2 s, 4 s, at most 4 s) and asks at once when a page reads', async () => {
    fetchMock.mockResolvedValue(answer(1));
    renderAs('candidate');
    await advance(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await advance(1000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    fetchMock.mockResolvedValue(failure);
    await advance(1000); // 3rd call fails: next wait 2 s
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await advance(1500);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await advance(500); // 4th fails: next wait 4 s
    expect(fetchMock).toHaveBeenCalledTimes(4);
    await advance(3900);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    await advance(100); // 5th fails: still 4 s (the cap)
    expect(fetchMock).toHaveBeenCalledTimes(5);
    fetchMock.mockResolvedValue(answer(0));
    await act(async () => void window.dispatchEvent(new Event(NOTIFICATIONS_CHANGED)));
    await advance(0);
    expect(fetchMock).toHaveBeenCalledTimes(6);
    expect(screen.queryByTestId('notification-count')).toBeNull();
  });
});
