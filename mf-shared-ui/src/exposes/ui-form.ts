// Forms and dialogs of the design system (antd Form and inputs, Modal, the spec's response and privacy dialogs).
import { addTranslations } from '../platform/i18n';
import { uiResources } from '../i18n/resources';

addTranslations('ui', uiResources);

export { ResponseDialog, type ResponseDialogProps, type ResponseStatus } from '../ui/ResponseDialog';
export { PrivacySettingsDialog, type PrivacyConsent, type PrivacySettingsDialogProps } from '../ui/PrivacySettingsDialog';
export {
  AutoComplete,
  Checkbox,
  DatePicker,
  Form,
  InputNumber,
  Modal,
  Popconfirm,
  Radio,
  Slider,
  Switch,
  Upload,
} from 'antd';
export type { FormInstance, FormProps, UploadFile, UploadProps } from 'antd';
export type { Rule as FormRule } from 'antd/es/form';
