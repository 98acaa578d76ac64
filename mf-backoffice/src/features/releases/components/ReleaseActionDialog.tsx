import { useEffect, useId, useState } from 'react';
import type { ReleaseChangeResult, ReleaseRemote } from '@jobportal/contracts';
import { Button, Flex, Input, notify, Typography } from 'mf_shared_ui/ui';
import { Alert } from 'mf_shared_ui/ui-feedback';
import { Checkbox } from 'mf_shared_ui/ui-form';
import { Modal } from 'mf_shared_ui/ui-overlay';
import { useBackofficeT } from '../../../shared/hooks/useLocale';
import {
  DEFAULT_KEEP,
  RELEASE_LIMITS,
  useChangeReleaseMutation,
  type ReleaseChange,
  type ReleaseChangeAction,
  type ReleaseConflictDetails,
  type ReleaseRefusalDetails,
} from '../api/releasesApi';
import { releaseFailure } from '../utils/release';

/**
 * What the operator chose, as the page showed it then: `expect` is the served version at that moment, so a change
 * someone else made in between is refused (409) instead of being overwritten.
 */
export interface ReleaseRequest {
  action: ReleaseChangeAction;
  remote: ReleaseRemote;
  /** the version acted on: the one to activate, or the served one (withdraw, pin) */
  version: string | null;
  expect: string | null;
  /** prune: the hours within which a served version is kept (the retention policy) */
  liveWithinHours?: number;
}

const NEEDS_REASON = new Set<ReleaseChangeAction>(['withdraw']);
const DANGER = new Set<ReleaseChangeAction>(['withdraw', 'rollback', 'prune']);

/** The request's body as the API takes it (contracts *ReleaseBody). */
function changeOf(request: ReleaseRequest, reason: string, force: boolean, keep: number): ReleaseChange {
  const { remote, expect } = request;
  const why = reason ? { reason } : {};
  switch (request.action) {
    case 'activate':
      return {
        remote,
        action: 'activate',
        body: { version: request.version ?? '', expect, ...why, ...(force ? { force: true } : {}) },
      };
    case 'rollback':
      return { remote, action: 'rollback', body: { expect, ...why } };
    case 'withdraw':
      return { remote, action: 'withdraw', body: { expect, reason } };
    case 'pin':
      return { remote, action: 'pin', body: { expect, ...why } };
    case 'unpin':
      return { remote, action: 'unpin', body: why };
    case 'prune':
      return { remote, action: 'prune', body: { keep } };
  }
}

/**
 * Confirms one release change: what it does, a reason (required to withdraw), the number of versions to keep (prune).
 * A refusal (422) lists every reason and, for an activation, offers to force it; a conflict (409) closes the dialog
 * and is reported to the page (`onConflict`), which shows who changed the remote and the refreshed status.
 */
