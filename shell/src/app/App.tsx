import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { useTranslation } from 'react-i18next';
import { shared } from '../federation/sharedModules';
import { LoadingBarProvider } from '../loading/LoadingBar';
import { AppRoutes } from './router';
import { SplashController } from './Splash';
import { UpdateNotice } from '../federation/UpdateNotice';

export function App({ store }: { store: ReturnType<typeof shared.platform.createAppStore> }) {
  const { i18n } = useTranslation();
  const { UiProvider } = shared.ui;
  return (
    <Provider store={store}>
      <UiProvider locale={i18n.language?.startsWith('en') ? 'en' : 'th'}>
        <LoadingBarProvider>
          <SplashController />
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
          <UpdateNotice />
        </LoadingBarProvider>
      </UiProvider>
    </Provider>
  );
}
