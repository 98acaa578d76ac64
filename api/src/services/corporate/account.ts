import type { CompanyInput, CorporateCreateInput, CorporateProfile } from '@jobportal/contracts';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/types';
import { company, companyType, corporateAccount, file, province } from '../../db/schema';
import { ApiError, validationError, type FieldError } from '../../errors/api-error';
import type { CorporateContext, Identity } from '../../auth/identity';
import { recordActivity } from '../activity';
import { companyById, toCompany } from '../companies';
import { storeFile } from '../files';
import { reindexCompanyJobs } from '../jobs/search-index';
import { fileUrl } from '../urls';
import { notifyJobsChanged } from '../search';
import { assertCan } from './team-access';

type AccountRow = typeof corporateAccount.$inferSelect;

async function toProfile(db: Tx, acc: AccountRow): Promise<CorporateProfile> {
  return {
    uid: acc.uid,
    email: acc.email,
    status: acc.status === 'active',
    contact_name: acc.contactName,
    phone: acc.phone,
    company: toCompany(await companyById(db, acc.companyId)),
    role: acc.role,
  };
}

async function checkCompanyType(
  db: Tx,
  id: number | null | undefined,
  field: string,
  fields: FieldError[],
): Promise<void> {
  if (id === null || id === undefined) return;
  const [t] = await db.select({ id: companyType.id }).from(companyType).where(eq(companyType.id, id));
  if (!t) fields.push({ field, code: 'unknown_reference' });
}

/**
 * POST /corporate/create, right after the identity account exists. The password of the payload is only
 * validated by the route schema: it is neither stored nor logged.
 */
export async function createCorporate(
  db: Db,
  identity: Identity,
  input: CorporateCreateInput,
): Promise<CorporateProfile[]> {
  if (input.uid !== identity.uid) throw new ApiError('UID_MISMATCH');
  const fields: FieldError[] = [];
  await checkCompanyType(db, input.company_type_id, 'company_type_id', fields);
  // The account's e-mail is the identity's, never the payload's: an identity without one (anonymous, phone)
  // cannot claim somebody else's address for a company.
  if (!identity.email || identity.signInProvider === 'anonymous') throw new ApiError('EMAIL_MISMATCH');
  if (input.email.trim().toLowerCase() !== identity.email) fields.push({ field: 'email', code: 'invalid' });
  if (fields.length) throw validationError(fields);
  const [existing] = await db
    .select({ uid: corporateAccount.uid })
    .from(corporateAccount)
    .where(eq(corporateAccount.uid, identity.uid));
  if (existing) throw new ApiError('ACCOUNT_EXISTS');
  const name = input.name.trim();
  const acc = await db.transaction(async (tx) => {
    const [c] = await tx
      .insert(company)
      .values({ nameTh: name, nameEn: name, companyTypeId: input.company_type_id })
      .returning({ id: company.id });
    const inserted = await tx
      .insert(corporateAccount)
      .values({
        uid: identity.uid,
        companyId: c.id,
        email: identity.email,
        contactName: input.contact_name.trim(),
        phone: input.phone.trim(),
      })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) throw new ApiError('ACCOUNT_EXISTS');
    await recordActivity(tx, {
      role: 'corporate',
      type: 'account_created',
      actorUid: identity.uid,
      companyId: c.id,
    });
    return inserted[0];
  });
  return [await toProfile(db, acc)];
}

export async function getCorporateProfile(db: Db, ctx: CorporateContext): Promise<CorporateProfile[]> {
  const [acc] = await db.select().from(corporateAccount).where(eq(corporateAccount.uid, ctx.uid));
  if (!acc) throw new ApiError('PROFILE_NOT_FOUND');
  return [await toProfile(db, acc)];
}

/** Adds https:// to a bare website (spec section 3 does the same for web contact links). */
function normaliseWebsite(url: string | null | undefined): string | null | undefined {
  if (url === undefined || url === null) return url;
  const t = url.trim();
  if (t === '') return null;
  return /^https?:\/\//i.test(t) ? t : `https://${t}`;
}

