import type { ComponentType, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { useTranslation } from 'react-i18next';
import { shared } from '../federation/sharedModules';
import { LoadingBarProvider } from '../loading/LoadingBar';
import { AppRoutes } from './router';
import { SplashController } from './Splash';
import { DeployNotices } from '../federation/DeployNotices';

export interface AppProps {
  store: ReturnType<typeof shared.platform.createAppStore>;
  /** The server renderer's router (one URL) and style cache (one page); the browser's by default. */
  router?: ComponentType<{ children: ReactNode }>;
  styleCache?: ReturnType<typeof shared.ui.createStyleCache>;
}

export function App({ store, router: Router = BrowserRouter, styleCache }: AppProps) {
  const { i18n } = useTranslation();
  const { UiProvider } = shared.ui;
  return (
    <Provider store={store}>
      <UiProvider locale={i18n.language?.startsWith('en') ? 'en' : 'th'} cache={styleCache}>
        <LoadingBarProvider>
          <SplashController />
          <Router>
            <AppRoutes />
          </Router>
          <DeployNotices />
        </LoadingBarProvider>
      </UiProvider>
    </Provider>
  );
}
