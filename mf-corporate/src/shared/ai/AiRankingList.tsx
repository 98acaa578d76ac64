import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CandidateMatch } from '@jobportal/contracts';
import { Flex, RESULT_TEXT_COLORS, Space, Tag, Typography } from 'mf_shared_ui/ui';
import { List, Progress } from 'mf_shared_ui/ui-data';
import { Avatar, Empty } from 'mf_shared_ui/ui-feedback';
import { UserOutlined } from 'mf_shared_ui/icons';
import { QueryState } from '../components/StatusPages';
import { useLocale, useLookups } from '../hooks';
import { fullName } from '../utils/labels';
import { useCorporateAiCandidatesQuery } from './aiRankingApi';

const scoreColor = (score: number) =>
  score >= 70 ? RESULT_TEXT_COLORS.good : score >= 50 ? RESULT_TEXT_COLORS.fair : RESULT_TEXT_COLORS.low;

function RankRow({ item, rank, jobId }: { item: CandidateMatch; rank: number; jobId: string }) {
  const { t } = useTranslation('corporate');
  const locale = useLocale();
  const { skillName, provinceName } = useLookups();
  const { candidate: c, match, applied } = item;
  const score = Math.round(match.score);
  const href = applied
    ? `/corporate/application/${encodeURIComponent(jobId)}/candidate/${encodeURIComponent(c.uid)}`
    : `/corporate/candidate/${encodeURIComponent(c.uid)}`;
  const related = new Set((match.related_skills ?? []).map((r) => r.slug));
  return (
    <List.Item
      data-testid="ai-rank-row"
      data-uid={c.uid}
      data-score={match.score}
      data-applied={applied ? 'true' : 'false'}
    >
      <Flex gap={16} align="flex-start" style={{ width: '100%' }}>
        <Typography.Text
          strong
          style={{ fontSize: 18, minWidth: 32 }}
          aria-label={t('aiRanking.rank', { rank })}
        >
          #{rank}
        </Typography.Text>
        <Progress
          type="circle"
          size={52}
          percent={score}
          strokeColor={scoreColor(score)}
          format={(p) => <span data-testid="ai-rank-score">{p}</span>}
          aria-label={t('aiRanking.score', { score })}
        />
        <div style={{ flex: 1, minWidth: 0 }}>
          <Space wrap size={6}>
            <Avatar size="small" icon={<UserOutlined />} />
            <Link to={href} data-testid="ai-rank-link">
              {fullName(c)}
            </Link>
            {applied ? (
              <Tag color="green">{t('aiRanking.applied')}</Tag>
            ) : (
              <Tag>{t('aiRanking.notApplied')}</Tag>
            )}
            <Typography.Text type="secondary">
              {c.headline}
              {c.province_id ? ` · ${provinceName(c.province_id)}` : ''}
            </Typography.Text>
          </Space>
          <ul style={{ margin: '6px 0', paddingInlineStart: 20 }} data-testid="ai-rank-summary">
            {(locale === 'en' ? match.reasons_en : match.reasons_th).map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
          <Flex wrap gap={4} align="center">
            {match.matched_skills.map((s) => (
              <Tag key={s} color="green" style={{ marginInlineEnd: 0 }}>
                {skillName(s)}
              </Tag>
            ))}
            {match.missing_skills.map((s) => (
              <Tag
                key={s}
                color={related.has(s) ? 'gold' : 'red'}
                style={{ marginInlineEnd: 0 }}
                title={related.has(s) ? t('aiRanking.partly') : t('aiRanking.missing')}
              >
                {related.has(s) ? '≈ ' : '− '}
                {skillName(s)}
              </Tag>
            ))}
          </Flex>
        </div>
      </Flex>
    </List.Item>
  );
}

/** The AI ranking of candidates for one of the company's jobs: rank, score, summary, skills, applied or not. */
export function AiRankingList({ jobId }: { jobId: string }) {
  const { t } = useTranslation('corporate');
  const query = useCorporateAiCandidatesQuery({ jobId }, { skip: !jobId, refetchOnMountOrArgChange: true });
  if (!query.data)
    return <QueryState isLoading={query.isLoading} error={query.error} refetch={query.refetch} />;
  return (
    <div data-testid="ai-ranking">
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {t('aiRanking.explain')}
      </Typography.Paragraph>
      <Flex gap={12} wrap style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <Tag color="green">{t('aiRanking.legendMatched')}</Tag>
          <Tag color="gold">≈ {t('aiRanking.partly')}</Tag>
          <Tag color="red">− {t('aiRanking.missing')}</Tag>
        </Typography.Text>
      </Flex>
      {query.data.length === 0 ? (
        <Empty description={t('aiRanking.empty')} data-testid="ai-ranking-empty" />
      ) : (
        <List<CandidateMatch>
          dataSource={query.data}
          renderItem={(item, i) => (
            <RankRow key={item.candidate.uid} item={item} rank={i + 1} jobId={jobId} />
          )}
        />
      )}
    </div>
  );
}
