// Overlays of the design system: modal, the spec's response and privacy dialogs, drawer, upload, date picker.
import { addTranslations } from '../platform/i18n';
import { uiResources } from '../i18n/resources';

addTranslations('ui', uiResources);

export { ResponseDialog, type ResponseDialogProps, type ResponseStatus } from '../ui/ResponseDialog';
export {
  PrivacySettingsDialog,
  type PrivacyConsent,
  type PrivacySettingsDialogProps,
} from '../ui/PrivacySettingsDialog';
export { DatePicker, Popconfirm, Upload } from 'antd';
// antd's Modal and Drawer with Tab kept inside (issue 47)
export { Modal } from '../ui/Modal';
export { Drawer } from '../ui/Drawer';
export type { UploadFile, UploadProps } from 'antd';
