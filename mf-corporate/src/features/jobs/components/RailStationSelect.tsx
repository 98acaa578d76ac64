import { useMemo } from 'react';
import {
  RAIL_LINES,
  RAIL_STATIONS,
  RAIL_STATIONS_PER_JOB_MAX,
  type RailStation,
} from '@jobportal/contracts/rail';
import { Select } from 'mf_shared_ui/ui-form';

export interface RailStationSelectProps {
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  locale: 'th' | 'en';
  placeholder: string;
  'aria-label': string;
  'aria-describedby'?: string;
}

const searchText = (s: RailStation) => `${s.name_th} ${s.name_en} ${s.code}`.toLowerCase();

/**
 * Up to 3 rail stations near a job (issue 45): the design system's select with search, the stations grouped by line
 * in line order, each named in the page's language with its code ("อโศก (E4)"). A station on two lines (Siam) is
 * listed once, under its first line. Typing searches Thai and English names and codes at once.
 */
export function RailStationSelect({ locale, ...props }: RailStationSelectProps) {
  const options = useMemo(() => {
    const listed = new Set<string>();
    return RAIL_LINES.map((line) => ({
      label: locale === 'en' ? line.name_en : line.name_th,
      title: locale === 'en' ? line.name_en : line.name_th,
      options: RAIL_STATIONS.filter((s) => s.lines.includes(line.id) && !listed.has(s.code)).map((s) => {
        listed.add(s.code);
        return {
          value: s.code,
          label: `${locale === 'en' ? s.name_en : s.name_th} (${s.code})`,
          search: searchText(s),
        };
      }),
    }));
  }, [locale]);

  return (
    <Select
      {...props}
      mode="multiple"
      allowClear
      maxCount={RAIL_STATIONS_PER_JOB_MAX}
      showSearch={{
        filterOption: (input, option) =>
          Boolean((option as { search?: string } | undefined)?.search?.includes(input.trim().toLowerCase())),
      }}
      options={options}
      data-testid="rail-stations-select"
    />
  );
}
