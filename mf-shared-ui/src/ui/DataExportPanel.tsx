import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Space, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';

export interface DataExportStatus {
  id: string;
  status: string;
}

export interface DataExportPanelProps {
  description: ReactNode;
  texts: { start: string; preparing: string; ready: string };
  /** Asks the server for an export; a small one may come back ready at once. */
  start: () => Promise<DataExportStatus>;
  /** Asks again how a background export is doing; a failed ask is retried on the next tick. */
  check: (id: string) => Promise<DataExportStatus>;
  download: (id: string) => Promise<void>;
  onError: (error: unknown) => void;
  /** Prefix of the test ids: `${testId}`, `${testId}-pending`, `${testId}-ready`. */
  testId: string;
  pollMs?: number;
}

/** "Download my data": start an export, poll while the server prepares it, offer the download when ready. */
export function DataExportPanel({
  description,
  texts,
  start,
  check,
  download,
  onError,
  testId,
  pollMs = 3000,
}: DataExportPanelProps) {
  const [starting, setStarting] = useState(false);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [readyId, setReadyId] = useState<string | null>(null);
  // The latest callbacks, so a parent re-rendering with new closures neither restarts the polling nor drops a reply.
  const latest = useRef(check);
  latest.current = check;

  useEffect(() => {
    if (!pendingId) return;
    let stopped = false;
    const timer = setInterval(() => {
      latest.current(pendingId).then(
        (info) => {
          if (stopped || info.status !== 'ready') return;
          setPendingId(null);
          setReadyId(info.id);
        },
        // A failed look is retried on the next tick, as RTK Query's polling did.
        () => undefined,
      );
    }, pollMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [pendingId, pollMs]);

  const begin = async () => {
    setStarting(true);
    try {
      const info = await start();
      if (info.status === 'ready') await download(info.id);
      else setPendingId(info.id);
    } catch (error) {
      onError(error);
    } finally {
      setStarting(false);
    }
  };

  const save = async (id: string) => {
    try {
      await download(id);
      setReadyId(null);
    } catch (error) {
      onError(error);
    }
  };

  return (
    <Space orientation="vertical">
      <Typography.Text type="secondary">{description}</Typography.Text>
      {readyId ? (
        <Button
          type="primary"
          icon={<DownloadOutlined />}
          onClick={() => void save(readyId)}
          data-testid={`${testId}-ready`}
        >
          {texts.ready}
        </Button>
      ) : pendingId ? (
        <Typography.Text data-testid={`${testId}-pending`}>{texts.preparing}</Typography.Text>
      ) : (
        <Button
          icon={<DownloadOutlined />}
          loading={starting}
          onClick={() => void begin()}
          data-testid={testId}
        >
          {texts.start}
        </Button>
      )}
    </Space>
  );
}
