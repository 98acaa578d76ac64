import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useStaleRemotes, useWithdrawnRemotes } from './deployWatcher';
import { claimWithdrawReload } from './withdrawReload';

/**
 * The notices chunk could not be fetched (the network, or the shell's own release was pruned): a withdrawn release
 * must still be left, so the tab reloads, once per release within the guard; a plain update waits for the next
 * navigation.
 */
function WithoutNotices({ reload }: NoticeProps) {
  const withdrawn = useWithdrawnRemotes().join(',');
  useEffect(() => {
    if (!withdrawn) return;
    if (claimWithdrawReload(withdrawn)) reload();
  }, [withdrawn, reload]);
  return null;
}

interface NoticeProps {
  reload: () => void;
}
const reloadPage = () => window.location.reload();

const Views = lazy<ComponentType<NoticeProps>>(() =>
  import('./DeployNoticeViews').catch(() => ({ default: WithoutNotices })),
);

/** Renders the deploy notices (and downloads them) only once the registry reports a change to this tab. */
export function DeployNotices({ reload = reloadPage }: Partial<NoticeProps>) {
  const { remotes: stale } = useStaleRemotes();
  const withdrawn = useWithdrawnRemotes();
  if (stale.length === 0 && withdrawn.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Views reload={reload} />
    </Suspense>
  );
}
