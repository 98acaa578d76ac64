import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CorporateJob } from '@jobportal/contracts';
import { MODERATION_FLAGS, type ModerationFlag } from '@jobportal/contracts/bounds';
import { Typography } from 'mf_shared_ui/ui';
import { Alert } from 'mf_shared_ui/ui-feedback';

const known = (flag: string): flag is ModerationFlag =>
  (MODERATION_FLAGS as readonly string[]).includes(flag);

/**
 * On the job's edit page, a job held or taken down: that no one else sees it until staff have reviewed it, what the
 * automatic checks found in words per flag, and staff's reason.
 */
export function ModerationNotice({
  job,
}: {
  /** the flags as strings: a flag newer than this build is explained in general words */
  job: Pick<CorporateJob, 'moderation' | 'moderation_reason'> & { moderation_flags: readonly string[] };
}) {
  const { t } = useTranslation('corporate');
  const { moderation } = job;
  if (moderation !== 'held' && moderation !== 'removed') return null;
  const flags = job.moderation_flags ?? [];
  const texts = [
    ...new Set(
      flags.map((flag) => (known(flag) ? t(`moderation.flags.${flag}`) : t('moderation.otherFlag'))),
    ),
  ];
  const reason = job.moderation_reason?.trim();
  return (
    <Alert
      type={moderation === 'held' ? 'warning' : 'error'}
      showIcon
      data-testid="moderation-notice"
      title={t(moderation === 'held' ? 'moderation.heldTitle' : 'moderation.removedTitle')}
      description={
        <>
          <Typography.Paragraph style={{ marginBottom: 8 }}>
            {t(moderation === 'held' ? 'moderation.heldText' : 'moderation.removedText')}
          </Typography.Paragraph>
          {texts.length > 0 && (
            <>
              <Typography.Text strong>{t('moderation.flagsTitle')}</Typography.Text>
              <ul style={{ margin: '4px 0 8px', paddingInlineStart: 20 }} data-testid="moderation-flags">
                {texts.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </>
          )}
          {reason && (
            <Typography.Paragraph style={{ marginBottom: 8 }} data-testid="moderation-reason">
              <Typography.Text strong>{t('moderation.staffReason')}: </Typography.Text>
              <span style={{ whiteSpace: 'pre-line' }}>{reason}</span>
            </Typography.Paragraph>
          )}
          <Link to="/contact-us">{t('moderation.contact')}</Link>
        </>
      }
    />
  );
}
