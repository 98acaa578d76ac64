import { useTranslation } from 'react-i18next';
import { Button, HeartFilled, HeartOutlined } from 'mf_shared_ui/ui';
import { useFavourite } from '../hooks/useFavourite';

export function FavouriteButton({
  jobId,
  isFavourite,
  withLabel = false,
}: {
  jobId: string;
  isFavourite: boolean;
  withLabel?: boolean;
}) {
  const { t } = useTranslation('candidate');
  const { favourite, busy, toggle } = useFavourite(jobId, isFavourite);
  const label = favourite ? t('favourite.remove') : t('favourite.add');
  // The icon-only button names itself (aria-label) and shows a native tooltip (title): result lists render
  // twenty of these, and an antd Tooltip per card costs a trigger and its listeners each.
  return (
    <Button
      title={withLabel ? undefined : label}
      type={withLabel ? 'default' : 'text'}
      shape={withLabel ? undefined : 'circle'}
      aria-label={label}
      aria-pressed={favourite}
      data-testid="favourite-button"
      data-favourite={favourite ? 'true' : 'false'}
      loading={busy}
      icon={favourite ? <HeartFilled style={{ color: '#eb2f96' }} /> : <HeartOutlined />}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        void toggle();
      }}
    >
      {withLabel ? label : null}
    </Button>
  );
}
