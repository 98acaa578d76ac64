import { useEffect, useId, useState } from 'react';
import { Button, Flex, Input, Typography } from 'mf_shared_ui/ui';
import { Modal } from 'mf_shared_ui/ui-overlay';
import { useBackofficeT } from '../hooks/useLocale';

/** The API's bounds of a staff reason (contracts StaffReason: 3 to 2000 characters, not only spaces). */
export const REASON_MIN = 3;
export const REASON_MAX = 2000;

export interface ReasonModalProps {
  open: boolean;
  title: string;
  /** What will happen, in a sentence above the field. */
  description?: string;
  confirmLabel: string;
  danger?: boolean;
  /** The API takes the action without a reason too. */
  optional?: boolean;
  /** A longer least length than a staff reason's (the API's bound of this action). */
  minLength?: number;
  /** What the reason should say, instead of where it is kept. */
  hint?: string;
  /** Resolves when the action is done (the modal closes); rejects to keep it open (the caller shows the error). */
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks for the reason an action records in the staff audit (and tells the person concerned, where it applies). */
export function ReasonModal(props: ReasonModalProps) {
  const { t } = useBackofficeT();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();

  useEffect(() => {
    if (props.open) {
      setReason('');
      setProblem(null);
    }
  }, [props.open]);

  const min = props.minLength ?? REASON_MIN;
  const submit = async () => {
    const text = reason.trim();
    if (!(props.optional && text === '') && text.length < min)
      return setProblem(t('reason.required', { min }));
    if (text.length > REASON_MAX) return setProblem(t('reason.tooLong'));
    setBusy(true);
    try {
      await props.onSubmit(text);
      props.onClose();
    } catch {
      // the caller has shown what went wrong; the reason stays for another try
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={props.open}
      title={props.title}
      onCancel={props.onClose}
      destroyOnHidden
      footer={
        <Flex gap={8} justify="end" wrap>
          <Button onClick={props.onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button
            type="primary"
            danger={props.danger}
            loading={busy}
            onClick={() => void submit()}
            data-testid="reason-confirm"
          >
            {props.confirmLabel}
          </Button>
        </Flex>
      }
    >
      {props.description && <Typography.Paragraph>{props.description}</Typography.Paragraph>}
      <label htmlFor={fieldId}>
        <Typography.Text strong>
          {props.optional ? t('reason.optionalLabel') : t('reason.label')}
        </Typography.Text>
      </label>
      <Input.TextArea
        id={fieldId}
        // a dialog the staff member just opened: focus moves into it (WAI-ARIA dialog pattern)
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        rows={4}
        maxLength={REASON_MAX}
        value={reason}
        status={problem ? 'error' : undefined}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
        onChange={(e) => {
          setReason(e.target.value);
          setProblem(null);
        }}
      />
      <Typography.Paragraph type="secondary" id={hintId} style={{ marginTop: 4, marginBottom: 0 }}>
        {props.hint ?? t('reason.hint')}
      </Typography.Paragraph>
      {problem && (
        <Typography.Text type="danger" id={errorId} role="alert">
          {problem}
        </Typography.Text>
      )}
    </Modal>
  );
}
