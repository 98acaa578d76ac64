import type { ReactElement } from 'react';
import { Form as AntdForm } from 'antd';
import type { FormInstance } from 'antd';
import i18next from 'i18next';
import { announce } from '../platform/announce';

type ErrorField = { name: (string | number)[]; errors: string[] };

/**
 * Tells a refused submit: "the form needs N corrections" in the user's language. The message itself is read with the
 * invalid field the focus moves to (its aria-describedby), so it is not repeated here, and the page keeps exactly one
 * element with each message text.
 */
function announceFirstError(errorFields: ErrorField[]): void {
  const count = errorFields.filter((f) => f.errors.length > 0).length;
  if (count === 0) return;
  announce(i18next.t('ui:validation.formInvalid', { count }), 'assertive');
}

/**
 * What a refused submit does in every form of the product (WCAG 3.3.1, 4.1.3): the focus moves to the first invalid
 * field (its message is linked to it: antd's Form.Item sets aria-invalid and aria-describedby, so it is read with
 * the field) and the number of fields to correct is announced. For forms that validate by hand (`await form.validateFields()` in a click handler); the design system's
 * `Form` does it on its own for `onFinish` forms.
 */
export function reportInvalidFields(form: FormInstance, errorFields: ErrorField[]): void {
  const first = errorFields.find((f) => f.errors.length > 0);
  if (!first) return;
  form.scrollToField(first.name, { block: 'center', focus: true });
  announceFirstError(errorFields);
}

/** The errorFields of a rejected `validateFields()` ([] for anything else, e.g. an exception of a rule). */
export function invalidFieldsOf(error: unknown): ErrorField[] {
  const fields = (error as { errorFields?: unknown } | null)?.errorFields;
  return Array.isArray(fields) ? (fields as ErrorField[]) : [];
}

/**
 * antd's Form with the product's refused-submit behaviour by default: scroll to and focus the first invalid field
 * and announce its message (`reportInvalidFields`), then the page's own `onFinishFailed`.
 */
type AntdFormProps<Values> = Parameters<typeof AntdForm<Values>>[0];

function DesignSystemForm<Values = unknown>(props: AntdFormProps<Values>): ReactElement {
  const { onFinishFailed, scrollToFirstError, ...rest } = props;
  return (
    <AntdForm<Values>
      {...rest}
      // antd focuses the field itself (scrollToFirstError with focus); the announcement is ours
      scrollToFirstError={scrollToFirstError ?? { block: 'center', focus: true }}
      onFinishFailed={(info) => {
        announceFirstError(info.errorFields);
        onFinishFailed?.(info);
      }}
    />
  );
}

/** The design system's Form: antd's, with the refused-submit behaviour above, and all of its parts (Form.Item...). */
export const Form = Object.assign(DesignSystemForm, {
  Item: AntdForm.Item,
  List: AntdForm.List,
  ErrorList: AntdForm.ErrorList,
  Provider: AntdForm.Provider,
  useForm: AntdForm.useForm,
  useFormInstance: AntdForm.useFormInstance,
  useWatch: AntdForm.useWatch,
});
