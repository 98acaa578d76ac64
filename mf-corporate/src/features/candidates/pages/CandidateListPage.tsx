import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CandidateForEmployer } from '@jobportal/contracts';
import { usePageMeta } from 'mf_shared_ui/platform';
import { digitsOnly } from 'mf_shared_ui/validation';
import { Button, Col, Flex, Input, Row, Space, Tag, Typography } from 'mf_shared_ui/ui';
import { Select, Form } from 'mf_shared_ui/ui-form';
import { Card, List, Pagination } from 'mf_shared_ui/ui-data';
import { Avatar, Empty } from 'mf_shared_ui/ui-feedback';
import { UserOutlined } from 'mf_shared_ui/icons';
import { AiRankingList } from '../../../shared/ai/AiRankingList';
import { useCorporateJobsQuery } from '../../../shared/api/sharedApi';
import { QueryState } from '../../../shared/components/StatusPages';
import { useLookups } from '../../../shared/hooks';
import { fullName } from '../../../shared/utils/labels';
import { InviteToApplyButton } from '../components/InviteToApplyButton';
import { useBrowseCandidatesQuery, type CandidateFilter } from '../api/candidatesApi';
import { PageTitle } from '../../../shared/components/PageTitle';

const PAGE_SIZE = 20;

function readFilter(p: URLSearchParams): CandidateFilter & { page: number } {
  const n = (key: string) => (p.get(key) ? Number(p.get(key)) : undefined);
  return {
    q: p.get('q') ?? undefined,
    skills: p.getAll('skills'),
    province: p.getAll('province').map(Number).filter(Boolean),
    min_years: n('min_years'),
    max_salary: n('max_salary'),
    page: Math.max(1, n('page') ?? 1),
  };
}

interface FilterForm {
  q: string;
  skills: string[];
  province: number[];
  min_years: string;
  max_salary: string;
}

