import { RAIL_LINE_IDS, RAIL_STATIONS, railStation, type RailLineId } from '@jobportal/contracts';
import type { FieldError } from '../../errors/api-error';

/**
 * Rail stations in the in-process index (issue 45): a job keeps up to 3 station numbers (1-based positions in
 * RAIL_STATIONS; 0 = none), a filter is a mask over those numbers (the picked stations and every station of a picked
 * line), the line facet a bit per line.
 */
export const RAIL_SLOTS = 3;
/** station number -> code ([0] unused) */
export const RAIL_CODES: readonly string[] = ['', ...RAIL_STATIONS.map((s) => s.code)];
const NUMBER_OF = new Map(RAIL_CODES.map((code, i) => [code, i]));
/** station number -> bits of its lines (bit i = RAIL_LINE_IDS[i]) */
export const RAIL_LINE_BITS: Uint16Array = Uint16Array.from(RAIL_CODES, (code) =>
  code
    ? (railStation(code)?.lines ?? []).reduce((bits, line) => bits | (1 << RAIL_LINE_IDS.indexOf(line)), 0)
    : 0,
);

if (RAIL_CODES.length > 256) throw new Error('rail station numbers must fit in a byte');

/** The station number of a code; 0 for an unknown code (not indexed). */
export function railNumber(code: string): number {
  return NUMBER_OF.get(code) ?? 0;
}

/** The stations a search filter asks for (any of): its stations and every station of its lines; null = no filter. */
export function railMask(stations: readonly string[], lines: readonly string[]): Uint8Array | null {
  if (stations.length === 0 && lines.length === 0) return null;
  const mask = new Uint8Array(RAIL_CODES.length);
  for (const code of stations) {
    const n = railNumber(code);
    if (n > 0) mask[n] = 1;
  }
  let lineBits = 0;
  for (const line of lines) {
    const i = RAIL_LINE_IDS.indexOf(line as RailLineId);
    if (i >= 0) lineBits |= 1 << i;
  }
  if (lineBits !== 0)
    for (let n = 1; n < RAIL_CODES.length; n++) if (RAIL_LINE_BITS[n] & lineBits) mask[n] = 1;
  return mask;
}

/** A search filter's station codes that no station has (`station.<i>` unknown_rail_station), for a 400. */
export function unknownStationFields(stations: readonly string[] | undefined): FieldError[] {
  const fields: FieldError[] = [];
  (stations ?? []).forEach((code, i) => {
    if (railNumber(code) === 0) fields.push({ field: `station.${i}`, code: 'unknown_rail_station' });
  });
  return fields;
}
