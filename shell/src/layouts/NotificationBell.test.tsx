import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import * as platform from 'mf_shared_ui/platform';
import { shared } from '../federation/sharedModules';
import { NotificationBell } from './NotificationBell';
import { NOTIFICATIONS_CHANGED } from './unreadCountFeed';
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

function renderAs(session: 'guest' | 'candidate' | 'corporate', live = false) {
  const store = platform.createAppStore();
  const dispatched = jest.spyOn(store, 'dispatch');
  if (session === 'guest') store.dispatch(platform.sessionActions.signedOut());
  else store.dispatch(platform.sessionActions.signedIn({ user, userType: session }));
  render(
    <Provider store={store}>
      <MemoryRouter>
        <NotificationBell poll={{ everyMs: 1000, maxBackoffMs: 4000, live }} />
      </MemoryRouter>
    </Provider>,
  );
  return { dispatched };
}

/** A streaming body the test writes server-sent events to (fetch() with a reader, as liveNotifications reads it). */
function sseBody() {
  const chunks: Uint8Array[] = [];
  let wake: (() => void) | null = null;
  let ended = false;
  const enc = new TextEncoder();
  const response = {
    ok: true,
    status: 200,
    body: {
      getReader: () => ({
        read: async (): Promise<{ value?: Uint8Array; done: boolean }> => {
          while (chunks.length === 0 && !ended) await new Promise<void>((r) => (wake = r));
          const value = chunks.shift();
          return value ? { value, done: false } : { done: true };
        },
        cancel: async () => {
          ended = true;
          wake?.();
        },
      }),
    },
  } as unknown as Response;
  return {
    response,
    send: (text: string) => {
      chunks.push(enc.encode(text));
      wake?.();
    },
    end: () => {
      ended = true;
      wake?.();
    },
  };
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

  it('live: follows the stream, stops polling while it is up, refreshes the notification pages, polls again when it is cut', async () => {
    const stream = sseBody();
    const polls = () => fetchMock.mock.calls.filter(([u]) => String(u).endsWith('/unread-count')).length;
    fetchMock.mockImplementation(async (u: string) => (u.endsWith('/stream') ? stream.response : answer(1)));
    const { dispatched } = renderAs('candidate', true);
    await advance(0);
    expect(polls()).toBe(1);
    const streamCall = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/stream'));
    expect(streamCall?.[0]).toBe('/api/candidate/notifications/stream');
    stream.send('event: count\ndata: {"count":1}\n\n');
    await advance(0);
    expect(screen.getByTestId('notification-count').textContent).toBe('1');
    await advance(5000);
    expect(polls()).toBe(1); // no poll while the stream is up
    await act(async () => void window.dispatchEvent(new Event(NOTIFICATIONS_CHANGED)));
    expect(polls()).toBe(1); // a page's read: the stream brings the count, no poll beside it
    const invalidations = () =>
      dispatched.mock.calls.filter(([a]) => platform.baseApi.util.invalidateTags.match(a as never)).length;
    expect(invalidations()).toBe(0);
    stream.send('event: count\ndata: {"count":4}\n\n');
    await advance(0);
    expect(screen.getByTestId('notification-count').textContent).toBe('4');
    expect(invalidations()).toBe(1); // the open notifications page refetches
    fetchMock.mockImplementation(async (u: string) => (u.endsWith('/stream') ? failure : answer(2)));
    stream.end();
    await advance(0);
    expect(polls()).toBe(2); // polled at once when the stream went down
    expect(screen.getByTestId('notification-count').textContent).toBe('2');
    await advance(1000);
    expect(polls()).toBe(3);
  });
});
