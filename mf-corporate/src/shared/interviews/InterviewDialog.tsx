import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CorporateInterview, InterviewMode } from '@jobportal/contracts';
import { INTERVIEW_LIMITS } from '@jobportal/contracts/bounds';
import { Button, Flex, Input, notify, Space, Typography } from 'mf_shared_ui/ui';
import { Radio, Select } from 'mf_shared_ui/ui-form';
import { Modal } from 'mf_shared_ui/ui-overlay';
import { Alert } from 'mf_shared_ui/ui-feedback';
import { apiFailure } from '../utils/errors';
import { useProposeInterviewMutation, useUpdateInterviewMutation } from './interviewsApi';
import { fromThaiInput, toThaiInput } from './thaiTime';
import { isHttpsLink, slotProblems, type SlotProblem } from './slots';
import { SlotFields } from './SlotFields';

const DURATIONS = [15, 30, 45, 60, 90, 120, 180, 240, 480];

type How = 'slots' | 'direct';

const FIELDSET = { border: 0, margin: 0, padding: 0 };
const LEGEND = { fontWeight: 600, marginBottom: 4, fontSize: 'inherit' };

export interface InterviewDialogProps {
  open: boolean;
  onClose: () => void;
  applicationId: string;
  jobId: string;
  /** the interview to change (reschedule); none: a new proposal */
  interview?: CorporateInterview;
}

interface Errors {
  location?: string;
  slots?: (SlotProblem | undefined)[];
  direct?: SlotProblem;
  form?: string;
}

/**
 * "นัดสัมภาษณ์": the type, the address or the video link, the length, 1..5 times in Thai time and a note; when
 * changing an interview, new times for the candidate to choose from or a new time set at once.
 */
