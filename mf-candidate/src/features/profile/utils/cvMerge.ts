import type { CvImportDraft } from '@jobportal/contracts';
import { digitsOnly } from 'mf_shared_ui/validation';
import type { ExperienceValues, ProfileFormValues } from './profileForm';

export const CV_SCALARS = ['first_name', 'last_name', 'headline', 'phone', 'about'] as const;
export type CvScalar = (typeof CV_SCALARS)[number];

/** What the candidate ticked in the review: scalar fields, entries by index, skills by slug. */
export interface CvSelection {
  fields: CvScalar[];
  experiences: number[];
  educations: number[];
  skills: string[];
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** The draft's value of a scalar field as the form holds it (the phone as digits). */
export function draftValue(draft: CvImportDraft, field: CvScalar): string {
  return field === 'phone' ? digitsOnly(draft[field]) : draft[field].trim();
}

/** True when the form already holds this experience (same title, company and start). */
export function hasExperience(current: ProfileFormValues, e: CvImportDraft['experiences'][number]): boolean {
  return (current.experiences ?? []).some(
    (x) => same(x.title, e.title) && same(x.company, e.company) && x.start === e.start,
  );
}

export function hasEducation(current: ProfileFormValues, e: CvImportDraft['educations'][number]): boolean {
  return (current.educations ?? []).some(
    (x) => same(x.institution, e.institution) && same(x.degree, e.degree),
  );
}

/**
 * The review's first ticks: a found value that differs from the form's, every entry the form does not hold yet,
 * every skill the form does not have.
 */
export function defaultSelection(current: ProfileFormValues, draft: CvImportDraft): CvSelection {
  const have = new Set((current.skills ?? []).map((s) => s?.slug));
  return {
    fields: CV_SCALARS.filter((f) => {
      const v = draftValue(draft, f);
      return v !== '' && !same(v, (current[f] as string | undefined) ?? '');
    }),
    experiences: draft.experiences
      .map((_, i) => i)
      .filter((i) => !hasExperience(current, draft.experiences[i])),
    educations: draft.educations.map((_, i) => i).filter((i) => !hasEducation(current, draft.educations[i])),
    skills: draft.skills.map((s) => s.slug).filter((slug) => !have.has(slug)),
  };
}

/**
 * The form's values with the ticked parts of the draft: a ticked field replaces the form's value, ticked entries
 * and skills are added after the form's own (nothing the candidate typed is removed). Nothing is saved here.
 */
export function mergeDraft(
  current: ProfileFormValues,
  draft: CvImportDraft,
  pick: CvSelection,
): Partial<ProfileFormValues> {
  const out: Partial<ProfileFormValues> = {};
  for (const f of pick.fields) out[f] = draftValue(draft, f);
  const experiences: ExperienceValues[] = pick.experiences
    .map((i) => draft.experiences[i])
    .filter((e) => e && !hasExperience(current, e))
    .map((e) => ({ ...e, end: e.end ?? '', current: e.end === null }));
  if (experiences.length) out.experiences = [...(current.experiences ?? []), ...experiences];
  const educations = pick.educations
    .map((i) => draft.educations[i])
    .filter((e) => e && !hasEducation(current, e))
    .map((e) => ({ ...e }));
  if (educations.length) out.educations = [...(current.educations ?? []), ...educations];
  const have = new Set((current.skills ?? []).map((s) => s?.slug));
  const skills = draft.skills.filter((s) => pick.skills.includes(s.slug) && !have.has(s.slug));
  if (skills.length) out.skills = [...(current.skills ?? []), ...skills.map((s) => ({ ...s }))];
  return out;
}
