import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BulkActionInput, BulkPreview } from '@jobportal/contracts';
import { COMPANY_SET_STATUSES } from '@jobportal/contracts/bounds';

import { unknownPlaceholders } from '@jobportal/contracts/templates';
import { Button, notify, Space, Typography } from 'mf_shared_ui/ui';
import { Select } from 'mf_shared_ui/ui-form';
import { Modal } from 'mf_shared_ui/ui-overlay';
import { Segmented } from 'mf_shared_ui/ui-data';
import { Alert } from 'mf_shared_ui/ui-feedback';
import { useCompanyTemplatesQuery } from '../../../shared/api/templatesApi';
import { BodyWithChips } from '../../../shared/templates/BodyWithChips';
import { apiFailure } from '../../../shared/utils/errors';
import { useApplyBulkActionMutation, usePreviewBulkActionMutation } from '../api/bulkMessageApi';
import { BulkPreviewList } from './BulkPreviewList';

type Mode = 'none' | 'template' | 'custom';
type TargetStatus = (typeof COMPANY_SET_STATUSES)[number];
type BodyErrors = { body_th?: string; body_en?: string };

export interface BulkMessageDialogProps {
  jobId: string;
  ids: string[];
  open: boolean;
  onClose: () => void;
  /** after the apply: the selection is done with */
  onDone: () => void;
}

/**
 * "Move and message": a new status and/or a message (a template or a text written here) for the selected
 * applications. Nothing is sent from the first step: the preview shows every candidate's final text (the API renders
 * it in their language) and only the confirmation there sends exactly that (a change in between is refused by the
 * API and previewed again).
 */
