import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CandidateInterview } from '@jobportal/contracts';
import { INTERVIEW_LIMITS } from '@jobportal/contracts/bounds';
import { downloadApiPath } from 'mf_shared_ui/platform';
import { Button, Flex, Input, notify, Space, Tag, Typography } from 'mf_shared_ui/ui';
import { Radio } from 'mf_shared_ui/ui-form';
import { CalendarOutlined } from 'mf_shared_ui/icons';
import { useLocale } from '../hooks/useLocale';
import { apiErrorBody } from '../utils/apiError';
import { useChooseInterviewSlotMutation, useRequestInterviewChangeMutation } from './interviewsApi';
import { formatThaiTime } from './thaiTime';

const STATUS_COLOR: Record<CandidateInterview['status'], string> = {
  proposed: 'gold',
  scheduled: 'green',
  change_requested: 'orange',
  cancelled: 'default',
};

function When({ iso }: { iso: string }) {
  const locale = useLocale();
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {formatThaiTime(iso, locale)}
    </time>
  );
}

/**
 * One interview on my application: the times offered to choose from (or "ขอเวลาอื่น" with a note), the confirmed
 * time with its calendar file, my request while the company answers, or the cancellation and its reason.
 */
export function InterviewCard({ interview: i }: { interview: CandidateInterview }) {
  const { t } = useTranslation('candidate');
  const [choose, choosing] = useChooseInterviewSlotMutation();
  const [ask, asking] = useRequestInterviewChangeMutation();
  const [slotId, setSlotId] = useState<string | undefined>();
  const [asked, setAsked] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState(false);
  const failed = (e: unknown) =>
    notify({ color: 'error', title: apiErrorBody(e)?.message ?? t('common.saveError') });

  const confirm = async () => {
    if (!slotId) return;
    try {
      await choose({ id: i.id, slotId }).unwrap();
      notify({ color: 'success', title: t('interviews.chosen'), timeout: 4000 });
    } catch (e) {
      failed(e);
    }
  };
  const sendAsk = async () => {
    if (!note.trim()) {
      setNoteError(true);
      return;
    }
    try {
      await ask({ id: i.id, note: note.trim() }).unwrap();
      notify({ color: 'success', title: t('interviews.asked'), timeout: 3000 });
      setAsked(false);
    } catch (e) {
      failed(e);
    }
  };
  const download = async () => {
    try {
      await downloadApiPath(
        `/candidate/interviews/${encodeURIComponent(i.id)}/calendar.ics`,
        'interview.ics',
      );
    } catch {
      notify({ color: 'error', title: t('interviews.downloadFailed') });
    }
  };

  const upcoming = i.starts_at !== null && Date.parse(i.starts_at) > Date.now();
  return (
    <Flex
      vertical
      gap={8}
      id={`interview-${i.id}`}
      data-testid="candidate-interview"
      data-status={i.status}
      style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 12 }}
    >
      <Space wrap size={6}>
        <Typography.Text strong>{t('interviews.title')}</Typography.Text>
        <Tag color={STATUS_COLOR[i.status]}>{t(`interviews.status.${i.status}`)}</Tag>
        {i.status === 'scheduled' && !upcoming && <Tag>{t('interviews.past')}</Tag>}
      </Space>
      <Typography.Text>
        {t(`interviews.mode.${i.mode}`)} · {t('interviews.minutes', { count: i.duration_minutes })}
      </Typography.Text>
      <Typography.Text style={{ overflowWrap: 'anywhere' }}>
        {t(i.mode === 'video' ? 'interviews.link' : 'interviews.address')}:{' '}
        {i.mode === 'video' ? (
          <a href={i.location} target="_blank" rel="noopener noreferrer">
            {i.location}
          </a>
        ) : (
          i.location
        )}
      </Typography.Text>
      {i.note && (
        <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: 0 }}>
          <Typography.Text type="secondary">{t('interviews.companyNote')}: </Typography.Text>
          {i.note}
        </Typography.Paragraph>
      )}
      {i.starts_at && i.status !== 'proposed' && (
        <Typography.Text strong={i.status === 'scheduled'} delete={i.status === 'cancelled'}>
          {t('interviews.at')}: <When iso={i.starts_at} />
        </Typography.Text>
      )}
      {i.status === 'proposed' && (
        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
          <legend style={{ fontWeight: 600, marginBottom: 4, fontSize: 'inherit' }}>
            {t('interviews.chooseTitle')}
          </legend>
          <Radio.Group
            value={slotId}
            onChange={(e) => setSlotId(String(e.target.value))}
            style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
            options={i.slots.map((s) => ({ value: s.id, label: <When iso={s.starts_at} /> }))}
          />
          <Space wrap style={{ marginTop: 8 }}>
            <Button
              type="primary"
              disabled={!slotId}
              loading={choosing.isLoading}
              onClick={() => void confirm()}
              data-testid="interview-choose"
            >
              {t('interviews.choose')}
            </Button>
            {!asked && <Button onClick={() => setAsked(true)}>{t('interviews.askOther')}</Button>}
          </Space>
        </fieldset>
      )}
      {i.status === 'scheduled' && upcoming && !asked && (
        <Space wrap>
          <Button icon={<CalendarOutlined />} onClick={() => void download()} data-testid="interview-ics">
            {t('interviews.addToCalendar')}
          </Button>
          <Button onClick={() => setAsked(true)}>{t('interviews.askOther')}</Button>
        </Space>
      )}
      {asked && (
        <div>
          <label htmlFor={`ask-${i.id}`} style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
            {t('interviews.askLabel')}
          </label>
          <Input.TextArea
            id={`ask-${i.id}`}
            rows={3}
            value={note}
            maxLength={INTERVIEW_LIMITS.noteMax}
            placeholder={t('interviews.askPlaceholder')}
            status={noteError ? 'error' : undefined}
            aria-invalid={noteError || undefined}
            onChange={(e) => {
              setNote(e.target.value);
              setNoteError(false);
            }}
          />
          {noteError && (
            <Typography.Text type="danger" role="alert">
              {t('interviews.askRequired')}
            </Typography.Text>
          )}
          <Space wrap style={{ marginTop: 8 }}>
            <Button type="primary" loading={asking.isLoading} onClick={() => void sendAsk()}>
              {t('interviews.send')}
            </Button>
            <Button onClick={() => setAsked(false)}>{t('common.cancel')}</Button>
          </Space>
        </div>
      )}
      {i.candidate_note && i.status === 'change_requested' && (
        <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-line', margin: 0 }}>
          {t('interviews.myNote')}: {i.candidate_note}
        </Typography.Paragraph>
      )}
      {i.status === 'cancelled' && i.cancel_reason && (
        <Typography.Text type="secondary">
          {t('interviews.reason')}: {i.cancel_reason}
        </Typography.Text>
      )}
    </Flex>
  );
}
