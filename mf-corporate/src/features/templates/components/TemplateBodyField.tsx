import { useTranslation } from 'react-i18next';
import type { TemplateValues } from '@jobportal/contracts/templates';
import { BodyWithChips } from '../../../shared/templates/BodyWithChips';
import { TemplatePreview } from './TemplatePreview';

/** One language's text with its chips, and its live preview beside it (below it when the screen is narrow). */
export function TemplateBodyField({
  id,
  label,
  value,
  onChange,
  error,
  values,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (next: string) => void;
  error?: string;
  values: TemplateValues;
}) {
  const { t } = useTranslation('corporate');
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      <div style={{ flex: '1 1 320px', minWidth: 0 }}>
        <BodyWithChips id={id} label={label} value={value} onChange={onChange} error={error} />
      </div>
      <div style={{ flex: '1 1 280px', minWidth: 0 }}>
        <TemplatePreview body={value} values={values} label={`${t('templates.preview')} · ${label}`} />
      </div>
    </div>
  );
}
