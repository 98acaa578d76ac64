import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useStore } from 'react-redux';
import { useTranslation } from 'react-i18next';
import type { CandidateProfile } from '@jobportal/contracts';
import {
  selectOtp,
  useAppDispatch,
  useAppSelector,
  selectSession,
  type RootState,
} from 'mf_shared_ui/platform';
import { notify } from 'mf_shared_ui/ui';
import { PrivacySettingsDialog, ResponseDialog, type PrivacyConsent } from 'mf_shared_ui/ui-form';
import { logout, saveConsent, startSession, updateBinding } from '../../shared/auth/controller';
import { setAuthLanguage } from '../../shared/auth/firebase';
import { setDialogs, useDialogs } from '../../shared/dialogs';
import { PRIVACY_NOTICE_PATH } from '../../shared/paths';
import { LoginModals } from './LoginModals';
import { Contained } from '../../shared/components/Contained';

/** Consent toasts appear about 300 ms after the dialog closes; the success toast stays 2000 ms (spec section 9). */
export const CONSENT_TOAST_DELAY_MS = 300;
export const SUCCESS_TOAST_MS = 2000;

/** Mounted once by the shell inside the router: Firebase session, init rules, login modals and session dialogs. */
export function SessionRoot() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const store = useStore<RootState>();
  const { t, i18n } = useTranslation('auth');
  const dialogs = useDialogs();
  const session = useAppSelector(selectSession);

  useEffect(
    () =>
      startSession({
        dispatch,
        navigate: (to) => void navigate(to),
        getOtp: () => selectOtp(store.getState()),
      }),
    // Started once; navigate/dispatch of the one router and store never change identity in practice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  useEffect(() => updateBinding({ navigate: (to) => void navigate(to) }), [navigate]);
  useEffect(() => setAuthLanguage(i18n.language?.startsWith('en') ? 'en' : 'th'), [i18n.language]);

  // A candidate who requested deletion elsewhere (profile page) is signed out; the dialog follows 1000 ms later.
  const profile =
    session.userType === 'candidate' ? (session.user?.profile as CandidateProfile | null) : null;
  useEffect(() => {
    if (profile && profile.status === false) void logout({ deletionDialog: true });
  }, [profile]);

  const confirmConsent = async (consent: PrivacyConsent) => {
    setDialogs({ consent: { saving: true } });
    let saved = false;
    try {
      await saveConsent(consent);
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

  const onPrivacyNotice = typeof window !== 'undefined' && window.location.pathname === PRIVACY_NOTICE_PATH;
  return (
    <>
      <Contained name="login modal">
        <LoginModals />
      </Contained>
      <Contained name="session dialogs">
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
          onClose={() => setDialogs({ deletion: false })}
        />
        <ResponseDialog
          open={Boolean(dialogs.accountExists)}
          status="info"
          title={t('errors.accountExistsTitle')}
          description={t('errors.accountExistsDescription', { email: dialogs.accountExists?.email ?? '' })}
          closeText={false}
          onClose={() => setDialogs({ accountExists: null })}
        />
      </Contained>
    </>
  );
}
