import type { HTMLAttributes } from 'react';
import { theme } from 'antd';

/** A light card surface for first-load pages (antd Card brings Tabs along; it lives in 'mf_shared_ui/ui-data'). */
export function Panel({ style, ...rest }: HTMLAttributes<HTMLDivElement>) {
  const { token } = theme.useToken();
  return (
    <div
      {...rest}
      style={{
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: token.paddingLG,
        ...style,
      }}
    />
  );
}
