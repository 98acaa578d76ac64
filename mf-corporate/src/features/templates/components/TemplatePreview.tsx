import { useTranslation } from 'react-i18next';
import { renderTemplate, type TemplateValues } from '@jobportal/contracts/templates';
import { Typography } from 'mf_shared_ui/ui';

/** The text as a candidate would read it, rendered by the same function the API sends with. */
export function TemplatePreview({
  body,
  values,
  label,
}: {
  body: string;
  values: TemplateValues;
  label: string;
}) {
  const { t } = useTranslation('corporate');
  const text = renderTemplate(body, values).trim();
  return (
    <section aria-label={label} data-testid="template-preview">
      <Typography.Text strong>{label}</Typography.Text>
      <div
        style={{
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          background: '#fafafa',
          border: '1px solid #f0f0f0',
          borderRadius: 8,
          padding: 12,
          marginTop: 4,
          minHeight: 48,
        }}
      >
        {text || <Typography.Text type="secondary">{t('templates.previewEmpty')}</Typography.Text>}
      </div>
    </section>
  );
}
