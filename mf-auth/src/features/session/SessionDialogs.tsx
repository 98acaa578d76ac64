import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notify } from 'mf_shared_ui/ui';
import { PrivacySettingsDialog, ResponseDialog } from 'mf_shared_ui/ui-overlay';
import type { PrivacyConsent } from 'mf_shared_ui/ui-overlay';
import { setDialogs, useDialogs } from '../../shared/dialogs';
import { PRIVACY_NOTICE_PATH } from '../../shared/paths';
import { loadController } from '../../shared/auth/sessionBinding';

/** Consent toasts appear about 300 ms after the dialog closes; the success toast stays 2000 ms (spec section 9). */
export const CONSENT_TOAST_DELAY_MS = 300;
export const SUCCESS_TOAST_MS = 2000;

/** Where a suspended employer can ask about the suspension (mf-public's contact page). */
export const CONTACT_PATH = '/contact-us';

/**
 * The session's dialogs: privacy consent (cannot be dismissed), deletion requested, company suspended, account
 * linked elsewhere.
 */
export default function SessionDialogs() {
  const { t } = useTranslation('auth');
  const dialogs = useDialogs();

  const confirmConsent = async (consent: PrivacyConsent) => {
    setDialogs({ consent: { saving: true } });
    let saved = false;
    try {
      await (await loadController()).saveConsent(consent);
      saved = true;
    } catch (error) {
      console.error('[mf-auth] consent save failed', error);
    }
    setDialogs({ consent: null });
    window.setTimeout(() => {
      notify(
        saved
          ? { title: t('session.consentSaved'), color: 'success', timeout: SUCCESS_TOAST_MS }
          : { title: t('session.consentFailed'), color: 'error' },
      );
    }, CONSENT_TOAST_DELAY_MS);
  };

  const cancelDeletion = async () => {
    let cancelled = false;
    try {
      await (await loadController()).cancelDeletionRequest();
      cancelled = true;
    } catch (error) {
      console.error('[mf-auth] deletion request not cancelled', error);
    }
    setDialogs({ deletion: false, deletionCancellable: false });
    notify(
      cancelled
        ? { title: t('session.deletionCancelled'), color: 'success', timeout: SUCCESS_TOAST_MS * 2 }
        : { title: t('session.deletionCancelFailed'), color: 'error' },
    );
  };

  const onPrivacyNotice = window.location.pathname === PRIVACY_NOTICE_PATH;
  return (
    <>
      <PrivacySettingsDialog
        open={Boolean(dialogs.consent) && !onPrivacyNotice}
        saving={dialogs.consent?.saving}
        onConfirm={(consent) => void confirmConsent(consent)}
        privacyNoticeHref={PRIVACY_NOTICE_PATH}
      />
      <ResponseDialog
        open={dialogs.deletion}
        status="info"
        title={t('session.deletionTitle')}
        description={t('session.deletionDescription')}
        onClose={() => setDialogs({ deletion: false, deletionCancellable: false })}
        confirmText={dialogs.deletionCancellable ? t('session.deletionCancel') : undefined}
        onConfirm={dialogs.deletionCancellable ? () => void cancelDeletion() : undefined}
      />
      <ResponseDialog
        open={dialogs.companySuspended}
        status="info"
        title={t('session.suspendedTitle')}
        description={
          <span data-testid="company-suspended">
            {t('session.suspendedDescription')}
            <br />
            <Link to={CONTACT_PATH} onClick={() => setDialogs({ companySuspended: false })}>
              {t('session.suspendedContact')}
            </Link>
          </span>
        }
        onClose={() => setDialogs({ companySuspended: false })}
      />
      <ResponseDialog
        open={dialogs.corporateAccessEnded}
        status="info"
        title={t('session.accessEndedTitle')}
        description={<span data-testid="corporate-access-ended">{t('session.accessEndedDescription')}</span>}
        onClose={() => setDialogs({ corporateAccessEnded: false })}
      />
      <ResponseDialog
        open={Boolean(dialogs.accountExists)}
        status="info"
        title={t('errors.accountExistsTitle')}
        description={t('errors.accountExistsDescription', { email: dialogs.accountExists?.email ?? '' })}
        closeText={false}
        onClose={() => setDialogs({ accountExists: null })}
      />
    </>
  );
}
