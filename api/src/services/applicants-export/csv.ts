import type { Cell } from './collect';

/** Thailand keeps UTC+7 all year (no daylight saving). */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** An instant as Bangkok wall-clock time: "2026-12-06 19:05". */
export function bangkokTime(at: Date): string {
  return new Date(at.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** The same wall-clock time as a Date whose UTC fields show it (spreadsheet dates have no time zone). */
export function bangkokWallClock(at: Date): Date {
  return new Date(at.getTime() + BANGKOK_OFFSET_MS);
}

/**
 * A text a spreadsheet would run as a formula (= + - @, or a tab/CR that some strip first) gets a leading
 * apostrophe: CSV injection (OWASP). Applied to every text cell, since names, headlines and answers are typed by
 * candidates.
 */
export function defuseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function field(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  const text = cell instanceof Date ? bangkokTime(cell) : defuseFormula(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 with a UTF-8 byte order mark and CRLF line ends: what Excel needs to open Thai text correctly. */
export function toCsv(header: string[], rows: Cell[][]): Buffer {
  const lines = [header, ...rows].map((row) => row.map(field).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}
