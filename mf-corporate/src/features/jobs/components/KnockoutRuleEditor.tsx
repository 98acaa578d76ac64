import { useTranslation } from 'react-i18next';
import { SCREENING_LIMITS } from '@jobportal/contracts/bounds';
import { Space, Typography } from 'mf_shared_ui/ui';
import { Checkbox, InputNumber, Radio } from 'mf_shared_ui/ui-form';
import type { QuestionDraft } from '../utils/screening';

export interface KnockoutRuleEditorProps {
  draft: QuestionDraft;
  index: number;
  onChange: (patch: Partial<QuestionDraft>) => void;
}

/** Which answers pass, by kind: the answer of a yes/no, a number range, some of the options. */
export function KnockoutRuleEditor({ draft, index, onChange }: KnockoutRuleEditorProps) {
  const { t } = useTranslation('corporate');
  if (draft.kind === 'short_text')
    return <Typography.Text type="secondary">{t('screening.noRuleForText')}</Typography.Text>;
  const n = index + 1;
  const options = draft.options.map((o) => o.trim()).filter(Boolean);
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      <Checkbox
        checked={draft.knockoutOn}
        onChange={(e) => onChange({ knockoutOn: e.target.checked })}
        data-testid={`knockout-toggle-${index}`}
      >
        {t('screening.knockout')}
      </Checkbox>
      {draft.knockoutOn && (
        <div style={{ paddingInlineStart: 24 }}>
          <Typography.Paragraph type="secondary" style={{ margin: '0 0 8px', fontSize: 12 }}>
            {t('screening.knockoutHint')}
          </Typography.Paragraph>
          {draft.kind === 'yes_no' && (
            <Space wrap align="center">
              <Typography.Text id={`pass-label-${index}`}>{t('screening.mustAnswer')}</Typography.Text>
              <Radio.Group
                value={draft.equals}
                onChange={(e) => onChange({ equals: e.target.value as 'yes' | 'no' })}
                aria-labelledby={`pass-label-${index}`}
                options={[
                  { value: 'yes', label: t('screening.yes') },
                  { value: 'no', label: t('screening.no') },
                ]}
              />
            </Space>
          )}
          {draft.kind === 'number' && (
            <Space wrap>
              <InputNumber
                min={0}
                max={SCREENING_LIMITS.numberMax}
                value={draft.min}
                onChange={(v) => onChange({ min: typeof v === 'number' ? v : null })}
                placeholder={t('screening.min')}
                aria-label={t('screening.minOf', { n })}
                style={{ width: 180 }}
              />
              <InputNumber
                min={0}
                max={SCREENING_LIMITS.numberMax}
                value={draft.max}
                onChange={(v) => onChange({ max: typeof v === 'number' ? v : null })}
                placeholder={t('screening.max')}
                aria-label={t('screening.maxOf', { n })}
                style={{ width: 180 }}
              />
            </Space>
          )}
          {draft.kind === 'single_choice' && (
            <Space orientation="vertical" size={4}>
              <Typography.Text>{t('screening.accepted')}</Typography.Text>
              {options.length === 0 ? (
                <Typography.Text type="secondary">{t('screening.addOptionsFirst')}</Typography.Text>
              ) : (
                <Checkbox.Group
                  value={draft.accepted.filter((a) => options.includes(a))}
                  onChange={(v) => onChange({ accepted: v as string[] })}
                  options={options.map((o) => ({ value: o, label: o }))}
                  aria-label={t('screening.acceptedOf', { n })}
                />
              )}
            </Space>
          )}
        </div>
      )}
    </Space>
  );
}
