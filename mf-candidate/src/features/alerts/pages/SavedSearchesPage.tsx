import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from 'mf_shared_ui/platform';
import { Button, Flex, Input, NativeSelect, Skeleton, Typography } from 'mf_shared_ui/ui';
import { Switch } from 'mf_shared_ui/ui-form';
import { Popconfirm } from 'mf_shared_ui/ui-overlay';
import { Empty } from 'mf_shared_ui/ui-feedback';
import { PageContainer } from '../../../shared/components/PageContainer';
import { paramsFromFilter } from '../../../shared/utils/filterParams';
import { useLookups } from '../../../shared/hooks/useLookups';
import { useLocale } from '../../../shared/hooks/useLocale';
import { describeSavedSearch } from '@jobportal/contracts/saved-search-words';
import {
  FREQUENCIES,
  useDeleteSavedSearchMutation,
  useSavedSearchesQuery,
  useUpdateSavedSearchMutation,
  type Frequency,
  type SavedSearch,
} from '../api/alertsApi';

function SavedSearchRow({ s }: { s: SavedSearch }) {
  const { t } = useTranslation('candidate');
  const [update, { isLoading }] = useUpdateSavedSearchMutation();
  const [remove] = useDeleteSavedSearchMutation();
  const [name, setName] = useState(s.name);
  const renamed = name.trim() !== '' && name.trim() !== s.name;
  const locale = useLocale();
  const { lookups, provinceName, skillName, educationName } = useLookups();
  // the alert's filters in words, as its e-mails name it (the names once the lookups are loaded)
  const description = describeSavedSearch(s.filter, locale, {
    province: (id) => provinceName(id) || undefined,
    skill: (slug) => (lookups ? skillName(slug) : slug),
    education: (id) => educationName(id) || undefined,
  });
  return (
    <Flex
      data-testid="saved-search"
      wrap
      gap={12}
      align="center"
      style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}
    >
      <Input
        aria-label={t('alerts.name')}
        value={name}
        maxLength={100}
        onChange={(event) => setName(event.target.value)}
        style={{ maxWidth: 280 }}
      />
      <Typography.Text
        type="secondary"
        data-testid="saved-search-description"
        style={{ flex: '1 1 220px', minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {description}
      </Typography.Text>
      {renamed && (
        <Button loading={isLoading} onClick={() => void update({ id: s.id, name: name.trim() })}>
          {t('alerts.rename')}
        </Button>
      )}
      <NativeSelect
        aria-label={t('alerts.frequency')}
        value={s.frequency}
        onChange={(event) => void update({ id: s.id, frequency: event.target.value as Frequency })}
        options={FREQUENCIES.map((f) => ({ value: f, label: t(`alerts.frequencies.${f}`) }))}
      />
      <label style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
        <Switch
          size="small"
          checked={s.paused}
          onChange={(paused) => void update({ id: s.id, paused })}
          data-testid="saved-search-pause"
        />
        {t('alerts.paused')}
      </label>
      <Link to={`/candidate/jobs?${paramsFromFilter(s.filter).toString()}`}>{t('alerts.open')}</Link>
      <Popconfirm
        title={t('alerts.deleteConfirm')}
        okText={t('alerts.delete')}
        cancelText={t('common.cancel')}
        onConfirm={() => void remove(s.id)}
      >
        <Button danger type="text">
          {t('alerts.delete')}
        </Button>
      </Popconfirm>
    </Flex>
  );
}

/** /candidate/saved-searches: the job alerts, renamed, re-timed, paused or deleted in place. */
export default function SavedSearchesPage() {
  const { t } = useTranslation('candidate');
  usePageMeta({ title: t('alerts.listTitle'), description: t('alerts.listTitle'), noindex: true });
  const { data, isLoading } = useSavedSearchesQuery();
  return (
    <PageContainer testId="page-candidate-saved-searches">
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        {t('alerts.listTitle')}
      </Typography.Title>
      {isLoading ? (
        <Skeleton active />
      ) : data && data.length > 0 ? (
        data.map((s) => <SavedSearchRow key={s.id} s={s} />)
      ) : (
        <Empty description={t('alerts.empty')} />
      )}
    </PageContainer>
  );
}
