// Data display and navigation of the design system: cards, results, tables, lists, timelines, tabs, menus (Tooltip is in the core).
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
