// What a guest's job page, company page and the 404 pages show, whole in one chunk: cards, description lists,
// result pages, lists of linked items, and the alerts, avatars and empty states they show in some states. Card,
// Descriptions and Result are also in 'mf_shared_ui/ui-data', Alert, Avatar and Empty in 'mf_shared_ui/ui-feedback'
// (published remotes and the signed-in pages import them from there), so these pages load neither (bench:web: job
// page 438 -> 426 KB, company page 504 -> 411). Not antd's List: its pagination and select would weigh on every job
// page; ContentList is the design system's own.
import { addTranslations } from '../platform/i18n';
import { shareResources } from '../i18n/share';

addTranslations('share', shareResources);

export { Alert, Avatar, Card, Descriptions, Empty, Result } from 'antd';
export { ContentList, type ContentListItem, type ContentListProps } from '../ui/ContentList';
// The share menu of the job and company pages (issue 44): its texts come with it, not with the first-load core.
export { ShareMenu, shareTargets, type ShareMenuProps, type ShareTarget } from '../ui/ShareMenu';
