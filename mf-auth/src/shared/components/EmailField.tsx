import { useTranslation } from 'react-i18next';
import { Input } from 'mf_shared_ui/ui';
import { Form } from 'mf_shared_ui/ui-form';
import { MailOutlined } from 'mf_shared_ui/icons';
import { VALIDATION_DEBOUNCE_MS } from 'mf_shared_ui/validation';
import { emailProblem } from '../validators';
import { useRule } from './useRule';

/** The e-mail field of the auth forms (login, password reset, both registrations) with the spec's checks. */
export function EmailField({
  labelKey,
  autoComplete,
  icon = false,
}: {
  labelKey: 'login.email' | 'register.email';
  /** 'username' on login forms (password managers pair it with the password), 'email' elsewhere. */
  autoComplete: 'email' | 'username';
  icon?: boolean;
}) {
  const { t } = useTranslation('auth');
  const rule = useRule();
  return (
    <Form.Item
      name="email"
      label={t(labelKey)}
      validateDebounce={VALIDATION_DEBOUNCE_MS}
      rules={[rule(emailProblem)]}
    >
      <Input
        size="large"
        type="email"
        autoComplete={autoComplete}
        prefix={icon ? <MailOutlined /> : undefined}
        placeholder={t('login.emailPlaceholder')}
      />
    </Form.Item>
  );
}
