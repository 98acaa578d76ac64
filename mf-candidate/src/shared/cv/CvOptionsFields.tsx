import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CvOptions } from '@jobportal/contracts';
import { CV_TEMPLATES, LOCALES } from '@jobportal/contracts/bounds';
import { Typography } from 'mf_shared_ui/ui';
import { Radio } from 'mf_shared_ui/ui-form';
import { CV_NS } from './cvTexts';

/** The CV's layout and language: two labelled radio groups (keyboard: arrows inside a group). */
export function CvOptionsFields({
  value,
  onChange,
  testId = 'cv-options',
}: {
  value: CvOptions;
  onChange: (next: CvOptions) => void;
  testId?: string;
}) {
  const { t } = useTranslation(CV_NS);
  const templateLabel = useId();
  const langLabel = useId();
  return (
    <div data-testid={testId} style={{ display: 'grid', gap: 8 }}>
      <div>
        <Typography.Text id={templateLabel} strong>
          {t('template')}
        </Typography.Text>
        <Radio.Group
          aria-labelledby={templateLabel}
          value={value.template}
          onChange={(e) => onChange({ ...value, template: e.target.value as CvOptions['template'] })}
          style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 4 }}
          data-testid={`${testId}-template`}
        >
          {CV_TEMPLATES.map((k) => (
            <Radio key={k} value={k} style={{ minHeight: 24 }}>
              {t(`templates.${k}`)}
            </Radio>
          ))}
        </Radio.Group>
      </div>
      <div>
        <Typography.Text id={langLabel} strong>
          {t('language')}
        </Typography.Text>
        <Radio.Group
          aria-labelledby={langLabel}
          value={value.lang}
          onChange={(e) => onChange({ ...value, lang: e.target.value as CvOptions['lang'] })}
          style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 4 }}
          data-testid={`${testId}-lang`}
        >
          {LOCALES.map((k) => (
            <Radio key={k} value={k} style={{ minHeight: 24 }}>
              <span lang={k}>{t(`languages.${k}`)}</span>
            </Radio>
          ))}
        </Radio.Group>
      </div>
    </div>
  );
}
