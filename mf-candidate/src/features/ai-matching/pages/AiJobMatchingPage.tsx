import { useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { JobSearchFilter } from '@jobportal/contracts';
import { selectSession, useAppSelector, usePageMeta } from 'mf_shared_ui/platform';
import { Button, Col, FilterOutlined, Flex, Grid, Row, Skeleton, Typography } from 'mf_shared_ui/ui';
import { Alert, Badge, Empty } from 'mf_shared_ui/ui-feedback';
import { RobotOutlined } from 'mf_shared_ui/icons';
import { FiltersPanel } from '../../../shared/components/FiltersPanel';
import { matchFilterOf, useCandidateAiMatchesQuery } from '../../../shared/ai/aiApi';
import { useCandidateProfileQuery } from '../../../shared/api/sharedApi';
import { PageContainer } from '../../../shared/components/PageContainer';
import { SearchFilters } from '../../../shared/components/SearchFilters';
import {
  activeFilterCount,
  clearFilters,
  filterFromParams,
  hasFilters,
  paramsFromFilter,
  withFilter,
} from '../../../shared/utils/filterParams';
import { MatchCard } from '../components/MatchCard';
import { MatchHints } from '../components/MatchHints';
import { SkillSuggestionsPanel } from '../components/SkillSuggestionsPanel';

const LIMIT = 20;

/**
 * /candidate/ai-job-matching: the signed-in candidate's best-matching open jobs with score and explanation,
 * the search page's filters (kept in the URL), "improve your match" hints and skill suggestions with one-click add.
 */
export default function AiJobMatchingPage() {
  const { t } = useTranslation('candidate');
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const filter = useMemo(() => matchFilterOf(filterFromParams(params)), [query]);
  const session = useAppSelector(selectSession);
  const uid = session.userType === 'candidate' ? session.user?.uid : undefined;
  const screens = Grid.useBreakpoint();
  const [drawerOpen, setDrawerOpen] = useState(false);
  usePageMeta({ title: t('meta.ai.title'), description: t('meta.ai.description'), noindex: true });

  const { data: profile, isLoading: profileLoading } = useCandidateProfileQuery();
  const noSkills = Boolean(profile && (profile.skills ?? []).length === 0);
  const { data, isLoading, isFetching, isError, refetch } = useCandidateAiMatchesQuery(
    { filter, limit: LIMIT, uid },
    { skip: noSkills },
  );
  const matches = data?.data ?? [];

  const update = useCallback((next: JobSearchFilter) => setParams(paramsFromFilter(next)), [setParams]);
  const onChange = useCallback(
    <K extends keyof JobSearchFilter>(key: K, value: JobSearchFilter[K]) =>
      update(withFilter(filter, key, value)),
    [filter, update],
  );
  const onClear = useCallback(() => update(clearFilters(filter)), [filter, update]);
  const activeCount = activeFilterCount(filter, { datePosted: false });

  const filters = (
    <SearchFilters
      filter={filter}
      facets={undefined}
      onChange={onChange}
      onClear={onClear}
      showDatePosted={false}
    />
  );

  const header = (
    <>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        <RobotOutlined aria-hidden /> {t('ai.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('ai.subtitle')}</Typography.Paragraph>
    </>
  );

  if (noSkills) {
    return (
      <PageContainer testId="page-ai-job-matching">
        {header}
        <Empty description={t('ai.noSkills')} data-testid="ai-empty" data-reason="no-skills">
          <Link to="/candidate/profile#section-skills">
            <Button type="primary">{t('ai.addSkillsCta')}</Button>
          </Link>
        </Empty>
      </PageContainer>
    );
  }

  return (
    <PageContainer testId="page-ai-job-matching">
      {header}
      <Row gutter={[24, 16]}>
        <FiltersPanel
          inline={Boolean(screens.lg)}
          column={{ lg: 6 }}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
        >
          {filters}
        </FiltersPanel>
        <Col xs={24} md={15} lg={11}>
          <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
            <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }} aria-live="polite">
              {data ? (
                <span data-testid="ai-count">{t('ai.count', { count: matches.length })}</span>
              ) : (
                t('search.searching')
              )}
            </Typography.Title>
            {!screens.lg && (
              <Badge count={activeCount} size="small">
                <Button
                  icon={<FilterOutlined />}
                  onClick={() => setDrawerOpen(true)}
                  data-testid="open-filters"
                >
                  {t('search.filtersTitle')}
                </Button>
              </Badge>
            )}
          </Flex>
          <MatchHints hints={data?.hints ?? []} />
          {isError && !data && (
            <Alert
              type="error"
              showIcon
              title={t('common.loadError')}
              action={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
            />
          )}
          {(isLoading || profileLoading) && <Skeleton active paragraph={{ rows: 6 }} />}
          {data && matches.length === 0 && !isFetching && (
            <Empty
              description={hasFilters(filter) ? t('ai.emptyFiltered') : t('ai.empty')}
              data-testid="ai-empty"
            >
              {hasFilters(filter) ? (
                <Button type="primary" onClick={onClear}>
                  {t('search.clearFilters')}
                </Button>
              ) : (
                <Link to="/candidate/profile">{t('ai.editProfile')}</Link>
              )}
            </Empty>
          )}
          {matches.length > 0 && (
            <div
              data-testid="ai-matches"
              data-fetching={isFetching ? 'true' : 'false'}
              aria-busy={isFetching}
              style={{
                display: 'flex',
                flexDirection: 'column',
                gap: 12,
                opacity: isFetching ? 0.6 : 1,
                transition: 'opacity 120ms',
              }}
            >
              {matches.map((m, i) => (
                <MatchCard key={m.job.id} item={m} rank={i + 1} />
              ))}
            </div>
          )}
        </Col>
        <Col xs={24} md={9} lg={7}>
          <SkillSuggestionsPanel uid={uid} />
        </Col>
      </Row>
    </PageContainer>
  );
}
