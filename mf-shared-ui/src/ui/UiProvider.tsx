import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { StyleProvider } from '@ant-design/cssinjs';
import thTH from 'antd/locale/th_TH';
import enUS from 'antd/locale/en_US';
import dayjs from 'dayjs';
import 'dayjs/locale/th';
import 'dayjs/locale/en';
import { theme } from './theme';
import { isHostRequested, subscribeHostRequest } from './notify';
import { styleCache, type StyleCache } from './styleCache';
import { AccessibilityStyles } from './AccessibilityStyles';
import { FocusStyles } from './FocusStyles';

const NotificationHost = lazy(() => import('./NotificationHost'));

function NotificationGate() {
  const requested = useSyncExternalStore(subscribeHostRequest, isHostRequested, () => false);
  return requested ? (
    <Suspense fallback={null}>
      <NotificationHost />
    </Suspense>
  ) : null;
}

/** The antd providers of the product: one style cache, blue theme, th_TH / en_US locale, the toast host. */
export function UiProvider({
  locale,
  children,
  cache = styleCache,
}: {
  locale: 'th' | 'en';
  children: ReactNode;
  /** The server renderer's cache (createStyleCache); the browser's page uses the one cache of the design system. */
  cache?: StyleCache;
}) {
  useEffect(() => {
    dayjs.locale(locale);
  }, [locale]);
  return (
    <StyleProvider cache={cache}>
      <ConfigProvider theme={theme} locale={locale === 'en' ? enUS : thTH}>
        <AccessibilityStyles />
        <FocusStyles />
        <NotificationGate />
        {children}
      </ConfigProvider>
    </StyleProvider>
  );
}
