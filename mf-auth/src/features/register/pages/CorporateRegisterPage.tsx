import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Col, Input, Row } from 'mf_shared_ui/ui';
import { Select, Form } from 'mf_shared_ui/ui-form';
import { digitsOnly, VALIDATION_DEBOUNCE_MS } from 'mf_shared_ui/validation';
import { inSentence, pickLocalized } from 'mf_shared_ui/platform';
import { registerCorporate } from '../../../shared/auth/controller';
import { authErrorCode, loginErrorKey } from '../../../shared/auth/errors';
import { ApiCallError } from '../../../shared/api/authedFetch';
import { useAuthLookupsQuery } from '../../../shared/api/lookupsApi';
import { useRule } from '../../../shared/components/useRule';
import { usePasswordPolicy } from '../../../shared/usePasswordPolicy';
import { useAuthPageMeta } from '../../../shared/usePageMetaOf';
import { FIELD_BOUNDS, phoneProblem, textProblem } from '../../../shared/validators';
import { EmailField } from '../../../shared/components/EmailField';
import { RegisterFrame } from '../components/RegisterFrame';
import { RegisterSubmit } from '../components/registerHelpers';
import { NewPasswordFields } from '../../../shared/components/NewPasswordFields';
import { AuthForm } from '../../../shared/components/AuthForm';

interface Values {
  companyName: string;
  companyTypeId: number;
  contactName: string;
  phone: string;
  email: string;
  password: string;
  confirmPassword: string;
  consent: boolean;
}

/** API field names of POST /corporate/create -> form fields. */
const API_FIELDS: Record<string, keyof Values> = {
  name: 'companyName',
  company_type_id: 'companyTypeId',
  contact_name: 'contactName',
  phone: 'phone',
  email: 'email',
  password: 'password',
};

export default function CorporateRegisterPage() {
  useAuthPageMeta('corporateRegister');
  const { t, i18n } = useTranslation('auth');
  const [form] = Form.useForm<Values>();
  const rule = useRule();
  const policy = usePasswordPolicy('corporate');
  const lookups = useAuthLookupsQuery();
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const locale = i18n.language?.startsWith('en') ? 'en' : 'th';

  const onFinish = async (values: Values) => {
    setError(null);
    setLoading(true);
    try {
      await registerCorporate({
        email: values.email.trim(),
        password: values.password,
        name: values.companyName.trim(),
        company_type_id: values.companyTypeId,
        contact_name: values.contactName.trim(),
        phone: digitsOnly(values.phone),
      });
    } catch (e) {
      setLoading(false);
      if (authErrorCode(e) === 'email-already-in-use') {
        form.setFields([{ name: 'email', errors: [t('errors.emailInUse')] }]);
        form.scrollToField('email', { block: 'center', focus: true });
        return;
      }
      if (e instanceof ApiCallError) {
        const fields = (e.body?.error.fields ?? [])
          .map((f) => ({ name: API_FIELDS[f.field.split('.')[0]], errors: [f.message] }))
          .filter((f) => f.name);
        if (fields.length) form.setFields(fields);
        setError(e.body?.error.message ?? t('register.createCompanyFailed'));
        return;
      }
      const code = authErrorCode(e);
      setError(
        code === 'password-does-not-meet-requirements' || code === 'weak-password'
          ? t('errors.weakPassword')
          : t(loginErrorKey(e)),
      );
    }
  };

  const field = { validateDebounce: VALIDATION_DEBOUNCE_MS };
  const companyTypes = (lookups.data?.companyTypes ?? []).map((c) => ({
    value: c.id,
    label: pickLocalized(c, 'name', locale),
  }));
  return (
    <RegisterFrame role="corporate">
      <AuthForm<Values> form={form} onSubmit={onFinish} onInvalid={() => setError(null)}>
        <Form.Item
          name="companyName"
          label={t('register.companyName')}
          {...field}
          rules={[rule((v) => textProblem(v, t('register.companyName'), FIELD_BOUNDS.companyName))]}
        >
          <Input size="large" autoComplete="organization" maxLength={FIELD_BOUNDS.companyName.max + 1} />
        </Form.Item>
        <Form.Item
          name="companyTypeId"
          label={t('register.companyType')}
          rules={[
            {
              required: true,
              message: t('validation.select', { field: inSentence(t('register.companyType')) }),
            },
          ]}
        >
          <Select
            size="large"
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('register.companyTypePlaceholder')}
            options={companyTypes}
            loading={lookups.isLoading}
            data-testid="register-company-type"
          />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="contactName"
              label={t('register.contactName')}
              {...field}
              rules={[rule((v) => textProblem(v, t('register.contactName'), FIELD_BOUNDS.contactName))]}
            >
              <Input size="large" autoComplete="name" maxLength={FIELD_BOUNDS.contactName.max + 1} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="phone"
              label={t('register.phone')}
              normalize={(v: string | undefined) => digitsOnly(v ?? '')}
              {...field}
              rules={[rule((v) => phoneProblem(v, t('register.phone')))]}
            >
              <Input size="large" inputMode="numeric" autoComplete="tel" maxLength={20} />
            </Form.Item>
          </Col>
        </Row>
        <EmailField labelKey="register.email" autoComplete="email" />
        <NewPasswordFields
          policy={policy}
          labelKeys={{ password: 'register.password', confirm: 'register.confirmPassword' }}
        />
        <RegisterSubmit error={error} loading={loading} />
      </AuthForm>
    </RegisterFrame>
  );
}
