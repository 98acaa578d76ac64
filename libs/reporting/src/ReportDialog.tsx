import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ApiErrorBody } from '@jobportal/contracts';
import { MODERATION_LIMITS, REPORT_REASONS, type ReportReason } from '@jobportal/contracts/bounds';
import { Button, ChoiceList, Flex, Input, Typography } from 'mf_shared_ui/ui';
import { Modal } from 'mf_shared_ui/ui-overlay';
import { Alert } from 'mf_shared_ui/ui-content';
import { useSubmitReportMutation } from './reportApi';
import { REPORT_NS } from './i18n';
import { reportDialogTexts } from './dialogTexts';
import type { ReportButtonProps } from './ReportButton';

// Into the namespace the button added (deep, beside its labels): `addTranslations` adds a namespace only once.
for (const locale of ['th', 'en'] as const)
  i18next.addResourceBundle(locale, REPORT_NS, reportDialogTexts[locale], true, true);

export interface ReportDialogProps extends ReportButtonProps {
  open: boolean;
  onClose: () => void;
  /** After the closing animation: the button takes the focus back. */
  afterClose: () => void;
}

type Problem = { type: 'info' | 'error'; text: string };

/** The API's refusal in an RTK Query error: the HTTP status and `{ error: { code, message } }` (none offline). */
function refusal(error: unknown) {
  const { status, data } = (error ?? {}) as { status?: number | string; data?: Partial<ApiErrorBody> | null };
  const body = data && typeof data === 'object' ? data.error : undefined;
  return { status, code: body?.code, message: body?.message };
}

/**
 * "Report this job" / "report this company": one reason (radio group), optional details (<=
 * MODERATION_LIMITS.reportDetailsMax, with a counter), POST /reports. A refusal (already reported, too many reports,
 * a failure) is shown in the dialog and keeps what the visitor chose and typed; a success shows the thanks. Loaded
 * on the first intent (ReportButton).
 */
export default function ReportDialog({
  open,
  targetKind,
  targetId,
  targetName,
  onClose,
  afterClose,
}: ReportDialogProps) {
  const { t: translate, i18n } = useTranslation(REPORT_NS);
  // Every text in the kind's variant when it has one (`title_job`), else the shared one (i18n.ts).
  const t = (key: string, values?: Record<string, unknown>) =>
    translate(key, { ...values, context: targetKind });
  const formId = useId();
  const detailsId = useId();
  const hintId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [done, setDone] = useState(false);
  const [submit, { isLoading }] = useSubmitReportMutation();
  const closeButton = useRef<HTMLButtonElement>(null);

  // The submit button is gone with the form: the focus goes to "close" (after the dialog's own focus handling).
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => closeButton.current?.focus());
    return () => clearTimeout(timer);
  }, [done]);

  const send = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!reason) {
      setMissingReason(true);
      return;
    }
    setProblem(null);
    try {
      await submit({
        target_kind: targetKind,
        target_id: targetId,
        reason,
        details: details.trim(),
      }).unwrap();
      setDone(true);
    } catch (error) {
      const { status, code, message } = refusal(error);
      if (code === 'ALREADY_REPORTED') setProblem({ type: 'info', text: message || t('failed') });
      else if (status === 429 || code === 'RATE_LIMITED')
        setProblem({ type: 'error', text: t('rateLimited') });
      else setProblem({ type: 'error', text: (code && message) || t('failed') });
    }
  };

  // A sent report starts afresh next time; a refused one keeps the reason and the text.
  const closed = () => {
    if (done) {
      setReason(null);
      setDetails('');
      setProblem(null);
      setDone(false);
    }
    setMissingReason(false);
    afterClose();
  };

  const footer = done ? null : (
    <>
      <Button onClick={onClose}>{t('cancel')}</Button>
      <Button type="primary" htmlType="submit" form={formId} loading={isLoading} data-testid="report-submit">
        {t('submit')}
      </Button>
    </>
  );

  return (
    <Modal
      open={open}
      title={t('title')}
      onCancel={onClose}
      afterClose={closed}
      footer={footer}
      destroyOnHidden={false}
    >
      {done ? (
        <div role="status" data-testid="report-thanks">
          <Typography.Paragraph strong>{t('thanksTitle')}</Typography.Paragraph>
          <Typography.Paragraph>{t('thanksText')}</Typography.Paragraph>
          <Flex justify="flex-end">
            <Button ref={closeButton} type="primary" onClick={onClose} data-testid="report-close">
              {t('close')}
            </Button>
          </Flex>
        </div>
      ) : (
        <form id={formId} onSubmit={(event) => void send(event)} noValidate>
          <Typography.Paragraph>{t('intro', { name: targetName })}</Typography.Paragraph>
          <Typography.Text strong aria-hidden="true" style={{ display: 'block', marginBottom: 4 }}>
            {t('reason')}
          </Typography.Text>
          <ChoiceList
            type="radio"
            label={t('reason')}
            options={REPORT_REASONS.map((r) => ({ value: r, label: t(`reasons.${r}`) }))}
            value={reason ? [reason] : []}
            onChange={([value]) => {
              setReason(value as ReportReason);
              setMissingReason(false);
            }}
            data-testid="report-reasons"
          />
          {missingReason && (
            <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 4 }}>
              {t('reasonRequired')}
            </Typography.Text>
          )}
          <label htmlFor={detailsId} style={{ display: 'block', marginTop: 16, marginBottom: 4 }}>
            {t('details')}
          </label>
          <Input.TextArea
            id={detailsId}
            rows={4}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
            maxLength={MODERATION_LIMITS.reportDetailsMax}
            showCount
            placeholder={t('detailsPlaceholder')}
            aria-describedby={hintId}
            data-testid="report-details"
          />
          <Typography.Text
            type="secondary"
            id={hintId}
            style={{ display: 'block', marginTop: 20, fontSize: 12 }}
          >
            {t('detailsHint', { max: MODERATION_LIMITS.reportDetailsMax.toLocaleString(i18n.language) })}
          </Typography.Text>
          {problem && (
            <Alert
              type={problem.type}
              showIcon
              title={problem.text}
              style={{ marginTop: 12 }}
              data-testid="report-problem"
            />
          )}
        </form>
      )}
    </Modal>
  );
}
