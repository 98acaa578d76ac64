// Data display and navigation of the design system: cards, results, tables, lists, timelines, tabs, menus (Tooltip is in the core), and the data-export panel.
export {
  Breadcrumb,
  Card,
  Collapse,
  Descriptions,
  Dropdown,
  List,
  Menu,
  Pagination,
  Progress,
  Result,
  Segmented,
  Statistic,
  Steps,
  Tabs,
  Timeline,
} from 'antd';
export type { MenuProps, TableProps } from 'antd';
// antd's Table whose sideways-scrolled part takes keyboard focus (issue 47)
export { Table } from '../ui/Table';
export { DataExportPanel } from '../ui/DataExportPanel';
// The one menu button of the product (issue 47): arrow keys, Home/End, Escape back to the trigger.
export { MenuButton } from '../ui/MenuButton';
export type { MenuButtonEntry, MenuButtonItem, MenuButtonProps, MenuTriggerProps } from '../ui/MenuButton';
export type { DataExportPanelProps, DataExportStatus } from '../ui/DataExportPanel';
