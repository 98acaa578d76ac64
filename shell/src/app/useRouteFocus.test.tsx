import '@testing-library/jest-dom';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { MemoryRouter, Outlet, Route, Routes, useNavigate } from 'react-router';
import { MAIN_PROPS } from '../layouts/mainContent';
import { RouteAnnouncer } from './RouteAnnouncer';

let go: (to: string) => void = () => {};
function Navigator() {
  const navigate = useNavigate();
  go = (to) => void navigate(to);
  return null;
}

function Page({ title, heading, delayMs = 0 }: { title: string; heading?: string; delayMs?: number }) {
  const [ready, setReady] = useState(delayMs === 0);
  useEffect(() => {
    document.title = title;
    if (delayMs) {
      const timer = setTimeout(() => setReady(true), delayMs);
      return () => clearTimeout(timer);
    }
  }, [title, delayMs]);
  return (
    <>
      {ready && heading && <h1>{heading}</h1>}
      <input aria-label={`search of ${title}`} />
    </>
  );
}

function Layout() {
  return (
    <>
      <button type="button">menu</button>
      <main {...MAIN_PROPS}>
        <Outlet />
      </main>
    </>
  );
}

function renderApp(initial = '/jobs') {
  return render(
    <MemoryRouter initialEntries={[initial]}>
      <Navigator />
      <RouteAnnouncer />
      <Routes>
        <Route element={<Layout />}>
          <Route path="/jobs" element={<Page title="หางาน" heading="ค้นหางาน" />} />
          <Route
            path="/job/:id"
            element={<Page title="Frontend Developer" heading="Frontend Developer" delayMs={300} />}
          />
          <Route path="/no-heading" element={<Page title="ไม่มีหัวข้อ" />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

const announcer = () => screen.getByTestId('route-announcer');

describe('focus and announcement on a route change', () => {
  it('leaves the focus and the live region alone on the first load', async () => {
    renderApp();
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(document.body).toHaveFocus();
    expect(announcer()).toBeEmptyDOMElement();
    expect(announcer()).toHaveAttribute('aria-live', 'polite');
  });

  it("moves the focus to the new page's h1 once it is there and announces its title", async () => {
    renderApp();
    screen.getByRole('button', { name: 'menu' }).focus();
    act(() => go('/job/1'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Frontend Developer' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(announcer()).toHaveTextContent('Frontend Developer');
  });

  it('falls back to <main> on a page without an h1', async () => {
    renderApp();
    act(() => go('/no-heading'));
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus(), { timeout: 7000 });
    expect(announcer()).toHaveTextContent('ไม่มีหัวข้อ');
  }, 10_000);

  it('does not take the focus when only the query string changes (the search filters keep it)', async () => {
    renderApp();
    const search = screen.getByLabelText('search of หางาน');
    search.focus();
    act(() => go('/jobs?q=react'));
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(search).toHaveFocus();
    expect(announcer()).toBeEmptyDOMElement();
  });

  it('leaves the focus where the new page put it', async () => {
    renderApp('/no-heading');
    act(() => go('/jobs'));
    // the page focuses its own search field before the shell looks
    screen.getByLabelText('search of หางาน').focus();
    await waitFor(() => expect(announcer()).toHaveTextContent('หางาน'));
    expect(screen.getByLabelText('search of หางาน')).toHaveFocus();
  });
});
