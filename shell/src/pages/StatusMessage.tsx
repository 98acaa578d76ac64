import type { ReactNode } from 'react';
import { shared } from '../federation/sharedModules';

/** Status page body (404, error, unavailable) from the design system's light core. */
export function StatusMessage(props: {
  code?: string;
  title: ReactNode;
  description: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  const { Typography, Flex } = shared.ui;
  return (
    <Flex
      vertical
      align="center"
      gap={12}
      style={{ padding: '64px 24px', textAlign: 'center' }}
      data-testid={props.testId}
    >
      {props.code && (
        <Typography.Title level={1} style={{ margin: 0, fontSize: 72, color: '#0958d9' }}>
          {props.code}
        </Typography.Title>
      )}
      <Typography.Title level={3} style={{ margin: 0 }}>
        {props.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 560 }}>
        {props.description}
      </Typography.Paragraph>
      {props.action}
    </Flex>
  );
}
