import { useTranslation } from 'react-i18next';
import { Typography } from 'mf_shared_ui/ui';
import { Checkbox, Form } from 'mf_shared_ui/ui-form';
import { Alert } from 'mf_shared_ui/ui-feedback';
import { PRIVACY_NOTICE_PATH } from '../../../shared/paths';
import { AuthSubmit } from '../../../shared/components/AuthForm';

/** Consent checkbox linking the privacy notice (opens in a new tab so the form keeps its values). */
export function ConsentField() {
  const { t } = useTranslation('auth');
  return (
    <Form.Item
      name="consent"
      valuePropName="checked"
      rules={[
        {
          validator: (_r, value: boolean) =>
            value ? Promise.resolve() : Promise.reject(new Error(t('validation.consentRequired'))),
        },
      ]}
    >
      <Checkbox data-testid="register-consent">
        {t('register.consentPrefix')}{' '}
        <Typography.Link href={PRIVACY_NOTICE_PATH} target="_blank" rel="noopener">
          {t('register.consentLink')}
        </Typography.Link>
      </Checkbox>
    </Form.Item>
  );
}

/** The end of both registration forms: consent, the error box above the button, the submit button. */
export function RegisterSubmit({ error, loading }: { error: string | null; loading: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <ConsentField />
      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          style={{ marginBottom: 16 }}
          data-testid="register-error"
        />
      )}
      <AuthSubmit loading={loading} testId="register-submit">
        {t('register.submit')}
      </AuthSubmit>
    </>
  );
}
