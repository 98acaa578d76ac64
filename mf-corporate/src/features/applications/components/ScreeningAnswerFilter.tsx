import { useTranslation } from 'react-i18next';
import type { CorporateScreeningQuestion } from '@jobportal/contracts';
import { Button, Input, NativeSelect, Space } from 'mf_shared_ui/ui';
import { InputNumber } from 'mf_shared_ui/ui-form';
import { CloseOutlined } from 'mf_shared_ui/icons';
import { formatAnswerFilter, parseAnswerFilter } from '../utils/answerFilter';

export interface ScreeningAnswerFilterProps {
  questions: CorporateScreeningQuestion[];
  /** `<question id>:<value>` (the URL's and the API's `answer`), null for none */
  value: string | null;
  onChange: (value: string | null) => void;
}

const rangeOf = (value: string) => {
  const m = /^([^.]*)\.\.(.*)$/.exec(value);
  const num = (s: string | undefined) => (s ? Number(s) : null);
  return { min: num(m?.[1]), max: num(m?.[2]) };
};

/** "Filter by answer" above the board: a question, then the answer control its kind calls for. */
export function ScreeningAnswerFilter({ questions, value, onChange }: ScreeningAnswerFilterProps) {
  const { t } = useTranslation('corporate');
  if (questions.length === 0) return null;
  const parsed = parseAnswerFilter(value);
  const questionId = parsed?.questionId ?? (value?.endsWith(':') ? value.slice(0, -1) : '');
  const question = questions.find((q) => q.id === questionId);
  const current = parsed?.value ?? '';
  const set = (v: string) =>
    onChange(question ? formatAnswerFilter({ questionId: question.id, value: v }) : null);
  const setRange = (min: number | null, max: number | null) =>
    min === null && max === null ? onChange(`${questionId}:`) : set(`${min ?? ''}..${max ?? ''}`);

  return (
    <Space wrap size="small" data-testid="answer-filter">
      <NativeSelect
        value={questionId}
        onChange={(e) => onChange(e.target.value ? `${e.target.value}:` : null)}
        placeholder={t('screening.filter.question')}
        aria-label={t('screening.filter.label')}
        options={questions.map((q) => ({ value: q.id, label: q.prompt }))}
        style={{ maxWidth: 280 }}
      />
      {question?.kind === 'yes_no' && (
        <NativeSelect
          value={current}
          onChange={(e) => set(e.target.value)}
          placeholder={t('screening.filter.anyValue')}
          aria-label={t('screening.filter.value')}
          options={[
            { value: 'yes', label: t('screening.yes') },
            { value: 'no', label: t('screening.no') },
          ]}
        />
      )}
      {question?.kind === 'single_choice' && (
        <NativeSelect
          value={current}
          onChange={(e) => set(e.target.value)}
          placeholder={t('screening.filter.anyValue')}
          aria-label={t('screening.filter.value')}
          options={question.options.map((o) => ({ value: o, label: o }))}
          style={{ maxWidth: 220 }}
        />
      )}
      {question?.kind === 'number' && (
        <>
          <InputNumber
            min={0}
            value={rangeOf(current).min}
            placeholder={t('screening.filter.min')}
            aria-label={t('screening.filter.min')}
            onChange={(v) => setRange(typeof v === 'number' ? v : null, rangeOf(current).max)}
          />
          <InputNumber
            min={0}
            value={rangeOf(current).max}
            placeholder={t('screening.filter.max')}
            aria-label={t('screening.filter.max')}
            onChange={(v) => setRange(rangeOf(current).min, typeof v === 'number' ? v : null)}
          />
        </>
      )}
      {question?.kind === 'short_text' && (
        <Input
          allowClear
          value={current}
          onChange={(e) => (e.target.value ? set(e.target.value) : onChange(`${question.id}:`))}
          placeholder={t('screening.filter.contains')}
          aria-label={t('screening.filter.contains')}
          style={{ width: 200 }}
        />
      )}
      {value && (
        <Button
          size="small"
          type="text"
          icon={<CloseOutlined />}
          onClick={() => onChange(null)}
          aria-label={t('screening.filter.clear')}
        />
      )}
    </Space>
  );
}
