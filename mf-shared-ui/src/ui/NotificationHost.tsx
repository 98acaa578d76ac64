import { useEffect } from 'react';
import { notification } from 'antd';
import { bindNotificationInstance } from './notify';

/** Toasts rendered inside the ConfigProvider (theme, locale) without pulling antd's App (modal, message). */
export default function NotificationHost() {
  const [api, contextHolder] = notification.useNotification({ placement: 'topRight', maxCount: 4 });
  useEffect(() => {
    bindNotificationInstance(api);
    return () => bindNotificationInstance(null);
  }, [api]);
  return contextHolder;
}
