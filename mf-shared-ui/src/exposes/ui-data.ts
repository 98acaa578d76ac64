// Data display and navigation of the design system (tables, lists, timelines, tabs, menus, drawers).
export {
  Breadcrumb,
  Collapse,
  Descriptions,
  Drawer,
  Dropdown,
  List,
  Menu,
  Pagination,
  Progress,
  Segmented,
  Statistic,
  Steps,
  Table,
  Tabs,
  Timeline,
} from 'antd';
export type { MenuProps, TableProps } from 'antd';
