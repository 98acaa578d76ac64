import type { ReactNode } from 'react';
import { Button } from 'mf_shared_ui/ui';
import { Form, type FormInstance } from 'mf_shared_ui/ui-form';
import { FORM_VALIDATION } from './useRule';

/**
 * The form of every auth screen (login, registrations, password reset, new password, sign-in link): vertical, no
 * required marks, the spec's validation triggers, the first error scrolled into view and focused; `onInvalid` runs
 * when the fields do not validate (the screens clear the server's last error then).
 */
export function AuthForm<Values>({
  form,
  onSubmit,
  onInvalid,
  children,
}: {
  form: FormInstance<Values>;
  onSubmit: (values: Values) => Promise<void> | void;
  onInvalid: () => void;
  children: ReactNode;
}) {
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      {...FORM_VALIDATION}
      scrollToFirstError={{ block: 'center', focus: true }}
      onFinish={(values) => void onSubmit(values)}
      onFinishFailed={onInvalid}
      noValidate
    >
      {children}
    </Form>
  );
}

/** The auth screens' one submit button: primary, full width, large, spinning while the call runs. */
export function AuthSubmit({
  loading,
  testId,
  children,
}: {
  loading: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Button type="primary" htmlType="submit" size="large" block loading={loading} data-testid={testId}>
      {children}
    </Button>
  );
}
