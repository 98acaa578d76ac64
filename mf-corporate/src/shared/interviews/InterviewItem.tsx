import { useTranslation } from 'react-i18next';
import type { CorporateInterview } from '@jobportal/contracts';
import { Button, Flex, Space, Tag, Typography } from 'mf_shared_ui/ui';
import { Alert } from 'mf_shared_ui/ui-feedback';
import { useLocale } from '../hooks';
import { formatThaiTime } from './thaiTime';

export const STATUS_COLOR: Record<CorporateInterview['status'], string> = {
  proposed: 'gold',
  scheduled: 'green',
  change_requested: 'orange',
  cancelled: 'default',
};

export interface InterviewItemProps {
  interview: CorporateInterview;
  /** the member may change it (role and job); undefined hides the buttons */
  onReschedule?: () => void;
  onCancel?: () => void;
}

function When({ iso }: { iso: string }) {
  const locale = useLocale();
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {formatThaiTime(iso, locale)}
    </time>
  );
}

/** One interview: its state, the time (or the times offered), where, both sides' notes, and what can be done. */
export function InterviewItem({ interview: i, onReschedule, onCancel }: InterviewItemProps) {
  const { t } = useTranslation('corporate');
  const open = i.status !== 'cancelled';
  return (
    <Flex vertical gap={6} data-testid="interview-item" data-status={i.status}>
      <Space wrap size={6}>
        <Tag color={STATUS_COLOR[i.status]}>{t(`interviews.status.${i.status}`)}</Tag>
        <Typography.Text>{t(`interviews.mode.${i.mode}`)}</Typography.Text>
        <Typography.Text type="secondary">
          {t('interviews.minutes', { count: i.duration_minutes })}
        </Typography.Text>
      </Space>
      {i.starts_at && (
        <Typography.Text strong={i.status === 'scheduled'} delete={i.status === 'cancelled'}>
          {t('interviews.at')}: <When iso={i.starts_at} />
        </Typography.Text>
      )}
      {i.status === 'proposed' && i.slots.length > 0 && (
        <div>
          <Typography.Text type="secondary">{t('interviews.offered')}:</Typography.Text>
          <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
            {i.slots.map((s) => (
              <li key={s.id}>
                <When iso={s.starts_at} />
              </li>
            ))}
          </ul>
        </div>
      )}
      <Typography.Text style={{ overflowWrap: 'anywhere' }}>
        {t('interviews.where')}:{' '}
        {i.mode === 'video' ? (
          <a href={i.location} target="_blank" rel="noopener noreferrer">
            {i.location}
          </a>
        ) : (
          i.location
        )}
      </Typography.Text>
      {i.note && (
        <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-line', margin: 0 }}>
          {i.note}
        </Typography.Paragraph>
      )}
      {i.candidate_note && (
        <Alert
          type="warning"
          showIcon
          title={t('interviews.candidateNote')}
          description={<span style={{ whiteSpace: 'pre-line' }}>{i.candidate_note}</span>}
        />
      )}
      {i.cancel_reason && (
        <Typography.Text type="secondary">
          {t('interviews.reason')}: {i.cancel_reason}
        </Typography.Text>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('interviews.by', { name: i.created_by_name })}
      </Typography.Text>
      {open && (onReschedule || onCancel) && (
        <Space wrap>
          {onReschedule && (
            <Button size="small" onClick={onReschedule} data-testid="interview-reschedule">
              {t('interviews.reschedule')}
            </Button>
          )}
          {onCancel && (
            <Button size="small" danger onClick={onCancel} data-testid="interview-cancel">
              {t('interviews.cancel')}
            </Button>
          )}
        </Space>
      )}
    </Flex>
  );
}
