import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { JobSearchFilter } from '@jobportal/contracts';
import { selectSession, uiActions, useAppDispatch, useAppSelector } from 'mf_shared_ui/platform';
import { Button, Input, Space, Typography, notify } from 'mf_shared_ui/ui';
import { Radio } from 'mf_shared_ui/ui-form';
import { Modal } from 'mf_shared_ui/ui-overlay';
import { apiErrorBody } from '../../../shared/utils/apiError';
import { FREQUENCIES, useCreateSavedSearchMutation, type Frequency } from '../api/alertsApi';

/** The alert keeps what is searched for, not the page or the order. */
function savedFilter(filter: JobSearchFilter): JobSearchFilter {
  const { offset: _o, limit: _l, orderBy: _b, uid: _u, ...rest } = filter;
  return rest;
}

/** "แจ้งเตือนงานนี้": saves the current search (its URL parameters) as a job alert with a frequency. */
export function SaveSearchButton({ filter }: { filter: JobSearchFilter }) {
  const { t } = useTranslation('candidate');
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [frequency, setFrequency] = useState<Frequency>('daily');
  const [error, setError] = useState<string | null>(null);
  const [create, { isLoading }] = useCreateSavedSearchMutation();

  const start = () => {
    if (session.userType !== 'candidate') {
      dispatch(uiActions.openLoginModal({ kind: 'candidate' }));
      return;
    }
    setName(filter.main_input?.trim() || t('alerts.defaultName'));
    setError(null);
    setOpen(true);
  };
  const save = async () => {
    setError(null);
    try {
      await create({ name: name.trim(), filter: savedFilter(filter), frequency }).unwrap();
      setOpen(false);
      notify({ color: 'success', title: t('alerts.saved'), timeout: 3000 });
    } catch (err) {
      setError(apiErrorBody(err)?.message ?? t('common.saveError'));
    }
  };

  return (
    <>
      <Button data-testid="save-search" onClick={start}>
        {t('alerts.saveSearch')}
      </Button>
      <Modal
        open={open}
        title={t('alerts.saveTitle')}
        onCancel={() => setOpen(false)}
        onOk={() => void save()}
        okText={t('alerts.save')}
        cancelText={t('common.cancel')}
        okButtonProps={
          { loading: isLoading, disabled: !name.trim(), 'data-testid': 'save-search-confirm' } as never
        }
        destroyOnHidden
      >
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
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
    </>
  );
}