export default function CandidateListPage() {
  const { t } = useTranslation('corporate');
  usePageMeta({
    title: t('candidates.metaTitle'),
    description: t('candidates.metaDescription'),
    noindex: true,
  });
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const { lookups, locale, provinceName, skillName } = useLookups();
  const [form] = Form.useForm<FilterForm>();
  const [formKey] = useState(() => params.toString());
  const rankJob = params.get('rankJob') ?? '';
  const jobs = useCorporateJobsQuery();
  const openJobs = (jobs.data ?? []).filter((j) => j.status === 'published');
  const query = useBrowseCandidatesQuery(
    {
      ...filter,
      offset: (filter.page - 1) * PAGE_SIZE,
      limit: PAGE_SIZE,
    },
    { skip: Boolean(rankJob) },
  );

  useEffect(() => {
    form.setFieldsValue({
      q: filter.q ?? '',
      skills: filter.skills ?? [],
      province: filter.province ?? [],
      min_years: filter.min_years != null ? String(filter.min_years) : '',
      max_salary: filter.max_salary != null ? String(filter.max_salary) : '',
    });
    // the URL is the source of truth: re-fill the form when it changes (back/forward)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params.toString()]);

  const apply = (v: FilterForm) => {
    const p = new URLSearchParams();
    if (v.q?.trim()) p.set('q', v.q.trim());
    for (const s of v.skills ?? []) p.append('skills', s);
    for (const pr of v.province ?? []) p.append('province', String(pr));
    if (v.min_years) p.set('min_years', v.min_years);
    if (v.max_salary) p.set('max_salary', v.max_salary);
    setParams(p);
  };

  /** "Rank for job": the list becomes the AI ranking of that job (kept in the URL as ?rankJob=). */
  const setRankJob = (jobId: string | undefined) => {
    const p = new URLSearchParams(params);
    if (jobId) p.set('rankJob', jobId);
    else p.delete('rankJob');
    p.delete('page');
    setParams(p);
  };

  const setPage = (page: number) => {
    const p = new URLSearchParams(params);
    p.set('page', String(page));
    setParams(p);
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <PageTitle>{t('candidates.title')}</PageTitle>
      <Card size="small">
        {/* The picker grows to the card's width, never past it (a 320 px screen: no sideways scroll). */}
        <Flex wrap gap={8} align="center">
          <Typography.Text strong id="rank-job-label">
            {t('aiRanking.rankForJob')}
          </Typography.Text>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            aria-labelledby="rank-job-label"
            data-testid="rank-job-select"
            placeholder={t('aiRanking.rankForJobPlaceholder')}
            loading={jobs.isLoading}
            value={rankJob || undefined}
            onChange={(v: string | undefined) => setRankJob(v)}
            options={openJobs.map((j) => ({ value: j.id, label: j.title }))}
            style={{ flex: '1 1 240px', minWidth: 0, maxWidth: 480 }}
          />
          {rankJob && (
            <Button type="link" onClick={() => setRankJob(undefined)}>
              {t('aiRanking.backToBrowse')}
            </Button>
          )}
        </Flex>
      </Card>
      {rankJob ? (
        <Card>
          <AiRankingList jobId={rankJob} />
        </Card>
      ) : (
        <>
          <Card key={formKey}>
            <Form<FilterForm> form={form} layout="vertical" onFinish={apply} role="search">
              <Row gutter={12}>
                <Col xs={24} md={12} lg={8}>
                  <Form.Item name="q" label={t('candidates.text')}>
                    <Input.Search
                      placeholder={t('candidates.textPlaceholder')}
                      allowClear
                      onSearch={() => form.submit()}
                      maxLength={200}
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12} lg={8}>
                  <Form.Item name="skills" label={t('candidates.skills')}>
                    <Select
                      mode="multiple"
                      allowClear
                      showSearch={{ optionFilterProp: 'label' }}
                      maxCount={20}
                      options={(lookups?.skills ?? []).map((s) => ({
                        value: s.slug,
                        label: skillName(s.slug),
                      }))}
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12} lg={8}>
                  <Form.Item name="province" label={t('candidates.province')}>
                    <Select
                      mode="multiple"
                      allowClear
                      showSearch={{ optionFilterProp: 'label' }}
                      options={(lookups?.provinces ?? []).map((p) => ({
                        value: p.id,
                        label: locale === 'en' ? p.name_en : p.name_th,
                      }))}
                    />
                  </Form.Item>
                </Col>
                <Col xs={12} md={6} lg={6}>
                  <Form.Item
                    name="min_years"
                    label={t('candidates.minYears')}
                    normalize={(v: string) => digitsOnly(v ?? '')}
                  >
                    <Input inputMode="numeric" maxLength={2} />
                  </Form.Item>
                </Col>
                <Col xs={12} md={6} lg={6}>
                  <Form.Item
                    name="max_salary"
                    label={t('candidates.maxSalary')}
                    normalize={(v: string) => digitsOnly(v ?? '')}
                  >
                    <Input inputMode="numeric" maxLength={8} prefix="฿" />
                  </Form.Item>
                </Col>
                <Col
                  xs={24}
                  lg={12}
                  style={{ display: 'flex', alignItems: 'flex-end', paddingBottom: 24, gap: 8 }}
                >
                  <Button type="primary" htmlType="submit">
                    {t('common.search')}
                  </Button>
                  <Button
                    onClick={() => {
                      form.resetFields();
                      setParams(new URLSearchParams());
                    }}
                  >
                    {t('common.reset')}
                  </Button>
                </Col>
              </Row>
            </Form>
          </Card>
          {!query.data ? (
            <QueryState isLoading={query.isLoading} error={query.error} refetch={query.refetch} />
          ) : (
            <Card>
              <Typography.Text type="secondary">
                {t('candidates.results', { count: query.data.total })}
              </Typography.Text>
              {query.data.items.length === 0 ? (
                <Empty description={t('candidates.empty')} />
              ) : (
                <List<CandidateForEmployer>
                  itemLayout="vertical"
                  dataSource={query.data.items}
                  renderItem={(c) => (
                    <List.Item
                      key={c.uid}
                      data-testid="candidate-row"
                      actions={[<InviteToApplyButton key="invite" uid={c.uid} name={fullName(c)} />]}
                    >
                      <List.Item.Meta
                        avatar={<Avatar icon={<UserOutlined />} />}
                        title={
                          <Link to={`/corporate/candidate/${encodeURIComponent(c.uid)}`}>{fullName(c)}</Link>
                        }
                        description={
                          <Space wrap size={4}>
                            {c.headline && <Typography.Text>{c.headline}</Typography.Text>}
                            <Typography.Text type="secondary">
                              · {t('candidates.experience', { count: c.years_experience })}
                              {c.province_id ? ` · ${provinceName(c.province_id)}` : ''}
                              {c.expected_salary != null
                                ? ` · ฿${c.expected_salary.toLocaleString('th-TH')}`
                                : ''}
                            </Typography.Text>
                            {c.has_applied_to_company && (
                              <Tag color="green">{t('candidates.appliedHere')}</Tag>
                            )}
                          </Space>
                        }
                      />
                      {c.skills.slice(0, 12).map((s) => (
                        <Tag key={s.slug} style={{ marginBottom: 4 }}>
                          {skillName(s.slug)}
                        </Tag>
                      ))}
                    </List.Item>
                  )}
                />
              )}
              {query.data.total > PAGE_SIZE && (
                <Pagination
                  current={filter.page}
                  pageSize={PAGE_SIZE}
                  total={query.data.total}
                  showSizeChanger={false}
                  onChange={setPage}
                />
              )}
            </Card>
          )}
        </>
      )}
    </Space>
  );
}
