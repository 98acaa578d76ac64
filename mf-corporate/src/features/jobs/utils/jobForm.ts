import type { CorporateJob, HireType, JobInput, WorkType } from '@jobportal/contracts';
import { JOB_LIMITS } from '@jobportal/contracts/bounds';
import { sanitizeHtml } from 'mf_shared_ui/html';

/** What the form holds: numbers as digit strings (numbers-only inputs), dates as YYYY-MM-DD. */
export interface JobFormValues {
  title: string;
  description_html: string;
  qualifications_html: string;
  skills: string[];
  province_id: number | null;
  /** rail station codes, at most 3 */
  rail_stations: string[];
  work_type: WorkType | null;
  hire_type: HireType | null;
  education_level_id: number | null;
  years_experience_min: string;
  salary_min: string;
  salary_max: string;
  salary_negotiable: boolean;
  valid_through: string;
}

export const EMPTY_JOB: JobFormValues = {
  title: '',
  description_html: '',
  qualifications_html: '',
  skills: [],
  province_id: null,
  rail_stations: [],
  work_type: null,
  hire_type: null,
  education_level_id: null,
  years_experience_min: '0',
  salary_min: '',
  salary_max: '',
  salary_negotiable: false,
  valid_through: '',
};

export const SALARY_LIMIT = JOB_LIMITS.salaryMax;

const num = (v: string | number | null | undefined): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

export function jobToForm(job: CorporateJob | JobInput): JobFormValues {
  return {
    title: job.title ?? '',
    description_html: job.description_html ?? '',
    qualifications_html: job.qualifications_html ?? '',
    skills: job.skills ?? [],
    province_id: job.province_id ?? null,
    rail_stations: job.rail_stations ?? [],
    work_type: job.work_type ?? null,
    hire_type: job.hire_type ?? null,
    education_level_id: job.education_level_id ?? null,
    years_experience_min: String(job.years_experience_min ?? 0),
    salary_min: job.salary_min == null ? '' : String(job.salary_min),
    salary_max: job.salary_max == null ? '' : String(job.salary_max),
    salary_negotiable: Boolean(job.salary_negotiable),
    valid_through: job.valid_through ? job.valid_through.slice(0, 10) : '',
  };
}

/** Form values -> the API body; rich text is sanitised here before it leaves the browser. */
export function formToJobInput(v: JobFormValues): JobInput {
  return {
    title: (v.title ?? '').trim(),
    description_html: sanitizeHtml(v.description_html ?? ''),
    qualifications_html: sanitizeHtml(v.qualifications_html ?? ''),
    skills: v.skills ?? [],
    province_id: Number(v.province_id),
    rail_stations: v.rail_stations ?? [],
    work_type: v.work_type as WorkType,
    hire_type: v.hire_type as HireType,
    education_level_id: v.education_level_id ?? null,
    years_experience_min: num(v.years_experience_min) ?? 0,
    salary_min: v.salary_negotiable ? null : num(v.salary_min),
    salary_max: v.salary_negotiable ? null : num(v.salary_max),
    salary_negotiable: Boolean(v.salary_negotiable),
    valid_through: v.valid_through || null,
  };
}

/** The salary rule of the form: digits only, <= 10,000,000, max >= min. Returns an i18n key or null. */
export function salaryProblem(
  v: Pick<JobFormValues, 'salary_min' | 'salary_max' | 'salary_negotiable'>,
  which: 'min' | 'max',
): string | null {
  if (v.salary_negotiable) return null;
  const min = num(v.salary_min);
  const max = num(v.salary_max);
  const own = which === 'min' ? min : max;
  if (own != null && own > SALARY_LIMIT) return 'job.salaryRange';
  if (which === 'min' && min == null && max == null) return 'job.salaryRequired';
  if (which === 'max' && min != null && max != null && max < min) return 'job.salaryMaxLessThanMin';
  return null;
}

/** Today as YYYY-MM-DD in local time. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/* ---- unsaved-form persistence: a draft survives a reload ---- */

const PREFIX = 'jobportal.corporate.jobDraft';

export const draftKey = (uid: string | null | undefined, jobId: string | null | undefined) =>
  `${PREFIX}.${uid ?? 'anon'}.${jobId ?? 'new'}`;

export function loadDraft(key: string): JobFormValues | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { values?: JobFormValues };
    return parsed.values ? { ...EMPTY_JOB, ...parsed.values } : null;
  } catch {
    return null;
  }
}

export function saveDraft(key: string, values: JobFormValues): void {
  try {
    window.localStorage.setItem(key, JSON.stringify({ savedAt: new Date().toISOString(), values }));
  } catch {
    /* storage full or disabled: the form still works */
  }
}

export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    /* ignore */
  }
}
