import { useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { JobSearchFilter, OrderBy } from '@jobportal/contracts';
import { selectSession, useAppSelector, usePageMeta } from 'mf_shared_ui/platform';
import { MD_MIN_WIDTH, useMinWidth } from '@jobportal/viewport';
import { shortBaht } from 'mf_shared_ui/format';
import {
  Button,
  Col,
  FilterOutlined,
  Flex,
  Input,
  LinkPager,
  NativeSelect,
  Row,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'mf_shared_ui/ui';
import { Alert, Badge, Empty } from '../components/feedback';
import { FiltersPanel } from '../../../shared/components/FiltersPanel';
import { JobCard } from '../../../shared/components/JobCard';
import { PageContainer } from '../../../shared/components/PageContainer';
import { useCandidateHomeQuery } from '../../../shared/api/sharedApi';
import { useLookups } from '../../../shared/hooks/useLookups';
import { usePendingFavourite } from '../../../shared/hooks/usePendingFavourite';
import { searchApi, useCandidateJobSearchQuery } from '../api/searchApi';
import { SearchFilters } from '../../../shared/components/SearchFilters';
import { SalaryInsightLink } from '../../../shared/components/SalaryInsightLink';
import { RelatedSearches } from '../components/RelatedSearches';
import { SearchNotices } from '../components/SearchNotices';
import { useLocale } from '../../../shared/hooks/useLocale';
import { lineName, stationName } from '../../../shared/utils/railStations';
import { filterWithUnderstood } from '../utils/understood';
import {
  PAGE_SIZE,
  activeFilterCount,
  clearFilters,
  filterFromParams,
  hasFilters,
  paramsFromFilter,
  withFilter,
} from '../../../shared/utils/filterParams';

/** /candidate/jobs: the URL query is the search (shareable, bookmarkable, restored by Back). */
export interface JobSearchPageProps {
  /** "Save this search" (the alerts feature's button, composed in app/): none when not given. */
  SaveSearch?: ComponentType<{ filter: JobSearchFilter }>;
}

export default function JobSearchPage({ SaveSearch }: JobSearchPageProps) {
  const { t } = useTranslation('candidate');
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const filter = useMemo(() => filterFromParams(params), [query]);
  const session = useAppSelector(selectSession);
  const uid = session.userType === 'candidate' ? session.user?.uid : undefined;
  // Right on the first render, on the server too (antd's Grid.useBreakpoint only from an effect).
  const wide = useMinWidth(MD_MIN_WIDTH);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [text, setText] = useState(filter.main_input ?? '');
  usePendingFavourite();

  useEffect(() => setText(filter.main_input ?? ''), [filter.main_input]);

  const { data, currentData, isFetching, isLoading, isError, refetch } = useCandidateJobSearchQuery(
    uid ? { ...filter, uid } : filter,
  );
  const empty = Boolean(data && data.total === 0 && !isFetching);
  const { data: home } = useCandidateHomeQuery(undefined, { skip: !empty });
  const { skillName, provinceName, educationName } = useLookups();
  const locale = useLocale();

  const q = filter.main_input;
  usePageMeta({
    title: q ? t('meta.searchQuery.title', { query: q }) : t('meta.search.title'),
    description: q ? t('meta.searchQuery.description', { query: q }) : t('meta.search.description'),
    canonicalPath: q
      ? `/candidate/jobs?${new URLSearchParams({ main_input: q }).toString()}`
      : '/candidate/jobs',
  });

  const prefetch = searchApi.usePrefetch('candidateJobSearch');
  const update = useCallback(
    (next: JobSearchFilter, options?: { replace?: boolean }) => {
      const nextParams = paramsFromFilter(next);
      // The request starts now, not after the page has re-rendered for the new URL (same args, same cache entry).
      const nextFilter = filterFromParams(nextParams);
      prefetch(uid ? { ...nextFilter, uid } : nextFilter);
      setParams(nextParams, options);
    },
    [setParams, prefetch, uid],
  );

  // A place, work mode, hire type or salary typed in the box ("react กทม") becomes its filter in the URL: a chip
  // with ×, a checked filter, a shareable link. Replaces the history entry (Back goes to the page before).
  useEffect(() => {
    if (!currentData) return;
    const next = filterWithUnderstood(filter, currentData);
    if (next && paramsFromFilter(next).toString() !== query) update(next, { replace: true });
  }, [currentData, filter, query, update]);
  const onChange = useCallback(
    <K extends keyof JobSearchFilter>(key: K, value: JobSearchFilter[K]) =>
      update(withFilter(filter, key, value)),
    [filter, update],
  );
  const onClear = useCallback(() => update(clearFilters(filter)), [filter, update]);

  const activeCount = activeFilterCount(filter);

  const chips: { key: string; label: string; remove: () => void }[] = [];
  filter.tag?.forEach((v) =>
    chips.push({
      key: `tag-${v}`,
      label: skillName(v),
      remove: () =>
        onChange(
          'tag',
          filter.tag!.filter((x) => x !== v),
        ),
    }),
  );
  filter.location?.forEach((v) =>
    chips.push({
      key: `loc-${v}`,
      label: provinceName(v) || String(v),
      remove: () =>
        onChange(
          'location',
          filter.location!.filter((x) => x !== v),
        ),
    }),
  );
  filter.line?.forEach((v) =>
    chips.push({
      key: `line-${v}`,
      label: lineName(v, locale),
      remove: () =>
        onChange(
          'line',
          filter.line!.filter((x) => x !== v),
        ),
    }),
  );
  filter.station?.forEach((v) =>
    chips.push({
      key: `station-${v}`,
      label: t('job.nearStations', { stations: stationName(v, locale) }),
      remove: () =>
        onChange(
          'station',
          filter.station!.filter((x) => x !== v),
        ),
    }),
  );
  filter.workType?.forEach((v) =>
    chips.push({
      key: `wt-${v}`,
      label: t(`workType.${v}`),
      remove: () =>
        onChange(
          'workType',
          filter.workType!.filter((x) => x !== v),
        ),
    }),
  );
  filter.hireType?.forEach((v) =>
    chips.push({
      key: `ht-${v}`,
      label: t(`hireType.${v}`),
      remove: () =>
        onChange(
          'hireType',
          filter.hireType!.filter((x) => x !== v),
        ),
    }),
  );
  filter.education?.forEach((v) =>
    chips.push({
      key: `ed-${v}`,
      label: educationName(v) || String(v),
      remove: () =>
        onChange(
          'education',
          filter.education!.filter((x) => x !== v),
        ),
    }),
  );
  if (filter.minimum_salary)
    chips.push({
      key: 'salary',
      label: t('search.filters.salaryAtLeast', { amount: shortBaht(filter.minimum_salary) }),
      remove: () => onChange('minimum_salary', undefined),
    });
  currentData?.understood?.parts
    .filter((p) => p.kind === 'seniority')
    .forEach((p) =>
      chips.push({
        key: `seniority-${p.value}`,
        label: t(`search.seniority.${p.value}`, { defaultValue: p.text }),
        remove: () => onChange('main_input', p.without || undefined),
      }),
    );
  if (filter.datePosted)
    chips.push({
      key: 'date',
      label: t(`search.filters.datePosted_${filter.datePosted}`),
      remove: () => onChange('datePosted', undefined),
    });

  const filters = (
    <SearchFilters filter={filter} facets={data?.facets} onChange={onChange} onClear={onClear} showRail />
  );
  const page = Math.floor((data?.offset ?? filter.offset ?? 0) / PAGE_SIZE) + 1;

  return (
    <PageContainer testId="page-job-search">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          update(withFilter(filter, 'main_input', text.trim() || undefined));
        }}
        style={{ marginBottom: 16 }}
      >
        <Flex gap={8}>
          <Input
            size="large"
            allowClear
            name="main_input"
            aria-label={t('search.inputLabel')}
            placeholder={t('search.placeholder')}
            value={text}
            maxLength={200}
            onChange={(e) => {
              setText(e.target.value);
              if (!e.target.value && filter.main_input) update(withFilter(filter, 'main_input', undefined));
            }}
            data-testid="search-input"
          />
          <Button size="large" type="primary" htmlType="submit" data-testid="search-submit">
            {t('search.submit')}
          </Button>
        </Flex>
      </form>

      <Row gutter={[24, 16]}>
        <FiltersPanel
          inline={wide}
          column={{ md: 8, lg: 6 }}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
        >
          {filters}
        </FiltersPanel>
        <Col xs={24} md={16} lg={18}>
          <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
            <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }} aria-live="polite">
              {data ? (
                <span data-testid="result-count" data-total={data.total}>
                  {q
                    ? t('search.resultCountQuery', { count: data.total, query: q })
                    : t('search.resultCount', { count: data.total })}
                </span>
              ) : (
                t('search.searching')
              )}
            </Typography.Title>
            {/* Wraps on a phone: the sort select never sticks out of a 390 px (or 320 px) screen. */}
            <Flex wrap gap={8} align="center" data-testid="search-tools">
              {SaveSearch && <SaveSearch filter={filter} />}
              {/* false, not just unset: the first render knows no breakpoint yet (set before paint) */}
              {!wide && (
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
              <NativeSelect
                aria-label={t('search.orderBy')}
                data-testid="order-by"
                value={filter.orderBy ?? (q ? 'relevance' : 'newest')}
                onChange={(event) => onChange('orderBy', event.target.value as OrderBy)}
                options={[
                  { value: 'relevance', label: t('search.order.relevance') },
                  { value: 'newest', label: t('search.order.newest') },
                ]}
                style={{ minWidth: 150, maxWidth: '100%' }}
              />
            </Flex>
          </Flex>
          {q && (
            <SalaryInsightLink
              title={q}
              provinceId={filter.location?.length === 1 ? filter.location[0] : undefined}
              style={{ display: 'inline-block', marginBottom: 12 }}
            />
          )}

          {chips.length > 0 && (
            <Flex wrap gap={4} style={{ marginBottom: 12 }} data-testid="active-filters">
              {chips.map((c) => (
                <Tag
                  key={c.key}
                  closable
                  onClose={(e) => {
                    e.preventDefault();
                    c.remove();
                  }}
                  closeIcon={<span aria-label={t('search.removeFilter', { name: c.label })}>×</span>}
                >
                  {c.label}
                </Tag>
              ))}
              <Button type="link" size="small" onClick={onClear}>
                {t('search.clearFilters')}
              </Button>
            </Flex>
          )}

          {currentData && (
            <SearchNotices
              result={currentData}
              query={q}
              onSearch={(next) => update(withFilter(filter, 'main_input', next))}
            />
          )}

          {isError && !data && (
            <Alert
              type="error"
              showIcon
              title={t('common.loadError')}
              action={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
            />
          )}
          {isLoading && <Skeleton active paragraph={{ rows: 6 }} />}

          {empty ? (
            <Empty
              description={q ? t('search.emptyQuery', { query: q }) : t('search.empty')}
              data-testid="search-empty"
            >
              <Space orientation="vertical" align="center">
                <Typography.Text type="secondary">{t('search.emptyHint')}</Typography.Text>
                <RelatedSearches related={currentData?.related} filter={filter} />
                {hasFilters(filter) && (
                  <Button type="primary" onClick={onClear}>
                    {t('search.clearFilters')}
                  </Button>
                )}
                {q && (
                  <Button onClick={() => update(withFilter(filter, 'main_input', undefined))}>
                    {t('search.clearText')}
                  </Button>
                )}
                {home && home.popular_skills.length > 0 && (
                  <Flex wrap gap={4} justify="center" aria-label={t('landing.popularSkills')}>
                    {home.popular_skills.slice(0, 12).map((s) => (
                      <Link key={s.slug} to={`/candidate/jobs?tag=${encodeURIComponent(s.slug)}`}>
                        <Tag color="blue">{skillName(s.slug)}</Tag>
                      </Link>
                    ))}
                  </Flex>
                )}
              </Space>
            </Empty>
          ) : (
            data && (
              <div
                aria-busy={isFetching}
                data-testid="search-results"
                data-fetching={isFetching ? 'true' : 'false'}
                style={{
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 12,
                  opacity: isFetching ? 0.6 : 1,
                  transition: 'opacity 120ms',
                }}
              >
                {data.items.map((job) => (
                  <JobCard key={job.id} job={job} headingLevel={2} />
                ))}
              </div>
            )
          )}

          {data && (
            <LinkPager
              page={page}
              count={Math.ceil(Math.min(data.total, 10_000 + PAGE_SIZE) / PAGE_SIZE)}
              hrefFor={(p) =>
                `?${paramsFromFilter(withFilter(filter, 'offset', (p - 1) * PAGE_SIZE)).toString()}`
              }
              data-testid="search-pager"
            />
          )}
        </Col>
      </Row>
    </PageContainer>
  );
}
