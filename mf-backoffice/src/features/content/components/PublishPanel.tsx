import { Input, Typography } from 'mf_shared_ui/ui';
import { Form, Radio } from 'mf_shared_ui/ui-form';
import { useBackofficeT } from '../../../shared/hooks/useLocale';
import { fromBangkokInput } from '../../../shared/utils/format';
import type { PublishMode } from '../utils/post';

const MODES: PublishMode[] = ['draft', 'now', 'schedule'];

/** Keep as a draft, publish on save, or publish at a date and time in Bangkok. */
export function PublishPanel() {
  const { t } = useBackofficeT();
  const mode = Form.useWatch<PublishMode | undefined>('publishMode');
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend>
        <Typography.Text strong>{t('content.publish.title')}</Typography.Text>
      </legend>
      <Form.Item name="publishMode" style={{ marginBottom: 8 }}>
        <Radio.Group
          options={MODES.map((value) => ({ value, label: t(`content.publish.${value}`) }))}
          optionType="button"
        />
      </Form.Item>
      {mode === 'schedule' && (
        <Form.Item
          name="publishAt"
          label={t('content.publish.at')}
          extra={t('content.publish.atHint')}
          rules={[
            {
              validator: async (_, value: string) => {
                const at = fromBangkokInput(value ?? '');
                if (!at) throw new Error(t('content.publish.atRequired'));
                if (new Date(at).getTime() <= Date.now()) throw new Error(t('content.publish.atPast'));
              },
            },
          ]}
        >
          <Input type="datetime-local" style={{ maxWidth: 260 }} />
        </Form.Item>
      )}
    </fieldset>
  );
}
