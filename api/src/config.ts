import path from 'node:path';
import { parseTrustProxy, withLoopback } from '@jobportal/deployment';
import { rateLimitsFrom, type RateLimits } from './http/rate-limits';

/** Where the repository root is: api/src (tsx) and api/dist (the built server) -> ../.. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export interface AppConfig {
  /** node-postgres connection string; when absent the embedded PGlite is used. */
  databaseUrl: string | null;
  /** PGlite data directory; 'memory://' for an in-memory database. */
  pgliteDir: string;
  firebaseProjectId: string;
  /** host:port of the Firebase Auth emulator, or null for the real service. */
  authEmulatorHost: string | null;
  tenantCandidate: string;
  tenantCorporate: string;
  /** The staff pool (back office): roles are custom claims (`roles`), set by `npm run staff`. */
  tenantStaff: string;
  /**
   * Staff routes accept only a token signed in with a second factor (FIREBASE_STAFF_REQUIRE_MFA; on by default in
   * production, where the staff tenant enforces TOTP: docs/DECISIONS.md).
   */
  staffRequireMfa: boolean;
  publicBaseUrl: string;
  runMode: string;
  port: number;
  host: string;
  logLevel: string;
  /** Directory served as `/assets/...` to the image endpoint (the shell's public assets). */
  assetsDir: string;
  /** Byte budget of the in-memory cache of image variants (GET /api/images). */
  imageCacheBytes: number;
  /** AVIF encoder effort 0..9 of the image endpoint (3: a 1280 px cover in well under a second on 2 cores). */
  imageAvifEffort: number;
  /**
   * Who may name the client's address (X-Forwarded-For): the gateway on this machine (loopback) and the proxies
   * TRUST_PROXY names (addresses or ranges, e.g. the web server's network in docker-compose).
   */
  trustProxy: string[];
  /** Per-account / per-IP limits of the writes a script could repeat (RATE_LIMIT_* variables). */
  rateLimits: RateLimits;
  /** URLs per file of the sitemap index (SITEMAP_PAGE_SIZE, at most and by default 50,000). */
  sitemapPageSize: number;
  /** Fill an empty database with the demo rows (SEED_DEMO; on by default except in production). */
  seedDemo: boolean;
}

function env(name: string): string | undefined {
  const v = process.env[name];
  return v === undefined || v === '' ? undefined : v;
}

function megabytes(value: string | undefined, fallback: number): number {
  const n = Number(value ?? fallback);
  return Math.round((Number.isFinite(n) && n >= 0 ? n : fallback) * 1024 * 1024);
}

export function loadConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const runMode = env('RUN_MODE') ?? 'development';
  const base: AppConfig = {
    databaseUrl: env('DATABASE_URL') ?? null,
    pgliteDir: env('PGLITE_DIR') ?? path.join(REPO_ROOT, '.data', 'pglite'),
    firebaseProjectId: env('FIREBASE_PROJECT_ID') ?? 'demo-jobportal',
    authEmulatorHost: env('FIREBASE_AUTH_EMULATOR_HOST') ?? null,
    tenantCandidate: env('FIREBASE_TENANT_CANDIDATE') ?? 'candidate-pool',
    tenantCorporate: env('FIREBASE_TENANT_CORPORATE') ?? 'corporate-pool',
    tenantStaff: env('FIREBASE_TENANT_STAFF') ?? 'staff-pool',
    staffRequireMfa: (env('STAFF_REQUIRE_MFA') ?? String(runMode === 'production')) === 'true',
    publicBaseUrl: (env('PUBLIC_BASE_URL') ?? 'http://localhost:8080').replace(/\/+$/, ''),
    runMode,
    port: Number(env('PORT') ?? 3000),
    host: env('HOST') ?? '127.0.0.1',
    logLevel: env('LOG_LEVEL') ?? 'info',
    assetsDir: path.resolve(env('ASSETS_DIR') ?? path.join(REPO_ROOT, 'shell', 'public', 'assets')),
    imageCacheBytes: megabytes(env('IMAGE_CACHE_MB'), 64),
    imageAvifEffort: Math.min(9, Math.max(0, Math.round(Number(env('IMAGE_AVIF_EFFORT') ?? 3) || 0))),
    trustProxy: withLoopback(parseTrustProxy(env('TRUST_PROXY'))),
    rateLimits: rateLimitsFrom(process.env),
    sitemapPageSize: Number(env('SITEMAP_PAGE_SIZE') ?? 50_000) || 50_000,
    seedDemo: (env('SEED_DEMO') ?? String(runMode !== 'production')) === 'true',
  };
  return { ...base, ...overrides };
}