export function BulkMessageDialog({ jobId, ids, open, onClose, onDone }: BulkMessageDialogProps) {
  const { t } = useTranslation('corporate');
  const templates = useCompanyTemplatesQuery(undefined, { skip: !open });
  const [previewCall, previewing] = usePreviewBulkActionMutation();
  const [applyCall, applying] = useApplyBulkActionMutation();
  const [status, setStatus] = useState<TargetStatus | ''>('');
  const [mode, setMode] = useState<Mode>('template');
  const [templateId, setTemplateId] = useState<string | undefined>();
  const [bodies, setBodies] = useState({ body_th: '', body_en: '' });
  const [errors, setErrors] = useState<BodyErrors & { form?: string }>({});
  const [review, setReview] = useState<{ input: BulkActionInput; preview: BulkPreview } | null>(null);

  const close = () => {
    setReview(null);
    setErrors({});
    onClose();
  };

  /** The input the two steps send, or the first problem to show. */
  const build = (): BulkActionInput | null => {
    const found: BodyErrors & { form?: string } = {};
    if (!status && mode === 'none') found.form = t('bulkMessage.nothingToDo');
    if (mode === 'template' && !templateId) found.form = t('bulkMessage.templateRequired');
    if (mode === 'custom') {
      if (!bodies.body_th.trim() && !bodies.body_en.trim()) found.body_th = t('templates.bodyRequired');
      for (const key of ['body_th', 'body_en'] as const) {
        const unknown = unknownPlaceholders(bodies[key]);
        if (unknown.length)
          found[key] = t('templates.unknownPlaceholder', { names: unknown.map((n) => `{${n}}`).join(' ') });
      }
    }
    setErrors(found);
    if (Object.keys(found).length) return null;
    return {
      ids,
      ...(status ? { status } : {}),
      ...(mode === 'template' ? { message: { template_id: templateId } } : {}),
      ...(mode === 'custom' ? { message: { ...bodies } } : {}),
    };
  };

  const runPreview = async (input: BulkActionInput) => {
    try {
      const preview = await previewCall({ jobId, input }).unwrap();
      setReview({ input, preview });
    } catch (e) {
      const failure = apiFailure(e);
      const fields: BodyErrors = {};
      for (const f of failure?.fields ?? []) {
        const key = f.field.replace(/^message\./, '');
        if (key === 'body_th' || key === 'body_en') fields[key] = f.message;
      }
      if (Object.keys(fields).length) setErrors(fields);
      else setErrors({ form: failure?.message ?? t('common.loadFailed') });
      setReview(null);
    }
  };

  const confirm = async () => {
    if (!review) return;
    try {
      const result = await applyCall({
        jobId,
        input: { ...review.input, preview_hash: review.preview.preview_hash },
      }).unwrap();
      notify({ title: t('bulkMessage.done', result), color: 'success', timeout: 3000 });
      close();
      onDone();
    } catch (e) {
      const failure = apiFailure(e);
      if (failure?.code === 'PREVIEW_OUTDATED') {
        notify({ title: t('bulkMessage.outdated'), color: 'warning' });
        await runPreview(review.input);
        return;
      }
      notify({ title: t('common.saveFailed'), description: failure?.message ?? undefined, color: 'error' });
    }
  };

  const invalid = review?.preview.items.some((i) => i.move === 'invalid') ?? false;
  const templateOptions = (templates.data ?? []).map((tpl) => ({
    value: tpl.id,
    label: `${tpl.name} · ${t(`templates.kind.${tpl.kind}`)}`,
  }));

  return (
    <Modal
      open={open}
      onCancel={close}
      title={t('bulkMessage.title', { count: ids.length })}
      width={760}
      destroyOnHidden
      footer={
        review ? (
          <Space wrap>
            <Button onClick={() => setReview(null)}>{t('bulkMessage.back')}</Button>
            <Button
              type="primary"
              onClick={() => void confirm()}
              loading={applying.isLoading || previewing.isLoading}
              disabled={invalid}
              data-testid="bulk-confirm"
            >
              {t('bulkMessage.confirm')}
            </Button>
          </Space>
        ) : (
          <Space wrap>
            <Button onClick={close}>{t('bulkMessage.cancel')}</Button>
            <Button
              type="primary"
              loading={previewing.isLoading}
              data-testid="bulk-preview-button"
              onClick={() => {
                const input = build();
                if (input) void runPreview(input);
              }}
            >
              {t('bulkMessage.previewButton')}
            </Button>
          </Space>
        )
      }
    >
      {review ? (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('bulkMessage.reviewTitle')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('bulkMessage.reviewHint')}</Typography.Text>
          {invalid && <Alert type="error" showIcon title={t('bulkMessage.invalidWarning')} />}
          <BulkPreviewList items={review.preview.items} to={review.input.status ?? null} />
        </Space>
      ) : (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <div>
            <label htmlFor="bulk-status" style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
              {t('bulkMessage.status')}
            </label>
            <Select
              id="bulk-status"
              value={status}
              onChange={(v: TargetStatus | '') => setStatus(v)}
              style={{ width: '100%', maxWidth: 320 }}
              options={[
                { value: '', label: t('bulkMessage.keepStatus') },
                ...COMPANY_SET_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
              ]}
            />
          </div>
          <div>
            <Typography.Text strong style={{ display: 'block', marginBottom: 4 }}>
              {t('bulkMessage.messageMode')}
            </Typography.Text>
            <Segmented<Mode>
              value={mode}
              onChange={(v) => {
                setMode(v);
                setErrors({});
              }}
              options={(['none', 'template', 'custom'] as const).map((m) => ({
                value: m,
                label: t(`bulkMessage.mode.${m}`),
              }))}
            />
          </div>
          {mode === 'template' && (
            <div>
              <label htmlFor="bulk-template" style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
                {t('bulkMessage.template')}
              </label>
              <Select
                id="bulk-template"
                value={templateId}
                placeholder={t('bulkMessage.templatePlaceholder')}
                onChange={(v: string) => setTemplateId(v)}
                loading={templates.isLoading}
                style={{ width: '100%' }}
                options={templateOptions}
                notFoundContent={t('bulkMessage.noTemplates')}
              />
              <Link to="/corporate/templates">{t('bulkMessage.manageTemplates')}</Link>
            </div>
          )}
          {mode === 'custom' && (
            <>
              <BodyWithChips
                id="bulk-body-th"
                label={t('templates.bodyTh')}
                value={bodies.body_th}
                minRows={4}
                error={errors.body_th}
                onChange={(v) => setBodies((b) => ({ ...b, body_th: v }))}
              />
              <BodyWithChips
                id="bulk-body-en"
                label={t('templates.bodyEn')}
                value={bodies.body_en}
                minRows={4}
                error={errors.body_en}
                onChange={(v) => setBodies((b) => ({ ...b, body_en: v }))}
              />
              <Typography.Text type="secondary">{t('templates.bodyHint')}</Typography.Text>
            </>
          )}
          {errors.form && <Alert type="error" showIcon title={errors.form} />}
        </Space>
      )}
    </Modal>
  );
}
