import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { BackofficePost } from '@jobportal/contracts';
import { Button, Col, Flex, Input, Panel, Row } from 'mf_shared_ui/ui';
import { Form, Select } from 'mf_shared_ui/ui-form';
import { Tabs } from 'mf_shared_ui/ui-data';
import { areaPath } from '../../../shared/access/areas';
import { callError } from '../../../shared/api/staffApi';
import { useBackofficeT } from '../../../shared/hooks/useLocale';
import { useStaffAction } from '../../../shared/hooks/useStaffAction';
import { useCreatePostMutation, useUpdatePostMutation } from '../api/contentApi';
import {
  POST_LIMITS,
  SLUG_PATTERN,
  slugify,
  toFormValues,
  toInput,
  type PostFormValues,
} from '../utils/post';
import { CoverField } from './CoverField';
import { LanguageFields } from './LanguageFields';
import { PostStateActions } from './PostStateActions';
import { PublishPanel } from './PublishPanel';
import { SeoPreview } from './SeoPreview';

/** Writes a post in Thai and English: slug, cover, tags, share card preview and when it is published. */
export function PostEditor({ post }: { post?: BackofficePost }) {
  const { t, locale } = useBackofficeT();
  const navigate = useNavigate();
  const [form] = Form.useForm<PostFormValues>();
  const [create, created] = useCreatePostMutation();
  const [update, updated] = useUpdatePostMutation();
  const act = useStaffAction();
  const [tab, setTab] = useState<'th' | 'en'>(locale);
  const [coverUrl, setCoverUrl] = useState<string | null>(post?.cover_url ?? null);
  // The slug follows the English title until someone edits it (an existing post keeps its address).
  const [slugEdited, setSlugEdited] = useState(Boolean(post));
  const title = Form.useWatch(`title_${tab}`, form) as string | undefined;
  const excerpt = Form.useWatch(`excerpt_${tab}`, form) as string | undefined;

  const save = async (values: PostFormValues) => {
    const input = toInput(values);
    if (!input) return;
    try {
      const saved = await act(
        () => (post ? update({ id: post.id, body: input }).unwrap() : create(input).unwrap()),
        t('content.saved'),
      );
      if (!post && saved?.id) void navigate(areaPath('content', saved.id), { replace: true });
    } catch (error) {
      const { code, message } = callError(error);
      const fields = ((error as { data?: { error?: { fields?: { field: string; message: string }[] } } }).data
        ?.error?.fields ?? []) as { field: string; message: string }[];
      if (code === 'SLUG_TAKEN')
        form.setFields([{ name: 'slug', errors: [message ?? t('content.slugTaken')] }]);
      if (fields.length) form.setFields(fields.map((f) => ({ name: f.field as never, errors: [f.message] })));
    }
  };

  return (
    <Form<PostFormValues>
      form={form}
      layout="vertical"
      initialValues={toFormValues(post)}
      onFinish={(values) => void save(values)}
      onValuesChange={(changed: Partial<PostFormValues>) => {
        if (!slugEdited && changed.title_en !== undefined)
          form.setFieldValue('slug', slugify(changed.title_en));
      }}
      scrollToFirstError
    >
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={15}>
          <Panel>
            <Tabs
              activeKey={tab}
              onChange={(key) => setTab(key as 'th' | 'en')}
              items={(['th', 'en'] as const).map((lang) => ({
                key: lang,
                label: t(`content.languages.${lang}`),
                forceRender: true,
                children: <LanguageFields lang={lang} />,
              }))}
            />
          </Panel>
        </Col>
        <Col xs={24} lg={9}>
          <Flex vertical gap={16}>
            <Panel>
              <Form.Item
                name="slug"
                label={t('content.slug')}
                extra={t('content.slugHint')}
                rules={[
                  { required: true, message: t('content.required', { field: t('content.slug') }) },
                  { pattern: SLUG_PATTERN, message: t('content.slugInvalid') },
                ]}
              >
                <Input prefix="/blog/" maxLength={POST_LIMITS.slugMax} onChange={() => setSlugEdited(true)} />
              </Form.Item>
              <Form.Item name="cover_file_id" label={t('content.cover.label')}>
                <CoverField previewUrl={coverUrl} onPreview={setCoverUrl} />
              </Form.Item>
              <Form.Item
                name="tags"
                label={t('content.tags')}
                extra={t('content.tagsHint')}
                rules={[
                  {
                    validator: async (_, tags: string[] | undefined) => {
                      if ((tags ?? []).length > POST_LIMITS.tagsMax)
                        throw new Error(t('content.tagsTooMany', { max: POST_LIMITS.tagsMax }));
                      if ((tags ?? []).some((tag) => tag.trim().length > POST_LIMITS.tagMax))
                        throw new Error(t('content.tagTooLong', { max: POST_LIMITS.tagMax }));
                    },
                  },
                ]}
              >
                <Select mode="tags" tokenSeparators={[',']} open={false} suffix={null} />
              </Form.Item>
            </Panel>
            <Panel>
              <SeoPreview title={title ?? ''} description={excerpt ?? ''} image={coverUrl} />
            </Panel>
            <Panel>
              <PublishPanel />
              <Flex gap={8} wrap justify="space-between">
                {post && <PostStateActions post={post} />}
                <Button type="primary" htmlType="submit" loading={created.isLoading || updated.isLoading}>
                  {t('content.save')}
                </Button>
              </Flex>
            </Panel>
          </Flex>
        </Col>
      </Row>
    </Form>
  );
}
