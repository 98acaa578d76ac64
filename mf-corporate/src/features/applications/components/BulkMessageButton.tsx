import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roleCan } from '@jobportal/contracts/team';
import { Button } from 'mf_shared_ui/ui';
import { MailOutlined } from 'mf_shared_ui/icons';
import { useCorporateProfileQuery } from '../../../shared/api/sharedApi';
import { BulkMessageDialog } from './BulkMessageDialog';

/** The bulk bar's "move and message" for the selected applications (hidden for roles that may do neither). */
export function BulkMessageButton({
  jobId,
  ids,
  onDone,
}: {
  jobId: string;
  ids: string[];
  onDone: () => void;
}) {
  const { t } = useTranslation('corporate');
  const [open, setOpen] = useState(false);
  const role = useCorporateProfileQuery().data?.role;
  if (role && !roleCan(role, 'job:pipeline') && !roleCan(role, 'job:message')) return null;
  return (
    <>
      <Button
        icon={<MailOutlined />}
        disabled={ids.length === 0}
        onClick={() => setOpen(true)}
        data-testid="bulk-message"
      >
        {t('bulkMessage.open', { count: ids.length })}
      </Button>
      <BulkMessageDialog jobId={jobId} ids={ids} open={open} onClose={() => setOpen(false)} onDone={onDone} />
    </>
  );
}
