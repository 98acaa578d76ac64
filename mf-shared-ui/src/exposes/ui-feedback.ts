// Feedback and identity parts of the design system: alerts, avatars, badges, dividers, empty states, the notification list.
export { Alert, Avatar, Badge, Divider, Empty } from 'antd';
export { NotificationList } from '../ui/NotificationList';
export type { NotificationListItem, NotificationListProps } from '../ui/NotificationList';
