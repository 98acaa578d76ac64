// Data display and navigation of the design system: cards, results, tables, lists, timelines, tabs, menus, tooltips.
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
  Tooltip,
} from 'antd';
export type { MenuProps, TableProps } from 'antd';
