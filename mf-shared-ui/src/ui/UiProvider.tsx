import { useEffect, type ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import thTH from 'antd/locale/th_TH';
import enUS from 'antd/locale/en_US';
import dayjs from 'dayjs';
import 'dayjs/locale/th';
import 'dayjs/locale/en';
import { theme } from './theme';
import { bindNotificationInstance } from './notify';

function NotificationBridge() {
  const { notification } = App.useApp();
  useEffect(() => {
    bindNotificationInstance(notification);
    return () => bindNotificationInstance(null);
  }, [notification]);
  return null;
}

/** The antd ConfigProvider of the product: blue theme, th_TH / en_US locale, one App context for toasts. */
export function UiProvider({ locale, children }: { locale: 'th' | 'en'; children: ReactNode }) {
  useEffect(() => {
    dayjs.locale(locale);
  }, [locale]);
  return (
    <ConfigProvider theme={theme} locale={locale === 'en' ? enUS : thTH}>
      <App notification={{ placement: 'topRight', maxCount: 4 }}>
        <NotificationBridge />
        {children}
      </App>
    </ConfigProvider>
  );
}
