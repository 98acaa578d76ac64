import type { CandidateProfile, CandidateProfileInput, PdpaConsent } from '@jobportal/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/types';
import { candidate, educationLevel, pdpaConsentHistory, province, skill } from '../../db/schema';
import { validationError, type FieldError } from '../../errors/api-error';
import type { Identity } from '../../auth/identity';
import { recordActivity } from '../activity';
import { fileInfoById } from '../files';
import { scheduleErasure } from '../pdpa/erasure';

export type CandidateRow = typeof candidate.$inferSelect;

function splitName(name: string | null): { firstName: string; lastName: string } {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}

/** The candidate row of the caller, created on first use (consents null = never asked). */
export async function ensureCandidate(db: Tx, identity: Identity): Promise<CandidateRow> {
  const [existing] = await db.select().from(candidate).where(eq(candidate.uid, identity.uid));
  if (existing) return existing;
  await db
    .insert(candidate)
    .values({ uid: identity.uid, email: identity.email, ...splitName(identity.name) })
    .onConflictDoNothing();
  const [row] = await db.select().from(candidate).where(eq(candidate.uid, identity.uid));
  return row;
}

export function pdpaOf(r: CandidateRow): PdpaConsent {
  return { pdpa: r.consentPdpa, cookie: r.consentCookie, marketing: r.consentMarketing };
}

