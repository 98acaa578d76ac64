import { FilterBar, SearchField, SelectField } from '../../../shared/components/Fields';
import { useBackofficeT } from '../../../shared/hooks/useLocale';
import { FLAGS, QUEUE_STATES } from '../utils/moderation';

export interface QueueFilterValues {
  state: string;
  q: string;
  flag: string;
}

export function QueueFilters({
  filters,
  onChange,
}: {
  filters: QueueFilterValues;
  onChange: (patch: Partial<QueueFilterValues>) => void;
}) {
  const { t } = useBackofficeT();
  return (
    <FilterBar>
      <SelectField
        label={t('moderation.state')}
        value={filters.state}
        options={QUEUE_STATES.map((state) => ({ value: state, label: t(`moderation.states.${state}`) }))}
        onChange={(state) => onChange({ state })}
      />
      <SearchField
        label={t('moderation.search')}
        value={filters.q}
        buttonLabel={t('common.search')}
        onSearch={(q) => onChange({ q })}
      />
      <SelectField
        label={t('moderation.flag')}
        value={filters.flag}
        placeholder={t('common.all')}
        options={FLAGS.map((flag) => ({
          value: flag,
          label: t(`moderation.flags.${flag}`, { defaultValue: flag }),
        }))}
        onChange={(flag) => onChange({ flag })}
      />
    </FilterBar>
  );
}
