import { useTranslation } from 'react-i18next';
import { Button, Col, Input, Row, Typography } from 'mf_shared_ui/ui';
import { Select, Form } from 'mf_shared_ui/ui-form';
import { DeleteOutlined, PlusOutlined } from 'mf_shared_ui/icons';
import { CONTACT_TYPE_IDS, contactLinkPreview } from '../../../shared/utils/contactLinks';

/** Repeatable type + value rows, each with a preview of the link it becomes (spec section 3). */
export function ContactLinksEditor({ typeName }: { typeName: (id: number) => string }) {
  const { t } = useTranslation('corporate');
  const form = Form.useFormInstance();
  return (
    <Form.List name="contact_links">
      {(fields, { add, remove }) => (
        <div data-testid="contact-links">
          {fields.map((field, index) => (
            <Row key={field.key} gutter={8} align="top" wrap>
              <Col xs={24} sm={7}>
                <Form.Item
                  name={[field.name, 'type']}
                  label={t('profile.contactType')}
                  rules={[{ required: true, message: t('profile.contactType') }]}
                >
                  <Select
                    aria-label={`${t('profile.contactType')} ${index + 1}`}
                    options={CONTACT_TYPE_IDS.map((id) => ({ value: id, label: typeName(id) }))}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} sm={10}>
                <Form.Item
                  name={[field.name, 'value']}
                  label={t('profile.contactValue')}
                  rules={[
                    { required: true, whitespace: true, max: 300, message: t('profile.valueRequired') },
                  ]}
                >
                  <Input aria-label={`${t('profile.contactValue')} ${index + 1}`} maxLength={300} />
                </Form.Item>
              </Col>
              <Col xs={20} sm={6}>
                <Form.Item shouldUpdate noStyle>
                  {() => {
                    const row = form.getFieldValue(['contact_links', field.name]) as
                      { type?: number; value?: string } | undefined;
                    const preview = contactLinkPreview(Number(row?.type), row?.value ?? '');
                    return (
                      <Form.Item label={t('profile.preview')}>
                        <span data-testid={`contact-preview-${index}`}>
                          {preview.href ? (
                            <a
                              href={preview.href}
                              target={preview.kind === 'web' ? '_blank' : undefined}
                              rel="noopener noreferrer"
                            >
                              {preview.href}
                            </a>
                          ) : (
                            <Typography.Text type="secondary">
                              {preview.text ? `${preview.text} · ${t('profile.noLink')}` : '-'}
                            </Typography.Text>
                          )}
                        </span>
                      </Form.Item>
                    );
                  }}
                </Form.Item>
              </Col>
              <Col xs={4} sm={1}>
                <Form.Item label=" " colon={false}>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`${t('profile.removeContact')} ${index + 1}`}
                    onClick={() => remove(field.name)}
                  />
                </Form.Item>
              </Col>
            </Row>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => add({ type: 6, value: '' })}
            disabled={fields.length >= 20}
          >
            {t('profile.addContact')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
