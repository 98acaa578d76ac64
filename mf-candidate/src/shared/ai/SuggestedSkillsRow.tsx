import { useTranslation } from 'react-i18next';
import { pickLocalized } from 'mf_shared_ui/platform';
import { Button, Flex, Typography, Tooltip } from 'mf_shared_ui/ui';
import { PlusOutlined, ThunderboltOutlined } from 'mf_shared_ui/icons';
import { useLocale } from '../hooks/useLocale';
import { useLookups } from '../hooks/useLookups';
import { useCandidateSkillSuggestionsQuery } from './aiApi';
import { useAddSuggestedSkill } from './useAddSuggestedSkill';

/**
 * A compact "suggested skills" row (profile page): each suggestion is a one-click add with its reason as a tooltip.
 * `onAdded` lets the caller mirror the saved skill (e.g. into a form that is being edited). Renders nothing when
 * there is nothing to suggest.
 */
export function SuggestedSkillsRow({
  onAdded,
  exclude = [],
  max = 6,
}: {
  onAdded?: (slug: string) => void;
  exclude?: string[];
  max?: number;
}) {
  const { t } = useTranslation('candidate');
  const locale = useLocale();
  const { skillName } = useLookups();
  const { data } = useCandidateSkillSuggestionsQuery({});
  const { add, adding, ready } = useAddSuggestedSkill();
  const suggestions = (data ?? []).filter((s) => !exclude.includes(s.slug)).slice(0, max);
  if (suggestions.length === 0) return null;

  return (
    <div data-testid="suggested-skills" style={{ margin: '12px 0' }}>
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 6, fontSize: 13 }}>
        <ThunderboltOutlined aria-hidden /> {t('aiSuggest.rowTitle')}
      </Typography.Text>
      <Flex wrap gap={6}>
        {suggestions.map((s) => {
          const name = s.name ?? skillName(s.slug);
          const label = `${name}${s.additional_jobs > 0 ? ` (+${s.additional_jobs})` : ''}`;
          return (
            <Tooltip key={s.slug} title={pickLocalized(s, 'reason', locale)}>
              <Button
                size="small"
                icon={<PlusOutlined />}
                loading={adding === s.slug}
                disabled={!ready || (adding !== null && adding !== s.slug)}
                // the visible text first, then what the button does (WCAG 2.5.3: a spoken "click React" finds it)
                aria-label={t('aiSuggest.addChip', { label })}
                data-testid="suggested-skill-add"
                data-slug={s.slug}
                onClick={async () => {
                  if (await add(s.slug, name)) onAdded?.(s.slug);
                }}
              >
                {label}
              </Button>
            </Tooltip>
          );
        })}
      </Flex>
    </div>
  );
}
