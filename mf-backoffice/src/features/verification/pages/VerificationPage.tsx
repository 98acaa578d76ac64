import { VERIFICATION_STATUSES } from '@jobportal/contracts/bounds';
import { FilterBar, SelectField } from '../../../shared/components/Fields';
import { DetailDrawer } from '../../../shared/components/DetailDrawer';
import { PageTitle } from '../../../shared/components/PageTitle';
import { EmptyState, LoadingState } from '../../../shared/components/States';
import { useBackofficeT } from '../../../shared/hooks/useLocale';
import { useDetailRoute } from '../../../shared/hooks/useDetailRoute';
import { useListParams } from '../../../shared/hooks/useListParams';
import { oneOf } from '../../../shared/utils/enums';
import { useVerificationsQuery } from '../api/verificationApi';
import { VerificationReview } from '../components/VerificationReview';
import { VerificationTable } from '../components/VerificationTable';

/** /backoffice/verification[/:id]: companies' verification documents, pending first; a request's review over it. */
export default function VerificationPage() {
  const { t } = useBackofficeT();
  const list = useListParams({ status: 'pending' });
  const status = oneOf(VERIFICATION_STATUSES, list.filters.status, 'pending');
  const detail = useDetailRoute('verification');
  // The drawer shows the row from the list's page (the API has no single-request endpoint).
  const result = useVerificationsQuery({ status, offset: list.offset, limit: list.limit });
  const selected = result.data?.items.find((item) => item.id === detail.id);
  return (
    <>
      <PageTitle title={t('areas.verification.title')} />
      <FilterBar>
        <SelectField
          label={t('verification.status')}
          value={status}
          options={VERIFICATION_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          onChange={(value) => list.update({ status: value })}
        />
      </FilterBar>
      <VerificationTable result={result} paging={list} linkTo={detail.linkTo} />
      <DetailDrawer open={detail.id !== null} title={t('verification.detailTitle')} onClose={detail.close}>
        {selected ? (
          <VerificationReview verification={selected} />
        ) : result.isLoading ? (
          <LoadingState />
        ) : (
          <EmptyState text={t('verification.notInList')} />
        )}
      </DetailDrawer>
    </>
  );
}
