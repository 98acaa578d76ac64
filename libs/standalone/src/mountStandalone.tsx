import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter, Link, useRoutes, type RouteObject } from 'react-router';
import { createAppStore } from 'mf_shared_ui/platform';
import { UiProvider } from 'mf_shared_ui/ui';
import { lazy, Suspense, type ComponentType } from 'react';

type Pages = Record<string, () => Promise<{ default: ComponentType }>>;

/**
 * Runs one remote alone for development (`npm run serve -w <remote>`; needs mf-shared-ui served on its dev port and
 * the API on :8080 through the dev-server proxy): a minimal host with the store, the design system and a router
 * that mounts every page of the remote's ./pages at /<Page>.
 */
export async function mountStandalone(pages: Pages): Promise<void> {
  await i18next.use(initReactI18next).init({ lng: 'th', fallbackLng: 'th', resources: {} });
  const store = createAppStore();
  const routes = Object.entries(pages).map(([page, load]) => {
    const Page = lazy(load);
    return {
      path: `/${page}/*`,
      element: (
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      ),
    };
  });
  const index = {
    path: '/',
    element: (
      <ul>
        {Object.keys(pages).map((page) => (
          <li key={page}>
            <Link to={`/${page}`}>{page}</Link>
          </li>
        ))}
      </ul>
    ),
  };
  const all: RouteObject[] = [index, ...routes];
  function Routes() {
    return useRoutes(all);
  }
  createRoot(document.getElementById('root') as HTMLElement).render(
    <Provider store={store}>
      <UiProvider locale="th">
        <BrowserRouter>
          <Routes />
        </BrowserRouter>
      </UiProvider>
    </Provider>,
  );
}
