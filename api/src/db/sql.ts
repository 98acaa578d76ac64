import { sql, type SQL } from 'drizzle-orm';

/** A text[] literal bound as parameters: ARRAY[$1,$2]::text[] (a plain JS array would expand to a list). */
export function textArray(values: readonly string[]): SQL {
  if (values.length === 0) return sql`'{}'::text[]`;
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

/** Number of a count(*) column whatever the driver returns (string for bigint on node-postgres). */
export function num(v: unknown): number {
  return typeof v === 'number' ? v : Number(v ?? 0);
}

/** Rows of a raw query; both drivers (node-postgres, PGlite) answer { rows }. */
export async function queryRows<T>(db: { execute: (q: SQL) => PromiseLike<unknown> }, q: SQL): Promise<T[]> {
  const res = (await db.execute(q)) as { rows: T[] };
  return res.rows;
}
