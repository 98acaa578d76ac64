import { sql } from 'drizzle-orm';
import type { HireType } from '@jobportal/contracts';
import type { Tx } from '../../db/types';
import { queryRows, textArray } from '../../db/sql';
import { BURST, type ScreenContext } from './rules';

/**
 * What the portal's data says about a posting of this company (rules.ts ScreenContext): how many jobs the company
 * created in the burst window (new postings only), whether it is verified, and the salary market of comparable open
 * jobs (same hire type, a skill in common).
 */
export async function screenContext(
  tx: Tx,
  companyId: string,
  posting: { skills: string[]; hire_type: HireType },
  isNew: boolean,
): Promise<ScreenContext> {
  const [c] = await queryRows<{ verified: boolean; recent: number }>(
    tx,
    sql`select c.verified,
          ${
            isNew
              ? sql`(select count(*)::int from job j where j.company_id = c.id
                   and j.created_at > now() - make_interval(mins => ${BURST.windowMinutes}))`
              : sql`0`
          } as recent
        from company c where c.id = ${companyId}`,
  );
  const [m] = await queryRows<{ p90: number | string | null; n: number }>(
    tx,
    sql`select percentile_cont(0.9) within group (order by salary_max) as p90, count(*)::int as n
        from job
        where status = 'published' and moderation = 'clear' and salary_max is not null
          and hire_type = ${posting.hire_type} and skills && ${textArray(posting.skills)}`,
  );
  const p90 = m?.p90 === null || m?.p90 === undefined ? null : Number(m.p90);
  return {
    recentPostingsByCompany: Number(c?.recent ?? 0),
    companyVerified: c?.verified === true,
    market: p90 === null ? null : { p90, n: Number(m.n) },
  };
}
