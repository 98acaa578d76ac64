import { useTranslation } from 'react-i18next';
import { initialOf } from 'mf_shared_ui/format';
import { ResponsiveImage } from '../../../shared/ResponsiveImage';

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
