import { railStationsOf, type RailLineId } from '@jobportal/contracts';

/** Lines through Bangkok's office districts: where the seeded Bangkok jobs are placed. */
const SEED_LINES: readonly RailLineId[] = ['bts-sukhumvit', 'bts-silom', 'mrt-blue', 'arl', 'bts-gold'];
const LINE_STATIONS = SEED_LINES.map((line) => railStationsOf(line).map((s) => s.code));
const BANGKOK = 1;
/** Share of the seeded Bangkok jobs that name stations near them (out of 100). */
const NEAR_RAIL_PERCENT = 60;

/** FNV-1a of the job id: the stations come from the id, not from the generator's random stream (no draw added). */
function hashOf(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * The stations near a seeded job (issue 45): 60% of the Bangkok jobs get one station of an office-district line and,
 * for some, its next one or two on the line (the nearest stations of a place are neighbours); other jobs none.
 * Derived from the job id, so the rest of the seed stays as it was (the same draws in the same order).
 */
export function seededRailStations(id: string, provinceId: number): string[] {
  if (provinceId !== BANGKOK) return [];
  const h = hashOf(id);
  if (h % 100 >= NEAR_RAIL_PERCENT) return [];
  const stations = LINE_STATIONS[(h >>> 7) % LINE_STATIONS.length];
  const count = 1 + ((h >>> 13) % 3);
  const first = (h >>> 16) % Math.max(1, stations.length - count + 1);
  return stations.slice(first, first + count);
}
