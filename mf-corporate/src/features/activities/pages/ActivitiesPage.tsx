import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ActivityEvent } from '@jobportal/contracts';
import { usePageMeta } from 'mf_shared_ui/platform';
import { timeAgo } from 'mf_shared_ui/format';
import { Space, Tag, Typography } from 'mf_shared_ui/ui';
import { Select } from 'mf_shared_ui/ui-form';
import { Card, Pagination, Timeline } from 'mf_shared_ui/ui-data';
import { Empty } from 'mf_shared_ui/ui-feedback';
import { QueryState } from '../../../shared/components/StatusPages';
import { useLocale } from '../../../shared/hooks';
import { th } from '../../../i18n/th';
import { useCorporateActivitiesQuery } from '../api/activitiesApi';
import { PageTitle } from '../../../shared/components/PageTitle';

const PAGE_SIZE = 20;
const TYPES = Object.keys(th.activities.types);

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** What a team event says (issue 43): the member and their role, a role change, or the ownership's hands. */
function teamDetail(e: ActivityEvent, t: (key: string) => string): string | null {
  const role = (r: unknown) => (text(r) ? t(`team.roles.${text(r)}`) : '');
  const d = e.data ?? {};
  switch (e.type) {
    case 'member_joined':
    case 'member_removed':
    case 'member_left':
      return `${text(d.name)} (${role(d.role)})`;
    case 'member_role_changed':
      return `${text(d.name)}: ${role(d.from)} → ${role(d.to)}`;
    case 'ownership_transferred':
      return `${text(d.from)} → ${text(d.to)}`;
    default:
      return null;
  }
}

function ActivityLine({ e }: { e: ActivityEvent }) {
  const { t } = useTranslation('corporate');
  const locale = useLocale();
  const team = teamDetail(e, t);
  const from = !team && typeof e.data?.from === 'string' ? e.data.from : null;
  const to = !team && typeof e.data?.to === 'string' ? e.data.to : null;
  const candidateLink =
    e.candidate && e.job
      ? `/corporate/application/${e.job.id}/candidate/${e.candidate.uid}`
      : e.candidate
        ? `/corporate/candidate/${e.candidate.uid}`
        : null;
  return (
    <div data-testid="activity-item">
      <Space wrap size={6}>
        <Typography.Text strong>{t(`activities.types.${e.type}`, { defaultValue: e.type })}</Typography.Text>
        {e.job && <Link to={`/corporate/jobs/${e.job.id}`}>{e.job.title}</Link>}
        {e.candidate && candidateLink && (
          <Link to={candidateLink}>{e.candidate.name || e.candidate.uid}</Link>
        )}
        {team && <Tag>{team}</Tag>}
        {from && to && (
          <Tag>{t('activities.statusMove', { from: t(`status.${from}`), to: t(`status.${to}`) })}</Tag>
        )}
      </Space>
      <div>
        <Typography.Text
          type="secondary"
          title={new Date(e.at).toLocaleString(locale === 'th' ? 'th-TH' : 'en-GB')}
        >
          {timeAgo(e.at, locale)}
        </Typography.Text>
      </div>
    </div>
  );
}

export default function ActivitiesPage() {
  const { t } = useTranslation('corporate');
  usePageMeta({
    title: t('activities.metaTitle'),
    description: t('activities.metaDescription'),
    noindex: true,
  });
  const [params, setParams] = useSearchParams();
  const type = params.get('type') ?? undefined;
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const query = useCorporateActivitiesQuery(
    { type, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );

  const update = (next: { type?: string | null; page?: number }) => {
    const p = new URLSearchParams(params);
    if (next.type !== undefined) {
      if (next.type) p.set('type', next.type);
      else p.delete('type');
      p.delete('page');
    }
    if (next.page) p.set('page', String(next.page));
    setParams(p);
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 12 }}>
        <PageTitle>{t('activities.title')}</PageTitle>
        <Select
          style={{ minWidth: 240 }}
          aria-label={t('activities.filter')}
          value={type ?? ''}
          onChange={(v: string) => update({ type: v || null })}
          options={[
            { value: '', label: t('common.all') },
            ...TYPES.map((k) => ({ value: k, label: t(`activities.types.${k}`) })),
          ]}
        />
      </div>
      <Card>
        {!query.data ? (
          <QueryState isLoading={query.isLoading} error={query.error} refetch={query.refetch} />
        ) : query.data.items.length === 0 ? (
          <Empty description={t('activities.empty')} />
        ) : (
          <>
            <Timeline
              items={query.data.items.map((e) => ({ key: e.id, children: <ActivityLine e={e} /> }))}
            />
            {query.data.total > PAGE_SIZE && (
              <Pagination
                current={page}
                pageSize={PAGE_SIZE}
                total={query.data.total}
                showSizeChanger={false}
                onChange={(p) => update({ page: p })}
              />
            )}
          </>
        )}
      </Card>
    </Space>
  );
}
