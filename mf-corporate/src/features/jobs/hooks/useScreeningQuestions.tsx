import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Typography } from 'mf_shared_ui/ui';
import { Card } from 'mf_shared_ui/ui-data';
import { apiFailure } from '../../../shared/utils/errors';
import { useJobScreeningQuestionsQuery } from '../../../shared/api/screeningApi';
import { useSaveJobScreeningQuestionsMutation } from '../api/screeningApi';
import { ScreeningQuestionsEditor } from '../components/ScreeningQuestionsEditor';
import { draftProblems, serverProblems, toDraft, toInput, type QuestionDraft } from '../utils/screening';

export interface ScreeningQuestionsDraft {
  /** the job form's "screening questions" card */
  element: ReactNode;
  /** false (and the problems shown) when a question is not ready to be saved */
  validate: () => boolean;
  /** saves the questions of the job when they changed; throws the API's error (its fields shown on the cards) */
  save: (jobId: string) => Promise<void>;
}

/**
 * The screening questions of the job form, saved by the page with the job (PUT /corporate/jobs/:id/questions after
 * the job's own save): `jobId` null on the create page, where the questions wait for the new job's id.
 */
export function useScreeningQuestions(jobId: string | null, readOnly = false): ScreeningQuestionsDraft {
  const { t } = useTranslation('corporate');
  const saved = useJobScreeningQuestionsQuery(jobId ?? '', { skip: !jobId });
  const [saveQuestions] = useSaveJobScreeningQuestionsMutation();
  const [drafts, setDrafts] = useState<QuestionDraft[]>([]);
  const [baseline, setBaseline] = useState('[]');
  const [showProblems, setShowProblems] = useState(false);
  const [server, setServer] = useState<Map<number, Partial<Record<string, string>>>>(new Map());

  const [loaded, setLoaded] = useState(false);

  // Once: a refetch (focus, another tab's save) must not overwrite what is being edited.
  useEffect(() => {
    if (!saved.data || loaded) return;
    const drafted = saved.data.map(toDraft);
    setDrafts(drafted);
    setBaseline(JSON.stringify(drafted.map(toInput)));
    setLoaded(true);
  }, [saved.data, loaded]);

  const current = useMemo(() => JSON.stringify(drafts.map(toInput)), [drafts]);
  const dirty = current !== baseline;

  const element = (
    <Card
      title={t('screening.title')}
      style={{ marginBottom: 16 }}
      extra={
        dirty ? (
          <Typography.Text type="warning" data-testid="screening-unsaved">
            {t('screening.unsaved')}
          </Typography.Text>
        ) : null
      }
      data-testid="screening-section"
    >
      <Typography.Paragraph type="secondary">{t('screening.intro')}</Typography.Paragraph>
      {jobId && drafts.some((d) => d.id) && (
        <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
          {t('screening.rulesApplyNew')}
        </Typography.Paragraph>
      )}
      {readOnly ? (
        <>
          <Typography.Paragraph type="secondary">{t('screening.readOnly')}</Typography.Paragraph>
          <ol style={{ margin: 0, paddingInlineStart: 20 }}>
            {drafts.map((d) => (
              <li key={d.key}>
                {d.prompt} ({t(`screening.kinds.${d.kind}`)})
              </li>
            ))}
          </ol>
        </>
      ) : (
        <ScreeningQuestionsEditor
          value={drafts}
          onChange={(next) => {
            setDrafts(next);
            setServer(new Map());
          }}
          showProblems={showProblems}
          serverProblems={server}
        />
      )}
    </Card>
  );

  return {
    element,
    validate: () => {
      const ok = drafts.every((d) => Object.keys(draftProblems(d)).length === 0);
      setShowProblems(!ok);
      return ok;
    },
    save: async (id: string) => {
      if (readOnly || !dirty) return;
      try {
        const fresh = await saveQuestions({ jobId: id, questions: drafts.map(toInput) }).unwrap();
        const drafted = fresh.map(toDraft);
        setDrafts(drafted);
        setBaseline(JSON.stringify(drafted.map(toInput)));
        setServer(new Map());
      } catch (error) {
        setServer(serverProblems(apiFailure(error)?.fields ?? []));
        throw error;
      }
    },
  };
}
