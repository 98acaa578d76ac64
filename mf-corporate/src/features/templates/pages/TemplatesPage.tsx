import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageTemplate, MessageTemplateInput } from '@jobportal/contracts';
import { BUILT_IN_TEMPLATES, bodyFor, type TemplateValues } from '@jobportal/contracts/templates';
import { roleCan } from '@jobportal/contracts/team';
import { usePageMeta } from 'mf_shared_ui/platform';
import { timeAgo } from 'mf_shared_ui/format';
import { Button, notify, Space, Tag, Typography } from 'mf_shared_ui/ui';
import { Modal, Popconfirm } from 'mf_shared_ui/ui-overlay';
import { Card } from 'mf_shared_ui/ui-data';
import { Alert, Empty } from 'mf_shared_ui/ui-feedback';
import { PlusOutlined } from 'mf_shared_ui/icons';
import { useCorporateProfileQuery } from '../../../shared/api/sharedApi';
import { useCompanyTemplatesQuery } from '../../../shared/api/templatesApi';
import { QueryState } from '../../../shared/components/StatusPages';
import { useLocale } from '../../../shared/hooks';
import { apiFailure, type ApiFailure } from '../../../shared/utils/errors';
import {
  useCreateTemplateMutation,
  useDeleteTemplateMutation,
  useUpdateTemplateMutation,
} from '../api/templatesApi';
import { TemplateEditor } from '../components/TemplateEditor';
import { PageTitle } from '../../../shared/components/PageTitle';

const KIND_COLORS = { invite: 'blue', reject: 'volcano', offer: 'green', other: 'default' } as const;
const EMPTY: MessageTemplateInput = { kind: 'other', name: '', body_th: '', body_en: '' };

type Editing = { id: string | null; input: MessageTemplateInput } | null;

