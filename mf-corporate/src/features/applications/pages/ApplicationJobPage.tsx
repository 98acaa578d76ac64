import { useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus, CorporateApplication } from '@jobportal/contracts';
import { usePageMeta } from 'mf_shared_ui/platform';
import { Button, Input, notify, Space, Tag, Typography } from 'mf_shared_ui/ui';
import { Select, Checkbox } from 'mf_shared_ui/ui-form';
import { Popconfirm } from 'mf_shared_ui/ui-overlay';
import { Card, Tabs } from 'mf_shared_ui/ui-data';
import { ArrowLeftOutlined, EditOutlined } from 'mf_shared_ui/icons';
import { AiRankingList } from '../../../shared/ai/AiRankingList';
import { useCorporateJobQuery } from '../../../shared/api/sharedApi';
import { QueryState } from '../../../shared/components/StatusPages';
import { useLocale, useLookups } from '../../../shared/hooks';
import { apiFailure } from '../../../shared/utils/errors';
import { fullName, JOB_STATUS_COLORS } from '../../../shared/utils/labels';
import {
  useBulkApplicationStatusMutation,
  useJobApplicationsQuery,
  useSetApplicationStatusMutation,
} from '../api/applicationsApi';
import { BulkMessageButton } from '../components/BulkMessageButton';
import { PipelineBoard } from '../components/PipelineBoard';
import { useJobScreeningQuestionsQuery } from '../../../shared/api/screeningApi';
import { useMoveToPipelineMutation } from '../api/screeningApi';
import { ExportApplicantsButtons } from '../components/ExportApplicantsButtons';
import { ScreeningAnswerFilter } from '../components/ScreeningAnswerFilter';
import { matchesAnswer, parseAnswerFilter } from '../utils/answerFilter';
import { ALL_STATUSES, BOARD_COLUMNS, canTransition, NOT_A_FIT, type BoardColumn } from '../utils/pipeline';
import { PageTitle } from '../../../shared/components/PageTitle';

