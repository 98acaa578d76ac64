/**
 * Whole number with "," between thousands, as th-TH and en-US both write it: 1234567 -> "1,234,567".
 * Not Intl.NumberFormat: creating the first Thai formatter loads ICU data (~15 ms on a phone-class CPU) during
 * start-up, for output this regular expression gives exactly. One function for the pages (mf-shared-ui format),
 * the e-mails (api) and the saved-search words.
 */
export function formatInteger(value: number): string {
  const rounded = Math.round(value);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return rounded < 0 ? `-${digits}` : digits;
}

/** Baht amount, thousands shortened with k, th-TH grouping, no decimals: 35000 -> "35k", 950 -> "950". */
export function shortBaht(amount: number): string {
  if (Math.abs(amount) >= 1000) return `${formatInteger(amount / 1000)}k`;
  return formatInteger(amount);
}
