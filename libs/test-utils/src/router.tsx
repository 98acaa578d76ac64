import type { ComponentType, ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';

/** The current path and query, for a test to read where the page navigated (`getByTestId('location')`). */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders a page at `url` (matched by `path`) in a memory router, inside `wrapper` (the remote's store and design
 * system provider); any other path renders only the location probe.
 */
export function renderAtUrl(
  element: ReactElement,
  { path, url, wrapper }: { path: string; url: string; wrapper?: ComponentType<{ children: ReactNode }> },
) {
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {element}
            <LocationProbe />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [url] },
  );
  return { ...render(<RouterProvider router={router} />, { wrapper }), router };
}
