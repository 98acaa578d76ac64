import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CandidateProfile } from '@jobportal/contracts';
import { sessionActions, useAppDispatch } from 'mf_shared_ui/platform';
import { Button, notify } from 'mf_shared_ui/ui';
import { PrivacySettingsDialog } from 'mf_shared_ui/ui-overlay';
import type { PrivacyConsent } from 'mf_shared_ui/ui-overlay';
import { Card, Descriptions } from 'mf_shared_ui/ui-data';
import { SettingOutlined } from 'mf_shared_ui/icons';
import { useCandidateSavePdpaMutation } from '../../../shared/api/consentApi';
import { useCandidatePrivacyQuery } from '../api/privacyApi';
import { ConsentHistory } from './ConsentHistory';
import { DownloadMyData } from './DownloadMyData';
import { RestrictionSwitch } from './RestrictionSwitch';

const CONSENT_TOAST_DELAY_MS = 300;

/**
 * The privacy area: the three PDPA consents (saved with PUT /candidate/savePDPASection, confirmed by a toast after the
 * dialog closes), the restriction switch, the history of every consent change and "download my data".
 */
export function PrivacyCard({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation('candidate');
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const [savePdpa, state] = useCandidateSavePdpaMutation();
  const privacy = useCandidatePrivacyQuery();
  const yesNo = (v: boolean | null) =>
    v == null ? t('privacy.notAsked') : v ? t('privacy.allowed') : t('privacy.notAllowed');

  const onConfirm = async (consent: PrivacyConsent) => {
    try {
      const list = await savePdpa(consent).unwrap();
      if (list[0]) dispatch(sessionActions.profileLoaded(list[0]));
      void privacy.refetch();
      setOpen(false);
      setTimeout(
        () => notify({ color: 'success', title: 'บันทึกข้อมูลสำเร็จ', timeout: 2000 }),
        CONSENT_TOAST_DELAY_MS,
      );
    } catch (error) {
      console.error('[mf-candidate] PDPA consent not saved', error);
      setOpen(false);
      setTimeout(() => notify({ color: 'error', title: 'บันทึกข้อมูลไม่สำเร็จ' }), CONSENT_TOAST_DELAY_MS);
    }
  };

  return (
    <Card
      id="section-privacy"
      title={t('profile.sections.privacy')}
      style={{ marginBottom: 16, scrollMarginTop: 80 }}
      extra={
        <Button icon={<SettingOutlined />} onClick={() => setOpen(true)} data-testid="privacy-open">
          {t('privacy.edit')}
        </Button>
      }
    >
      <Descriptions column={1} size="small" layout="vertical">
        <Descriptions.Item label={t('privacy.cookie')}>{yesNo(profile.pdpa.cookie)}</Descriptions.Item>
        <Descriptions.Item label={t('privacy.pdpa')}>{yesNo(profile.pdpa.pdpa)}</Descriptions.Item>
        <Descriptions.Item label={t('privacy.marketing')}>{yesNo(profile.pdpa.marketing)}</Descriptions.Item>
      </Descriptions>
      {privacy.data && <RestrictionSwitch restricted={privacy.data.restricted} />}
      {privacy.data && <ConsentHistory history={privacy.data.history} />}
      <DownloadMyData />
      {open && (
        <PrivacySettingsDialog
          open
          saving={state.isLoading}
          initial={{
            cookie: profile.pdpa.cookie ?? false,
            pdpa: profile.pdpa.pdpa ?? false,
            marketing: profile.pdpa.marketing ?? false,
          }}
          onConfirm={(consent) => void onConfirm(consent)}
          privacyNoticeHref="/privacy-notice"
        />
      )}
    </Card>
  );
}
