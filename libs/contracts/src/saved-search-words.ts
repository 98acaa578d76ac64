import type { DatePosted, HireType, Locale, WorkType } from './bounds';
import { formatInteger } from './numbers';
import { railLine, railStation, railStationLabel } from './rail';

/**
 * A saved search (job alert) described in words from its stored filters, Thai or English, for the alert e-mails'
 * subject and heading and the candidate's job alerts page (both show the same words): "React · กรุงเทพมหานคร ·
 * ทำงานทางไกล · ฿50,000+". The names of provinces, skills and education levels come from the lookups (the caller
 * passes them: the API from its tables, the front-end from GET /api/lookups); an id without a name is left out.
 */
export interface SavedSearchFilterShape {
  main_input?: string;
  tag?: readonly string[];
  location?: readonly number[];
  workType?: readonly WorkType[];
  hireType?: readonly HireType[];
  education?: readonly number[];
  /** rail line ids and station codes (rail.ts) */
  line?: readonly string[];
  station?: readonly string[];
  minimum_salary?: number;
  datePosted?: DatePosted | number;
}

export interface SavedSearchNames {
  province?: (id: number) => string | undefined;
  skill?: (slug: string) => string | undefined;
  education?: (id: number) => string | undefined;
}

/** The job search page's words for work and hire types (mf-candidate workType, the content meta's hireType). */
export const WORK_TYPE_WORDS: Record<Locale, Record<WorkType, string>> = {
  th: { onsite: 'ทำงานที่ออฟฟิศ', hybrid: 'ไฮบริด', remote: 'ทำงานทางไกล' },
  en: { onsite: 'On-site', hybrid: 'Hybrid', remote: 'Remote' },
};
export const HIRE_TYPE_WORDS: Record<Locale, Record<HireType, string>> = {
  th: {
    full_time: 'งานประจำ',
    part_time: 'พาร์ทไทม์',
    contract: 'สัญญาจ้าง',
    internship: 'ฝึกงาน',
    freelance: 'ฟรีแลนซ์',
  },
  en: {
    full_time: 'Full-time',
    part_time: 'Part-time',
    contract: 'Contract',
    internship: 'Internship',
    freelance: 'Freelance',
  },
};

const WORDS = {
  th: {
    all: 'งานทั้งหมด',
    posted: (days: number) => (days === 1 ? 'ประกาศวันนี้' : `ประกาศภายใน ${days} วัน`),
    more: (n: number) => `และอีก ${n}`,
  },
  en: {
    all: 'All jobs',
    posted: (days: number) => (days === 1 ? 'Posted today' : `Posted in the last ${days} days`),
    more: (n: number) => `+${n} more`,
  },
} as const;

/** At most this many names of one list (provinces, skills...), then "+N more". */
const LIST_MAX = 3;
const SEPARATOR = ' · ';

/** 1234567 -> "1,234,567" (th-TH and en-US write it the same; no Intl formatter needed). */
function list(names: (string | undefined)[], locale: Locale): string | null {
  const known = names.filter((n): n is string => !!n && n.trim() !== '');
  if (known.length === 0) return null;
  const shown = known.slice(0, LIST_MAX).join(', ');
  return known.length > LIST_MAX ? `${shown} ${WORDS[locale].more(known.length - LIST_MAX)}` : shown;
}

/** The parts of the description, in the job search's filter order (text, skills, place, mode, type, ...). */
export function savedSearchParts(
  filter: SavedSearchFilterShape,
  locale: Locale,
  names: SavedSearchNames = {},
): string[] {
  const parts: (string | null)[] = [
    filter.main_input?.trim() || null,
    list(
      (filter.tag ?? []).map((slug) => names.skill?.(slug) ?? slug),
      locale,
    ),
    list(
      (filter.location ?? []).map((id) => names.province?.(id)),
      locale,
    ),
    list(
      [
        ...(filter.line ?? []).map((id) => {
          const line = railLine(id);
          return line && (locale === 'en' ? line.name_en : line.name_th);
        }),
        ...(filter.station ?? []).map((code) => {
          const station = railStation(code);
          return station && railStationLabel(station, locale);
        }),
      ],
      locale,
    ),
    list(
      (filter.workType ?? []).map((w) => WORK_TYPE_WORDS[locale][w]),
      locale,
    ),
    list(
      (filter.hireType ?? []).map((h) => HIRE_TYPE_WORDS[locale][h]),
      locale,
    ),
    list(
      (filter.education ?? []).map((id) => names.education?.(id)),
      locale,
    ),
    filter.minimum_salary ? `฿${formatInteger(filter.minimum_salary)}+` : null,
    filter.datePosted ? WORDS[locale].posted(Number(filter.datePosted)) : null,
  ];
  return parts.filter((p): p is string => p !== null);
}

/** The whole description: the parts joined with " · ", or "งานทั้งหมด" / "All jobs" for an empty filter. */
export function describeSavedSearch(
  filter: SavedSearchFilterShape,
  locale: Locale,
  names: SavedSearchNames = {},
): string {
  const parts = savedSearchParts(filter, locale, names);
  return parts.length > 0 ? parts.join(SEPARATOR) : WORDS[locale].all;
}
