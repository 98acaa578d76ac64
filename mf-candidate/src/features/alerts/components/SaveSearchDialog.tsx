import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { JobSearchFilter } from '@jobportal/contracts';
import { Input, Space, Typography, notify } from 'mf_shared_ui/ui';
import { Radio } from 'mf_shared_ui/ui-form';
import { Modal } from 'mf_shared_ui/ui-overlay';
import { apiErrorBody } from '../../../shared/utils/apiError';
import { FREQUENCIES, useCreateSavedSearchMutation, type Frequency } from '../api/alertsApi';

/** The alert keeps what is searched for, not the page or the order. */
function savedFilter(filter: JobSearchFilter): JobSearchFilter {
  const { offset: _o, limit: _l, orderBy: _b, uid: _u, ...rest } = filter;
  return rest;
}

/**
 * The save-search dialog: its own module, loaded when a candidate first opens it, so the job search page's first
 * load carries neither the form nor the overlay parts of the design system.
 */
export default function SaveSearchDialog({
  filter,
  onClose,
}: {
  filter: JobSearchFilter;
  onClose: () => void;
}) {
  const { t } = useTranslation('candidate');
  const [name, setName] = useState(() => filter.main_input?.trim() || t('alerts.defaultName'));
  const [frequency, setFrequency] = useState<Frequency>('daily');
  const [error, setError] = useState<string | null>(null);
  const [create, { isLoading }] = useCreateSavedSearchMutation();

  const save = async () => {
    setError(null);
    try {
      await create({ name: name.trim(), filter: savedFilter(filter), frequency }).unwrap();
      onClose();
      notify({ color: 'success', title: t('alerts.saved'), timeout: 3000 });
    } catch (err) {
      setError(apiErrorBody(err)?.message ?? t('common.saveError'));
    }
  };

  return (
    <Modal
      open
      title={t('alerts.saveTitle')}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('alerts.save')}
      cancelText={t('common.cancel')}
      okButtonProps={
        { loading: isLoading, disabled: !name.trim(), 'data-testid': 'save-search-confirm' } as never
      }
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <label>
          <Typography.Text>{t('alerts.name')}</Typography.Text>
          <Input
            data-testid="save-search-name"
            value={name}
            maxLength={100}
            onChange={(event) => setName(event.target.value)}
          />
        </label>
        <div role="radiogroup" aria-label={t('alerts.frequency')}>
          <Typography.Text>{t('alerts.frequency')}</Typography.Text>
          <div>
            <Radio.Group
              value={frequency}
              onChange={(event) => setFrequency(event.target.value as Frequency)}
            >
              {FREQUENCIES.map((f) => (
                <Radio key={f} value={f} data-testid={`frequency-${f}`}>
                  {t(`alerts.frequencies.${f}`)}
                </Radio>
              ))}
            </Radio.Group>
          </div>
        </div>
        <Typography.Text type="secondary">{t('alerts.emailHint')}</Typography.Text>
        {error && (
          <Typography.Text type="danger" role="alert">
            {error}
          </Typography.Text>
        )}
        <Link to="/candidate/saved-searches">{t('alerts.manage')}</Link>
      </Space>
    </Modal>
  );
}
