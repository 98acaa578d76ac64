import { useNavigate } from 'react-router';
import { baseApi, useAppDispatch } from 'mf_shared_ui/platform';
import { notify } from 'mf_shared_ui/ui';
import { useBackofficeT } from '../hooks/useLocale';
import { signOutStaff } from './staffSession';

/** Signs the staff member out of this browser (the portal's own session stays) and forgets the back office's data. */
export function useSignOut() {
  const { t } = useBackofficeT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return async () => {
    await signOutStaff();
    dispatch(baseApi.util.invalidateTags(['Backoffice']));
    notify({ color: 'info', title: t('layout.signedOut') });
    void navigate('/backoffice/login');
  };
}
