import { useTranslation } from 'react-i18next';
import type { ScreeningAnswer } from '@jobportal/contracts';
import { Tag, Tooltip, Typography } from 'mf_shared_ui/ui';

/** How an answer reads: yes/no in the user's language, the rest as typed. */
export function useAnswerText(): (a: Pick<ScreeningAnswer, 'kind' | 'value'>) => string {
  const { t } = useTranslation('corporate');
  return (a) => (a.kind === 'yes_no' ? t(a.value === 'yes' ? 'screening.yes' : 'screening.no') : a.value);
}

/**
 * The screening answers on a pipeline card: how many were answered and failed, every answer in the tooltip; the
 * wide layout also lists the first answers.
 */
export function ScreeningSummary({ answers, wide }: { answers: ScreeningAnswer[]; wide: boolean }) {
  const { t } = useTranslation('corporate');
  const text = useAnswerText();
  if (answers.length === 0) return null;
  const failed = answers.filter((a) => a.knocks_out).length;
  const all = (
    <ul style={{ margin: 0, paddingInlineStart: 16 }}>
      {answers.map((a) => (
        <li key={a.question_id}>
          {a.prompt}: <strong>{text(a)}</strong>
          {a.knocks_out ? ` (${t('screening.knocksOut')})` : ''}
        </li>
      ))}
    </ul>
  );
  return (
    <div data-testid="card-screening" style={{ marginTop: 4 }}>
      <Tooltip title={all}>
        <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
          <Tag style={{ margin: 0 }}>{t('screening.cardAnswers', { count: answers.length })}</Tag>
          {failed > 0 && (
            <Tag color="red" style={{ margin: 0 }}>
              {t('screening.cardKnocked', { count: failed })}
            </Tag>
          )}
        </span>
      </Tooltip>
      {wide &&
        answers.slice(0, 3).map((a) => (
          <Typography.Text
            key={a.question_id}
            type={a.knocks_out ? 'danger' : 'secondary'}
            ellipsis={{ tooltip: `${a.prompt}: ${text(a)}` }}
            style={{ display: 'block', fontSize: 12 }}
          >
            {a.prompt}: {text(a)}
          </Typography.Text>
        ))}
    </div>
  );
}
