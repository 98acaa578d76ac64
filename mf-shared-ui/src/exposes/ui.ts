// The design system's light core (header, layouts, panels, buttons, inputs, native pickers, paging, toasts): on
// every first load, so it holds only what first-load pages need. Form controls are in 'mf_shared_ui/ui-form',
// modals/dialogs/drawer/upload/date picker in 'mf_shared_ui/ui-overlay', cards/results/tables/lists/navigation in
// 'mf_shared_ui/ui-data', alerts/avatars/badges/dividers/empty states in 'mf_shared_ui/ui-feedback', the other icons
// in 'mf_shared_ui/icons', so a page downloads only the antd parts it uses (tools/codemods/split-ui-imports.mjs).
// mf-shared-ui is the ONLY place in the product that imports antd.
import { addTranslations } from '../platform/i18n';
import { uiResources } from '../i18n/resources';

addTranslations('ui', uiResources);

export { UiProvider } from '../ui/UiProvider';
export { type StyleCache } from '../ui/styleCache';
export { createStyleCache, extractStyles } from '../ui/serverStyles';
export { theme, PRIMARY_COLOR, RESULT_TEXT_COLORS } from '../ui/theme';
export { useThemeToken } from '../ui/useThemeToken';
export { notify, DEFAULT_TOAST_TIMEOUT_MS, type Notification } from '../ui/notify';
export { NativeSelect, type NativeSelectProps } from '../ui/NativeSelect';
export { Panel } from '../ui/Panel';
export { ChoiceList, type ChoiceListProps, type ChoiceOption } from '../ui/ChoiceList';
export { LinkPager, type LinkPagerProps } from '../ui/LinkPager';

export { Button, Flex, Grid, Input, Layout, Skeleton, Space, Spin } from 'antd';
export { Tag } from '../ui/Tag';
export { Col, Row, type ColProps, type RowProps } from '../ui/Grid';
export { Typography } from '../ui/Typography';
export { Tooltip } from '../ui/Tooltip';

export {
  ClockCircleOutlined,
  EnvironmentOutlined,
  FilterOutlined,
  HeartFilled,
  HeartOutlined,
  MenuOutlined,
  SearchOutlined,
  WalletOutlined,
} from '@ant-design/icons';
