import { useEffect, type ReactNode } from 'react';
import { ConfigProvider, notification } from 'antd';
import thTH from 'antd/locale/th_TH';
import enUS from 'antd/locale/en_US';
import dayjs from 'dayjs';
import 'dayjs/locale/th';
import 'dayjs/locale/en';
import { theme } from './theme';
import { bindNotificationInstance } from './notify';

/** Toasts rendered inside the ConfigProvider (theme, locale) without pulling antd's App (modal, message). */
function NotificationHost() {
  const [api, contextHolder] = notification.useNotification({ placement: 'topRight', maxCount: 4 });
  useEffect(() => {
    bindNotificationInstance(api);
    return () => bindNotificationInstance(null);
  }, [api]);
  return contextHolder;
}

/** The antd ConfigProvider of the product: blue theme, th_TH / en_US locale, the toast host. */
export function UiProvider({ locale, children }: { locale: 'th' | 'en'; children: ReactNode }) {
  useEffect(() => {
    dayjs.locale(locale);
  }, [locale]);
  return (
    <ConfigProvider theme={theme} locale={locale === 'en' ? enUS : thTH}>
      <NotificationHost />
      {children}
    </ConfigProvider>
  );
}