/** /corporate/templates: the company's templates (every member reads, writers edit) and the built-in texts to copy. */
export default function TemplatesPage() {
  const { t } = useTranslation('corporate');
  const locale = useLocale();
  usePageMeta({
    title: t('templates.metaTitle'),
    description: t('templates.metaDescription'),
    noindex: true,
  });
  const profile = useCorporateProfileQuery();
  const list = useCompanyTemplatesQuery();
  const [create, creating] = useCreateTemplateMutation();
  const [update, updating] = useUpdateTemplateMutation();
  const [remove] = useDeleteTemplateMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const role = profile.data?.role;
  const canWrite = profile.data ? !role || roleCan(role, 'templates:write') : false;

  const samples = useMemo((): Record<'th' | 'en', TemplateValues> => {
    const company = profile.data?.company;
    const recruiter = profile.data?.contact_name ?? '';
    return {
      th: {
        candidate_name: t('templates.sampleCandidate'),
        job_title: t('templates.sampleJob'),
        company: company?.name_th ?? '',
        recruiter_name: recruiter,
      },
      en: {
        candidate_name: t('templates.sampleCandidateEn'),
        job_title: t('templates.sampleJob'),
        company: company?.name_en || company?.name_th || '',
        recruiter_name: recruiter,
      },
    };
  }, [profile.data, t]);

  if (!list.data)
    return <QueryState isLoading={list.isLoading} error={list.error} refetch={() => void list.refetch()} />;

  const save = async (input: MessageTemplateInput): Promise<ApiFailure | null> => {
    try {
      if (editing?.id) await update({ id: editing.id, input }).unwrap();
      else await create(input).unwrap();
      setEditing(null);
      notify({ title: t('templates.saved'), color: 'success', timeout: 2000 });
      return null;
    } catch (e) {
      const failure = apiFailure(e);
      if (!failure?.fields.length)
        notify({ title: t('common.saveFailed'), description: failure?.message ?? undefined, color: 'error' });
      return failure;
    }
  };

  const del = async (tpl: MessageTemplate) => {
    try {
      await remove(tpl.id).unwrap();
      notify({ title: t('templates.deleted'), color: 'success', timeout: 2000 });
    } catch (e) {
      notify({
        title: t('common.saveFailed'),
        description: apiFailure(e)?.message ?? undefined,
        color: 'error',
      });
    }
  };

  const excerpt = (bodies: { body_th: string; body_en: string }) => {
    const text = bodyFor(locale, bodies).replace(/\s+/g, ' ').trim();
    return text.length > 160 ? `${text.slice(0, 160)}…` : text;
  };

  return (
    <Space
      orientation="vertical"
      size="large"
      style={{ width: '100%' }}
      data-testid="page-corporate-templates"
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 12 }}>
        <PageTitle>{t('templates.title')}</PageTitle>
        {canWrite && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ id: null, input: EMPTY })}
          >
            {t('templates.create')}
          </Button>
        )}
      </div>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('templates.intro')}
      </Typography.Paragraph>
      {profile.data && !canWrite && <Alert type="info" showIcon title={t('templates.readOnly')} />}

      <section aria-labelledby="templates-mine">
        <Typography.Title level={4} id="templates-mine">
          {t('templates.mine')}
        </Typography.Title>
        {list.data.length === 0 && <Empty description={t('templates.empty')} />}
        <Space orientation="vertical" size="small" style={{ width: '100%' }}>
          {list.data.map((tpl) => (
            <Card key={tpl.id} size="small" data-testid="template-card">
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between' }}>
                <Space wrap align="center">
                  <Tag color={KIND_COLORS[tpl.kind]}>{t(`templates.kind.${tpl.kind}`)}</Tag>
                  <Typography.Text strong>{tpl.name}</Typography.Text>
                  <Typography.Text type="secondary">
                    <time dateTime={tpl.updated_at} suppressHydrationWarning>
                      {t('templates.updatedAt', { time: timeAgo(tpl.updated_at, locale) })}
                    </time>
                  </Typography.Text>
                </Space>
                {canWrite && (
                  <Space>
                    <Button
                      size="small"
                      onClick={() =>
                        setEditing({
                          id: tpl.id,
                          input: {
                            kind: tpl.kind,
                            name: tpl.name,
                            body_th: tpl.body_th,
                            body_en: tpl.body_en,
                          },
                        })
                      }
                    >
                      {t('templates.edit')}
                    </Button>
                    <Popconfirm
                      title={t('templates.deleteConfirm', { name: tpl.name })}
                      onConfirm={() => void del(tpl)}
                      okText={t('common.yes')}
                      cancelText={t('common.no')}
                    >
                      <Button size="small" danger>
                        {t('templates.delete')}
                      </Button>
                    </Popconfirm>
                  </Space>
                )}
              </div>
              <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
                {excerpt(tpl)}
              </Typography.Paragraph>
            </Card>
          ))}
        </Space>
      </section>

      <section aria-labelledby="templates-built-in">
        <Typography.Title level={4} id="templates-built-in" style={{ marginBottom: 0 }}>
          {t('templates.builtIn')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('templates.builtInHint')}</Typography.Paragraph>
        <div
          style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 12 }}
        >
          {BUILT_IN_TEMPLATES.map((b) => {
            const name = locale === 'en' ? b.name_en : b.name_th;
            return (
              <Card key={b.kind} size="small" data-testid="built-in-template">
                <Space orientation="vertical" size="small" style={{ width: '100%' }}>
                  <Space wrap>
                    <Tag color={KIND_COLORS[b.kind]}>{t(`templates.kind.${b.kind}`)}</Tag>
                    <Typography.Text strong>{name}</Typography.Text>
                  </Space>
                  <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                    {excerpt(b)}
                  </Typography.Paragraph>
                  {canWrite && (
                    <Button
                      size="small"
                      aria-label={`${t('templates.copy')}: ${name}`}
                      onClick={() =>
                        setEditing({
                          id: null,
                          input: { kind: b.kind, name, body_th: b.body_th, body_en: b.body_en },
                        })
                      }
                    >
                      {t('templates.copy')}
                    </Button>
                  )}
                </Space>
              </Card>
            );
          })}
        </div>
      </section>

      <Modal
        open={editing !== null}
        title={editing?.id ? t('templates.editTitle') : t('templates.createTitle')}
        onCancel={() => setEditing(null)}
        footer={null}
        width={960}
        destroyOnHidden
      >
        {editing && (
          <TemplateEditor
            initial={editing.input}
            samples={samples}
            saving={creating.isLoading || updating.isLoading}
            onSave={save}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </Space>
  );
}
