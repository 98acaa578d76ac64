import { useEffect, useState } from 'react';
import { shared } from '../federation/sharedModules';

/** Remotes announce reads (mark read / all read) with this window event; the bell asks again at once. */
export const NOTIFICATIONS_CHANGED = 'jobportal:notifications-changed';

export interface PollOptions {
  /** Pause between successful polls. */
  everyMs?: number;
  /** Longest pause after repeated failures (the wait doubles from everyMs on each failure). */
  maxBackoffMs?: number;
}

/**
 * The signed-in user's unread notification count, polled (not server-sent events; docs/DECISIONS.md): every
 * `everyMs` while the tab is visible, doubling the pause after each failure up to `maxBackoffMs`, at once when the
 * tab becomes visible again or a page announces a change. Null for a guest or before the first answer.
 */
export function useUnreadCount(
  role: 'candidate' | 'corporate' | null,
  opts: PollOptions = {},
): number | null {
  const everyMs = opts.everyMs ?? 30_000;
  const maxBackoffMs = opts.maxBackoffMs ?? 5 * 60_000;
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    setCount(null);
    if (!role) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = everyMs;
    const url = `${shared.platform.getRuntimeConfig().apiBaseUrl.replace(/\/$/, '')}/${role}/notifications/unread-count`;

    const poll = async (): Promise<void> => {
      clearTimeout(timer);
      if (stopped) return;
      if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
      try {
        const res = await fetch(url, { headers: await shared.platform.getAuthHeaders() });
        if (!res.ok) throw new Error(String(res.status));
        const body = (await res.json()) as { data: { count: number } };
        if (!stopped) setCount(body.data.count);
        delay = everyMs;
      } catch {
        delay = Math.min(delay * 2, maxBackoffMs);
      }
      if (!stopped) timer = setTimeout(() => void poll(), delay);
    };
    const now = () => void poll();
    document.addEventListener('visibilitychange', now);
    window.addEventListener(NOTIFICATIONS_CHANGED, now);
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', now);
      window.removeEventListener(NOTIFICATIONS_CHANGED, now);
    };
  }, [role, everyMs, maxBackoffMs]);

  return count;
}