export function ReleaseActionDialog(props: {
  request: ReleaseRequest | null;
  onClose: () => void;
  onConflict: (remote: ReleaseRemote, conflict: ReleaseConflictDetails) => void;
}) {
  const { t } = useBackofficeT();
  const { request } = props;
  const [change] = useChangeReleaseMutation();
  const [reason, setReason] = useState('');
  const [keep, setKeep] = useState(String(DEFAULT_KEEP));
  const [force, setForce] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<ReleaseRefusalDetails | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // after a conflict the focus goes to the page's notice of it, not back to the (maybe gone) button
  const [returnFocus, setReturnFocus] = useState(true);
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const refusalId = useId();

  useEffect(() => {
    setReason('');
    setKeep(String(DEFAULT_KEEP));
    setForce(false);
    setProblem(null);
    setRefusal(null);
    setFailure(null);
  }, [request]);

  const action = request?.action ?? 'activate';
  const vars = {
    remote: request?.remote ?? '',
    version: request?.version ?? t('releases.none'),
    current: request?.expect ?? t('releases.none'),
    hours: request?.liveWithinHours ?? '-',
  };
  const title = request ? t(`releases.titles.${action}`, vars) : '';
  const isPrune = action === 'prune';
  const required = NEEDS_REASON.has(action);

  const validate = (): { text: string; count: number } | null => {
    if (isPrune) {
      const count = Number(keep);
      if (!Number.isInteger(count) || count < RELEASE_LIMITS.keepMin || count > RELEASE_LIMITS.keepMax) {
        setProblem(t('releases.keepInvalid', { min: RELEASE_LIMITS.keepMin, max: RELEASE_LIMITS.keepMax }));
        return null;
      }
      return { text: '', count };
    }
    const text = reason.trim();
    if (required && text.length < RELEASE_LIMITS.withdrawReasonMin) {
      setProblem(t('releases.reasonRequired', { min: RELEASE_LIMITS.withdrawReasonMin }));
      return null;
    }
    if (text.length > RELEASE_LIMITS.reasonMax) {
      setProblem(t('releases.reasonTooLong', { max: RELEASE_LIMITS.reasonMax }));
      return null;
    }
    return { text, count: DEFAULT_KEEP };
  };

  const submit = async () => {
    if (!request) return;
    const valid = validate();
    if (!valid) return;
    setBusy(true);
    setFailure(null);
    setReturnFocus(true);
    try {
      const result = await change(changeOf(request, valid.text, force, valid.count)).unwrap();
      notify({ color: 'success', ...doneMessage(result) });
      props.onClose();
    } catch (error) {
      const failed = releaseFailure(error);
      if (failed.kind === 'conflict') {
        setReturnFocus(false);
        props.onConflict(request.remote, failed.conflict);
        props.onClose();
      } else if (failed.kind === 'refused') {
        setRefusal(failed.refusal);
      } else {
        setRefusal(null);
        setFailure(failed.message ?? t('common.actionFailed'));
      }
    } finally {
      setBusy(false);
    }
  };

  const doneMessage = (result: ReleaseChangeResult) => ({
    title: t(`releases.done.${result.action}`, {
      remote: result.remote,
      from: result.from ?? t('releases.none'),
      to: result.to ?? t('releases.none'),
      count: result.removed?.length ?? 0,
    }),
    description: result.smoke ? t('releases.smoke', result.smoke) : undefined,
  });

  const describedBy = [hintId, problem ? errorId : null].filter(Boolean).join(' ');
  return (
    <Modal
      open={request !== null}
      title={title}
      onCancel={props.onClose}
      destroyOnHidden
      focusable={{ focusTriggerAfterClose: returnFocus }}
      footer={
        <Flex gap={8} justify="end" wrap>
          <Button onClick={props.onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button
            type="primary"
            danger={DANGER.has(action) || force}
            loading={busy}
            onClick={() => void submit()}
            data-testid="release-confirm"
          >
            {t(`releases.actions.${action}`)}
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph>
        {request
          ? t(
              action === 'activate' && request.expect === null
                ? 'releases.confirm.activateFirst'
                : `releases.confirm.${action}`,
              vars,
            )
          : ''}
      </Typography.Paragraph>
      {isPrune ? (
        <Flex vertical gap={4}>
          <label htmlFor={fieldId}>
            <Typography.Text strong>{t('releases.keep')}</Typography.Text>
          </label>
          <Input
            id={fieldId}
            type="number"
            inputMode="numeric"
            min={RELEASE_LIMITS.keepMin}
            max={RELEASE_LIMITS.keepMax}
            step={1}
            // a dialog the staff member just opened: focus moves into it (WAI-ARIA dialog pattern)
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            value={keep}
            status={problem ? 'error' : undefined}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            style={{ maxWidth: 160 }}
            onChange={(e) => {
              setKeep(e.target.value);
              setProblem(null);
            }}
          />
        </Flex>
      ) : (
        <>
          <label htmlFor={fieldId}>
            <Typography.Text strong>
              {required ? t('releases.reasonLabel') : t('releases.reasonOptional')}
            </Typography.Text>
          </label>
          <Input.TextArea
            id={fieldId}
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            rows={3}
            maxLength={RELEASE_LIMITS.reasonMax}
            value={reason}
            required={required}
            aria-required={required || undefined}
            status={problem ? 'error' : undefined}
            aria-invalid={problem ? true : undefined}
            aria-describedby={describedBy}
            onChange={(e) => {
              setReason(e.target.value);
              setProblem(null);
            }}
          />
          <Typography.Paragraph type="secondary" id={hintId} style={{ marginTop: 4, marginBottom: 0 }}>
            {t('releases.reasonHint')}
          </Typography.Paragraph>
        </>
      )}
      {problem && (
        <Typography.Text type="danger" id={errorId} role="alert">
          {problem}
        </Typography.Text>
      )}
      {refusal && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginTop: 12 }}
          title={t('releases.refused')}
          description={
            <div id={refusalId}>
              {refusal.message && <Typography.Paragraph>{refusal.message}</Typography.Paragraph>}
              {refusal.reasons.length > 0 && (
                <ul aria-label={t('releases.refused')} style={{ margin: 0, paddingInlineStart: 20 }}>
                  {refusal.reasons.map((line, index) => (
                    <li key={index} style={{ overflowWrap: 'anywhere' }}>
                      {line}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          }
        />
      )}
      {refusal && action === 'activate' && (
        <Checkbox
          checked={force}
          onChange={(e) => setForce(e.target.checked)}
          aria-describedby={refusalId}
          style={{ marginTop: 12, minHeight: 24 }}
        >
          {t('releases.force')}
        </Checkbox>
      )}
      {failure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginTop: 12 }}
          title={t('releases.failed')}
          description={failure}
        />
      )}
    </Modal>
  );
}
