import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '../../../shared/ResponsiveImage';

/** First letter of the name without the legal form ("บริษัท ... จำกัด", "Co., Ltd."). */
export function initialOf(name: string): string {
  const bare = name.replace(/^(บริษัท|ห้างหุ้นส่วน(จำกัด|สามัญ)?)\s*/u, '').trim();
  return (bare || name).charAt(0).toUpperCase() || '?';
}

/** A company's logo at a fixed size through the image pipeline (1x/2x), or its initial when there is none. */
export function CompanyLogo({
  name,
  logoUrl,
  size,
  priority,
}: {
  name: string;
  logoUrl: string | null;
  size: number;
  priority?: boolean;
}) {
  const { t } = useTranslation('public');
  const initial = (
    <span
      className="pub-logo pub-logo-initial"
      style={{ width: size, height: size, fontSize: size / 2.4 }}
      aria-hidden="true"
    >
      {initialOf(name)}
    </span>
  );
  if (!logoUrl) return initial;
  return (
    <ResponsiveImage
      src={logoUrl}
      alt={t('job.logoAlt', { name })}
      width={size}
      height={size}
      priority={priority}
      className="pub-logo"
      style={{ width: size, height: size }}
      fallback={initial}
    />
  );
}
