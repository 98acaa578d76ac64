import { useTranslation } from 'react-i18next';
import { Card, Typography } from 'mf_shared_ui/ui';

export function scaffold(page: string) {
  return function ScaffoldPage() {
    const { t } = useTranslation('public');
    return (
      <Card style={{ margin: 24 }} data-testid="page-mf-public-scaffold">
        <Typography.Title level={3}>{page}</Typography.Title>
        <Typography.Text>{t('scaffold')}</Typography.Text>
      </Card>
    );
  };
}
