import { useTranslation } from 'react-i18next';
import type { FormRule } from 'mf_shared_ui/ui-form';
import type { Problem } from '../validators';

/** Turns a pure validator (value -> Problem | null) into an antd rule with the translated message. */
export function useRule() {
  const { t } = useTranslation('auth');
  return (check: (value: string | undefined) => Problem | null): FormRule => ({
    validator: (_rule, value: string | undefined) => {
      const problem = check(value);
      return problem ? Promise.reject(new Error(t(problem.key, { ...problem.params }))) : Promise.resolve();
    },
  });
}

/** Validation on submit, change and input with the 300 ms debounce of spec section 5/9. */
export const FORM_VALIDATION: { validateTrigger: string[] } = {
  validateTrigger: ['onChange', 'onBlur'],
};
