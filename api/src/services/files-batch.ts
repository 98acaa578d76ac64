import type { FileInfo } from '@jobportal/contracts';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/types';
import { file } from '../db/schema';
import { toFileInfo } from './files';

/** FileInfo of many files at once (no bytes read). */
export async function fileInfos(db: Tx, ids: (string | null)[]): Promise<Map<string, FileInfo>> {
  const wanted = [...new Set(ids.filter((i): i is string => !!i))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: file.id, name: file.name, size: file.size, mime: file.mime, createdAt: file.createdAt })
    .from(file)
    .where(inArray(file.id, wanted));
  return new Map(rows.map((r) => [r.id, toFileInfo(r)]));
}
