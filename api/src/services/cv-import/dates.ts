/**
 * Dates and date ranges as CVs write them, in Thai and English: month names and abbreviations of both languages,
 * numeric months (01/2020, 2020-01, 2020/01), Buddhist-era years (2565 -> 2022; "ม.ค. 65" after a Thai month is
 * 2565), and an open end ("ปัจจุบัน", "Present", "Now", "Current", "ถึงปัจจุบัน").
 */

const EN_MONTHS = [
  ['january', 'jan'],
  ['february', 'feb'],
  ['march', 'mar'],
  ['april', 'apr'],
  ['may'],
  ['june', 'jun'],
  ['july', 'jul'],
  ['august', 'aug'],
  ['september', 'sept', 'sep'],
  ['october', 'oct'],
  ['november', 'nov'],
  ['december', 'dec'],
];
const TH_MONTHS = [
  ['มกราคม', 'ม.ค.', 'มค'],
  ['กุมภาพันธ์', 'ก.พ.', 'กพ'],
  ['มีนาคม', 'มี.ค.', 'มีค'],
  ['เมษายน', 'เม.ย.', 'เมย'],
  ['พฤษภาคม', 'พ.ค.', 'พค'],
  ['มิถุนายน', 'มิ.ย.', 'มิย'],
  ['กรกฎาคม', 'ก.ค.', 'กค'],
  ['สิงหาคม', 'ส.ค.', 'สค'],
  ['กันยายน', 'ก.ย.', 'กย'],
  ['ตุลาคม', 'ต.ค.', 'ตค'],
  ['พฤศจิกายน', 'พ.ย.', 'พย'],
  ['ธันวาคม', 'ธ.ค.', 'ธค'],
];

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const monthByName = new Map<string, { month: number; thai: boolean }>();
EN_MONTHS.forEach((names, i) => names.forEach((n) => monthByName.set(n, { month: i + 1, thai: false })));
TH_MONTHS.forEach((names, i) =>
  names.forEach((n) => monthByName.set(n.replace(/\./g, ''), { month: i + 1, thai: true })),
);

// Thai abbreviations are matched with or without their dots ("ม.ค." "มค" "ม.ค"); longest names first.
const thaiAlternatives = TH_MONTHS.flatMap((names) => [
  names[0],
  names[1].replace(/\./g, '\\.?').replace(/\\\.\?$/, '\\.?'),
]).sort((a, b) => b.length - a.length);
const enAlternatives = EN_MONTHS.flat()
  .sort((a, b) => b.length - a.length)
  .map((n) => `${esc(n)}\\.?`);
const MONTH_NAME = `(?:${thaiAlternatives.join('|')}|(?<![A-Za-z])(?:${enAlternatives.join('|')})(?![a-z]))`;
const YEAR = `(?:\\d{4}|'?\\d{2})`;

/** One date: "Jan 2020", "มกราคม 2565", "ม.ค. 65", "01/2020", "2020-01", "2020/01", "2020", "พ.ศ. 2565". */
const DATE = `(?<!\\d)(?:${MONTH_NAME}\\s*,?\\s*(?:พ\\.?ศ\\.?\\s*|ค\\.?ศ\\.?\\s*)?${YEAR}|\\d{1,2}\\s*[/.-]\\s*\\d{4}|\\d{4}\\s*[/-]\\s*\\d{1,2}(?!\\d)|(?:พ\\.?ศ\\.?\\s*|ค\\.?ศ\\.?\\s*)?\\d{4})(?![\\d/])`;
const PRESENT = `(?:ถึง\\s*)?(?:ปัจจุบัน|present|current|now|to\\s+date|today)`;
const SEP = `\\s*(?:-|–|—|−|~|to|until|till|ถึง|จนถึง|ถึงเดือน)\\s*`;

export const DATE_RANGE_RE = new RegExp(
  `(?:(?:ตั้งแต่|from|since)\\s*)?(${DATE})(?:${SEP}(${DATE}|${PRESENT})|\\s+(${PRESENT}))?`,
  'iu',
);
export const PRESENT_RE = new RegExp(`^${PRESENT}$`, 'iu');

const THAI_DIGITS = /[๐-๙]/g;
export function arabicDigits(s: string): string {
  return s.replace(THAI_DIGITS, (d) => String(d.charCodeAt(0) - 0x0e50));
}

/** A four-digit year as the Gregorian year: 2400 and above is the Buddhist era. */
export function gregorianYear(y: number): number {
  return y >= 2400 ? y - 543 : y;
}

export interface YearMonth {
  year: number;
  /** null when the CV gives only a year */
  month: number | null;
}

/** One date as year and month, or null when it is not one. */
export function parseDate(text: string): YearMonth | null {
  const s = arabicDigits(text).trim().toLowerCase();
  const be = /พ\.?ศ\.?/.test(s);
  const clean = s.replace(/[พค]\.?ศ\.?/g, ' ').trim();
  let m = /^(\d{1,2})\s*[/.-]\s*(\d{4})$/.exec(clean);
  if (m) return ym(Number(m[2]), Number(m[1]), be);
  m = /^(\d{4})\s*[/-]\s*(\d{1,2})$/.exec(clean);
  if (m) return ym(Number(m[1]), Number(m[2]), be);
  m = /^(\d{4})$/.exec(clean);
  if (m) return ym(Number(m[1]), null, be);
  m = /^(.+?)\s*,?\s*'?(\d{2}|\d{4})$/.exec(clean);
  if (!m) return null;
  const name = monthByName.get(m[1].replace(/\./g, '').trim());
  if (!name) return null;
  let year = Number(m[2]);
  if (m[2].length === 2) year = name.thai || be ? 2500 + year : 2000 + year;
  return ym(year, name.month, be || name.thai);
}

function ym(year: number, month: number | null, be: boolean): YearMonth | null {
  const y = be && year < 2400 ? year : gregorianYear(year);
  if (y < 1950 || y > 2100) return null;
  if (month !== null && (month < 1 || month > 12)) return null;
  return { year: y, month };
}

export interface DateRange {
  start: YearMonth;
  /** null = to the present */
  end: YearMonth | null;
  /** the matched text, to take it out of the line */
  text: string;
  index: number;
}

/** The first date range of a line (a lone date counts as a range of one date). */
export function findDateRange(line: string): DateRange | null {
  const text = arabicDigits(line);
  const m = DATE_RANGE_RE.exec(text);
  if (!m) return null;
  const start = parseDate(m[1]);
  if (!start) return null;
  const endText = m[2] ?? m[3];
  let end: YearMonth | null = start;
  if (endText !== undefined) end = PRESENT_RE.test(endText.trim()) ? null : parseDate(endText);
  if (endText !== undefined && end !== null && end === undefined) return null;
  return { start, end: endText === undefined ? start : end, text: m[0], index: m.index };
}

/** YYYY-MM of a date; a year alone is its first month as a start and its last as an end. */
export function yearMonth(d: YearMonth, as: 'start' | 'end'): string {
  const month = d.month ?? (as === 'start' ? 1 : 12);
  return `${d.year}-${String(month).padStart(2, '0')}`;
}
