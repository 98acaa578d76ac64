import { Modal } from 'mf_shared_ui/ui-overlay';
import { selectLoginModal, uiActions, useAppDispatch, useAppSelector } from 'mf_shared_ui/platform';
import { useTranslation } from 'react-i18next';
import { LoginPanel } from '../../shared/components/LoginPanel';

const ROLES = ['candidate', 'corporate'] as const;

/**
 * Login modals any remote can open (uiActions.openLoginModal); max width about 950 px (spec section 2). One modal
 * per role: switching role closes one and opens the other 300 ms later, and reopening the same modal while its
 * closing animation still runs (a slow phone) could leave neither on screen.
 */
export function LoginModals() {
  const kind = useAppSelector(selectLoginModal);
  const dispatch = useAppDispatch();
  const { t } = useTranslation('auth');
  return ROLES.map((role) => (
    <Modal
      key={role}
      open={kind === role}
      onCancel={() => dispatch(uiActions.closeLoginModal())}
      footer={null}
      width={950}
      centered
      destroyOnHidden
      closeIcon={<span aria-label={t('login.close')}>×</span>}
      styles={{ content: { padding: 0, overflow: 'hidden' } }}
      data-testid="login-modal"
    >
      <LoginPanel role={role} mode="modal" />
    </Modal>
  ));
}
