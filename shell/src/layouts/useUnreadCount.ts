import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { shared } from '../federation/sharedModules';

/** Remotes announce reads (mark read / all read) with this window event; the bell asks again at once. */
export const NOTIFICATIONS_CHANGED = 'jobportal:notifications-changed';

export interface PollOptions {
  /** Pause between successful polls while the stream is down (30 s). */
  everyMs?: number;
  /** Longest pause after repeated failures (the wait doubles from everyMs on each failure; 5 min). */
  maxBackoffMs?: number;
  /** Follow the server-sent count (liveNotifications.ts); default true. */
  live?: boolean;
}

/**
 * The signed-in user's unread notification count (issue 44): live from the notification stream, polled while it is
 * down (unreadCountFeed.ts, loaded after the first paint: nothing of it in the start-up chunk). One stream per tab:
 * this hook, in the header's bell, is its only user; each change it brings also refreshes the open notification
 * pages. Null for a guest or before the first answer.
 */
export function useUnreadCount(
  role: 'candidate' | 'corporate' | null,
  opts: PollOptions = {},
): number | null {
  const [count, setCount] = useState<number | null>(null);
  const dispatch = useDispatch();
  const { everyMs, maxBackoffMs, live } = opts;

  useEffect(() => {
    setCount(null);
    if (!role) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('./unreadCountFeed').then((feed) => {
      if (!stopped)
        stop = feed.followUnreadCount(role, shared.platform, dispatch, setCount, {
          everyMs,
          maxBackoffMs,
          live,
        });
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [role, everyMs, maxBackoffMs, live, dispatch]);

  return count;
}
