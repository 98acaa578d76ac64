import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ContactInput } from '@jobportal/contracts';
import { Button, Input } from 'mf_shared_ui/ui';
import { Select, Form } from 'mf_shared_ui/ui-form';
import type { FormRule } from 'mf_shared_ui/ui-form';
import { ResponseDialog } from 'mf_shared_ui/ui-overlay';
import { Alert } from 'mf_shared_ui/ui-feedback';
import { SendOutlined } from 'mf_shared_ui/icons';
import { isValidEmail, VALIDATION_DEBOUNCE_MS } from 'mf_shared_ui/validation';
import { apiErrorOf } from '../../../shared/apiError';
import { CONTACT_NS } from '../i18n/texts';

export const CONTACT_TOPICS: ContactInput['topic'][] = [
  'general',
  'candidate',
  'employer',
  'technical',
  'privacy',
];
export const NAME_MAX = 100;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;
const FIELDS: (keyof ContactInput)[] = ['name', 'email', 'topic', 'message'];

type Values = Partial<ContactInput>;

/**
 * The contact form: validated in the browser (on change, debounced, and on submit) and by the server
 * (VALIDATION_ERROR fields are shown on their fields; other errors above the button). Typed values stay on error;
 * after success the response dialog opens and the form is cleared.
 */
export function ContactForm({ onSubmit }: { onSubmit: (input: ContactInput) => Promise<{ id: string }> }) {
  const { t } = useTranslation([CONTACT_NS, 'public']);
  const { t: tUi } = useTranslation('ui');
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const rules: Record<keyof ContactInput, FormRule[]> = {
    name: [
      { required: true, whitespace: true, message: t('contact.validation.nameRequired') },
      { max: NAME_MAX, message: t('contact.validation.nameMax', { count: NAME_MAX }) },
    ],
    email: [
      { required: true, whitespace: true, message: tUi('validation.emailRequired') },
      {
        validator: (_rule, value: string | undefined) =>
          !value || !value.trim() || isValidEmail(value.trim())
            ? Promise.resolve()
            : Promise.reject(new Error(tUi('validation.emailInvalid', { email: value }))),
      },
    ],
    topic: [{ required: true, message: t('contact.validation.topicRequired') }],
    message: [
      { required: true, whitespace: true, message: t('contact.validation.messageRequired') },
      {
        validator: (_rule, value: string | undefined) => {
          const length = value?.trim().length ?? 0;
          if (length === 0) return Promise.resolve();
          if (length < MESSAGE_MIN)
            return Promise.reject(new Error(t('contact.validation.messageMin', { count: MESSAGE_MIN })));
          if (length > MESSAGE_MAX)
            return Promise.reject(new Error(t('contact.validation.messageMax', { count: MESSAGE_MAX })));
          return Promise.resolve();
        },
      },
    ],
  };

  const finish = async (values: Values) => {
    setError(null);
    setSubmitting(true);
    try {
      await onSubmit({
        name: (values.name ?? '').trim(),
        email: (values.email ?? '').trim(),
        topic: values.topic as ContactInput['topic'],
        message: (values.message ?? '').trim(),
      });
      form.resetFields();
      setSent(true);
    } catch (e) {
      const { body } = apiErrorOf(e);
      const fields = (body?.fields ?? []).filter((f) => FIELDS.includes(f.field as keyof ContactInput));
      if (body?.code === 'VALIDATION_ERROR' && fields.length > 0) {
        form.setFields(fields.map((f) => ({ name: f.field as keyof ContactInput, errors: [f.message] })));
        form.scrollToField(fields[0].field as keyof ContactInput, { block: 'center', focus: true });
      } else {
        setError(body?.message || t('contact.error'));
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(v) => void finish(v)}
        onValuesChange={() => error && setError(null)}
        scrollToFirstError={{ block: 'center', focus: true }}
        validateTrigger={['onChange', 'onBlur']}
        data-testid="contact-form"
        noValidate
      >
        <Form.Item
          name="name"
          label={t('contact.fields.name')}
          rules={rules.name}
          validateDebounce={VALIDATION_DEBOUNCE_MS}
        >
          <Input
            placeholder={t('contact.fields.namePlaceholder')}
            autoComplete="name"
            maxLength={NAME_MAX + 20}
            data-testid="contact-name"
          />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('contact.fields.email')}
          rules={rules.email}
          validateDebounce={VALIDATION_DEBOUNCE_MS}
        >
          <Input
            type="email"
            inputMode="email"
            placeholder={t('contact.fields.emailPlaceholder')}
            autoComplete="email"
            data-testid="contact-email"
          />
        </Form.Item>
        <Form.Item name="topic" label={t('contact.fields.topic')} rules={rules.topic}>
          <Select
            placeholder={t('contact.fields.topicPlaceholder')}
            options={CONTACT_TOPICS.map((value) => ({ value, label: t(`contact.topics.${value}`) }))}
            data-testid="contact-topic"
          />
        </Form.Item>
        <Form.Item
          name="message"
          label={t('contact.fields.message')}
          rules={rules.message}
          validateDebounce={VALIDATION_DEBOUNCE_MS}
        >
          <Input.TextArea
            rows={6}
            showCount
            maxLength={MESSAGE_MAX}
            placeholder={t('contact.fields.messagePlaceholder')}
            data-testid="contact-message"
          />
        </Form.Item>
        <p className="pub-muted" style={{ marginTop: 0 }}>
          {t('contact.privacyHint')} <Link to="/privacy-notice">{t('contact.privacyLink')}</Link>
        </p>
        {error && (
          <Alert
            type="error"
            showIcon
            title={error}
            style={{ marginBottom: 16 }}
            data-testid="contact-error"
          />
        )}
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          icon={<SendOutlined />}
          loading={submitting}
          data-testid="contact-submit"
        >
          {t('contact.submit')}
        </Button>
      </Form>
      <ResponseDialog
        open={sent}
        status="success"
        title={t('contact.success.title')}
        description={t('contact.success.description')}
        onClose={() => setSent(false)}
      />
    </>
  );
}
