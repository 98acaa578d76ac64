import type { ReactNode } from 'react';
import { Button, Empty, Flex, Skeleton, Typography } from 'antd';

export interface NotificationListItem {
  id: string;
  read: boolean;
  /** What happened, usually a link that also marks the item read. */
  content: ReactNode;
  /** When it happened, shown small and grey underneath. */
  when: ReactNode;
}

export interface NotificationListProps {
  title: ReactNode;
  items: NotificationListItem[] | undefined;
  loading: boolean;
  texts: { markAllRead: string; empty: string };
  onMarkAllRead: () => void;
  markingAll?: boolean;
  /** Paging by offset; the pager shows only when there is more than one page. */
  paging: { offset: number; total: number; pageSize: number; onChange: (offset: number) => void };
}

/** A role's notifications, newest first: unread ones stand out, with "mark all read" and a simple pager. */
export function NotificationList({
  title,
  items,
  loading,
  texts,
  onMarkAllRead,
  markingAll,
  paging,
}: NotificationListProps) {
  const { offset, total, pageSize, onChange } = paging;
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8}>
        {title}
        <Button loading={markingAll} onClick={onMarkAllRead} data-testid="mark-all-read">
          {texts.markAllRead}
        </Button>
      </Flex>
      {loading ? (
        <Skeleton active />
      ) : items && items.length > 0 ? (
        <>
          {items.map((n) => (
            <div
              key={n.id}
              data-testid="notification"
              data-read={n.read ? 'true' : 'false'}
              style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0', fontWeight: n.read ? 400 : 600 }}
            >
              {n.content}
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, fontWeight: 400 }}>
                {n.when}
              </Typography.Text>
            </div>
          ))}
          {total > pageSize && (
            <Flex gap={8} justify="center" style={{ marginTop: 16 }}>
              <Button disabled={offset === 0} onClick={() => onChange(Math.max(0, offset - pageSize))}>
                ‹
              </Button>
              <Button disabled={offset + pageSize >= total} onClick={() => onChange(offset + pageSize)}>
                ›
              </Button>
            </Flex>
          )}
        </>
      ) : (
        <Empty description={texts.empty} />
      )}
    </>
  );
}
