import type { Company, PublicCompany } from '@jobportal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/types';
import { company, job } from '../db/schema';
import { ApiError } from '../errors/api-error';
import { openJobWhere, selectJobCards } from './jobs/cards';
import { fileUrl } from './urls';

type CompanyRow = typeof company.$inferSelect;

export function toCompany(c: CompanyRow): Company {
  return {
    id: c.id,
    name_th: c.nameTh,
    name_en: c.nameEn,
    company_type_id: c.companyTypeId,
    logo_url: fileUrl(c.logoFileId),
    about_th: c.aboutTh,
    about_en: c.aboutEn,
    benefits: c.benefits,
    size: c.size,
    website: c.website,
    contact_links: c.contactLinks,
    address: c.address,
    province_id: c.provinceId,
    verified: c.verified,
  };
}

export async function companyById(db: Tx, id: string): Promise<CompanyRow> {
  const [c] = await db.select().from(company).where(eq(company.id, id));
  if (!c) throw new ApiError('COMPANY_NOT_FOUND');
  return c;
}

/** The public page of a company (not suspended): its profile and its open jobs (newest first, at most 100). */
export async function getPublicCompany(db: Db, id: string, viewerUid: string | null): Promise<PublicCompany> {
  const c = await companyById(db, id);
  // a suspended company is off the site, its page included (docs/DECISIONS.md)
  if (c.status !== 'active') throw new ApiError('COMPANY_NOT_FOUND');
  const openJobs = await selectJobCards(db, {
    where: and(eq(job.companyId, id), openJobWhere),
    limit: 100,
    viewerUid,
  });
  return { ...toCompany(c), open_jobs: openJobs };
}
