import { Type, type Static } from 'typebox';
import {
  CANDIDATE_LIMITS,
  HIRE_TYPES,
  LANGUAGE_LEVELS,
  LOOKUP_ID_MAX,
  PHONE_PATTERN,
  SKILL_LEVELS,
  SKILL_SLUG_MAX,
  WORK_TYPES,
  YEAR_MONTH_PATTERN,
} from './bounds';
import { Nullable, OrNull, Ref, StringEnum } from './schema';

/** The candidate's PDPA consents; null = never asked (the privacy-settings dialog opens). */
export const PdpaConsent = Type.Object(
  { pdpa: Nullable(Type.Boolean()), cookie: Nullable(Type.Boolean()), marketing: Nullable(Type.Boolean()) },
  { $id: 'PdpaConsent' },
);
export type PdpaConsent = Static<typeof PdpaConsent>;

export const CandidateSkill = Type.Object(
  { slug: Type.String({ minLength: 1, maxLength: SKILL_SLUG_MAX }), level: StringEnum(SKILL_LEVELS) },
  { $id: 'CandidateSkill', additionalProperties: false },
);
export type CandidateSkill = Static<typeof CandidateSkill>;

export const WorkExperience = Type.Object(
  {
    company: Type.String({ maxLength: CANDIDATE_LIMITS.textMax }),
    title: Type.String({ maxLength: CANDIDATE_LIMITS.textMax }),
    /** YYYY-MM */
    start: Type.String({ pattern: YEAR_MONTH_PATTERN }),
    /** YYYY-MM, null = current */
    end: Nullable(Type.String({ pattern: YEAR_MONTH_PATTERN })),
    description: Type.String({ maxLength: CANDIDATE_LIMITS.descriptionMax }),
  },
  { $id: 'WorkExperience', additionalProperties: false },
);
export type WorkExperience = Static<typeof WorkExperience>;

export const Education = Type.Object(
  {
    institution: Type.String({ maxLength: CANDIDATE_LIMITS.textMax }),
    degree: Type.String({ maxLength: CANDIDATE_LIMITS.textMax }),
    field: Type.String({ maxLength: CANDIDATE_LIMITS.textMax }),
    education_level_id: Nullable(Type.Integer({ minimum: 1, maximum: LOOKUP_ID_MAX })),
    graduated_year: Nullable(
      Type.Integer({
        minimum: CANDIDATE_LIMITS.graduatedYearMin,
        maximum: CANDIDATE_LIMITS.graduatedYearMax,
      }),
    ),
  },
  { $id: 'Education', additionalProperties: false },
);
export type Education = Static<typeof Education>;

export const LanguageSkill = Type.Object(
  {
    /** 'th' | 'en' | 'ja' | 'zh' | ... */
    language: Type.String({
      minLength: CANDIDATE_LIMITS.languageCodeMin,
      maxLength: CANDIDATE_LIMITS.languageCodeMax,
    }),
    level: StringEnum(LANGUAGE_LEVELS),
  },
  { $id: 'LanguageSkill', additionalProperties: false },
);
export type LanguageSkill = Static<typeof LanguageSkill>;

export const FileInfo = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    size: Type.Integer(),
    mime: Type.String(),
    uploaded_at: Type.String(),
  },
  { $id: 'FileInfo' },
);
export type FileInfo = Static<typeof FileInfo>;

/** The fields a candidate edits (PUT /api/candidate/profile), with their bounds. */
const editable = {
  first_name: Type.String({ maxLength: CANDIDATE_LIMITS.firstNameMax }),
  last_name: Type.String({ maxLength: CANDIDATE_LIMITS.lastNameMax }),
  headline: Type.String({ maxLength: CANDIDATE_LIMITS.headlineMax }),
  about: Type.String({ maxLength: CANDIDATE_LIMITS.aboutMax }),
  phone: Type.String({ maxLength: CANDIDATE_LIMITS.phoneMax, pattern: PHONE_PATTERN }),
  province_id: Nullable(Type.Integer({ minimum: 1, maximum: LOOKUP_ID_MAX })),
  skills: Type.Array(Ref(CandidateSkill), { maxItems: CANDIDATE_LIMITS.skillsMax }),
  experiences: Type.Array(Ref(WorkExperience), { maxItems: CANDIDATE_LIMITS.experiencesMax }),
  educations: Type.Array(Ref(Education), { maxItems: CANDIDATE_LIMITS.educationsMax }),
  languages: Type.Array(Ref(LanguageSkill), { maxItems: CANDIDATE_LIMITS.languagesMax }),
  years_experience: Type.Integer({ minimum: 0, maximum: CANDIDATE_LIMITS.yearsExperienceMax }),
  expected_salary: Nullable(Type.Integer({ minimum: 0, maximum: CANDIDATE_LIMITS.expectedSalaryMax })),
  preferred_work_types: Type.Array(StringEnum(WORK_TYPES), { uniqueItems: true }),
  preferred_hire_types: Type.Array(StringEnum(HIRE_TYPES), { uniqueItems: true }),
  visible_to_employers: Type.Boolean(),
};

/** GET /api/candidate/getProfile -> { data: CandidateProfile[] } (a list; the first item is the profile). */
export const CandidateProfile = Type.Object(
  {
    uid: Type.String(),
    email: Type.String(),
    /** true active, false deletion requested */
    status: Type.Boolean(),
    pdpa: Ref(PdpaConsent),
    ...editable,
    resume: OrNull(Ref(FileInfo)),
    created_at: Type.String(),
    updated_at: Type.String(),
  },
  { $id: 'CandidateProfile' },
);
export type CandidateProfile = Static<typeof CandidateProfile>;

/** PUT /api/candidate/profile: every editable field (all optional = partial update). */
export const CandidateProfileInput = Type.Partial(Type.Object(editable), {
  $id: 'CandidateProfileInput',
  additionalProperties: false,
});
export type CandidateProfileInput = Static<typeof CandidateProfileInput>;

/** The schemas of this module registered by `$id`. */
export const PROFILE_SCHEMAS = [
  PdpaConsent,
  CandidateSkill,
  WorkExperience,
  Education,
  LanguageSkill,
  FileInfo,
  CandidateProfile,
  CandidateProfileInput,
] as const;
