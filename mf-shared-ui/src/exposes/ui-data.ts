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
  Table,
  Tabs,
  Timeline,
} from 'antd';
export type { MenuProps, TableProps } from 'antd';
export { DataExportPanel } from '../ui/DataExportPanel';
export type { DataExportPanelProps, DataExportStatus } from '../ui/DataExportPanel';