export async function toCandidateProfile(db: Tx, r: CandidateRow): Promise<CandidateProfile> {
  return {
    uid: r.uid,
    email: r.email,
    status: r.status === 'active',
    pdpa: pdpaOf(r),
    first_name: r.firstName,
    last_name: r.lastName,
    headline: r.headline,
    about: r.about,
    phone: r.phone,
    province_id: r.provinceId,
    skills: r.skills,
    experiences: r.experiences,
    educations: r.educations,
    languages: r.languages,
    years_experience: r.yearsExperience,
    expected_salary: r.expectedSalary,
    preferred_work_types: r.preferredWorkTypes as CandidateProfile['preferred_work_types'],
    preferred_hire_types: r.preferredHireTypes as CandidateProfile['preferred_hire_types'],
    resume: await fileInfoById(db, r.resumeFileId),
    visible_to_employers: r.visibleToEmployers,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

/** GET /candidate/getProfile: the spec's list with one item. */
export async function getProfileList(db: Db, identity: Identity): Promise<CandidateProfile[]> {
  return [await toCandidateProfile(db, await ensureCandidate(db, identity))];
}

async function checkReferences(db: Tx, input: CandidateProfileInput): Promise<void> {
  const fields: FieldError[] = [];
  if (input.skills) {
    const slugs = input.skills.map((s) => s.slug);
    const known = new Set(
      slugs.length
        ? (await db.select({ slug: skill.slug }).from(skill).where(inArray(skill.slug, slugs))).map(
            (r) => r.slug,
          )
        : [],
    );
    input.skills.forEach((s, i) => {
      if (!known.has(s.slug)) fields.push({ field: `skills.${i}.slug`, code: 'unknown_skill' });
    });
  }
  if (input.province_id !== undefined && input.province_id !== null) {
    const [p] = await db.select({ id: province.id }).from(province).where(eq(province.id, input.province_id));
    if (!p) fields.push({ field: 'province_id', code: 'unknown_reference' });
  }
  const levelIds = (input.educations ?? [])
    .map((e) => e.education_level_id)
    .filter((v): v is number => v !== null);
  if (levelIds.length) {
    const known = new Set(
      (
        await db
          .select({ id: educationLevel.id })
          .from(educationLevel)
          .where(inArray(educationLevel.id, levelIds))
      ).map((r) => r.id),
    );
    (input.educations ?? []).forEach((e, i) => {
      if (e.education_level_id !== null && !known.has(e.education_level_id))
        fields.push({ field: `educations.${i}.education_level_id`, code: 'unknown_reference' });
    });
  }
  (input.experiences ?? []).forEach((e, i) => {
    if (e.end !== null && e.end < e.start) fields.push({ field: `experiences.${i}.end`, code: 'invalid' });
  });
  if (fields.length) throw validationError(fields);
}

/** PUT /candidate/profile: partial update of the editable fields. */
export async function updateCandidateProfile(
  db: Db,
  identity: Identity,
  input: CandidateProfileInput,
): Promise<CandidateProfile> {
  await ensureCandidate(db, identity);
  await checkReferences(db, input);
  const skills = input.skills ? [...new Map(input.skills.map((s) => [s.slug, s])).values()] : undefined;
  const set: Partial<typeof candidate.$inferInsert> = {
    ...(input.first_name !== undefined && { firstName: input.first_name.trim() }),
    ...(input.last_name !== undefined && { lastName: input.last_name.trim() }),
    ...(input.headline !== undefined && { headline: input.headline.trim() }),
    ...(input.about !== undefined && { about: input.about }),
    ...(input.phone !== undefined && { phone: input.phone.trim() }),
    ...(input.province_id !== undefined && { provinceId: input.province_id }),
    ...(skills !== undefined && { skills, skillSlugs: skills.map((s) => s.slug) }),
    ...(input.experiences !== undefined && { experiences: input.experiences }),
    ...(input.educations !== undefined && { educations: input.educations }),
    ...(input.languages !== undefined && { languages: input.languages }),
    ...(input.years_experience !== undefined && { yearsExperience: input.years_experience }),
    ...(input.expected_salary !== undefined && { expectedSalary: input.expected_salary }),
    ...(input.preferred_work_types !== undefined && { preferredWorkTypes: input.preferred_work_types }),
    ...(input.preferred_hire_types !== undefined && { preferredHireTypes: input.preferred_hire_types }),
    ...(input.visible_to_employers !== undefined && { visibleToEmployers: input.visible_to_employers }),
    updatedAt: new Date(),
  };
  const row = await db.transaction(async (tx) => {
    const [r] = await tx.update(candidate).set(set).where(eq(candidate.uid, identity.uid)).returning();
    await recordActivity(tx, {
      role: 'candidate',
      type: 'profile_updated',
      actorUid: identity.uid,
      candidateUid: identity.uid,
      data: { fields: Object.keys(input) },
    });
    return r;
  });
  return toCandidateProfile(db, row);
}

/** PUT /candidate/savePDPASection: stores the three consents; every change is kept in the history with its time. */
export async function savePdpa(
  db: Db,
  identity: Identity,
  consent: { cookie: boolean; pdpa: boolean; marketing: boolean },
  meta: { ip: string; userAgent: string | null },
): Promise<CandidateProfile[]> {
  const current = await ensureCandidate(db, identity);
  const changed =
    current.consentCookie !== consent.cookie ||
    current.consentPdpa !== consent.pdpa ||
    current.consentMarketing !== consent.marketing;
  const row = await db.transaction(async (tx) => {
    const now = new Date();
    const [r] = await tx
      .update(candidate)
      .set({
        consentCookie: consent.cookie,
        consentPdpa: consent.pdpa,
        consentMarketing: consent.marketing,
        consentUpdatedAt: now,
        updatedAt: now,
      })
      .where(eq(candidate.uid, identity.uid))
      .returning();
    if (changed) {
      await tx.insert(pdpaConsentHistory).values({
        candidateUid: identity.uid,
        pdpa: consent.pdpa,
        cookie: consent.cookie,
        marketing: consent.marketing,
        restricted: r.processingRestricted,
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 500) ?? null,
        at: now,
      });
    }
    return r;
  });
  return [await toCandidateProfile(db, row)];
}

/**
 * POST /candidate/deletion-request: flags the account (status false), which hides it from employers at once, and
 * queues its erasure at the end of the grace period (services/pdpa/erasure.ts).
 */
export async function requestDeletion(db: Db, identity: Identity): Promise<CandidateProfile[]> {
  const current = await ensureCandidate(db, identity);
  let row = current;
  if (current.status !== 'deletion_requested') {
    const now = new Date();
    row = await db.transaction((tx) => markDeletionRequested(tx, identity.uid, now));
  }
  return [await toCandidateProfile(db, row)];
}

/**
 * Flags a candidate deletion-requested (hidden from employers at once) and queues the erasure at the end of the
 * grace period: the one path of a deletion request, the person's own and the privacy desk's (back office).
 */
export async function markDeletionRequested(tx: Tx, uid: string, now: Date): Promise<CandidateRow> {
  const [r] = await tx
    .update(candidate)
    .set({
      status: 'deletion_requested',
      deletionRequestedAt: now,
      visibleToEmployers: false,
      updatedAt: now,
    })
    .where(eq(candidate.uid, uid))
    .returning();
  await scheduleErasure(tx, uid, now);
  return r;
}

export async function setProfileResume(db: Tx, uid: string, fileId: string): Promise<void> {
  await db
    .update(candidate)
    .set({ resumeFileId: fileId, updatedAt: new Date() })
    .where(eq(candidate.uid, uid));
}
