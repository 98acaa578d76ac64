import type { ReactNode } from 'react';
import type { NotificationInstance } from 'antd/es/notification/interface';

/** Notification of the spec (section 3). timeout is in milliseconds; default 5000 (section 9). */
export interface Notification {
  id?: string;
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  color?: 'success' | 'error' | 'info' | 'warning';
  timeout?: number;
  actions?: ReactNode;
  avatar?: ReactNode;
  closeButton?: boolean;
}

export const DEFAULT_TOAST_TIMEOUT_MS = 5000;

let instance: NotificationInstance | null = null;
const pending: Notification[] = [];

// The toast host (antd notification) is downloaded on the first toast, not on every first page load.
let hostRequested = false;
const hostListeners = new Set<() => void>();
export function subscribeHostRequest(listener: () => void): () => void {
  hostListeners.add(listener);
  return () => hostListeners.delete(listener);
}
export function isHostRequested(): boolean {
  return hostRequested;
}
function requestHost(): void {
  if (hostRequested) return;
  hostRequested = true;
  hostListeners.forEach((listener) => listener());
}

export function bindNotificationInstance(next: NotificationInstance | null): void {
  instance = next;
  if (instance) pending.splice(0).forEach(notify);
}

/** Shows a toast; it closes after its timeout and pauses while hovered (antd pauseOnHover). */
export function notify(n: Notification): void {
  if (!instance) {
    pending.push(n);
    requestHost();
    return;
  }
  const type = n.color ?? 'info';
  instance[type]({
    key: n.id,
    title: n.title,
    description: n.description,
    icon: n.avatar ?? n.icon,
    actions: n.actions,
    duration: (n.timeout ?? DEFAULT_TOAST_TIMEOUT_MS) / 1000,
    pauseOnHover: true,
    closeIcon: n.closeButton === false ? null : undefined,
    placement: 'topRight',
  });
}
