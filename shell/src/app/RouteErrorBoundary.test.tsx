import { render, screen } from '@testing-library/react';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function Page({ fail }: { fail: boolean }) {
  if (fail) throw new Error('route failed');
  return <p>page</p>;
}

describe('RouteErrorBoundary (the routes error page, declarative routing has no errorElement)', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('shows the error page when a route throws, and the routes again on the next path', () => {
    const view = render(
      <RouteErrorBoundary resetKey="/a" fallback={<p>error page</p>}>
        <Page fail />
      </RouteErrorBoundary>,
    );
    expect(screen.queryByText('error page')).not.toBeNull();
    view.rerender(
      <RouteErrorBoundary resetKey="/a" fallback={<p>error page</p>}>
        <Page fail={false} />
      </RouteErrorBoundary>,
    );
    expect(screen.queryByText('error page')).not.toBeNull();
    view.rerender(
      <RouteErrorBoundary resetKey="/b" fallback={<p>error page</p>}>
        <Page fail={false} />
      </RouteErrorBoundary>,
    );
    expect(screen.queryByText('page')).not.toBeNull();
    expect(screen.queryByText('error page')).toBeNull();
  });
});
