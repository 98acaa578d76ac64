import { useTranslation } from 'react-i18next';
import { TEMPLATE_PLACEHOLDERS, type TemplatePlaceholder } from '@jobportal/contracts/templates';
import { Button, Space, Typography } from 'mf_shared_ui/ui';

/** One button per placeholder: inserts `{name}` where the caret is in the text being edited. */
export function PlaceholderChips({ onInsert }: { onInsert: (token: string) => void }) {
  const { t } = useTranslation('corporate');
  return (
    <Space wrap size={[6, 6]} aria-label={t('templates.insert')} role="group">
      <Typography.Text type="secondary">{t('templates.insert')}:</Typography.Text>
      {TEMPLATE_PLACEHOLDERS.map((name: TemplatePlaceholder) => (
        <Button
          key={name}
          size="small"
          shape="round"
          title={`{${name}}`}
          data-testid={`chip-${name}`}
          // keep the caret in the text area: a mouse-down on the chip must not take the focus away
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onInsert(`{${name}}`)}
        >
          + {t(`templates.placeholder.${name}`)}
        </Button>
      ))}
    </Space>
  );
}
