import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FacetCount, JobSearchFilter, JobSearchResult } from '@jobportal/contracts';
import { pickLocalized, skillLabel } from 'mf_shared_ui/platform';
import { formatInteger, shortBaht } from 'mf_shared_ui/format';
import { Button, ChoiceList, NativeSelect, Space, Typography } from 'mf_shared_ui/ui';
import { useLookups } from '../hooks/useLookups';
import { useLocale } from '../hooks/useLocale';
import { DATE_POSTED, HIRE_TYPES, WORK_TYPES, hasFilters } from '../utils/filterParams';
import { RailFilter } from './RailFilter';

export const SALARY_STEPS = [15000, 20000, 30000, 40000, 50000, 60000, 80000, 100000, 150000];

type Facets = JobSearchResult['facets'] | undefined;

export interface SearchFiltersProps {
  filter: JobSearchFilter;
  facets: Facets;
  onChange: <K extends keyof JobSearchFilter>(key: K, value: JobSearchFilter[K]) => void;
  onClear: () => void;
  /** the date-posted filter (job search only: AI matching ranks every open job) */
  showDatePosted?: boolean;
  /** the BTS/MRT line and station filter (job search only: AI matching has no rail filter) */
  showRail?: boolean;
}

const countMap = (facet: FacetCount[] | undefined) => new Map((facet ?? []).map((f) => [f.value, f.count]));
// One collator for every label (localeCompare builds a new one per call, and the filters re-label ~250 options on
// every filter change), made at the first sort, not when the module loads: a page's first collator loads ICU's
// collation data (~15 ms here, ~60 ms on a phone's CPU), and a phone's search page renders no filters until their
// drawer is opened.
let collator: Intl.Collator | undefined;
const compareLabels = (a: string, b: string) => (collator ??= new Intl.Collator('th')).compare(a, b);
const withCount = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${formatInteger(count)})`;

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

/**
 * Every filter of the spec's candidate search filter, each value with its facet count. Built from the design
 * system's light core (native checkboxes/radios/select) so the search page needs no form library on first load.
 */
export function SearchFilters({
  filter,
  facets,
  onChange,
  onClear,
  showDatePosted = true,
  showRail = false,
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
      label: withCount(skillLabel(s, locale), tagCounts.get(s.slug)),
      search: [s.name, s.name_th ?? '', s.slug, ...s.aliases].join(' ').toLowerCase(),
      count: tagCounts.get(s.slug) ?? 0,
    }));
    return options.sort((a, b) => b.count - a.count || compareLabels(a.label, b.label));
  }, [skills, tagCounts, locale]);

  const provinceOptions = useMemo(() => {
    const options = provinces.map((p) => ({
      value: String(p.id),
      label: withCount(pickLocalized(p, 'name', locale), locationCounts.get(String(p.id))),
      search: `${p.name_th} ${p.name_en}`.toLowerCase(),
      count: locationCounts.get(String(p.id)) ?? 0,
    }));
    return options.sort((a, b) => b.count - a.count || compareLabels(a.label, b.label));
  }, [provinces, locationCounts, locale]);

  const countOr0 = (counts: Map<string, number>, key: string) => counts.get(key) ?? (facets ? 0 : undefined);

  return (
    <div data-testid="search-filters">
      <Section id="tag" title={t('search.filters.tag')}>
        <ChoiceList
          type="checkbox"
          label={t('search.filters.tag')}
          searchPlaceholder={t('search.filters.tagPlaceholder')}
          limit={8}
          value={filter.tag ?? []}
          options={skillOptions}
          onChange={(value) => onChange('tag', value)}
        />
      </Section>
      <Section id="location" title={t('search.filters.location')}>
        <ChoiceList
          type="checkbox"
          label={t('search.filters.location')}
          searchPlaceholder={t('search.filters.locationPlaceholder')}
          limit={8}
          value={(filter.location ?? []).map(String)}
          options={provinceOptions}
          onChange={(value) => onChange('location', value.map(Number))}
        />
      </Section>
      {showRail && (
        <Section id="rail" title={t('search.filters.rail')}>
          <RailFilter filter={filter} facets={facets} onChange={onChange} />
        </Section>
      )}
      <Section id="workType" title={t('search.filters.workType')}>
        <ChoiceList
          type="checkbox"
          label={t('search.filters.workType')}
          value={filter.workType ?? []}
          onChange={(value) => onChange('workType', value as JobSearchFilter['workType'])}
          options={WORK_TYPES.map((w) => ({
            value: w,
            label: withCount(t(`workType.${w}`), countOr0(workCounts, w)),
          }))}
        />
      </Section>
      <Section id="hireType" title={t('search.filters.hireType')}>
        <ChoiceList
          type="checkbox"
          label={t('search.filters.hireType')}
          value={filter.hireType ?? []}
          onChange={(value) => onChange('hireType', value as JobSearchFilter['hireType'])}
          options={HIRE_TYPES.map((h) => ({
            value: h,
            label: withCount(t(`hireType.${h}`), countOr0(hireCounts, h)),
          }))}
        />
      </Section>
      <Section id="education" title={t('search.filters.education')}>
        <ChoiceList
          type="checkbox"
          label={t('search.filters.education')}
          value={(filter.education ?? []).map(String)}
          onChange={(value) => onChange('education', value.map(Number))}
          options={educationLevels.map((e) => ({
            value: String(e.id),
            label: withCount(pickLocalized(e, 'name', locale), countOr0(educationCounts, String(e.id))),
          }))}
        />
      </Section>
      <Section id="minimum_salary" title={t('search.filters.minimumSalary')}>
        <NativeSelect
          style={{ width: '100%' }}
          aria-label={t('search.filters.minimumSalary')}
          value={filter.minimum_salary ?? 0}
          onChange={(event) => onChange('minimum_salary', Number(event.target.value) || undefined)}
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
          <ChoiceList
            type="radio"
            label={t('search.filters.datePosted')}
            value={[String(filter.datePosted ?? 0)]}
            onChange={([value]) =>
              onChange('datePosted', (Number(value) || undefined) as JobSearchFilter['datePosted'])
            }
            options={[
              { value: '0', label: t('search.filters.any') },
              ...DATE_POSTED.map((d) => ({ value: String(d), label: t(`search.filters.datePosted_${d}`) })),
            ]}
          />
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