export async function updateCorporateProfile(
  db: Db,
  ctx: CorporateContext,
  input: CompanyInput & { contact_name?: string; phone?: string },
): Promise<CorporateProfile[]> {
  // every member keeps their own contact details; the company's belong to its owners and admins (issue 43)
  if (Object.keys(input).some((k) => k !== 'contact_name' && k !== 'phone')) assertCan(ctx, 'company:edit');
  const fields: FieldError[] = [];
  await checkCompanyType(db, input.company_type_id, 'company_type_id', fields);
  if (input.province_id !== undefined && input.province_id !== null) {
    const [p] = await db.select({ id: province.id }).from(province).where(eq(province.id, input.province_id));
    if (!p) fields.push({ field: 'province_id', code: 'unknown_reference' });
  }
  if (fields.length) throw validationError(fields);
  const website = normaliseWebsite(input.website);
  const set: Partial<typeof company.$inferInsert> = {
    ...(input.name_th !== undefined && { nameTh: input.name_th.trim() }),
    ...(input.name_en !== undefined && { nameEn: input.name_en.trim() }),
    ...(input.company_type_id !== undefined && { companyTypeId: input.company_type_id }),
    ...(input.about_th !== undefined && { aboutTh: input.about_th }),
    ...(input.about_en !== undefined && { aboutEn: input.about_en }),
    ...(input.benefits !== undefined && { benefits: input.benefits.map((b) => b.trim()).filter(Boolean) }),
    ...(input.size !== undefined && { size: input.size }),
    ...(website !== undefined && { website }),
    ...(input.contact_links !== undefined && {
      contactLinks: input.contact_links.map((l) => ({ type: l.type, value: l.value.trim() })),
    }),
    ...(input.address !== undefined && { address: input.address }),
    ...(input.province_id !== undefined && { provinceId: input.province_id }),
    updatedAt: new Date(),
  };
  const renamed = input.name_th !== undefined || input.name_en !== undefined;
  const reindexed = await db.transaction(async (tx) => {
    await tx.update(company).set(set).where(eq(company.id, ctx.companyId));
    if (input.contact_name !== undefined || input.phone !== undefined) {
      await tx
        .update(corporateAccount)
        .set({
          ...(input.contact_name !== undefined && { contactName: input.contact_name.trim() }),
          ...(input.phone !== undefined && { phone: input.phone.trim() }),
          updatedAt: new Date(),
        })
        .where(eq(corporateAccount.uid, ctx.uid));
    }
    const ids = renamed ? await reindexCompanyJobs(tx, ctx.companyId) : [];
    await recordActivity(tx, {
      role: 'corporate',
      type: 'profile_updated',
      actorUid: ctx.uid,
      companyId: ctx.companyId,
      data: { fields: Object.keys(input) },
    });
    return ids;
  });
  if (reindexed.length > 0) notifyJobsChanged(db, reindexed);
  return getCorporateProfile(db, ctx);
}

/** POST /corporate/logo: replaces the company logo (the old file is deleted). */
export async function replaceLogo(
  db: Db,
  ctx: CorporateContext,
  upload: { name: string; mime: string; data: Buffer },
): Promise<{ logo_url: string }> {
  assertCan(ctx, 'company:edit');
  return db.transaction(async (tx) => {
    const [c] = await tx
      .select({ logoFileId: company.logoFileId })
      .from(company)
      .where(eq(company.id, ctx.companyId));
    const info = await storeFile(tx, { ownerUid: ctx.uid, ownerRole: 'corporate', kind: 'logo', ...upload });
    await tx
      .update(company)
      .set({ logoFileId: info.id, updatedAt: new Date() })
      .where(eq(company.id, ctx.companyId));
    if (c?.logoFileId) await tx.delete(file).where(eq(file.id, c.logoFileId));
    await recordActivity(tx, {
      role: 'corporate',
      type: 'logo_updated',
      actorUid: ctx.uid,
      companyId: ctx.companyId,
    });
    return { logo_url: fileUrl(info.id)! };
  });
}