export default function ApplicationJobPage() {
  const { jobuid = '' } = useParams();
  const { t } = useTranslation('corporate');
  const locale = useLocale();
  const { skillName } = useLookups();
  const [params, setParams] = useSearchParams();
  const text = params.get('q') ?? '';
  const statusFilter = (params.get('status') as ApplicationStatus | null) ?? null;
  const view = params.get('view') === 'ai' ? 'ai' : 'pipeline';
  const answerParam = params.get('answer');
  const answerFilter = parseAnswerFilter(answerParam);
  const [showWithdrawn, setShowWithdrawn] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const job = useCorporateJobQuery(jobuid, { skip: !jobuid });
  const apps = useJobApplicationsQuery(jobuid, { skip: !jobuid, refetchOnMountOrArgChange: true });
  const [setStatus] = useSetApplicationStatusMutation();
  const [bulk, bulkState] = useBulkApplicationStatusMutation();
  const questions = useJobScreeningQuestionsQuery(jobuid, { skip: !jobuid });
  const [toPipeline] = useMoveToPipelineMutation();
  usePageMeta({
    title: job.data
      ? t('applications.pipelineMetaTitle', { title: job.data.title })
      : t('applications.metaTitle'),
    description: t('applications.pipelineMetaDescription', { title: job.data?.title ?? '' }),
    noindex: true,
  });

  const setParam = (key: string, value: string | null) => {
    const p = new URLSearchParams(params);
    if (value) p.set(key, value);
    else p.delete(key);
    setParams(p, { replace: true });
  };

  const all = useMemo(() => apps.data ?? [], [apps.data]);
  const filtered = useMemo(() => {
    const q = text.trim().toLowerCase();
    const byAnswer = parseAnswerFilter(answerParam);
    const kind = questions.data?.find((x) => x.id === byAnswer?.questionId)?.kind;
    return all.filter((a) => {
      if (statusFilter && a.status !== statusFilter) return false;
      if (byAnswer && !matchesAnswer(a, byAnswer, kind)) return false;
      if (!q) return true;
      const c = a.candidate;
      const hay = [fullName(c, ''), c.headline, ...c.skills.map((s) => `${s.slug} ${skillName(s.slug)}`)]
        .join(' ')
        .toLowerCase();
      return hay.includes(q);
    });
  }, [all, text, statusFilter, skillName, answerParam, questions.data]);
  const withdrawnCount = all.filter((a) => a.status === 'withdrawn').length;
  const columns: readonly BoardColumn[] = statusFilter
    ? statusFilter === 'applied'
      ? ['applied', NOT_A_FIT]
      : [statusFilter]
    : showWithdrawn
      ? [...BOARD_COLUMNS, 'withdrawn']
      : BOARD_COLUMNS;

  const error = job.error ?? apps.error;
  if (!job.data || !apps.data)
    return (
      <QueryState
        isLoading={job.isLoading || apps.isLoading}
        error={error}
        refetch={() => {
          void job.refetch();
          void apps.refetch();
        }}
      />
    );

  const move = async (a: CorporateApplication, to: ApplicationStatus) => {
    const name = fullName(a.candidate);
    if (!canTransition(a.status, to)) {
      notify({
        title: t('applications.illegalMove', { from: t(`status.${a.status}`), to: t(`status.${to}`) }),
        color: 'warning',
      });
      return;
    }
    try {
      await setStatus({ id: a.id, status: to, jobId: jobuid }).unwrap();
      setSelected((s) => {
        const n = new Set(s);
        n.delete(a.id);
        return n;
      });
      notify({
        title: t('applications.moved', { name, status: t(`status.${to}`) }),
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

  const backToPipeline = async (a: CorporateApplication) => {
    try {
      await toPipeline({ id: a.id, jobId: jobuid }).unwrap();
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

  const rejectable = [...selected].filter((id) => {
    const a = all.find((x) => x.id === id);
    return a && canTransition(a.status, 'rejected');
  });

  const bulkReject = async () => {
    try {
      const r = await bulk({ ids: rejectable, status: 'rejected', jobId: jobuid }).unwrap();
      setSelected(new Set());
      notify({
        title: t('applications.bulkRejected', { count: r.updated }),
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
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Link to="/corporate/application">
        <ArrowLeftOutlined /> {t('applications.backToJobs')}
      </Link>
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 12,
          alignItems: 'center',
        }}
      >
        <Space wrap align="center">
          <PageTitle testId="pipeline-job-title">{job.data.title}</PageTitle>
          <Tag color={JOB_STATUS_COLORS[job.data.status]}>{t(`jobStatus.${job.data.status}`)}</Tag>
          <Typography.Text type="secondary">
            {t('applications.total')}: {job.data.applicant_counts.total}
          </Typography.Text>
        </Space>
        <Space wrap>
          {job.data.can_edit !== false && (
            <ExportApplicantsButtons
              jobId={jobuid}
              jobTitle={job.data.title}
              status={statusFilter}
              answer={answerFilter ? answerParam : null}
            />
          )}
          <Link to={`/corporate/jobs/${jobuid}`}>
            <Button icon={<EditOutlined />}>{t('applications.editJob')}</Button>
          </Link>
        </Space>
      </div>
      <Tabs
        activeKey={view}
        onChange={(key) => setParam('view', key === 'ai' ? 'ai' : null)}
        items={[
          {
            key: 'pipeline',
            label: t('applications.pipelineTab'),
            children: (
              <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
                <Card size="small">
                  <Space wrap size="middle" style={{ width: '100%' }}>
                    <Input.Search
                      allowClear
                      defaultValue={text}
                      placeholder={t('applications.filterTextPlaceholder')}
                      aria-label={t('applications.filterText')}
                      onSearch={(v) => setParam('q', v.trim() || null)}
                      onChange={(e) => setParam('q', e.target.value.trim() || null)}
                      style={{ width: 280, maxWidth: '100%' }}
                    />
                    <Select
                      aria-label={t('applications.filterStatus')}
                      value={statusFilter ?? ''}
                      onChange={(v: string) => setParam('status', v || null)}
                      style={{ minWidth: 200 }}
                      options={[
                        { value: '', label: `${t('applications.filterStatus')}: ${t('common.all')}` },
                        ...ALL_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
                      ]}
                    />
                    <Checkbox
                      checked={showWithdrawn}
                      onChange={(e) => setShowWithdrawn(e.target.checked)}
                      disabled={Boolean(statusFilter)}
                    >
                      {t('applications.showWithdrawn', { count: withdrawnCount })}
                    </Checkbox>
                    <ScreeningAnswerFilter
                      questions={questions.data ?? []}
                      value={answerParam}
                      onChange={(v) => setParam('answer', v)}
                    />
                    {selected.size > 0 && (
                      <Space wrap>
                        <Typography.Text>
                          {t('applications.selected', { count: selected.size })}
                        </Typography.Text>
                        <Popconfirm
                          title={t('applications.bulkRejectConfirm', { count: rejectable.length })}
                          onConfirm={() => void bulkReject()}
                          okText={t('common.yes')}
                          cancelText={t('common.no')}
                          disabled={rejectable.length === 0}
                        >
                          <Button
                            danger
                            loading={bulkState.isLoading}
                            disabled={rejectable.length === 0}
                            data-testid="bulk-reject"
                          >
                            {t('applications.bulkReject', { count: rejectable.length })}
                          </Button>
                        </Popconfirm>
                        <BulkMessageButton
                          jobId={jobuid}
                          ids={[...selected]}
                          onDone={() => setSelected(new Set())}
                        />
                        <Button type="link" onClick={() => setSelected(new Set())}>
                          {t('applications.clearSelection')}
                        </Button>
                      </Space>
                    )}
                  </Space>
                  <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
                    {t('applications.dragHint')}
                  </Typography.Paragraph>
                </Card>
                <PipelineBoard
                  jobId={jobuid}
                  columns={columns}
                  applications={filtered}
                  selected={selected}
                  locale={locale}
                  onToggleSelect={(id, on) =>
                    setSelected((s) => {
                      const n = new Set(s);
                      if (on) n.add(id);
                      else n.delete(id);
                      return n;
                    })
                  }
                  onMove={(a, to) => void move(a, to)}
                  onMoveToPipeline={job.data.can_edit === false ? undefined : (a) => void backToPipeline(a)}
                />
              </Space>
            ),
          },
          {
            key: 'ai',
            label: <span data-testid="ai-ranking-tab">{t('aiRanking.tab')}</span>,
            children: view === 'ai' ? <AiRankingList jobId={jobuid} /> : null,
          },
        ]}
      />
    </Space>
  );
}
