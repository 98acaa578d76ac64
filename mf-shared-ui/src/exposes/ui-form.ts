// Form controls of the design system.
import { addTranslations } from '../platform/i18n';
import { uiResources } from '../i18n/resources';

addTranslations('ui', uiResources);

export { AutoComplete, Checkbox, InputNumber, Radio, Select, Slider, Switch } from 'antd';
// antd's Form that focuses and announces the first invalid field of a refused submit (issue 47)
export { Form, reportInvalidFields, invalidFieldsOf } from '../ui/Form';
export type { FormInstance, FormProps, SelectProps } from 'antd';
export type { FormListFieldData } from 'antd/es/form';
export type { Rule as FormRule } from 'antd/es/form';
export { EmailPreferencesForm } from '../ui/EmailPreferencesForm';
export type {
  EmailLocale,
  EmailPreferenceKind,
  EmailPreferences,
  EmailPreferencesFormProps,
} from '../ui/EmailPreferencesForm';
export { useEmailSettings } from '../ui/useEmailSettings';
export type { EmailSettingsMutation, EmailSettingsQuery, EmailSettingsTexts } from '../ui/useEmailSettings';
