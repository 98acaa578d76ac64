import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FacetCount, JobSearchFilter, JobSearchResult } from '@jobportal/contracts';
import { RAIL_LINES, RAIL_STATIONS } from '@jobportal/contracts/rail';
import { formatInteger } from 'mf_shared_ui/format';
import { ChoiceList, Typography } from 'mf_shared_ui/ui';
import { useLocale } from '../hooks/useLocale';
import { lineName, stationName } from '../utils/railStations';

export interface RailFilterProps {
  filter: JobSearchFilter;
  facets: JobSearchResult['facets'] | undefined;
  onChange: <K extends keyof JobSearchFilter>(key: K, value: JobSearchFilter[K]) => void;
}

const counts = (facet: FacetCount[] | undefined) => new Map((facet ?? []).map((f) => [f.value, f.count]));
const withCount = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${formatInteger(count)})`;

/**
 * Jobs near BTS/MRT (issue 45): the lines (a line = any of its stations) and the stations with the jobs near each,
 * searchable in Thai and English. Stations with jobs first, then in line order; the chosen ones always shown.
 */
export function RailFilter({ filter, facets, onChange }: RailFilterProps) {
  const { t } = useTranslation('candidate');
  const locale = useLocale();
  const lineCounts = useMemo(() => counts(facets?.line), [facets]);
  const stationCounts = useMemo(() => counts(facets?.station), [facets]);
  // no count yet (loading): no "(0)" either
  const countOf = (map: Map<string, number>, key: string) => map.get(key) ?? (facets ? 0 : undefined);

  const stationOptions = useMemo(() => {
    const options = RAIL_STATIONS.map((s, order) => ({
      value: s.code,
      label: withCount(stationName(s.code, locale), stationCounts.get(s.code) ?? (facets ? 0 : undefined)),
      search: `${s.name_th} ${s.name_en} ${s.code}`.toLowerCase(),
      count: stationCounts.get(s.code) ?? 0,
      order,
    }));
    return options.sort((a, b) => b.count - a.count || a.order - b.order);
  }, [stationCounts, locale, facets]);

  return (
    <>
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 4 }}>
        {t('search.filters.railLines')}
      </Typography.Text>
      <ChoiceList
        type="checkbox"
        label={t('search.filters.railLines')}
        value={filter.line ?? []}
        onChange={(value) => onChange('line', value as JobSearchFilter['line'])}
        options={RAIL_LINES.map((l) => ({
          value: l.id,
          label: withCount(lineName(l.id, locale), countOf(lineCounts, l.id)),
        }))}
        data-testid="filter-rail-lines"
      />
      <Typography.Text type="secondary" style={{ display: 'block', margin: '12px 0 4px' }}>
        {t('search.filters.railStations')}
      </Typography.Text>
      <ChoiceList
        type="checkbox"
        label={t('search.filters.railStations')}
        searchPlaceholder={t('search.filters.railStationPlaceholder')}
        limit={6}
        value={filter.station ?? []}
        options={stationOptions}
        onChange={(value) => onChange('station', value)}
        data-testid="filter-rail-stations"
      />
    </>
  );
}
