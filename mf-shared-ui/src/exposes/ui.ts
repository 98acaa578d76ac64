// The design system's light core (header, layouts, cards, buttons, inputs, toasts): on every first load.
// Forms and dialogs are in 'mf_shared_ui/ui-form', tables/lists/navigation in 'mf_shared_ui/ui-data', so a page only
// downloads the antd parts it uses. mf-shared-ui is the ONLY place in the product that imports antd.
import { addTranslations } from '../platform/i18n';
import { uiResources } from '../i18n/resources';

addTranslations('ui', uiResources);

export { UiProvider } from '../ui/UiProvider';
export { theme, PRIMARY_COLOR } from '../ui/theme';
export { notify, DEFAULT_TOAST_TIMEOUT_MS, type Notification } from '../ui/notify';

export {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  Col,
  Divider,
  Empty,
  Flex,
  Grid,
  Input,
  Layout,
  Result,
  Row,
  Select,
  Skeleton,
  Space,
  Spin,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
export type { SelectProps } from 'antd';

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
