import { useTranslation } from 'react-i18next';
import { Space, Typography, notify } from 'mf_shared_ui/ui';
import { Switch } from 'mf_shared_ui/ui-form';
import { apiErrorBody } from '../../../shared/utils/apiError';
import { useCandidateSetRestrictionMutation } from '../api/privacyApi';

/** Objection/restriction (PDPA s.32, s.34): hidden from every employer search and AI ranking, nothing deleted. */
export function RestrictionSwitch({ restricted }: { restricted: boolean }) {
  const { t } = useTranslation('candidate');
  const [setRestriction, state] = useCandidateSetRestrictionMutation();
  return (
    <Space align="start" style={{ marginTop: 16 }}>
      <Switch
        checked={restricted}
        loading={state.isLoading}
        aria-label={t('privacy.restricted')}
        data-testid="privacy-restriction"
        onChange={(checked) =>
          void setRestriction(checked)
            .unwrap()
            .catch((error: unknown) =>
              notify({ color: 'error', title: apiErrorBody(error)?.message ?? t('common.saveFailed') }),
            )
        }
      />
      <div>
        <Typography.Text strong>{t('privacy.restricted')}</Typography.Text>
        <br />
        <Typography.Text type="secondary">{t('privacy.restrictedHelp')}</Typography.Text>
      </div>
    </Space>
  );
}
