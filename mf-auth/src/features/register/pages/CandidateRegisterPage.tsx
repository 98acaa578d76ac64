import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Col, Input, Row } from 'mf_shared_ui/ui';
import { Form } from 'mf_shared_ui/ui-form';
import { Divider } from 'mf_shared_ui/ui-feedback';
import { VALIDATION_DEBOUNCE_MS } from 'mf_shared_ui/validation';
import { registerCandidate } from '../../../shared/auth/controller';
import { authErrorCode, loginErrorKey } from '../../../shared/auth/errors';
import { SocialButtons } from '../../../shared/components/SocialButtons';
import { useRule } from '../../../shared/components/useRule';
import { setPageLoginPending } from '../../../shared/loginState';
import { postLoginTarget } from '../../../shared/paths';
import { usePasswordPolicy } from '../../../shared/usePasswordPolicy';
import { useAuthPageMeta } from '../../../shared/usePageMetaOf';
import { FIELD_BOUNDS, textProblem } from '../../../shared/validators';
import { EmailField } from '../../../shared/components/EmailField';
import { RegisterFrame } from '../components/RegisterFrame';
import { RegisterSubmit } from '../components/registerHelpers';
import { NewPasswordFields } from '../../../shared/components/NewPasswordFields';
import { AuthForm } from '../../../shared/components/AuthForm';

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  consent: boolean;
}

export default function CandidateRegisterPage() {
  useAuthPageMeta('candidateRegister');
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<Values>();
  const rule = useRule();
  const policy = usePasswordPolicy('candidate');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const onFinish = async (values: Values) => {
    setError(null);
    setLoading(true);
    try {
      await registerCandidate({
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email.trim(),
        password: values.password,
      });
    } catch (e) {
      setLoading(false);
      if (authErrorCode(e) === 'email-already-in-use') {
        form.setFields([{ name: 'email', errors: [t('errors.emailInUse')] }]);
        form.scrollToField('email', { block: 'center', focus: true });
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
  return (
    <RegisterFrame role="candidate">
      <SocialButtons
        labels={{
          google: t('register.candidate.google'),
          facebook: t('register.candidate.facebook'),
          line: t('register.candidate.line'),
        }}
        disabled={loading}
        onStart={() => {
          setError(null);
          setPageLoginPending(true);
        }}
        onDone={(outcome) => {
          if (outcome === 'signedIn')
            void navigate(postLoginTarget('candidate', params.get('redirect')), { replace: true });
          setPageLoginPending(false);
        }}
        onError={(e) => {
          setPageLoginPending(false);
          setError(t(loginErrorKey(e)));
        }}
      />
      <Divider plain style={{ margin: '4px 0' }}>
        {t('login.or')}
      </Divider>
      <AuthForm<Values> form={form} onSubmit={onFinish} onInvalid={() => setError(null)}>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="firstName"
              label={t('register.firstName')}
              {...field}
              rules={[rule((v) => textProblem(v, t('register.firstName'), FIELD_BOUNDS.firstName))]}
            >
              <Input size="large" autoComplete="given-name" maxLength={FIELD_BOUNDS.firstName.max + 1} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="lastName"
              label={t('register.lastName')}
              {...field}
              rules={[rule((v) => textProblem(v, t('register.lastName'), FIELD_BOUNDS.lastName))]}
            >
              <Input size="large" autoComplete="family-name" maxLength={FIELD_BOUNDS.lastName.max + 1} />
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
