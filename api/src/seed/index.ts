/**
 * Demo data and demo logins.
 * Note for the schema owner: the seed uses only existing columns of api/src/db/schema.ts (nothing was added).
 */
import type { Db } from '../db/types';
import { insertDemoRows } from './demo';
import { insertLookups, lookupsExist } from './lookups';

export { ensureDemoAccounts, ensureDemoStaff, demoTenantsFromEnv, type DemoTenants } from './auth';
export {
  DEMO_ACCOUNTS,
  DEMO_CANDIDATES,
  DEMO_EMPLOYERS,
  DEMO_PASSWORD,
  type DemoAccount,
} from './demoAccounts';
export { PROVINCES, REGIONS } from './data/provinces';
export { COMPANY_TYPES } from './data/companyTypes';
export { EDUCATION_LEVELS } from './data/educationLevels';
export { CONTACT_LINK_TYPES, contactLinkKind } from './data/contactLinkTypes';
export { SKILLS, SKILL_BY_SLUG } from './data/skills';
export { ROLE_GROUPS } from './data/roles';
export { insertLookups, lookupsExist } from './lookups';

/**
 * Fills an empty database with the lookups and the demo rows (companies, employers, 560 jobs, candidates,
 * applications, favourites, blog posts) in one transaction. Does nothing when the lookups already exist.
 */
export async function seedDemoData(db: Db): Promise<{ seeded: boolean; companies: number; jobs: number }> {
  return db.transaction(async (tx) => {
    if (await lookupsExist(tx)) return { seeded: false, companies: 0, jobs: 0 };
    await insertLookups(tx);
    const counts = await insertDemoRows(tx);
    return { seeded: true, ...counts };
  });
}
