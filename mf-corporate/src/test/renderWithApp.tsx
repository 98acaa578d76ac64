// Test harness of mf-corporate's pages: the corporate namespace, the real store and base api, the design system's
// provider (so toasts are in the document), a memory router, and a fetch stub at the network boundary.
// The test file needs `@jest-environment ../libs/test-utils/jsdom-with-fetch.cjs` (RTK Query's Request/Response).
import '@testing-library/jest-dom'; // matcher types for tests (the runtime setup is in libs/test-utils)
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { addTranslations, createAppStore, getRuntimeConfig, setRuntimeConfig } from 'mf_shared_ui/platform';
import { UiProvider } from 'mf_shared_ui/ui';
import { resources } from '../i18n/resources';

/** Registers the 'corporate' namespace (Thai is the language) and points the base api at http://localhost/api. */
export function initTestApp(): void {
  addTranslations('corporate', resources);
  setRuntimeConfig({ ...getRuntimeConfig(), apiBaseUrl: 'http://localhost/api' });
}

/** One request the page made: the API path without `/api` and query, and the parsed JSON body (null if none). */
export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface ApiReply {
  status: number;
  body: unknown;
}

/** A success the way the API answers: `{ data }`. */
export const ok = (data: unknown, status = 200): ApiReply => ({ status, body: { data } });

/** A failure the way the API answers: `{ error: { code, message, fields? } }`. */
export const apiError = (
  status: number,
  code: string,
  message: string,
  fields?: { field: string; message: string }[],
): ApiReply => ({ status, body: { error: { code, message, ...(fields ? { fields } : {}) } } });

/**
 * Replaces global fetch: `answer` gets each request (after it is recorded) and returns a reply, or undefined for
 * 404 NOT_FOUND. Returns the list of recorded calls (it grows as the page makes requests).
 */
export function stubApi(answer: (call: ApiCall) => ApiReply | undefined): ApiCall[] {
  const calls: ApiCall[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    const call: ApiCall = {
      method: request.method,
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      body,
    };
    calls.push(call);
    const reply = answer(call) ?? apiError(404, 'NOT_FOUND', 'not found');
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  return calls;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a page at `url` (matched by `path`) with a fresh store; `store` may be given to keep one across renders. */
export function renderPage(
  element: ReactElement,
  {
    path,
    url,
    store = createAppStore(),
  }: { path: string; url: string; store?: ReturnType<typeof createAppStore> },
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
  const utils = render(
    <Provider store={store}>
      <UiProvider locale="th">
        <RouterProvider router={router} />
      </UiProvider>
    </Provider>,
  );
  return { ...utils, store, router };
}
