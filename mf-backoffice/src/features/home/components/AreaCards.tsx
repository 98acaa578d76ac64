import { Link } from 'react-router';
import type { StaffMe } from '@jobportal/contracts';
import { Col, Flex, Panel, Row, Tag, Typography } from 'mf_shared_ui/ui';
import { areaPath, areasFor } from '../../../shared/access/areas';
import { PageTitle } from '../../../shared/components/PageTitle';
import { EmptyState } from '../../../shared/components/States';
import { useBackofficeT } from '../../../shared/hooks/useLocale';

export function AreaCards({ me }: { me: StaffMe }) {
  const { t } = useBackofficeT();
  const areas = areasFor(me.roles);
  return (
    <>
      <PageTitle title={t('home.title')} />
      <Typography.Paragraph>{t('home.welcome', { email: me.email })}</Typography.Paragraph>
      <Flex gap={8} wrap align="center" style={{ marginBottom: 24 }}>
        <Typography.Text strong>{t('home.roles')}</Typography.Text>
        {me.roles.map((role) => (
          <Tag key={role} color="blue">
            {t(`roles.${role}`)}
          </Tag>
        ))}
      </Flex>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {t('home.areas')}
      </Typography.Title>
      {areas.length === 0 ? (
        <EmptyState text={t('home.noAreas')} />
      ) : (
        <Row gutter={[16, 16]}>
          {areas.map((area) => (
            <Col key={area} xs={24} sm={12} lg={8}>
              <Panel style={{ height: '100%' }}>
                <Typography.Title level={3} style={{ fontSize: 16 }}>
                  <Link to={areaPath(area)}>{t(`areas.${area}.title`)}</Link>
                </Typography.Title>
                <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                  {t(`areas.${area}.description`)}
                </Typography.Paragraph>
              </Panel>
            </Col>
          ))}
        </Row>
      )}
    </>
  );
}
