import { LazyRichTextEditor } from '@jobportal/rich-text';
import { Input } from 'mf_shared_ui/ui';
import { Form } from 'mf_shared_ui/ui-form';
import { useBackofficeT } from '../../../shared/hooks/useLocale';
import { POST_LIMITS } from '../utils/post';

/** Title, excerpt and body of one language (Thai is required, English too: the blog shows both). */
export function LanguageFields({ lang }: { lang: 'th' | 'en' }) {
  const { t } = useBackofficeT();
  const language = t(`content.languages.${lang}`);
  const required = (label: string) => ({
    required: true,
    whitespace: true,
    message: t('content.required', { field: label }),
  });
  return (
    <>
      <Form.Item
        name={`title_${lang}`}
        label={t('content.titleField', { language })}
        rules={[required(t('content.titleField', { language }))]}
      >
        <Input maxLength={POST_LIMITS.titleMax} showCount />
      </Form.Item>
      <Form.Item
        name={`excerpt_${lang}`}
        label={t('content.excerptField', { language })}
        extra={t('content.excerptHint')}
      >
        <Input.TextArea rows={3} maxLength={POST_LIMITS.excerptMax} showCount />
      </Form.Item>
      <Form.Item
        name={`body_${lang}_html`}
        label={t('content.bodyField', { language })}
        rules={[required(t('content.bodyField', { language }))]}
      >
        <LazyRichTextEditor
          aria-label={t('content.bodyField', { language })}
          minHeight={280}
          data-testid={`editor-body-${lang}`}
        />
      </Form.Item>
    </>
  );
}
