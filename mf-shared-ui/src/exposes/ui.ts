// The design system: the ONLY place in the product that imports antd. Containers import from 'mf_shared_ui/ui'.
import { addTranslations } from '../platform/i18n';
import { uiResources } from '../i18n/resources';

addTranslations('ui', uiResources);

export { UiProvider } from '../ui/UiProvider';
export { theme, PRIMARY_COLOR } from '../ui/theme';
export { notify, DEFAULT_TOAST_TIMEOUT_MS, type Notification } from '../ui/notify';
export { ResponseDialog, type ResponseDialogProps, type ResponseStatus } from '../ui/ResponseDialog';
export { PrivacySettingsDialog, type PrivacyConsent, type PrivacySettingsDialogProps } from '../ui/PrivacySettingsDialog';

export {
  Alert,
  AutoComplete,
  Avatar,
  Badge,
  Breadcrumb,
  Button,
  Card,
  Checkbox,
  Col,
  Collapse,
  DatePicker,
  Descriptions,
  Divider,
  Drawer,
  Dropdown,
  Empty,
  Flex,
  Form,
  Grid,
  Input,
  InputNumber,
  Layout,
  List,
  Menu,
  Modal,
  Pagination,
  Popconfirm,
  Progress,
  Radio,
  Result,
  Row,
  Segmented,
  Select,
  Skeleton,
  Slider,
  Space,
  Spin,
  Statistic,
  Steps,
  Switch,
  Table,
  Tabs,
  Tag,
  Timeline,
  Tooltip,
  Typography,
  Upload,
} from 'antd';
export type { FormInstance, FormProps, MenuProps, TableProps, UploadFile, UploadProps, SelectProps } from 'antd';
export type { Rule as FormRule } from 'antd/es/form';

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

// mf-public (contact page: LINE)
export { MessageOutlined } from '@ant-design/icons';
