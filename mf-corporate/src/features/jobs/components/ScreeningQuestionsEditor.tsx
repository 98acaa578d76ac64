import { useTranslation } from 'react-i18next';
import { SCREENING_LIMITS } from '@jobportal/contracts/bounds';
import { Button, Space, Typography } from 'mf_shared_ui/ui';
import { PlusOutlined } from 'mf_shared_ui/icons';
import { draftProblems, move, newQuestion, type QuestionDraft } from '../utils/screening';
import { ScreeningQuestionCard } from './ScreeningQuestionCard';

export interface ScreeningQuestionsEditorProps {
  value: QuestionDraft[];
  onChange: (next: QuestionDraft[]) => void;
  /** show the problems of the drafts (after a save was tried) */
  showProblems: boolean;
  /** the API's field errors per question index, already in the user's language */
  serverProblems?: Map<number, Partial<Record<string, string>>>;
}

/** The list of a job's screening questions: add (up to 10), edit, reorder, remove. */
export function ScreeningQuestionsEditor(props: ScreeningQuestionsEditorProps) {
  const { t } = useTranslation('corporate');
  const { value, onChange } = props;
  const full = value.length >= SCREENING_LIMITS.questionsMax;
  const patch = (i: number) => (p: Partial<QuestionDraft>) =>
    onChange(value.map((q, j) => (j === i ? { ...q, ...p } : q)));

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="screening-editor">
      {value.length === 0 && <Typography.Text type="secondary">{t('screening.empty')}</Typography.Text>}
      {value.map((q, i) => {
        const own = props.showProblems ? draftProblems(q) : {};
        const problems = {
          ...Object.fromEntries(Object.entries(own).map(([k, key]) => [k, t(key as string)])),
          ...(props.serverProblems?.get(i) ?? {}),
        };
        return (
          <ScreeningQuestionCard
            key={q.key}
            draft={q}
            index={i}
            count={value.length}
            problems={problems}
            onChange={patch(i)}
            onMove={(to) => onChange(move(value, i, to))}
            onRemove={() => onChange(value.filter((_, j) => j !== i))}
          />
        );
      })}
      <Space wrap align="center">
        <Button
          icon={<PlusOutlined />}
          disabled={full}
          onClick={() => onChange([...value, newQuestion()])}
          data-testid="screening-add"
        >
          {t('screening.add')}
        </Button>
        <Typography.Text type="secondary">
          {t('screening.limit', { max: SCREENING_LIMITS.questionsMax })}
        </Typography.Text>
      </Space>
    </Space>
  );
}
