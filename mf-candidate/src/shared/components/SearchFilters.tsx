import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FacetCount, JobSearchFilter, JobSearchResult } from '@jobportal/contracts';
import { pickLocalized } from 'mf_shared_ui/platform';
import { shortBaht } from 'mf_shared_ui/format';
import { Button, Space, Typography } from 'mf_shared_ui/ui';
import { Select, Checkbox, Radio } from 'mf_shared_ui/ui-form';
import { useLookups } from '../hooks/useLookups';
import { useLocale } from '../hooks/useLocale';
import { DATE_POSTED, HIRE_TYPES, WORK_TYPES, hasFilters } from '../utils/filterParams';

export const SALARY_STEPS = [15000, 20000, 30000, 40000, 50000, 60000, 80000, 100000, 150000];

type Facets = JobSearchResult['facets'] | undefined;

export interface SearchFiltersProps {
  filter: JobSearchFilter;
  facets: Facets;
  onChange: <K extends keyof JobSearchFilter>(key: K, value: JobSearchFilter[K]) => void;
  onClear: () => void;
  /** the date-posted filter (job search only: AI matching ranks every open job) */
  showDatePosted?: boolean;
}

const countMap = (facet: FacetCount[] | undefined) => new Map((facet ?? []).map((f) => [f.value, f.count]));
const withCount = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${count.toLocaleString('th-TH')})`;

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`filter-${id}-title`} data-testid={`filter-${id}`} style={{ marginBottom: 20 }}>
      <Typography.Text strong id={`filter-${id}-title`} style={{ display: 'block', marginBottom: 8 }}>
        {title}
      </Typography.Text>
      {children}
    </section>
  );
}

/** Every filter of the spec's candidate search filter, each value with its facet count. */
export function SearchFilters({
  filter,
  facets,
  onChange,
  onClear,
  showDatePosted = true,
}: SearchFiltersProps) {
  const { t } = useTranslation('candidate');
  const locale = useLocale();
  const { provinces, skills, educationLevels } = useLookups();

  const tagCounts = useMemo(() => countMap(facets?.tag), [facets]);
  const locationCounts = useMemo(() => countMap(facets?.location), [facets]);
  const workCounts = useMemo(() => countMap(facets?.workType), [facets]);
  const hireCounts = useMemo(() => countMap(facets?.hireType), [facets]);
  const educationCounts = useMemo(() => countMap(facets?.education), [facets]);

  const skillOptions = useMemo(() => {
    const options = skills.map((s) => ({
      value: s.slug,
      label: withCount(locale === 'th' && s.name_th ? s.name_th : s.name, tagCounts.get(s.slug)),
      search: [s.name, s.name_th ?? '', s.slug, ...s.aliases].join(' ').toLowerCase(),
      count: tagCounts.get(s.slug) ?? 0,
    }));
    return options.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  }, [skills, tagCounts, locale]);

  const provinceOptions = useMemo(() => {
    const options = provinces.map((p) => ({
      value: p.id,
      label: withCount(pickLocalized(p, 'name', locale), locationCounts.get(String(p.id))),
      search: `${p.name_th} ${p.name_en}`.toLowerCase(),
      count: locationCounts.get(String(p.id)) ?? 0,
    }));
    return options.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'th'));
  }, [provinces, locationCounts, locale]);

  const filterOption = (input: string, option?: { search?: string }) =>
    Boolean(option?.search?.includes(input.toLowerCase()));

  return (
    <div data-testid="search-filters">
      <Section id="tag" title={t('search.filters.tag')}>
        <Select
          mode="multiple"
          allowClear
          style={{ width: '100%' }}
          aria-label={t('search.filters.tag')}
          placeholder={t('search.filters.tagPlaceholder')}
          value={filter.tag ?? []}
          options={skillOptions}
          filterOption={filterOption}
          optionFilterProp="label"
          maxTagCount="responsive"
          onChange={(value: string[]) => onChange('tag', value)}
        />
      </Section>
      <Section id="location" title={t('search.filters.location')}>
        <Select
          mode="multiple"
          allowClear
          style={{ width: '100%' }}
          aria-label={t('search.filters.location')}
          placeholder={t('search.filters.locationPlaceholder')}
          value={filter.location ?? []}
          options={provinceOptions}
          filterOption={filterOption}
          maxTagCount="responsive"
          onChange={(value: number[]) => onChange('location', value)}
        />
      </Section>
      <Section id="workType" title={t('search.filters.workType')}>
        <Checkbox.Group
          value={filter.workType ?? []}
          onChange={(value) => onChange('workType', value as JobSearchFilter['workType'])}
          options={WORK_TYPES.map((w) => ({
            value: w,
            label: withCount(t(`workType.${w}`), workCounts.get(w) ?? (facets ? 0 : undefined)),
          }))}
          style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
        />
      </Section>
      <Section id="hireType" title={t('search.filters.hireType')}>
        <Checkbox.Group
          value={filter.hireType ?? []}
          onChange={(value) => onChange('hireType', value as JobSearchFilter['hireType'])}
          options={HIRE_TYPES.map((h) => ({
            value: h,
            label: withCount(t(`hireType.${h}`), hireCounts.get(h) ?? (facets ? 0 : undefined)),
          }))}
          style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
        />
      </Section>
      <Section id="education" title={t('search.filters.education')}>
        <Checkbox.Group
          value={filter.education ?? []}
          onChange={(value) => onChange('education', value as number[])}
          options={educationLevels.map((e) => ({
            value: e.id,
            label: withCount(
              pickLocalized(e, 'name', locale),
              educationCounts.get(String(e.id)) ?? (facets ? 0 : undefined),
            ),
          }))}
          style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
        />
      </Section>
      <Section id="minimum_salary" title={t('search.filters.minimumSalary')}>
        <Select
          style={{ width: '100%' }}
          aria-label={t('search.filters.minimumSalary')}
          value={filter.minimum_salary ?? 0}
          onChange={(value: number) => onChange('minimum_salary', value || undefined)}
          options={[
            { value: 0, label: t('search.filters.any') },
            ...SALARY_STEPS.map((s) => ({
              value: s,
              label: t('search.filters.salaryAtLeast', { amount: shortBaht(s) }),
            })),
          ]}
        />
      </Section>
      {showDatePosted && (
        <Section id="datePosted" title={t('search.filters.datePosted')}>
          <Radio.Group
            value={filter.datePosted ?? 0}
            onChange={(e) => onChange('datePosted', e.target.value || undefined)}
            style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
          >
            <Radio value={0}>{t('search.filters.any')}</Radio>
            {DATE_POSTED.map((d) => (
              <Radio key={d} value={d}>
                {t(`search.filters.datePosted_${d}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Section>
      )}
      <Space>
        <Button onClick={onClear} disabled={!hasFilters(filter)} data-testid="clear-filters">
          {t('search.clearFilters')}
        </Button>
      </Space>
    </div>
  );
}
