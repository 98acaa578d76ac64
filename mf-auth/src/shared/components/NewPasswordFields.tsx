import { useTranslation } from 'react-i18next';
import { Input } from 'mf_shared_ui/ui';
import { Form } from 'mf_shared_ui/ui-form';
import type { PasswordPolicy } from 'mf_shared_ui/validation';
import { VALIDATION_DEBOUNCE_MS } from 'mf_shared_ui/validation';
import { confirmPasswordProblem, newPasswordProblem } from '../validators';
import { useRule } from './useRule';

/** New password + confirmation against the pool's policy (registration and password reset). */
export function NewPasswordFields({
  policy,
  labelKeys,
}: {
  policy: PasswordPolicy;
  labelKeys: { password: string; confirm: string };
}) {
  const { t } = useTranslation('auth');
  const rule = useRule();
  const form = Form.useFormInstance();
  return (
    <>
      <Form.Item
        name="password"
        label={t(labelKeys.password)}
        extra={t('register.passwordHint', { count: policy.minLength })}
        validateDebounce={VALIDATION_DEBOUNCE_MS}
        rules={[rule((v) => newPasswordProblem(v, policy))]}
      >
        <Input.Password size="large" autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t(labelKeys.confirm)}
        dependencies={['password']}
        validateDebounce={VALIDATION_DEBOUNCE_MS}
        rules={[rule((v) => confirmPasswordProblem(form.getFieldValue('password') as string | undefined, v))]}
      >
        <Input.Password size="large" autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
