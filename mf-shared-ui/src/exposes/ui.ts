// The design system's light core (header, layouts, cards, buttons, inputs, toasts): on every first load.
// Form controls are in 'mf_shared_ui/ui-form', modals/dialogs/drawer/upload/date picker in 'mf_shared_ui/ui-overlay',
// cards/results/tables/lists/navigation in 'mf_shared_ui/ui-data', so a page downloads only the antd parts it uses.
// mf-shared-ui is the ONLY place in the product that imports antd.
import { addTranslations } from '../platform/i18n';
import { uiResources } from '../i18n/resources';

addTranslations('ui', uiResources);

export { UiProvider } from '../ui/UiProvider';
export { theme, PRIMARY_COLOR } from '../ui/theme';
export { notify, DEFAULT_TOAST_TIMEOUT_MS, type Notification } from '../ui/notify';
export { NativeSelect, type NativeSelectProps } from '../ui/NativeSelect';
export { Panel } from '../ui/Panel';

export {
  Alert,
  Avatar,
  Badge,
  Button,
  Col,
  Divider,
  Empty,
  Flex,
  Grid,
  Input,
  Layout,
  Row,
  Skeleton,
  Space,
  Spin,
  Tag,
  Typography,
} from 'antd';
export type { ColProps } from 'antd';

export {
  ArrowLeftOutlined,
  BankOutlined,
  BellOutlined,
  CalendarOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  EnvironmentOutlined,
  EyeOutlined,
  FacebookFilled,
  FileTextOutlined,
  FilterOutlined,
  GlobalOutlined,
  GoogleOutlined,
  HeartFilled,
  HeartOutlined,
  HomeOutlined,
  LinkOutlined,
  LockOutlined,
  LogoutOutlined,
  MailOutlined,
  MenuOutlined,
  PhoneOutlined,
  PlusOutlined,
  ReloadOutlined,
  RobotOutlined,
  SearchOutlined,
  SendOutlined,
  SettingOutlined,
  ShareAltOutlined,
  StarOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  UploadOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
