import { useState } from 'react';
import type { CompanyModerationAction, JobModerationAction, ReportTargetKind } from '@jobportal/contracts';
import { ReasonModal } from '../../../shared/components/ReasonModal';
import { useBackofficeT } from '../../../shared/hooks/useLocale';
import { useStaffAction } from '../../../shared/hooks/useStaffAction';
import {
  useDismissReportMutation,
  useModerateCompanyMutation,
  useModerateJobMutation,
} from '../api/moderationApi';

/** An action a moderator asked for, waiting for its reason. */
export type ModerationRequest =
  | { kind: 'job'; id: string; action: JobModerationAction }
  | { kind: 'company'; id: string; action: CompanyModerationAction }
  | { kind: 'report'; id: string; target: ReportTargetKind };

/** Actions that take something off the site or lock an account: a red confirm button. */
const DANGER = new Set(['hold', 'take_down', 'suspend']);

/**
 * The moderation actions on jobs, companies and reports: `ask(request)` opens the reason modal (`modal`, rendered by
 * the caller); the action runs with the reason, with a toast for its outcome.
 */
export function useModerationActions() {
  const { t } = useBackofficeT();
  const [moderateJob] = useModerateJobMutation();
  const [moderateCompany] = useModerateCompanyMutation();
  const [dismissReport] = useDismissReportMutation();
  const act = useStaffAction();
  const [pending, setPending] = useState<ModerationRequest | null>(null);

  const action = pending ? (pending.kind === 'report' ? 'dismiss' : pending.action) : null;
  const title = action ? t(`moderation.actions.${action}`) : '';
  const description = !pending
    ? undefined
    : pending.kind === 'report'
      ? t(`moderation.confirm.dismiss.${pending.target}`)
      : t(`moderation.confirm.${pending.action}`);

  const submit = (reason: string) => {
    if (!pending || !action) return Promise.resolve();
    const done = t(`moderation.done.${action}`);
    if (pending.kind === 'job')
      return act(() => moderateJob({ id: pending.id, action: pending.action, reason }).unwrap(), done);
    if (pending.kind === 'company')
      return act(() => moderateCompany({ id: pending.id, action: pending.action, reason }).unwrap(), done);
    return act(() => dismissReport({ id: pending.id, reason }).unwrap(), done);
  };

  const modal = (
    <ReasonModal
      open={pending !== null}
      title={title}
      description={description}
      confirmLabel={title}
      danger={action !== null && DANGER.has(action)}
      onSubmit={submit}
      onClose={() => setPending(null)}
    />
  );
  return { ask: setPending, modal };
}
