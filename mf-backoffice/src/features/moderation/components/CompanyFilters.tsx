import { FilterBar, SearchField, SelectField } from '../../../shared/components/Fields';
import { useBackofficeT } from '../../../shared/hooks/useLocale';
import { COMPANY_STATES } from '../utils/moderation';

export interface CompanyFilterValues {
  state: string;
  q: string;
}

export function CompanyFilters({
  filters,
  onChange,
}: {
  filters: CompanyFilterValues;
  onChange: (patch: Partial<CompanyFilterValues>) => void;
}) {
  const { t } = useBackofficeT();
  return (
    <FilterBar>
      <SelectField
        label={t('moderation.companies.state')}
        value={filters.state}
        options={COMPANY_STATES.map((state) => ({
          value: state,
          label: t(`moderation.companies.states.${state}`),
        }))}
        onChange={(state) => onChange({ state })}
      />
      <SearchField
        label={t('moderation.companies.search')}
        value={filters.q}
        buttonLabel={t('common.search')}
        onSearch={(q) => onChange({ q })}
      />
    </FilterBar>
  );
}
