import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/types';
import { company, job } from '../../db/schema';
import { jobSearchColumns } from '../search/indexing';
import { getDefaultTaxonomy } from '../search/taxonomy';

/**
 * Recomputes search_text and search_tsv of the given jobs (the text comes from buildJobSearchText of the search
 * service; the tsvector is its weighted form). Called after every job create/update and company rename.
 */
export async function reindexJobs(db: Tx, jobIds: string[]): Promise<void> {
  if (jobIds.length === 0) return;
  const rows = await db
    .select({
      id: job.id,
      title: job.title,
      descriptionHtml: job.descriptionHtml,
      qualificationsHtml: job.qualificationsHtml,
      skills: job.skills,
      provinceId: job.provinceId,
      companyNameTh: company.nameTh,
      companyNameEn: company.nameEn,
    })
    .from(job)
    .innerJoin(company, eq(company.id, job.companyId))
    .where(inArray(job.id, jobIds));
  const taxonomy = getDefaultTaxonomy();
  for (const row of rows) {
    const cols = jobSearchColumns(row, taxonomy);
    await db
      .update(job)
      .set({ searchText: cols.searchText, searchTsv: sql`${cols.searchTsv}` })
      .where(eq(job.id, row.id));
  }
}

/** After a company rename: recompute its jobs' search columns (updated_at moves so other processes re-index). Returns the job ids. */
export async function reindexCompanyJobs(db: Tx, companyId: string): Promise<string[]> {
  const rows = await db
    .update(job)
    .set({ updatedAt: new Date() })
    .where(eq(job.companyId, companyId))
    .returning({ id: job.id });
  const ids = rows.map((r) => r.id);
  await reindexJobs(db, ids);
  return ids;
}
