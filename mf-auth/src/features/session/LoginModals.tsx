import { Modal } from 'mf_shared_ui/ui-overlay';
import {
  selectLoginModal,
  selectSession,
  uiActions,
  useAppDispatch,
  useAppSelector,
} from 'mf_shared_ui/platform';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { loadController } from '../../shared/auth/sessionBinding';
import { LoginPanel } from '../../shared/components/LoginPanel';
import { WrongRoleNotice } from './WrongRoleNotice';

const ROLES = ['candidate', 'corporate'] as const;

/**
 * Login modals any remote can open (uiActions.openLoginModal); max width about 950 px (spec section 2). One modal
 * per role: switching role closes one and opens the other 300 ms later, and reopening the same modal while its
 * closing animation still runs (a slow phone) could leave neither on screen. A signed-in user of the other role
 * (an employer clicking a job's favourite heart) is told what it is for and offered the switch; once signed out
 * the same modal shows the login, and the pending intent (favourite, apply) completes after it.
 * A click while the session is still being restored (a signed-in person on a fresh page load) waits for it: the
 * modal opens only if they turn out to be a guest, and is dropped when they are signed in with its role (the
 * pending intent then completes as after a login).
 */
export function LoginModals() {
  const kind = useAppSelector(selectLoginModal);
  const { loading, userType } = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  const { t } = useTranslation('auth');
  const close = () => dispatch(uiActions.closeLoginModal());
  useEffect(() => {
    if (kind !== null && !loading && userType === kind) dispatch(uiActions.closeLoginModal());
  }, [dispatch, kind, loading, userType]);
  return ROLES.map((role) => (
    <Modal
      key={role}
      open={kind === role && !loading}
      onCancel={close}
      footer={null}
      width={950}
      centered
      destroyOnHidden
      closeIcon={<span aria-label={t('login.close')}>×</span>}
      styles={{ container: { padding: 0, overflow: 'hidden' } }}
      data-testid="login-modal"
    >
      {!loading && userType !== 'guest' && userType !== role ? (
        <WrongRoleNotice
          role={role}
          context="action"
          onSwitch={() => void loadController().then((c) => c.logout({ navigateTo: null }))}
          secondary={{ label: t('login.close'), onClick: close }}
        />
      ) : (
        <LoginPanel role={role} mode="modal" />
      )}
    </Modal>
  ));
}
