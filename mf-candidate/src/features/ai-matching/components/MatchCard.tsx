import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobMatch } from '@jobportal/contracts';
import { Flex, RESULT_TEXT_COLORS, Tag, Typography, Tooltip } from 'mf_shared_ui/ui';
import { Progress } from 'mf_shared_ui/ui-data';
import { CheckCircleOutlined, CloseOutlined } from 'mf_shared_ui/icons';
import { JobCard } from '../../../shared/components/JobCard';
import { useLocale } from '../../../shared/hooks/useLocale';
import { useLookups } from '../../../shared/hooks/useLookups';

/** Score colour: green from 70, blue from 50, orange below. */
export const scoreColor = (score: number) =>
  score >= 70 ? RESULT_TEXT_COLORS.good : score >= 50 ? RESULT_TEXT_COLORS.fair : RESULT_TEXT_COLORS.low;

function Fit({ ok, label, testId }: { ok: boolean | null | undefined; label: string; testId: string }) {
  if (ok === null || ok === undefined) return <Tag data-testid={testId}>{label}</Tag>;
  return (
    <Tag
      color={ok ? 'success' : 'warning'}
      icon={ok ? <CheckCircleOutlined /> : <CloseOutlined />}
      data-testid={testId}
      data-fit={ok ? 'yes' : 'no'}
    >
      {label}
    </Tag>
  );
}

/** One matched job: the job card, the 0..100 score, the reasons (one line each) in the reader's language and the skill chips. */
export const MatchCard = memo(function MatchCard({ item, rank }: { item: JobMatch; rank?: number }) {
  const { t } = useTranslation('candidate');
  const locale = useLocale();
  const { skillName } = useLookups();
  const { job, match } = item;
  const score = Math.round(match.score);
  const related = match.related_skills ?? [];
  const relatedSlugs = new Set(related.map((r) => r.slug));
  const missing = match.missing_skills.filter((s) => !relatedSlugs.has(s));
  const reasons = locale === 'en' ? match.reasons_en : match.reasons_th;

  return (
    <div data-testid="ai-match" data-job-id={job.id} data-score={match.score} data-rank={rank}>
      <JobCard
        job={job}
        extra={
          <div style={{ marginTop: 12, borderTop: '1px solid #f0f0f0', paddingTop: 12 }}>
            <Flex gap={12} align="flex-start">
              <Tooltip title={t('ai.scoreHelp')}>
                <Progress
                  type="circle"
                  size={56}
                  percent={score}
                  strokeColor={scoreColor(score)}
                  format={(p) => <span data-testid="ai-score">{p}</span>}
                  aria-label={t('ai.score', { score })}
                />
              </Tooltip>
              <div style={{ flex: 1, minWidth: 0 }}>
                <Typography.Text strong style={{ color: scoreColor(score) }}>
                  {t('ai.score', { score })}
                </Typography.Text>
                <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }} data-testid="ai-summary">
                  {reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              </div>
            </Flex>
            {match.matched_skills.length > 0 && (
              <Flex wrap gap={4} align="center" style={{ marginTop: 8 }} data-testid="ai-matched-skills">
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('ai.matchedSkills')}
                </Typography.Text>
                {match.matched_skills.map((s) => (
                  <Tag key={s} color="green" data-slug={s} style={{ marginInlineEnd: 0 }}>
                    {skillName(s)}
                  </Tag>
                ))}
              </Flex>
            )}
            {related.length > 0 && (
              <Flex wrap gap={4} align="center" style={{ marginTop: 6 }} data-testid="ai-related-skills">
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('ai.relatedSkills')}
                </Typography.Text>
                {related.map((r) => (
                  <Tag key={r.slug} color="gold" data-slug={r.slug} style={{ marginInlineEnd: 0 }}>
                    {t('ai.relatedVia', { skill: skillName(r.slug), via: skillName(r.via) })}
                  </Tag>
                ))}
              </Flex>
            )}
            {missing.length > 0 && (
              <Flex wrap gap={4} align="center" style={{ marginTop: 6 }} data-testid="ai-missing-skills">
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('ai.missingSkills')}
                </Typography.Text>
                {missing.map((s) => (
                  <Tag key={s} color="red" data-slug={s} style={{ marginInlineEnd: 0 }}>
                    {skillName(s)}
                  </Tag>
                ))}
              </Flex>
            )}
            <Flex wrap gap={4} style={{ marginTop: 8 }} data-testid="ai-fits">
              <Fit
                testId="ai-fit-salary"
                ok={match.salary_fit === 'unknown' ? null : match.salary_fit !== 'below'}
                label={t(`ai.fit.salary_${match.salary_fit}`)}
              />
              <Fit
                testId="ai-fit-location"
                ok={match.location_fit}
                label={t(
                  match.location_fit === false
                    ? 'ai.fit.locationNo'
                    : match.location_fit
                      ? 'ai.fit.locationYes'
                      : 'ai.fit.locationUnknown',
                )}
              />
              <Fit
                testId="ai-fit-workType"
                ok={match.work_type_fit}
                label={t(
                  match.work_type_fit === false
                    ? 'ai.fit.workTypeNo'
                    : match.work_type_fit
                      ? 'ai.fit.workTypeYes'
                      : 'ai.fit.workTypeUnknown',
                )}
              />
              {match.seniority_fit !== 'unknown' && (
                <Fit
                  testId="ai-fit-seniority"
                  ok={match.seniority_fit === 'fit'}
                  label={t(`ai.fit.seniority_${match.seniority_fit}`)}
                />
              )}
            </Flex>
          </div>
        }
      />
    </div>
  );
});
