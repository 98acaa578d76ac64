import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { queryRows } from '../../db/sql';
import type { IdentityPools } from './erasure';
import { identityData } from './identity-data';
import type { ExportContent } from './export-archive';

/** An export of either role: the tables collected for it, plus its identity account and its uploads' bytes. */
export async function exportOf(
  db: Db,
  pools: IdentityPools,
  role: ExportContent['role'],
  uid: string,
  tables: ExportContent['tables'],
): Promise<ExportContent> {
  const files = await queryRows<{ id: string; name: string; data: Buffer | Uint8Array }>(
    db,
    sql`select id, name, data from file where owner_uid = ${uid} order by created_at`,
  );
  return {
    role,
    subject: uid,
    identity: await identityData(pools.auth, pools.tenants[role], uid),
    tables,
    files: files.map((f) => ({ id: f.id, name: f.name, data: Buffer.from(f.data) })),
  };
}
