import { useId } from 'react';
import { Flex, Input } from 'mf_shared_ui/ui';
import { FilterBar, SearchField } from '../../../shared/components/Fields';
import { useBackofficeT } from '../../../shared/hooks/useLocale';
import type { AuditFilters } from '../api/auditApi';

export type AuditFilterKey = keyof AuditFilters;

/** Who, what, on what, and when (Bangkok time). */
export function AuditFiltersBar(props: {
  values: Record<AuditFilterKey, string>;
  onChange: (patch: Partial<Record<AuditFilterKey, string>>) => void;
}) {
  const { t } = useBackofficeT();
  const fromId = useId();
  const toId = useId();
  const text = (key: 'actor' | 'action' | 'target_kind' | 'target_id') => (
    <SearchField
      key={key}
      label={t(`audit.filters.${key}`)}
      value={props.values[key]}
      buttonLabel={t('common.search')}
      onSearch={(value) => props.onChange({ [key]: value })}
    />
  );
  return (
    <FilterBar>
      {text('actor')}
      {text('action')}
      {text('target_kind')}
      {text('target_id')}
      <Flex vertical gap={4}>
        <label htmlFor={fromId}>{t('audit.filters.from')}</label>
        <Input
          id={fromId}
          type="datetime-local"
          value={props.values.from}
          onChange={(e) => props.onChange({ from: e.target.value })}
        />
      </Flex>
      <Flex vertical gap={4}>
        <label htmlFor={toId}>{t('audit.filters.to')}</label>
        <Input
          id={toId}
          type="datetime-local"
          value={props.values.to}
          onChange={(e) => props.onChange({ to: e.target.value })}
        />
      </Flex>
    </FilterBar>
  );
}
