import { DetailDrawer } from '../../../shared/components/DetailDrawer';
import { FilterBar, SearchField, SelectField } from '../../../shared/components/Fields';
import { PageTitle } from '../../../shared/components/PageTitle';
import { useBackofficeT } from '../../../shared/hooks/useLocale';
import { useDetailRoute } from '../../../shared/hooks/useDetailRoute';
import { useListParams } from '../../../shared/hooks/useListParams';
import { oneOf } from '../../../shared/utils/enums';
import { MESSAGE_STATUSES } from '../api/supportApi';
import { MessagesTable } from '../components/MessagesTable';
import { MessageThread } from '../components/MessageThread';

/** /backoffice/support[/:id]: messages from the contact form, new first; a conversation over the list. */
export default function SupportPage() {
  const { t } = useBackofficeT();
  const list = useListParams({ status: 'new', q: '' });
  // 'all' in the URL: no status filter (the default is the new messages)
  const status = oneOf(MESSAGE_STATUSES, list.filters.status, '');
  const detail = useDetailRoute('support');
  return (
    <>
      <PageTitle title={t('areas.support.title')} />
      <FilterBar>
        <SelectField
          label={t('support.status')}
          value={status}
          placeholder={t('common.all')}
          options={MESSAGE_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          onChange={(value) => list.update({ status: value || 'all' })}
        />
        <SearchField
          label={t('support.search')}
          value={list.filters.q}
          buttonLabel={t('common.search')}
          onSearch={(q) => list.update({ q })}
        />
      </FilterBar>
      <MessagesTable list={list} linkTo={detail.linkTo} />
      <DetailDrawer open={detail.id !== null} title={t('support.detailTitle')} onClose={detail.close}>
        {detail.id && <MessageThread id={detail.id} />}
      </DetailDrawer>
    </>
  );
}
