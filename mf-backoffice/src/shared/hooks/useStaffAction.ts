import { notify } from 'mf_shared_ui/ui';
import { callError } from '../api/staffApi';
import { useBackofficeT } from './useLocale';

/**
 * Runs an action (a mutation's `unwrap()`): a success toast, or an error toast with the API's message and the
 * error thrown again (a reason modal stays open for another try).
 */
export function useStaffAction() {
  const { t } = useBackofficeT();
  return async <T>(call: () => Promise<T>, success: string): Promise<T> => {
    try {
      const result = await call();
      notify({ color: 'success', title: success });
      return result;
    } catch (error) {
      const { message } = callError(error);
      notify({ color: 'error', title: t('common.actionFailed'), description: message ?? undefined });
      throw error;
    }
  };
}
