import { PROVINCES } from '../../seed/data/provinces';
import { SKILL_BY_SLUG } from '../../seed/data/skills';
import { type CareerChange, targetNames } from './career';
import { type Lang, sentence, t } from './explain-texts';
import { brokenPreferences } from './preferences';
import type { MatchFeatures, MatchJob, MatchProfile, Perspective } from './types';

/**
 * Template explanations of a match: short separate lines in Thai and English, e.g.
 * ["ตรง 7 จาก 9 ทักษะที่ต้องการ", "ยังขาด: Kubernetes, Go", "เงินเดือนอยู่ในช่วงที่คาดหวัง", "กรุงเทพฯ แบบไฮบริด ตามที่ต้องการ"] /
 * ["7 of 9 required skills", "Missing: Kubernetes, Go", "Salary within your expectation", "Bangkok, hybrid as you prefer"].
 * The candidate perspective says "you"; the employer perspective speaks about the candidate. The sentences are in
 * `explain-texts.ts`.
 */

const MAX_NAMES = 4;

export const skillName = (slug: string): string => SKILL_BY_SLUG.get(slug)?.name ?? slug;

function provinceName(id: number | null, lang: Lang): string {
  const p = id ? PROVINCES[id - 1] : undefined;
  if (!p) return '';
  if (lang === 'en') return p.name_en;
  return p.id === 1 ? 'กรุงเทพฯ' : p.name_th;
}

function names(slugs: readonly string[], lang: Lang): string {
  const list = slugs.slice(0, MAX_NAMES).map(skillName).join(', ');
  const more = slugs.length - MAX_NAMES;
  return more <= 0 ? list : t(lang, 'more_skills', { list, count: more });
}

function skillLines(f: MatchFeatures, lang: Lang, who: Perspective): string[] {
  const n = f.requiredSkillCount;
  if (n === 0) return [t(lang, 'no_skills')];
  const lines = [t(lang, 'skills_matched', { matched: f.matchedSkills.length, count: n })];
  if (f.relatedSkills.length > 0) {
    const list = f.relatedSkills
      .slice(0, MAX_NAMES)
      .map((r) => t(lang, `related_item_${who}`, { skill: skillName(r.slug), via: skillName(r.via) }))
      .join(', ');
    lines.push(t(lang, `related_${who}`, { list }));
  }
  const lacking = f.missingSkills.filter((s) => !f.relatedSkills.some((r) => r.slug === s));
  if (lacking.length > 0) lines.push(t(lang, 'missing', { list: names(lacking, lang) }));
  return lines;
}

function seniorityLine(f: MatchFeatures, profile: MatchProfile, job: MatchJob, lang: Lang): string | null {
  const values = { count: profile.yearsExperience, min: job.yearsExperienceMin };
  switch (f.seniority) {
    case 'under':
      return t(lang, 'years_under', values);
    case 'over':
      return t(lang, 'years_over', values);
    case 'fit':
      return job.yearsExperienceMin === 0 ? null : t(lang, 'years_fit', values);
    default:
      return null;
  }
}

function salaryLine(f: MatchFeatures, profile: MatchProfile, lang: Lang, who: Perspective): string {
  if (who === 'employer')
    return t(lang, f.salary === 'unknown' ? 'salary_unknown_employer' : `salary_${f.salary}_employer`);
  if (f.salary !== 'unknown') return t(lang, `salary_${f.salary}_candidate`);
  return t(lang, profile.expectedSalary === null ? 'salary_add_expectation' : 'salary_not_stated');
}

function placeLine(
  f: MatchFeatures,
  profile: MatchProfile,
  job: MatchJob,
  lang: Lang,
  who: Perspective,
): string {
  const work = t(lang, `work_${job.workType}`);
  const where =
    job.workType === 'remote'
      ? work
      : t(lang, 'place', { province: provinceName(job.provinceId, lang), work });
  const why: string[] = [];
  if (f.location === false) {
    const home = provinceName(profile.provinceId, lang);
    why.push(t(lang, who === 'candidate' ? 'not_your_province' : 'candidate_lives_in', { home }));
  }
  if (f.workType === false) why.push(t(lang, 'work_type_not_preferred'));
  if (f.hireType === false) why.push(t(lang, 'hire_type_not_preferred'));
  if (why.length > 0)
    return sentence(t(lang, 'place_broken', { where, why: why.join(t(lang, 'why_separator')) }));
  const preferred = f.workType === true && f.location !== false;
  return sentence(preferred ? t(lang, `place_preferred_${who}`, { where }) : where);
}

/** Why a job that breaks what the candidate set ranks after the jobs that respect it. */
function rankedLowerLine(f: MatchFeatures, profile: MatchProfile, job: MatchJob, lang: Lang): string | null {
  return brokenPreferences(f, profile, job).length === 0 ? null : t(lang, 'ranked_lower');
}

/**
 * The reasons of a match, one short sentence each. `change`: the candidate's career change when the job is in the
 * family they move into (said first; it replaces the years comparison).
 */
export function explainReasons(
  f: MatchFeatures,
  profile: MatchProfile,
  job: MatchJob,
  who: Perspective,
  change: CareerChange | null = null,
): { th: string[]; en: string[] } {
  const build = (lang: Lang) =>
    [
      change ? t(lang, `change_${who}`, { names: targetNames(change, lang) }) : null,
      ...skillLines(f, lang, who),
      change ? null : seniorityLine(f, profile, job, lang),
      salaryLine(f, profile, lang, who),
      placeLine(f, profile, job, lang, who),
      who === 'candidate' ? rankedLowerLine(f, profile, job, lang) : null,
    ].filter((p): p is string => p !== null && p.length > 0);
  return { th: build('th'), en: build('en') };
}

/** One paragraph of the reasons (the `summary_*` fields, and what an optional LLM rewrites). */
export const joinReasons = (reasons: readonly string[]): string => reasons.join(' · ');
