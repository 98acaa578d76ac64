import { lazy, Suspense, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useStore } from 'react-redux';
import { useTranslation } from 'react-i18next';
import type { CandidateProfile } from '@jobportal/contracts';
import {
  selectLoginModal,
  selectOtp,
  selectSession,
  sessionActions,
  hasStoredSession,
  useLatch,
  useAppDispatch,
  useAppSelector,
  type RootState,
} from 'mf_shared_ui/platform';
import { useDialogs } from '../../shared/dialogs';
import { loadController, loadedController, setSessionBinding } from '../../shared/auth/sessionBinding';
import { Contained } from '../../shared/components/Contained';

const LoginModals = lazy(() => import('./LoginModals').then((m) => ({ default: m.LoginModals })));
const SessionDialogs = lazy(() => import('./SessionDialogs'));

/**
 * Mounted once by the shell inside the router: session initialisation (spec section 4), login modals and the
 * session dialogs. Firebase, the modals and the dialogs download only when needed: a guest with no stored session
 * is a guest at once.
 */
export function SessionRoot() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const store = useStore<RootState>();
  const { i18n } = useTranslation('auth');
  const session = useAppSelector(selectSession);
  const modal = useAppSelector(selectLoginModal);
  const dialogs = useDialogs();

  useEffect(() => {
    setSessionBinding({
      dispatch,
      navigate: (to) => void navigateRef.current(to),
      getOtp: () => selectOtp(store.getState()),
    });
    if (hasStoredSession()) void loadController();
    else dispatch(sessionActions.signedOut());
    return () => setSessionBinding(null);
    // Registered once: the store and its dispatch never change; navigation goes through the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    loadedController()?.setAuthLanguage(i18n.language?.startsWith('en') ? 'en' : 'th');
  }, [i18n.language]);

  // A candidate who requested deletion elsewhere (profile page) is signed out; the dialog follows 1000 ms later.
  const profile =
    session.userType === 'candidate' ? (session.user?.profile as CandidateProfile | null) : null;
  useEffect(() => {
    if (profile && profile.status === false)
      void loadController().then((c) => c.logout({ deletionDialog: true }));
  }, [profile]);

  const showModals = useLatch(modal !== null);
  const showDialogs = useLatch(
    Boolean(
      dialogs.consent ||
      dialogs.deletion ||
      dialogs.companySuspended ||
      dialogs.corporateAccessEnded ||
      dialogs.accountExists,
    ),
  );
  return (
    <>
      {showModals && (
        <Contained name="login modal">
          <Suspense fallback={null}>
            <LoginModals />
          </Suspense>
        </Contained>
      )}
      {showDialogs && (
        <Contained name="session dialogs">
          <Suspense fallback={null}>
            <SessionDialogs />
          </Suspense>
        </Contained>
      )}
    </>
  );
}