export function InterviewDialog({ open, onClose, applicationId, jobId, interview }: InterviewDialogProps) {
  const { t } = useTranslation('corporate');
  const [propose, proposing] = useProposeInterviewMutation();
  const [update, updating] = useUpdateInterviewMutation();
  const [mode, setMode] = useState<InterviewMode>(interview?.mode ?? 'video');
  const [location, setLocation] = useState(interview?.location ?? '');
  const [duration, setDuration] = useState(interview?.duration_minutes ?? 60);
  const [note, setNote] = useState(interview?.note ?? '');
  const [slots, setSlots] = useState<string[]>(['']);
  const [how, setHow] = useState<How>('slots');
  const [direct, setDirect] = useState(toThaiInput(interview?.starts_at));
  const [errors, setErrors] = useState<Errors>({});

  const check = (): Errors => {
    const found: Errors = {};
    if (!location.trim()) found.location = t('interviews.addressRequired');
    else if (mode === 'video' && !isHttpsLink(location)) found.location = t('interviews.linkInvalid');
    if (!interview || how === 'slots') {
      const problems = slotProblems(slots);
      if (problems.some(Boolean)) found.slots = problems;
    } else {
      const [problem] = slotProblems([direct]);
      if (problem) found.direct = problem;
    }
    return found;
  };

  /** The API's field errors on the fields they name (slots.N, starts_at, location), anything else on top. */
  const showFailure = (e: unknown) => {
    const failure = apiFailure(e);
    const found: Errors = {};
    for (const f of failure?.fields ?? []) {
      const slot = /^slots\.(\d+)$/.exec(f.field);
      if (slot) {
        found.slots = found.slots ?? slots.map(() => undefined);
        found.slots[Number(slot[1])] = f.code === 'invalid' ? 'duplicate' : 'past';
      } else if (f.field === 'starts_at') found.direct = 'past';
      else if (f.field === 'location') found.location = f.message;
    }
    if (!Object.keys(found).length) found.form = failure?.message ?? t('common.saveFailed');
    setErrors(found);
  };

  const submit = async () => {
    const found = check();
    setErrors(found);
    if (Object.keys(found).length) return;
    const details = { mode, location: location.trim(), duration_minutes: duration, note: note.trim() };
    const times = slots.map((s) => fromThaiInput(s)!);
    try {
      if (interview) {
        const change = how === 'slots' ? { slots: times } : { starts_at: fromThaiInput(direct)! };
        await update({ id: interview.id, applicationId, body: { ...details, ...change } }).unwrap();
        notify({ title: t('interviews.changed'), color: 'success', timeout: 3000 });
      } else {
        await propose({ applicationId, jobId, body: { ...details, slots: times } }).unwrap();
        notify({ title: t('interviews.sent'), color: 'success', timeout: 3000 });
      }
      onClose();
    } catch (e) {
      showFailure(e);
    }
  };

  const directProblem = errors.direct;
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t(interview ? 'interviews.rescheduleTitle' : 'interviews.proposeTitle')}
      width={640}
      destroyOnHidden
      footer={
        <Space wrap>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            onClick={() => void submit()}
            loading={proposing.isLoading || updating.isLoading}
            data-testid="interview-submit"
          >
            {t(interview ? 'interviews.saveChange' : 'interviews.send')}
          </Button>
        </Space>
      }
    >
      <Flex vertical gap={16}>
        {!interview && <Typography.Text type="secondary">{t('interviews.movesHint')}</Typography.Text>}
        {errors.form && <Alert type="error" showIcon title={errors.form} />}
        <fieldset style={FIELDSET}>
          <legend style={LEGEND}>{t('interviews.modeLabel')}</legend>
          <Radio.Group
            value={mode}
            onChange={(e) => setMode(e.target.value as InterviewMode)}
            options={(['video', 'onsite'] as const).map((m) => ({
              value: m,
              label: t(`interviews.mode.${m}`),
            }))}
          />
        </fieldset>
        <div>
          <label htmlFor="interview-location" style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
            {t(mode === 'video' ? 'interviews.link' : 'interviews.address')}
          </label>
          <Input
            id="interview-location"
            value={location}
            maxLength={INTERVIEW_LIMITS.locationMax}
            placeholder={t(mode === 'video' ? 'interviews.linkPlaceholder' : 'interviews.addressPlaceholder')}
            status={errors.location ? 'error' : undefined}
            aria-invalid={errors.location ? true : undefined}
            onChange={(e) => setLocation(e.target.value)}
          />
          {errors.location && (
            <Typography.Text type="danger" role="alert">
              {errors.location}
            </Typography.Text>
          )}
        </div>
        <div>
          <label htmlFor="interview-duration" style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
            {t('interviews.duration')}
          </label>
          <Select
            id="interview-duration"
            value={duration}
            onChange={(v: number) => setDuration(v)}
            style={{ width: 200 }}
            options={DURATIONS.map((m) => ({ value: m, label: t('interviews.minutes', { count: m }) }))}
          />
        </div>
        {interview && (
          <fieldset style={FIELDSET}>
            <legend style={LEGEND}>{t('interviews.rescheduleHow')}</legend>
            <Radio.Group
              value={how}
              onChange={(e) => setHow(e.target.value as How)}
              options={[
                { value: 'slots', label: t('interviews.howSlots') },
                { value: 'direct', label: t('interviews.howDirect') },
              ]}
            />
          </fieldset>
        )}
        {!interview || how === 'slots' ? (
          <SlotFields values={slots} onChange={setSlots} problems={errors.slots ?? []} />
        ) : (
          <div>
            <label htmlFor="interview-direct" style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
              {t('interviews.newTime')}
            </label>
            <Input
              id="interview-direct"
              type="datetime-local"
              value={direct}
              status={directProblem ? 'error' : undefined}
              onChange={(e) => setDirect(e.target.value)}
              style={{ maxWidth: 240 }}
            />
            {directProblem && (
              <Typography.Text type="danger" role="alert" style={{ display: 'block' }}>
                {t(
                  directProblem === 'required'
                    ? 'interviews.slotRequired'
                    : directProblem === 'past'
                      ? 'interviews.slotPast'
                      : 'interviews.slotDuplicate',
                )}
              </Typography.Text>
            )}
          </div>
        )}
        <div>
          <label htmlFor="interview-note" style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
            {t('interviews.note')}
          </label>
          <Input.TextArea
            id="interview-note"
            rows={3}
            value={note}
            maxLength={INTERVIEW_LIMITS.noteMax}
            placeholder={t('interviews.notePlaceholder')}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
      </Flex>
    </Modal>
  );
}
