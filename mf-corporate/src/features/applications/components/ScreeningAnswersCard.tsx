import { useTranslation } from 'react-i18next';
import type { CorporateApplication } from '@jobportal/contracts';
import { Button, notify, Tag, Typography } from 'mf_shared_ui/ui';
import { Card, List } from 'mf_shared_ui/ui-data';
import { Alert } from 'mf_shared_ui/ui-feedback';
import { apiFailure } from '../../../shared/utils/errors';
import { fullName } from '../../../shared/utils/labels';
import { useMoveToPipelineMutation } from '../api/screeningApi';
import { columnOf, NOT_A_FIT } from '../utils/pipeline';
import { useAnswerText } from './ScreeningSummary';

export interface ScreeningAnswersCardProps {
  application: CorporateApplication;
  jobId: string;
  /** the member may move this job's applicants (job:pipeline) */
  canMove: boolean;
}

/** The application's screening answers, the failed ones marked; "not a fit" with its way back to the pipeline. */
export function ScreeningAnswersCard({ application: a, jobId, canMove }: ScreeningAnswersCardProps) {
  const { t } = useTranslation('corporate');
  const text = useAnswerText();
  const [toPipeline, state] = useMoveToPipelineMutation();
  const answers = a.screening ?? [];
  const notAFit = columnOf(a) === NOT_A_FIT;
  if (answers.length === 0 && !notAFit) return null;

  const move = async () => {
    try {
      await toPipeline({ id: a.id, jobId }).unwrap();
      notify({
        title: t('screening.movedToPipeline', { name: fullName(a.candidate) }),
        color: 'success',
        timeout: 2000,
      });
    } catch (e) {
      notify({
        title: t('common.saveFailed'),
        description: apiFailure(e)?.message ?? undefined,
        color: 'error',
      });
    }
  };

  return (
    <Card size="small" title={t('screening.answersTitle')} data-testid="screening-answers">
      {notAFit && (
        <Alert
          type="warning"
          showIcon
          title={t('screening.knockedOutAlert')}
          style={{ marginBottom: 12 }}
          action={
            canMove ? (
              <Button size="small" loading={state.isLoading} onClick={() => void move()}>
                {t('screening.moveToPipeline')}
              </Button>
            ) : undefined
          }
        />
      )}
      {answers.length === 0 ? (
        <Typography.Text type="secondary">{t('screening.noAnswers')}</Typography.Text>
      ) : (
        <List
          size="small"
          dataSource={answers}
          renderItem={(answer) => (
            <List.Item key={answer.question_id}>
              <div style={{ width: '100%' }}>
                <Typography.Text type="secondary" style={{ display: 'block' }}>
                  {answer.prompt}
                </Typography.Text>
                <Typography.Text strong style={{ whiteSpace: 'pre-line' }}>
                  {text(answer)}
                </Typography.Text>
                {answer.knocks_out && (
                  <Tag color="red" style={{ marginInlineStart: 8 }}>
                    {t('screening.knocksOut')}
                  </Tag>
                )}
              </div>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
