/** Personal-data rights settings (docs/PERSONAL-DATA.md). Read per call so tests can shorten them. */

const DAY_S = 24 * 60 * 60;

function seconds(name: string, fallback: number): number {
  const n = Number(process.env[name]);
  return Number.isFinite(n) && n >= 0 && process.env[name] !== '' && process.env[name] !== undefined
    ? n
    : fallback;
}

/** Between a deletion request and the erasure (PDPA_ERASURE_GRACE_SECONDS, default 30 days). */
export function erasureGraceMs(): number {
  return seconds('PDPA_ERASURE_GRACE_SECONDS', 30 * DAY_S) * 1000;
}

/** An export with more uploaded bytes than this is prepared in the background (PDPA_EXPORT_INLINE_MAX_BYTES). */
export function exportInlineMaxBytes(): number {
  return seconds('PDPA_EXPORT_INLINE_MAX_BYTES', 2 * 1024 * 1024);
}

/** How long a prepared export can be downloaded (7 days). */
export const EXPORT_TTL_MS = 7 * DAY_S * 1000;
