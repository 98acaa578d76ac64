import { RAIL_LINES, railStation, railStationLabel, type RailLine } from '@jobportal/contracts/rail';

/** "BTS อโศก, MRT สุขุมวิท": a job's stations as people say them (unknown codes are left out). */
export function stationList(codes: readonly string[] | undefined, locale: 'th' | 'en'): string {
  return (codes ?? [])
    .map((code) => railStation(code))
    .filter((s) => s !== undefined)
    .map((s) => railStationLabel(s, locale))
    .join(', ');
}

/** A station code's label for a chip or a filter ("BTS อโศก"); the code itself when unknown. */
export function stationName(code: string, locale: 'th' | 'en'): string {
  const station = railStation(code);
  return station ? railStationLabel(station, locale) : code;
}

/** A line id's name ("BTS สายสุขุมวิท"); the id itself when unknown. */
export function lineName(id: string, locale: 'th' | 'en'): string {
  const line: RailLine | undefined = RAIL_LINES.find((l) => l.id === id);
  return line ? (locale === 'en' ? line.name_en : line.name_th) : id;
}
