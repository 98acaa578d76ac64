// What a guest's job page, company page and the 404 pages show content with: cards, description lists, result
// pages, lists of linked items. Card, Descriptions and Result are also in 'mf_shared_ui/ui-data' (published remotes
// import them from there), whose tables, tabs and menus these pages never need. Not antd's List: its pagination and
// select would weigh on every job page; ContentList is the design system's own.
export { Card, Descriptions, Result } from 'antd';
export { ContentList, type ContentListItem, type ContentListProps } from '../ui/ContentList';
