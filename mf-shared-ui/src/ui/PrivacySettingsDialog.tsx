import { useState } from 'react';
import { Button, Space, Switch, Typography } from 'antd';
import { Modal } from './Modal';
import { useTranslation } from 'react-i18next';

export interface PrivacyConsent {
  cookie: boolean;
  pdpa: boolean;
  marketing: boolean;
}

export interface PrivacySettingsDialogProps {
  open: boolean;
  initial?: Partial<PrivacyConsent>;
  saving?: boolean;
  onConfirm: (consent: PrivacyConsent) => void;
  privacyNoticeHref?: string;
}

/** Consent form with three switches; it cannot be dismissed without confirming (spec section 2). */
export function PrivacySettingsDialog({
  open,
  initial,
  saving,
  onConfirm,
  privacyNoticeHref,
}: PrivacySettingsDialogProps) {
  const { t } = useTranslation('ui');
  const [consent, setConsent] = useState<PrivacyConsent>({
    cookie: initial?.cookie ?? false,
    pdpa: initial?.pdpa ?? false,
    marketing: initial?.marketing ?? false,
  });
  const row = (key: keyof PrivacyConsent) => (
    <Space key={key} align="start" style={{ width: '100%', justifyContent: 'space-between' }}>
      <Typography.Text id={`privacy-${key}-label`}>{t(`privacy.${key}`)}</Typography.Text>
      <Switch
        aria-labelledby={`privacy-${key}-label`}
        checked={consent[key]}
        onChange={(checked) => setConsent((c) => ({ ...c, [key]: checked }))}
      />
    </Space>
  );
  return (
    <Modal
      open={open}
      title={t('privacy.title')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      width={560}
      footer={
        <Button type="primary" loading={saving} onClick={() => onConfirm(consent)}>
          {t('confirm')}
        </Button>
      }
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph>{t('privacy.intro')}</Typography.Paragraph>
        {row('cookie')}
        {row('pdpa')}
        {row('marketing')}
        {privacyNoticeHref && (
          <Typography.Link href={privacyNoticeHref}>{t('privacy.readNotice')}</Typography.Link>
        )}
      </Space>
    </Modal>
  );
}
