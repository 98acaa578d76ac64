import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageTemplateInput } from '@jobportal/contracts';
import {
  TEMPLATE_KINDS,
  TEMPLATE_LIMITS,
  unknownPlaceholders,
  type TemplateKind,
  type TemplateValues,
} from '@jobportal/contracts/templates';
import { Button, Input, Space, Typography } from 'mf_shared_ui/ui';
import { Select } from 'mf_shared_ui/ui-form';
import type { ApiFailure } from '../../../shared/utils/errors';
import { TemplateBodyField } from './TemplateBodyField';

type Errors = Partial<Record<keyof MessageTemplateInput, string>>;

/** The client's checks (the API makes the same ones): a name, one body at least, known placeholders only. */
function check(
  input: MessageTemplateInput,
): Partial<Record<keyof MessageTemplateInput, { key: string; names?: string }>> {
  const errors: Partial<Record<keyof MessageTemplateInput, { key: string; names?: string }>> = {};
  if (!input.name.trim()) errors.name = { key: 'templates.nameRequired' };
  if (!input.body_th.trim() && !input.body_en.trim()) errors.body_th = { key: 'templates.bodyRequired' };
  for (const key of ['body_th', 'body_en'] as const) {
    const unknown = unknownPlaceholders(input[key]);
    if (unknown.length)
      errors[key] = { key: 'templates.unknownPlaceholder', names: unknown.map((n) => `{${n}}`).join(' ') };
  }
  return errors;
}

export interface TemplateEditorProps {
  initial: MessageTemplateInput;
  /** sample values of the preview, by language */
  samples: Record<'th' | 'en', TemplateValues>;
  saving?: boolean;
  /** resolves with the API's refusal (its field errors are shown) or null when saved */
  onSave: (input: MessageTemplateInput) => Promise<ApiFailure | null>;
  onCancel: () => void;
}

/** A template's kind, name and two texts, each with placeholder chips and a live preview. */
export function TemplateEditor({ initial, samples, saving, onSave, onCancel }: TemplateEditorProps) {
  const { t } = useTranslation('corporate');
  const [input, setInput] = useState<MessageTemplateInput>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof MessageTemplateInput>(key: K, value: MessageTemplateInput[K]) => {
    setInput((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async () => {
    const found = Object.fromEntries(
      Object.entries(check(input)).map(([field, e]) => [field, t(e.key, { names: e.names })]),
    ) as Errors;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const failure = await onSave({ ...input, name: input.name.trim() });
    if (failure?.fields.length) {
      const server: Errors = {};
      for (const f of failure.fields) {
        const key = f.field.replace(/^body\.?/, '') as keyof MessageTemplateInput;
        if (key in input) server[key] = f.message;
      }
      setErrors(server);
    }
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
          <div style={{ flex: '0 1 220px' }}>
            <label htmlFor="template-kind" style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
              {t('templates.kindLabel')}
            </label>
            <Select
              id="template-kind"
              value={input.kind}
              onChange={(v: TemplateKind) => set('kind', v)}
              style={{ width: '100%' }}
              options={TEMPLATE_KINDS.map((k) => ({ value: k, label: t(`templates.kind.${k}`) }))}
            />
          </div>
          <div style={{ flex: '1 1 280px' }}>
            <label htmlFor="template-name" style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
              {t('templates.name')}
            </label>
            <Input
              id="template-name"
              value={input.name}
              maxLength={TEMPLATE_LIMITS.nameMax}
              status={errors.name ? 'error' : undefined}
              onChange={(e) => set('name', e.target.value)}
            />
            {errors.name && (
              <Typography.Text type="danger" role="alert">
                {errors.name}
              </Typography.Text>
            )}
          </div>
        </div>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('templates.bodyHint')} {t('templates.previewHint')}
        </Typography.Paragraph>
        <TemplateBodyField
          id="template-body-th"
          label={t('templates.bodyTh')}
          value={input.body_th}
          onChange={(v) => set('body_th', v)}
          error={errors.body_th}
          values={samples.th}
        />
        <TemplateBodyField
          id="template-body-en"
          label={t('templates.bodyEn')}
          value={input.body_en}
          onChange={(v) => set('body_en', v)}
          error={errors.body_en}
          values={samples.en}
        />
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="template-save">
            {t('templates.save')}
          </Button>
          <Button onClick={onCancel}>{t('templates.cancel')}</Button>
        </Space>
      </Space>
    </form>
  );
}
