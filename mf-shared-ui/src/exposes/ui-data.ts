// Data display and navigation of the design system (tables, lists, timelines, tabs, menus).
export {
  Breadcrumb,
  Collapse,
  Descriptions,
  Dropdown,
  List,
  Menu,
  Pagination,
  Progress,
  Statistic,
  Steps,
  Table,
  Tabs,
  Timeline,
} from 'antd';
export type { MenuProps, TableProps } from 'antd';
