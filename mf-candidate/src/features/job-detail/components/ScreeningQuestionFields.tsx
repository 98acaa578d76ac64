import { useTranslation } from 'react-i18next';
import type { ScreeningQuestion } from '@jobportal/contracts';
import { SCREENING_LIMITS } from '@jobportal/contracts/bounds';
import { Button, Input, Typography } from 'mf_shared_ui/ui';
import { Form, Radio } from 'mf_shared_ui/ui-form';
import { Alert } from 'mf_shared_ui/ui-feedback';
import { SCREENING_NS } from './screeningTexts';

/** Answers keyed by question id in the apply form (`answers.<id>`). */
export type AnswerValues = Record<string, string | undefined>;

const NUMBER = /^\d{1,10}(\.\d{1,4})?$/;

/** The request's answers: the ones given, in the job's question order. */
export function answersOf(questions: ScreeningQuestion[], values: AnswerValues | undefined) {
  return questions
    .map((q) => ({ question_id: q.id, value: (values?.[q.id] ?? '').trim() }))
    .filter((a) => a.value !== '');
}

export interface ScreeningQuestionFieldsProps {
  questions: ScreeningQuestion[] | undefined;
  loadFailed: boolean;
  onRetry: () => void;
}

/** The job's screening questions in the apply form, each with the control its kind calls for. */
export function ScreeningQuestionFields({ questions, loadFailed, onRetry }: ScreeningQuestionFieldsProps) {
  const { t } = useTranslation(SCREENING_NS);
  if (loadFailed)
    return (
      <Alert
        type="error"
        showIcon
        title={t('loadFailed')}
        action={
          <Button size="small" onClick={onRetry}>
            {t('retry')}
          </Button>
        }
        style={{ marginBottom: 16 }}
        data-testid="apply-questions-failed"
      />
    );
  if (!questions?.length) return null;
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 8px' }} data-testid="apply-questions">
      <legend style={{ fontWeight: 600, marginBottom: 4 }}>{t('title')}</legend>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('intro')}
      </Typography.Paragraph>
      {questions.map((q) => {
        const rules = [
          ...(q.required ? [{ required: true, whitespace: true, message: t('required') }] : []),
          ...(q.kind === 'number' ? [{ pattern: NUMBER, message: t('number') }] : []),
        ];
        const label = q.required ? q.prompt : `${q.prompt} ${t('optional')}`;
        return (
          <Form.Item key={q.id} name={['answers', q.id]} label={label} rules={rules}>
            {q.kind === 'yes_no' ? (
              <Radio.Group
                aria-label={q.prompt}
                options={[
                  { value: 'yes', label: t('yes') },
                  { value: 'no', label: t('no') },
                ]}
              />
            ) : q.kind === 'single_choice' ? (
              <Radio.Group
                aria-label={q.prompt}
                style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
                options={q.options.map((o) => ({ value: o, label: o }))}
              />
            ) : q.kind === 'number' ? (
              <Input
                inputMode="decimal"
                maxLength={15}
                placeholder={t('numberPlaceholder')}
                style={{ maxWidth: 200 }}
              />
            ) : (
              <Input maxLength={SCREENING_LIMITS.answerMax} showCount />
            )}
          </Form.Item>
        );
      })}
    </fieldset>
  );
}
