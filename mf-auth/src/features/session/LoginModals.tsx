import { Modal } from 'mf_shared_ui/ui-overlay';
import { selectLoginModal, uiActions, useAppDispatch, useAppSelector } from 'mf_shared_ui/platform';
import { useTranslation } from 'react-i18next';
import { LoginPanel } from '../../shared/components/LoginPanel';

/** Login modals any remote can open (uiActions.openLoginModal); max width about 950 px (spec section 2). */
export function LoginModals() {
  const kind = useAppSelector(selectLoginModal);
  const dispatch = useAppDispatch();
  const { t } = useTranslation('auth');
  return (
    <Modal
      open={kind !== null}
      onCancel={() => dispatch(uiActions.closeLoginModal())}
      footer={null}
      width={950}
      centered
      destroyOnHidden
      closeIcon={<span aria-label={t('login.close')}>×</span>}
      styles={{ content: { padding: 0, overflow: 'hidden' } }}
      data-testid="login-modal"
    >
      {kind && <LoginPanel key={kind} role={kind} mode="modal" />}
    </Modal>
  );
}
