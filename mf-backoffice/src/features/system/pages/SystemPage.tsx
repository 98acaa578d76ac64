import { Typography } from 'mf_shared_ui/ui';
import { PageTitle } from '../../../shared/components/PageTitle';
import { useBackofficeT } from '../../../shared/hooks/useLocale';
import { DeadLetters } from '../components/DeadLetters';
import { HealthPanel } from '../components/HealthPanel';

/** /backoffice/system: the health of the background work, and the dead letters. */
export default function SystemPage() {
  const { t } = useBackofficeT();
  return (
    <>
      <PageTitle title={t('areas.system.title')} />
      <section aria-labelledby="system-health">
        <Typography.Title level={2} id="system-health" style={{ fontSize: 18 }}>
          {t('system.health')}
        </Typography.Title>
        <HealthPanel />
      </section>
      <section aria-labelledby="system-dead-letters" style={{ marginTop: 32 }}>
        <Typography.Title level={2} id="system-dead-letters" style={{ fontSize: 18 }}>
          {t('system.deadLetters')}
        </Typography.Title>
        <DeadLetters />
      </section>
    </>
  );
}
