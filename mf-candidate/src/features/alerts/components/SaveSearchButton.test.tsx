import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionActions } from 'mf_shared_ui/platform';
import { initTestI18n, renderPage } from '../../../test/renderWithApp';
import { SaveSearchButton } from './SaveSearchButton';

const user = {
  uid: 'c1',
  email: 'c@example.com',
  displayName: 'C',
  photoURL: null,
  emailVerified: true,
  providerIds: ['password'],
  profile: null,
};

/** Records the requests and answers POST /candidate/saved-searches with the given status and body. */
function stubSave(status: number, body: unknown) {
  const requests: { method: string; path: string; body: unknown }[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const req = input instanceof Request ? input : new Request(String(input));
    const text = await req.text();
    requests.push({
      method: req.method,
      path: new URL(req.url).pathname,
      body: text ? JSON.parse(text) : null,
    });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return requests;
}

const filter = { main_input: 'react', location: [1], offset: 40, orderBy: 'newest' as const };

beforeAll(() => initTestI18n());

describe('SaveSearchButton', () => {
  it('asks a guest to sign in as a candidate and sends nothing', async () => {
    const requests = stubSave(201, {});
    const { store } = renderPage(<SaveSearchButton filter={filter} />, { path: '/', url: '/' });
    act(() => void store.dispatch(sessionActions.signedOut()));
    await userEvent.click(screen.getByRole('button', { name: 'แจ้งเตือนงานนี้' }));
    expect(store.getState().ui.loginModal).toBe('candidate');
    expect(requests).toEqual([]);
  });

  it('a click before the session is restored opens the dialog once the person turns out to be a candidate', async () => {
    stubSave(201, {});
    const { store } = renderPage(<SaveSearchButton filter={filter} />, { path: '/', url: '/' });
    await userEvent.click(screen.getByRole('button', { name: 'แจ้งเตือนงานนี้' }));
    expect(screen.queryByTestId('save-search-name')).toBeNull();
    act(() => void store.dispatch(sessionActions.signedIn({ user, userType: 'candidate' })));
    expect(await screen.findByTestId('save-search-name')).toHaveValue('react');
    expect(store.getState().ui.pendingIntent).toBeNull();
  });

  it('saves the search (its filter without page or order) with the chosen frequency', async () => {
    const requests = stubSave(201, {
      data: {
        id: 's1',
        name: 'react',
        filter: {},
        frequency: 'weekly',
        paused: false,
        locale: 'th',
        created_at: '',
      },
    });
    const { store } = renderPage(<SaveSearchButton filter={filter} />, { path: '/', url: '/' });
    act(() => void store.dispatch(sessionActions.signedIn({ user, userType: 'candidate' })));
    await userEvent.click(screen.getByRole('button', { name: 'แจ้งเตือนงานนี้' }));
    // The dialog is its own chunk, loaded on the first click.
    expect(await screen.findByTestId('save-search-name')).toHaveValue('react');
    await userEvent.click(screen.getByLabelText('รายสัปดาห์'));
    await userEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toEqual({
      method: 'POST',
      path: '/api/candidate/saved-searches',
      body: { name: 'react', filter: { main_input: 'react', location: [1] }, frequency: 'weekly' },
    });
  });

  it('shows the server’s message when the 20 alerts are used up', async () => {
    stubSave(409, {
      error: { code: 'SAVED_SEARCH_LIMIT', message: 'บันทึกการแจ้งเตือนงานได้สูงสุด 20 รายการ กรุณาลบรายการเดิมก่อน' },
    });
    const { store } = renderPage(<SaveSearchButton filter={filter} />, { path: '/', url: '/' });
    act(() => void store.dispatch(sessionActions.signedIn({ user, userType: 'candidate' })));
    await userEvent.click(screen.getByRole('button', { name: 'แจ้งเตือนงานนี้' }));
    await userEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('บันทึกการแจ้งเตือนงานได้สูงสุด 20 รายการ');
  });
});
