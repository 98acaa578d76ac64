import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickLocalized, usePageMeta } from 'mf_shared_ui/platform';
import { Empty, Flex, RobotOutlined, Skeleton, Typography } from 'mf_shared_ui/ui';
import { Progress } from 'mf_shared_ui/ui-data';
import { JobCard } from '../../../shared/components/JobCard';
import { PageContainer } from '../../../shared/components/PageContainer';
import { useLocale } from '../../../shared/hooks/useLocale';
import { useCandidateAiMatchesQuery } from '../api/aiMatchingApi';

/**
 * /candidate/ai-job-matching (minimal first version; the AI matching feature extends this folder):
 * jobs matched to the profile with their score and summary, or an empty state.
 */
export default function AiJobMatchingPage() {
  const { t } = useTranslation('candidate');
  const locale = useLocale();
  const { data, isLoading, isError } = useCandidateAiMatchesQuery({ limit: 20 });
  usePageMeta({ title: t('meta.ai.title'), description: t('meta.ai.description'), noindex: true });
  const matches = data ?? [];
  return (
    <PageContainer testId="page-ai-job-matching">
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        <RobotOutlined aria-hidden /> {t('ai.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('ai.subtitle')}</Typography.Paragraph>
      {isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
      {!isLoading && (isError || matches.length === 0) && (
        <Empty description={t('ai.empty')} data-testid="ai-empty">
          <Link to="/candidate/profile#section-skills">{t('overview.addSkills')}</Link>
        </Empty>
      )}
      <Flex vertical gap={12}>
        {matches.map(({ job, match }) => (
          <JobCard
            key={job.id}
            job={job}
            extra={
              <Flex gap={12} align="center" style={{ marginTop: 12 }} data-testid="ai-match">
                <Progress type="circle" size={48} percent={Math.round(match.score)} aria-label={t('ai.score', { score: Math.round(match.score) })} />
                <Typography.Text>{pickLocalized(match, 'summary', locale)}</Typography.Text>
              </Flex>
            }
          />
        ))}
      </Flex>
    </PageContainer>
  );
}
