import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { claimGuardedReload } from '../loading/chunkReloadGuard';
import { useStaleRemotes, useWithdrawnRemotes } from './deployWatcher';
import { WITHDRAW_RELOAD_GUARD_MS } from './withdrawReload';

/**
 * The notices chunk could not be fetched (the network, or the shell's own release was pruned): a withdrawn release
 * must still be left, so the tab reloads, once per release within the guard; a plain update waits for the next
 * navigation.
 */
function WithoutNotices({ reload }: NoticeProps) {
  const withdrawn = useWithdrawnRemotes().join(',');
  useEffect(() => {
    if (!withdrawn) return;
    const key = { storageKey: 'jp:withdraw-reload', key: withdrawn, guardMs: WITHDRAW_RELOAD_GUARD_MS };
    if (claimGuardedReload(key, window.sessionStorage)) reload();
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
