import { Type, type Static } from 'typebox';
import { CANDIDATE_LIMITS } from './bounds';
import { Nullable, Ref } from './schema';
import { CandidateSkill, Education, WorkExperience } from './profile';

/**
 * POST /api/candidate/profile/import -> { data: CvImportDraft }: what a CV (PDF or DOCX) proposes for the profile,
 * in the profile's own field shapes so the client merges it into its form. Nothing of it is stored: the candidate
 * reviews it and saves with PUT /api/candidate/profile.
 */
export const CvImportDraft = Type.Object(
  {
    first_name: Type.String({ maxLength: CANDIDATE_LIMITS.firstNameMax }),
    last_name: Type.String({ maxLength: CANDIDATE_LIMITS.lastNameMax }),
    /** shown for the candidate to compare; the account's e-mail is not changed from a CV */
    email: Nullable(Type.String()),
    phone: Type.String({ maxLength: CANDIDATE_LIMITS.phoneMax }),
    headline: Type.String({ maxLength: CANDIDATE_LIMITS.headlineMax }),
    about: Type.String({ maxLength: CANDIDATE_LIMITS.aboutMax }),
    skills: Type.Array(Ref(CandidateSkill), { maxItems: CANDIDATE_LIMITS.skillsMax }),
    experiences: Type.Array(Ref(WorkExperience), { maxItems: CANDIDATE_LIMITS.experiencesMax }),
    educations: Type.Array(Ref(Education), { maxItems: CANDIDATE_LIMITS.educationsMax }),
    /** words of the CV's skills section that name no skill of the list (information only) */
    other_skills: Type.Array(Type.String()),
  },
  { additionalProperties: false },
);
export type CvImportDraft = Static<typeof CvImportDraft>;
