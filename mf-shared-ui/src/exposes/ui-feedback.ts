// Feedback and identity parts of the design system: alerts, avatars, badges, dividers, empty states.
export { Alert, Avatar, Badge, Divider, Empty } from 'antd';
