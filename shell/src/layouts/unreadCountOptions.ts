/** How the bell's count is kept (useUnreadCount.ts, unreadCountFeed.ts). */
export interface PollOptions {
  /** Pause between successful polls while the stream is down (30 s). */
  everyMs?: number;
  /** Longest pause after repeated failures (the wait doubles from everyMs on each failure; 5 min). */
  maxBackoffMs?: number;
  /** Follow the server-sent count (liveNotifications.ts); default true. */
  live?: boolean;
}
