// What a guest's job page and the 404 pages show content with: cards, description lists, result pages. Also in
// 'mf_shared_ui/ui-data' (published remotes import them from there), whose tables, tabs and menus these pages never
// need. Not List: its pagination and select would weigh on every job page (the company page takes it from ui-data).
export { Card, Descriptions, Result } from 'antd';
