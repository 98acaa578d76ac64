import type { useDispatch } from 'react-redux';
import type { Platform } from '../federation/sharedModules';
import { connectLive } from './liveNotifications';
import type { PollOptions } from './unreadCountOptions';

/** Remotes announce reads (mark read / all read) with this window event; the bell asks again at once. */
export const NOTIFICATIONS_CHANGED = 'jobportal:notifications-changed';

/**
 * The bell's unread count, loaded after the first paint (useUnreadCount): live from the notification stream
 * (liveNotifications.ts), polled while the stream is down: every `everyMs` while the tab is visible, doubling the
 * pause after each failure up to `maxBackoffMs`, at once when the tab becomes visible again or a page announces a
 * change. Returns stop().
 */
export function followUnreadCount(
  role: 'candidate' | 'corporate',
  platform: Platform,
  dispatch: ReturnType<typeof useDispatch>,
  onCount: (count: number) => void,
  { everyMs = 30_000, maxBackoffMs = 5 * 60_000, live = true }: PollOptions,
): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = everyMs;
  let liveUp = false;
  const base = `${platform.getRuntimeConfig().apiBaseUrl.replace(/\/$/, '')}/${role}/notifications`;
  const headers = () => platform.getAuthHeaders();
  const url = `${base}/unread-count`;

  const poll = async (): Promise<void> => {
    clearTimeout(timer);
    if (stopped) return;
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
    try {
      const res = await fetch(url, { headers: await headers() });
      if (!res.ok) throw new Error(String(res.status));
      const body = (await res.json()) as { data: { count: number } };
      if (!stopped) onCount(body.data.count);
      delay = everyMs;
    } catch {
      delay = Math.min(delay * 2, maxBackoffMs);
    }
    if (!stopped && !liveUp) timer = setTimeout(() => void poll(), delay);
  };
  // a page's read or the tab coming back: asked at once, unless the stream is up (it brings that count itself)
  const now = () => void (liveUp || poll());
  document.addEventListener('visibilitychange', now);
  window.addEventListener(NOTIFICATIONS_CHANGED, now);
  void poll();
  const stopLive = live
    ? connectLive({
        url: `${base}/stream`,
        headers,
        onCount: (n, changed) => {
          onCount(n);
          // the open notification pages (mf-candidate, mf-corporate) refetch through their RTK Query tag
          if (changed) dispatch(platform.baseApi.util.invalidateTags(['Notification']));
        },
        onState: (up) => {
          liveUp = up;
          if (up) clearTimeout(timer);
          else void poll();
        },
      })
    : undefined;
  return () => {
    stopped = true;
    stopLive?.();
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', now);
    window.removeEventListener(NOTIFICATIONS_CHANGED, now);
  };
}
