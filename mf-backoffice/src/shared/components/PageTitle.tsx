import type { ReactNode } from 'react';
import { Flex, Typography } from 'mf_shared_ui/ui';
import { usePageMeta } from 'mf_shared_ui/platform';
import { useBackofficeT } from '../hooks/useLocale';

/** The page's one h1 and the document title (never indexed). */
export function PageTitle({ title, extra }: { title: string; extra?: ReactNode }) {
  const { t } = useBackofficeT();
  usePageMeta({ title: `${title} | ${t('brand')}`, description: t('meta.description'), noindex: true });
  return (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {title}
      </Typography.Title>
      {extra}
    </Flex>
  );
}
