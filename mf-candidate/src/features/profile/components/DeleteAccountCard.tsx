import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Typography, notify } from 'mf_shared_ui/ui';
import { Modal } from 'mf_shared_ui/ui-overlay';
import { Card } from 'mf_shared_ui/ui-data';
import { apiErrorBody } from '../../../shared/utils/apiError';
import { useCandidateDeletionRequestMutation } from '../api/profileApi';

/**
 * Request account deletion. After success the page reloads at "/": mf-auth's session init sees status false,
 * signs the candidate out and shows the deletion dialog (spec section 4).
 */
export function DeleteAccountCard() {
  const { t } = useTranslation('candidate');
  const [open, setOpen] = useState(false);
  const [requestDeletion, state] = useCandidateDeletionRequestMutation();
  return (
    <Card
      id="section-account"
      title={t('profile.sections.account')}
      style={{ marginBottom: 16, borderColor: '#ffccc7' }}
    >
      <Typography.Paragraph>{t('deletion.text')}</Typography.Paragraph>
      <Button danger onClick={() => setOpen(true)} data-testid="deletion-open">
        {t('deletion.button')}
      </Button>
      <Modal
        open={open}
        title={t('deletion.confirmTitle')}
        okText={t('deletion.confirm')}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: true, loading: state.isLoading }}
        onCancel={() => setOpen(false)}
        onOk={async () => {
          try {
            await requestDeletion().unwrap();
            window.location.assign('/');
          } catch (error) {
            setOpen(false);
            notify({ color: 'error', title: apiErrorBody(error)?.message ?? t('common.saveFailed') });
          }
        }}
      >
        <Typography.Paragraph>{t('deletion.confirmText')}</Typography.Paragraph>
      </Modal>
    </Card>
  );
}
