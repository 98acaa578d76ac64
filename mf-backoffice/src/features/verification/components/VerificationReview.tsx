import { useState } from 'react';
import type { VerificationDecision, VerificationRequest } from '@jobportal/contracts';
import { Button, Flex } from 'mf_shared_ui/ui';
import { Descriptions } from 'mf_shared_ui/ui-data';
import { ReasonModal } from '../../../shared/components/ReasonModal';
import { Section } from '../../../shared/components/Section';
import { StatusTag } from '../../../shared/components/StatusTag';
import { useBackofficeT } from '../../../shared/hooks/useLocale';
import { useStaffAction } from '../../../shared/hooks/useStaffAction';
import { formatDateTime } from '../../../shared/utils/format';
import { useDecideVerificationMutation } from '../api/verificationApi';
import { DocumentPreview } from './DocumentPreview';

export function VerificationReview({ verification }: { verification: VerificationRequest }) {
  const { t, locale } = useBackofficeT();
  const [decide] = useDecideVerificationMutation();
  const act = useStaffAction();
  const [decision, setDecision] = useState<VerificationDecision | null>(null);
  return (
    <Flex vertical gap={16}>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'company', label: t('verification.company'), children: verification.company_name },
          {
            key: 'status',
            label: t('verification.status'),
            children: <StatusTag value={verification.status} />,
          },
          {
            key: 'submitted',
            label: t('verification.submittedAt'),
            children: formatDateTime(verification.submitted_at, locale),
          },
          {
            key: 'reviewed',
            label: t('verification.reviewedAt'),
            children: formatDateTime(verification.reviewed_at, locale),
          },
          { key: 'reason', label: t('verification.reason'), children: verification.reason ?? '-' },
        ]}
      />
      <Section title={t('verification.document')}>
        <DocumentPreview verification={verification} />
      </Section>
      {verification.status === 'pending' && (
        <Flex gap={8} wrap>
          <Button type="primary" onClick={() => setDecision('approve')}>
            {t('verification.approve')}
          </Button>
          <Button danger onClick={() => setDecision('reject')}>
            {t('verification.reject')}
          </Button>
        </Flex>
      )}
      <ReasonModal
        open={decision !== null}
        title={decision ? t(`verification.${decision}`) : ''}
        description={
          decision ? t(`verification.confirm.${decision}`, { company: verification.company_name }) : undefined
        }
        confirmLabel={decision ? t(`verification.${decision}`) : ''}
        danger={decision === 'reject'}
        onSubmit={(reason) =>
          act(
            () => decide({ id: verification.id, decision: decision ?? 'reject', reason }).unwrap(),
            t(`verification.done.${decision ?? 'reject'}`),
          )
        }
        onClose={() => setDecision(null)}
      />
    </Flex>
  );
}
