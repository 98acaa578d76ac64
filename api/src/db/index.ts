export * from './types';
export { openDb, MIGRATIONS_DIR } from './client';
export type { DbHandle } from './client';
export * as schema from './schema';
