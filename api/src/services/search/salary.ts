/**
 * Monthly salaries typed into the search box: "40k", "40K+", "40,000", "40000 บาท", "4 หมื่น", "4หมื่นขึ้นไป",
 * "เงินเดือน 35000", "salary 50k". A bare number counts only from 5,000 to 1,000,000 baht (so "5 ปี", "web3",
 * "python 3", "2024" stay words); a unit (k / พัน / หมื่น / แสน), a thousands separator or a salary word makes it one.
 */
const SALARY = new RegExp(
  String.raw`(?<![\p{L}\p{M}\p{N}.#+])` +
    String.raw`(?:(เงินเดือน|salary|ขั้นต่ำ|ไม่ต่ำกว่า|ตั้งแต่|at least|min(?:imum)?)\s*)?` +
    String.raw`(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k|พัน|หมื่น|แสน)?` +
    String.raw`((?:\s*(?:\+|บาท|baht|thb|ขึ้นไป|up|\/month|ต่อเดือน|\/เดือน))*)` +
    String.raw`(?![\p{L}\p{M}\p{N}])`,
  'giu',
);

const UNIT: Record<string, number> = { k: 1000, พัน: 1000, หมื่น: 10_000, แสน: 100_000 };
const MIN_SALARY = 1000;
const MAX_SALARY = 1_000_000;
const MIN_BARE = 5000;

export interface SalaryMatch {
  value: number;
  /** the characters of the (normalised) input that said it */
  start: number;
  end: number;
}

/** Salaries in a normalised (lower-case) query, in order. */
export function findSalaries(input: string): SalaryMatch[] {
  const out: SalaryMatch[] = [];
  for (const m of input.matchAll(SALARY)) {
    const [whole, word, digits, unit, tail] = m;
    const n = Number(digits.replace(/,/g, ''));
    const value = Math.round(n * (unit ? UNIT[unit.toLowerCase()] : 1));
    const marked = Boolean(word || unit || digits.includes(',') || (tail ?? '').trim());
    if (!Number.isFinite(value) || value < MIN_SALARY || value > MAX_SALARY) continue;
    if (!marked && value < MIN_BARE) continue;
    out.push({ value, start: m.index, end: m.index + whole.length });
  }
  return out;
}
