import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickLocalized } from 'mf_shared_ui/platform';
import { Button, Flex, Input, Skeleton, Tag, Typography } from 'mf_shared_ui/ui';
import { Card } from 'mf_shared_ui/ui-data';
import { Alert } from 'mf_shared_ui/ui-feedback';
import { PlusOutlined, ThunderboltOutlined } from 'mf_shared_ui/icons';
import { useCandidateSkillSuggestionsQuery } from '../../../shared/ai/aiApi';
import { useAddSuggestedSkill } from '../../../shared/ai/useAddSuggestedSkill';
import { useLocale } from '../../../shared/hooks/useLocale';
import { useLookups } from '../../../shared/hooks/useLookups';

/**
 * Skills worth adding (GET /candidate/ai/skill-suggestions, optional target role): the reason in the reader's
 * language, how many more open jobs it would make a good match, and a one-click "add to my profile".
 */
export function SkillSuggestionsPanel({ uid }: { uid?: string }) {
  const { t } = useTranslation('candidate');
  const locale = useLocale();
  const { skillName } = useLookups();
  const [role, setRole] = useState('');
  const [targetRole, setTargetRole] = useState('');
  const { data, isFetching, isError, refetch } = useCandidateSkillSuggestionsQuery({
    targetRole: targetRole || undefined,
    uid,
  });
  const { add, adding, ready } = useAddSuggestedSkill();
  const suggestions = data ?? [];

  return (
    <Card
      size="small"
      title={
        <span>
          <ThunderboltOutlined aria-hidden /> {t('aiSuggest.title')}
        </span>
      }
      data-testid="skill-suggestions"
    >
      <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
        {t('aiSuggest.subtitle')}
      </Typography.Paragraph>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setTargetRole(role.trim().slice(0, 100));
        }}
        style={{ marginBottom: 12 }}
      >
        <Flex gap={6}>
          <Input
            allowClear
            value={role}
            maxLength={100}
            aria-label={t('aiSuggest.targetRole')}
            placeholder={t('aiSuggest.targetRolePlaceholder')}
            onChange={(e) => {
              setRole(e.target.value);
              if (!e.target.value) setTargetRole('');
            }}
            data-testid="target-role"
          />
          <Button htmlType="submit" data-testid="target-role-submit">
            {t('aiSuggest.apply')}
          </Button>
        </Flex>
      </form>
      {isError && !data && (
        <Alert
          type="error"
          showIcon
          title={t('common.loadError')}
          action={
            <Button size="small" onClick={() => void refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      )}
      {!data && isFetching && <Skeleton active paragraph={{ rows: 4 }} />}
      {data && suggestions.length === 0 && (
        <Typography.Text type="secondary" data-testid="skill-suggestions-empty">
          {t('aiSuggest.empty')}
        </Typography.Text>
      )}
      <ul
        style={{ listStyle: 'none', margin: 0, padding: 0, opacity: isFetching ? 0.6 : 1 }}
        aria-busy={isFetching}
      >
        {suggestions.map((s) => {
          const name = s.name ?? skillName(s.slug);
          return (
            <li
              key={s.slug}
              data-testid="skill-suggestion"
              data-slug={s.slug}
              style={{ padding: '10px 0', borderTop: '1px solid #f0f0f0' }}
            >
              <Flex justify="space-between" align="center" gap={8}>
                <Typography.Text strong>{name}</Typography.Text>
                {s.additional_jobs > 0 && (
                  <Tag color="green" style={{ marginInlineEnd: 0 }} data-testid="suggestion-jobs">
                    {t('aiSuggest.moreJobs', { count: s.additional_jobs })}
                  </Tag>
                )}
              </Flex>
              <Typography.Paragraph
                type="secondary"
                style={{ fontSize: 12, margin: '4px 0 6px' }}
                data-testid="suggestion-reason"
              >
                {pickLocalized(s, 'reason', locale)}
              </Typography.Paragraph>
              <Button
                size="small"
                type="primary"
                ghost
                icon={<PlusOutlined />}
                loading={adding === s.slug}
                disabled={!ready || (adding !== null && adding !== s.slug)}
                onClick={() => void add(s.slug, name)}
                // the visible text first, then the skill (WCAG 2.5.3: a spoken "click Add to my profile" finds it)
                aria-label={t('aiSuggest.addNamed', { name })}
                data-testid="suggestion-add"
              >
                {t('aiSuggest.add')}
              </Button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
