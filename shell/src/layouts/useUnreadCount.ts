import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { shared } from '../federation/sharedModules';
import type { PollOptions } from './unreadCountOptions';

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
