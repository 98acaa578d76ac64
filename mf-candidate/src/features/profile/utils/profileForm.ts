import type {
  CandidateProfile,
  CandidateProfileInput,
  Education,
  LanguageSkill,
  SkillLevel,
} from '@jobportal/contracts';
import { CANDIDATE_LIMITS } from '@jobportal/contracts/bounds';
import { digitsOnly } from 'mf_shared_ui/validation';

export interface ExperienceValues {
  company: string;
  title: string;
  start: string;
  end: string;
  current: boolean;
  description: string;
}

export interface ProfileFormValues {
  first_name: string;
  last_name: string;
  headline: string;
  about: string;
  phone: string;
  province_id: number | null;
  years_experience: number | null;
  expected_salary: string;
  skills: { slug?: string; level?: SkillLevel }[];
  experiences: ExperienceValues[];
  educations: {
    institution: string;
    degree: string;
    field: string;
    education_level_id: number | null;
    graduated_year: number | null;
  }[];
  languages: { language?: string; level?: LanguageSkill['level'] }[];
  preferred_work_types: CandidateProfile['preferred_work_types'];
  preferred_hire_types: CandidateProfile['preferred_hire_types'];
  visible_to_employers: boolean;
}

export const LIMITS = {
  name: CANDIDATE_LIMITS.firstNameMax,
  headline: CANDIDATE_LIMITS.headlineMax,
  about: CANDIDATE_LIMITS.aboutMax,
  phoneMin: 9,
  phoneMax: 15,
  salaryMax: CANDIDATE_LIMITS.expectedSalaryMax,
  yearsMax: CANDIDATE_LIMITS.yearsExperienceMax,
  text: CANDIDATE_LIMITS.textMax,
  description: CANDIDATE_LIMITS.descriptionMax,
};

export function toFormValues(p: CandidateProfile): ProfileFormValues {
  return {
    first_name: p.first_name,
    last_name: p.last_name,
    headline: p.headline,
    about: p.about,
    phone: digitsOnly(p.phone),
    province_id: p.province_id,
    years_experience: p.years_experience,
    expected_salary: p.expected_salary == null ? '' : String(p.expected_salary),
    skills: p.skills.map((s) => ({ ...s })),
    experiences: p.experiences.map((e) => ({ ...e, end: e.end ?? '', current: e.end == null })),
    educations: p.educations.map((e) => ({ ...e })),
    languages: p.languages.map((l) => ({ ...l })),
    preferred_work_types: [...p.preferred_work_types],
    preferred_hire_types: [...p.preferred_hire_types],
    visible_to_employers: p.visible_to_employers,
  };
}

const text = (v: string | null | undefined) => (v ?? '').trim();

/** Form values -> PUT /candidate/profile body (trimmed, digits only, current job = end null). */
export function toProfileInput(v: ProfileFormValues): CandidateProfileInput {
  const salary = digitsOnly(v.expected_salary ?? '');
  return {
    first_name: text(v.first_name),
    last_name: text(v.last_name),
    headline: text(v.headline),
    about: text(v.about),
    phone: digitsOnly(v.phone ?? ''),
    province_id: v.province_id ?? null,
    years_experience: v.years_experience ?? 0,
    expected_salary: salary ? Number(salary) : null,
    skills: (v.skills ?? [])
      .filter((s) => s.slug)
      .map((s) => ({ slug: s.slug as string, level: s.level ?? 'intermediate' })),
    experiences: (v.experiences ?? []).map((e) => ({
      company: text(e.company),
      title: text(e.title),
      start: e.start,
      end: e.current || !e.end ? null : e.end,
      description: text(e.description),
    })),
    educations: (v.educations ?? []).map((e): Education => ({
      institution: text(e.institution),
      degree: text(e.degree),
      field: text(e.field),
      education_level_id: e.education_level_id ?? null,
      graduated_year: e.graduated_year ?? null,
    })),
    languages: (v.languages ?? [])
      .filter((l) => l.language)
      .map((l) => ({ language: l.language as string, level: l.level ?? 'conversational' })),
    preferred_work_types: v.preferred_work_types ?? [],
    preferred_hire_types: v.preferred_hire_types ?? [],
    visible_to_employers: Boolean(v.visible_to_employers),
  };
}
