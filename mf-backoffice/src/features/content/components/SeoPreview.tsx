import { getRuntimeConfig } from 'mf_shared_ui/platform';
import { Flex, Typography, useThemeToken } from 'mf_shared_ui/ui';
import { useBackofficeT } from '../../../shared/hooks/useLocale';
import { truncate } from '../utils/post';

/** The post as a LINE or Facebook share card shows it: image, domain, title (~60 characters), description (~110). */
export function SeoPreview(props: { title: string; description: string; image: string | null }) {
  const { t } = useBackofficeT();
  const token = useThemeToken();
  const domain = new URL(getRuntimeConfig().publicBaseUrl).host.toUpperCase();
  return (
    <figure style={{ margin: 0 }} aria-label={t('content.seo.title')}>
      <figcaption>
        <Typography.Text strong>{t('content.seo.title')}</Typography.Text>
      </figcaption>
      <div
        style={{
          marginTop: 8,
          maxWidth: 500,
          border: `1px solid ${token.colorBorder}`,
          borderRadius: 8,
          overflow: 'hidden',
          background: token.colorBgContainer,
        }}
        data-testid="seo-preview"
      >
        <div
          style={{
            aspectRatio: '1.91 / 1',
            background: token.colorFillSecondary,
            display: 'grid',
            placeItems: 'center',
          }}
        >
          {props.image ? (
            <img src={props.image} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          ) : (
            <Typography.Text type="secondary">{t('content.seo.noImage')}</Typography.Text>
          )}
        </div>
        <Flex vertical gap={2} style={{ padding: '8px 12px', background: token.colorFillQuaternary }}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {domain}
          </Typography.Text>
          <Typography.Text strong>{truncate(props.title, 60) || t('content.seo.noTitle')}</Typography.Text>
          <Typography.Text type="secondary">{truncate(props.description, 110)}</Typography.Text>
        </Flex>
      </div>
    </figure>
  );
}
