import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MatchHint } from '@jobportal/contracts';
import { pickLocalized } from 'mf_shared_ui/platform';
import { Flex, Tag, Typography } from 'mf_shared_ui/ui';
import { Alert } from 'mf_shared_ui/ui-feedback';
import { useLocale } from '../../../shared/hooks/useLocale';
import { useLookups } from '../../../shared/hooks/useLookups';

/** "Improve your match": the engine's hints, each with its skills or a link to the profile fields. */
export function MatchHints({ hints }: { hints: MatchHint[] }) {
  const { t } = useTranslation('candidate');
  const locale = useLocale();
  const { skillName } = useLookups();
  if (hints.length === 0) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="ai-hints"
      title={t('ai.hintsTitle')}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {hints.map((h) => (
            <li
              key={`${h.code}-${h.items.join(',')}`}
              data-testid="ai-hint"
              data-code={h.code}
              style={{ marginBottom: 4 }}
            >
              <Typography.Text>{pickLocalized(h, 'message', locale)}</Typography.Text>{' '}
              {h.code === 'missing_profile_field' || h.code === 'widen_location' ? (
                <Link
                  to={`/candidate/profile${h.code === 'missing_profile_field' && h.items[0] === 'skills' ? '#section-skills' : ''}`}
                >
                  {t('ai.editProfile')}
                </Link>
              ) : (
                <Flex wrap gap={4} style={{ display: 'inline-flex' }}>
                  {h.items.map((slug) => (
                    <Tag key={slug} style={{ marginInlineEnd: 0 }}>
                      {skillName(slug)}
                    </Tag>
                  ))}
                </Flex>
              )}
            </li>
          ))}
        </ul>
      }
    />
  );
}
